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
    /// Each segue's `to:` as a screen position (-1: none, or no such screen), screen after screen: looked up once
    /// here rather than by each rule that follows segues. See `destination(ofSegue:of:)`.
    private let destinations: [Int]
    /// Where each screen's segues start in `destinations`; one more entry than screens.
    private let destinationStart: [Int]

    init(_ graph: Graph) {
        var screens: [String: Int] = [:]
        screens.reserveCapacity(graph.screens.count)
        var screenIDs: [String] = []
        screenIDs.reserveCapacity(graph.screens.count)
        // Screens are borrowed in place (see `Borrowed`), never copied out.
        graph.screens.forEachBorrowed { position, screen in
            let id = screen.id.value
            screenIDs.append(id)
            if screens[id] == nil { screens[id] = position }
        }
        var enums: [String: [String]] = [:]
        for declaration in graph.enums where enums[declaration.name.value] == nil {
            enums[declaration.name.value] = declaration.cases.map(\.value)
        }
        self.screens = screens
        self.enums = enums
        self.enumCaseSets = enums.mapValues { Set($0) }
        self.screenIDs = screenIDs
        var containers: [String: Int] = [:]
        for (position, container) in graph.containers.enumerated() where containers[container.id.value] == nil {
            containers[container.id.value] = position
        }
        self.containers = containers
        var destinations: [Int] = []
        var destinationStart: [Int] = [0]
        destinationStart.reserveCapacity(graph.screens.count + 1)
        graph.screens.forEachBorrowed { screen in
            screen.segues.forEachBorrowed { segue in
                destinations.append(segue.destination.flatMap { screens[$0.value] } ?? -1)
            }
            destinationStart.append(destinations.count)
        }
        self.destinations = destinations
        self.destinationStart = destinationStart
    }

    /// The position of the screen the segue at `segue` of the screen at `screen` goes to (`index.screens` of its
    /// `to:`); nil when it names none or no screen.
    func destination(ofSegue segue: Int, of screen: Int) -> Int? {
        guard destinationStart.indices.contains(screen + 1) else { return nil }
        let position = destinationStart[screen] + segue
        guard position < destinationStart[screen + 1], destinations[position] >= 0 else { return nil }
        return destinations[position]
    }
}

extension ScreenDeclaration {
    /// A lookup of the screen's segues by id, cheap to build for the usual handful of segues.
    var segueLookup: SegueLookup { SegueLookup(segues) }
}

/// Finds a screen's segue by id: a linear scan for a few segues, a dictionary (built on first use) for many.
struct SegueLookup {
    /// The screen's segues, to read a found one's fields in place (`lookup.segues[position].kind`).
    let segues: [SegueDeclaration]
    private var positions: [String: Int]?

    init(_ segues: [SegueDeclaration]) {
        self.segues = segues
    }

    /// The position of the first segue named `id`, without copying the segue out.
    mutating func position(of id: String) -> Int? {
        // Indices, not `first(where:)`: a closure over the elements would copy each segue it looks at.
        if segues.count < 16 { return segues.indices.first { segues[$0].id.value == id } }
        if positions == nil {
            var positions: [String: Int] = [:]
            for position in segues.indices where positions[segues[position].id.value] == nil {
                positions[segues[position].id.value] = position
            }
            self.positions = positions
        }
        return positions?[id]
    }
}
