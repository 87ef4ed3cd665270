import NavGraphRuntime

/// Compares two versions of a graph and classifies each difference (see docs/diff.md): *breaking* for apps in the
/// field, *API-breaking* for the app's code, else *additive*. Screens, their parameters, segues, bar items and
/// deep links, the actions, containers and tabs, the root and entries, and the enums are compared; elements are
/// paired by id, then by `renamedFrom:`.
package struct GraphDiff {
    let old: DiffSide
    let new: DiffSide
    /// The changes found so far, in the order found.
    var changes: [GraphChange] = []
    /// The gate links to each screen wait for, in each version (see `gates(in:)`).
    let oldGates: [String: String]
    let newGates: [String: String]
    /// The screens paired by `renamedFrom:`: new id by old id.
    var screenRenames: [String: String] = [:]
    /// The parameters paired by `renamedFrom:`: by new screen id, new name by old name.
    var parameterRenames: [String: [String: String]] = [:]

    init(old: DiffSide, new: DiffSide) {
        self.old = old
        self.new = new
        oldGates = Self.gates(in: old)
        newGates = Self.gates(in: new)
    }

    /// The changes from `old` to `new`.
    package static func compare(_ old: DiffSide, _ new: DiffSide) -> [GraphChange] {
        var diff = GraphDiff(old: old, new: new)
        diff.compareScreens()
        diff.compareActions()
        diff.compareContainers()
        diff.compareStart()
        diff.compareEnums()
        return diff.changes
    }

    /// A graph only one version has, as one change: removed (breaking and API-breaking: its app code and links go
    /// with it) or added.
    package static func wholeGraph(_ side: DiffSide, added: Bool) -> GraphChange {
        let name = side.definition.name
        let location = side.graph.name?.location
        if added {
            return GraphChange(
                .added, "graph:\(name)", new: name, message: "graph '\(name)' is new", at: location)
        }
        return GraphChange(
            .removed, "graph:\(name)", breaking: true, api: true, old: name,
            message: "graph '\(name)' is gone: its links, saved states and generated code go with it", at: location)
    }

    mutating func add(_ change: GraphChange) {
        changes.append(change)
    }

    /// Adds an additive change for a new element: `kind '<id>' [of '<owner>'] is new`, named `kind:[owner.]id`.
    mutating func addNew(_ kind: String, _ id: String, of owner: String? = nil, at location: SourceLocation) {
        let element = owner.map { "\(kind):\($0).\(id)" } ?? "\(kind):\(id)"
        let message = "\(kind) '\(id)'" + (owner.map { " of '\($0)'" } ?? "") + " is new"
        add(GraphChange(.added, element, new: id, message: message, at: location))
    }
}
