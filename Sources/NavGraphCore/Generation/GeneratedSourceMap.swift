/// Where each declaration of the generated code comes from, as `file:line` for its doc comment. Paths are
/// relative to the main file's folder so that the output does not depend on where the package is checked out.
struct GeneratedSourceMap {
    private var places: [Key: String] = [:]
    private let baseFolder: String

    private enum Key: Hashable {
        case graph
        case screen(String)
        case segue(screen: String, segue: String)
        case sharedSegue(String)
        case enumeration(String)
        case enumCase(enumeration: String, name: String)
        case action(String)
        case tab(String)
        case entry(String)
    }

    /// Records the location of every named thing of `graph`.
    init(graph: Graph) {
        let main = PathUtilities.normalize(graph.mainFile)
        if let slash = main.lastIndex(of: "/") {
            baseFolder = String(main[...slash])
        } else {
            baseFolder = ""
        }
        if let name = graph.name {
            record(.graph, name.location)
        }
        for declaration in graph.enums {
            record(.enumeration(declaration.name.value), declaration.name.location)
            for enumCase in declaration.cases {
                record(.enumCase(enumeration: declaration.name.value, name: enumCase.value), enumCase.location)
            }
        }
        for entry in graph.entries { record(.entry(entry.value), entry.location) }
        for container in graph.containers {
            for tab in container.tabs {
                if let id = tab.id { record(.tab(id.value), id.location) }
            }
        }
        for shared in graph.sharedSegues {
            record(.sharedSegue(shared.segue.id.value), shared.segue.id.location)
        }
        for screen in graph.screens {
            let id = screen.id.value
            record(.screen(id), screen.id.location)
            for segue in screen.segues {
                record(.segue(screen: id, segue: segue.id.value), segue.id.location)
            }
            screen.forEachItem { item in
                if let action = item.action {
                    record(.action(action.value), action.location)
                }
            }
            screen.forEachMenuChild { _, child in
                if let action = child.action {
                    record(.action(action.value), action.location)
                }
            }
        }
    }

    /// `settings.navgraph.yaml:2`, the `graph:` line.
    var graph: String? { places[.graph] }

    func screen(_ id: String) -> String? { places[.screen(id)] }

    func segue(_ id: String, of screen: String) -> String? { places[.segue(screen: screen, segue: id)] }

    /// A segue of the top-level `segues:`.
    func sharedSegue(_ id: String) -> String? { places[.sharedSegue(id)] }

    func enumeration(_ name: String) -> String? { places[.enumeration(name)] }

    func enumCase(_ name: String, of enumeration: String) -> String? {
        places[.enumCase(enumeration: enumeration, name: name)]
    }

    /// The first bar item naming the action.
    func action(_ name: String) -> String? { places[.action(name)] }

    /// The first tab with this id.
    func tab(_ id: String) -> String? { places[.tab(id)] }

    /// The first listing of the entry in `entries:`.
    func entry(_ id: String) -> String? { places[.entry(id)] }

    /// Keeps the first location recorded for a key.
    private mutating func record(_ key: Key, _ location: SourceLocation) {
        guard places[key] == nil else { return }
        places[key] = SwiftSpelling.commentText(relativePath(location.file) + ":" + String(location.line))
    }

    private func relativePath(_ file: String) -> String {
        let normalized = PathUtilities.normalize(file)
        if baseFolder.isEmpty, !normalized.hasPrefix("/") {
            return normalized
        }
        if !baseFolder.isEmpty, normalized.hasPrefix(baseFolder) {
            return String(normalized.dropFirst(baseFolder.count))
        }
        if let slash = normalized.lastIndex(of: "/") {
            return String(normalized[normalized.index(after: slash)...])
        }
        return normalized
    }
}
