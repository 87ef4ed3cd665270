/// Runs every validation rule (NG101–NG419) over a decoded graph.
package enum Validator {
    /// The diagnostics of every rule, in a fixed order (see `RuleSchedule`); on a large graph the rules run on
    /// several threads unless `parallel` says otherwise.
    package static func validate(_ graph: Graph, parallel: Bool? = nil) -> [Diagnostic] {
        let index = ValidationIndex(graph)
        let diagnostics = RuleSchedule.run(
            graph, index: index, parallel: parallel ?? (graph.screens.count >= RuleSchedule.parallelScreens))
        guard !graph.sharedSegues.isEmpty else { return diagnostics }
        // A shared segue is checked once per source: what does not depend on the source is reported once.
        var seen: Set<Diagnostic> = []
        return diagnostics.filter { seen.insert($0).inserted }
    }
}

/// Lookups every rule needs, built once per graph: screens and enums by name (the first declaration wins
/// when a name is declared twice; the duplicate itself is reported by NG101/NG102).
struct ValidationIndex {
    /// Screen id → index in `graph.screens`.
    let screens: [String: Int]
    /// Enum name → its cases.
    let enums: [String: [String]]
    /// Enum name → its case set, for membership tests.
    let enumCaseSets: [String: Set<String>]
    /// Every screen id, in declaration order (did-you-mean candidates).
    let screenIDs: [String]
    /// Container id → index in `graph.containers` (the first declaration wins).
    let containers: [String: Int]

    init(_ graph: Graph) {
        var screens: [String: Int] = [:]
        screens.reserveCapacity(graph.screens.count)
        for (position, screen) in graph.screens.enumerated() where screens[screen.id.value] == nil {
            screens[screen.id.value] = position
        }
        var enums: [String: [String]] = [:]
        for declaration in graph.enums where enums[declaration.name.value] == nil {
            enums[declaration.name.value] = declaration.cases.map(\.value)
        }
        self.screens = screens
        self.enums = enums
        self.enumCaseSets = enums.mapValues { Set($0) }
        self.screenIDs = graph.screens.map(\.id.value)
        var containers: [String: Int] = [:]
        for (position, container) in graph.containers.enumerated() where containers[container.id.value] == nil {
            containers[container.id.value] = position
        }
        self.containers = containers
    }
}

extension ScreenDeclaration {
    /// A lookup of the screen's segues by id, cheap to build for the usual handful of segues.
    var segueLookup: SegueLookup { SegueLookup(segues) }
}

/// Finds a screen's segue by id: a linear scan for a few segues, a dictionary (built on first use) for many.
struct SegueLookup {
    private let segues: [SegueDeclaration]
    private var positions: [String: Int]?

    init(_ segues: [SegueDeclaration]) {
        self.segues = segues
    }

    /// The first segue named `id`.
    mutating func segue(_ id: String) -> SegueDeclaration? {
        if segues.count < 16 { return segues.first { $0.id.value == id } }
        if positions == nil {
            var positions: [String: Int] = [:]
            for (position, segue) in segues.enumerated() where positions[segue.id.value] == nil {
                positions[segue.id.value] = position
            }
            self.positions = positions
        }
        return positions?[id].map { segues[$0] }
    }
}
