import Testing
import _NavGraphCore

/// An operational model of stacks and presentations (docs/runtime.md, "Stacks and presentations"), explored exhaustively on small random
/// graphs, against which the flow analysis is checked: NG401 (unwind), NG402, NG403 and NG405 must report exactly
/// the segues and screens the model finds at fault on some path.
private struct Model {
    enum Kind: CaseIterable { case show, showPoppingTo, modal, modalEmbedded, showDetail, unwind }
    struct Edge {
        var id: String
        var kind: Kind
        var destination: Int
        /// `popTo`, for `showPoppingTo`.
        var popTo = 0
    }
    struct Container: Hashable {
        var hasStack: Bool
        var screens: [Int]
    }

    var edges: [[Edge]]

    var yaml: String {
        var text = "navgraph: 1\ngraph: Random\nroot: s0\nscreens:\n"
        for (screen, edges) in edges.enumerated() {
            text += "  s\(screen):\n    segues:\n"
            if edges.isEmpty { text = String(text.dropLast("    segues:\n".count)) + "    segues: {}\n" }
            for edge in edges {
                let kind: String
                switch edge.kind {
                case .show: kind = "kind: show"
                case .showPoppingTo: kind = "kind: show, popTo: s\(edge.popTo)"
                case .modal: kind = "kind: modal"
                case .modalEmbedded: kind = "kind: modal, embedInNavigationController: true"
                case .showDetail: kind = "kind: showDetail"
                case .unwind: kind = "kind: unwind"
                }
                text += "      \(edge.id): { \(kind), to: s\(edge.destination) }\n"
            }
        }
        return text
    }

    /// Explores every chain of segues from the root up to `depth` steps, returning the ids at fault per code.
    /// `failedPopTo` holds the `popTo`s that find no target on some path (the runtime throws there and nothing
    /// is pushed).
    func explore(depth: Int) -> (
        targetNotOnStack: Set<String>, showWithoutNavigationStack: Set<String>, showDetailPresentsModally: Set<String>,
        reached: Set<Int>, failedPopTo: Set<String>
    ) {
        var found = (
            targetNotOnStack: Set<String>(), showWithoutNavigationStack: Set<String>(),
            showDetailPresentsModally: Set<String>(), reached: Set<Int>([0]),
            failedPopTo: Set<String>()
        )
        var frontier: Set<[Container]> = [[Container(hasStack: true, screens: [0])]]
        var seen = frontier
        for _ in 0..<depth {
            var next: Set<[Container]> = []
            for chain in frontier {
                guard let top = chain.last, let visible = top.screens.last else { continue }
                for edge in edges[visible] {
                    var result = chain
                    switch edge.kind {
                    case .show where top.hasStack:
                        result[result.count - 1].screens.append(edge.destination)
                    case .showPoppingTo where top.hasStack:
                        guard let nearest = top.screens.lastIndex(of: edge.popTo) else {
                            found.targetNotOnStack.insert("\(visible)/\(edge.id)")
                            found.failedPopTo.insert("\(visible)/\(edge.id)")
                            continue
                        }
                        result[result.count - 1].screens = Array(top.screens[...nearest]) + [edge.destination]
                    case .show, .showPoppingTo:
                        found.showWithoutNavigationStack.insert("\(visible)/\(edge.id)")
                        if edge.kind == .showPoppingTo { found.targetNotOnStack.insert("\(visible)/\(edge.id)") }
                        result.append(Container(hasStack: false, screens: [edge.destination]))
                    case .showDetail:
                        if top.hasStack { found.showDetailPresentsModally.insert("\(visible)/\(edge.id)") }
                        result.append(Container(hasStack: false, screens: [edge.destination]))
                    case .modal:
                        result.append(Container(hasStack: false, screens: [edge.destination]))
                    case .modalEmbedded:
                        result.append(Container(hasStack: true, screens: [edge.destination]))
                    case .unwind:
                        var flat = chain.flatMap { container in container.screens.map { (container, $0) } }
                        flat.removeLast()
                        guard flat.contains(where: { $0.1 == edge.destination }) else {
                            found.targetNotOnStack.insert("\(visible)/\(edge.id)")
                            continue
                        }
                        // Returning to an earlier state: nothing new to explore from it.
                        continue
                    }
                    found.reached.insert(edge.destination)
                    if seen.insert(result).inserted { next.insert(result) }
                }
            }
            frontier = next
        }
        return found
    }
}

private struct SeededRandom {
    var state: UInt64
    mutating func next(below bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
}

@Test func ng401To405AgreeWithAnOperationalModel() {
    var random = SeededRandom(state: 2026)
    var totals = (
        targetNotOnStack: 0, showWithoutNavigationStack: 0, showDetailPresentsModally: 0, unreachableScreen: 0
    )
    for _ in 0..<400 {
        let count = 2 + random.next(below: 5)
        var edges: [[Model.Edge]] = []
        for _ in 0..<count {
            var screenEdges: [Model.Edge] = []
            for index in 0..<random.next(below: 4) {
                let kind = Model.Kind.allCases[random.next(below: Model.Kind.allCases.count)]
                let destination = random.next(below: count)
                let popTo = random.next(below: count)
                screenEdges.append(Model.Edge(id: "g\(index)", kind: kind, destination: destination, popTo: popTo))
            }
            edges.append(screenEdges)
        }
        let model = Model(edges: edges)
        // Every violation shows on a path of at most `count` forward steps.
        let expected = model.explore(depth: count + 1)
        let result = Pipeline.check(
            mainFile: "r.navgraph.yaml", sources: InMemorySources(["r.navgraph.yaml": model.yaml]))
        // The segue each diagnostic points into (its `to` for NG401, its `kind` for NG402/NG403), as "screen/id".
        var segueAt: [_NavGraphCore.SourceLocation: String] = [:]
        for (screen, declaration) in (result.graph?.screens ?? []).enumerated() {
            for segue in declaration.segues {
                let locations = [segue.destination?.location, segue.kind?.location, segue.popTo?.location]
                for location in locations.compactMap({ $0 }) {
                    segueAt[location] = "\(screen)/\(segue.id.value)"
                }
            }
        }
        func found(_ code: DiagnosticCode) -> Set<String> {
            Set(result.diagnostics.filter { $0.code == code }.compactMap { segueAt[$0.location] })
        }
        let unreachable = Set(0..<count).subtracting(expected.reached)
        #expect(!result.diagnostics.contains { $0.code.rawValue < "NG100" }, "\(result.diagnostics)")
        totals.targetNotOnStack += expected.targetNotOnStack.count
        totals.showWithoutNavigationStack += expected.showWithoutNavigationStack.count
        totals.showDetailPresentsModally += expected.showDetailPresentsModally.count
        totals.unreachableScreen += unreachable.count
        let reported = Set(
            result.diagnostics.filter { $0.code == .unreachableScreen }.compactMap { diagnostic in
                result.graph?.screens.firstIndex { $0.id.location == diagnostic.location }
            })
        guard expected.failedPopTo.isEmpty else {
            // Past a `popTo` that can fail, the analysis goes on as if the push had happened (the graph has an
            // error already): only that error is compared.
            #expect(found(.targetNotOnStack).isSuperset(of: expected.failedPopTo), "NG401\n\(model.yaml)")
            continue
        }
        #expect(reported == unreachable, "NG405\n\(model.yaml)")
        #expect(found(.targetNotOnStack) == expected.targetNotOnStack, "NG401\n\(model.yaml)")
        #expect(found(.showWithoutNavigationStack) == expected.showWithoutNavigationStack, "NG402\n\(model.yaml)")
        #expect(found(.showDetailPresentsModally) == expected.showDetailPresentsModally, "NG403\n\(model.yaml)")
    }
    // The random graphs do exercise every rule.
    #expect(
        totals.targetNotOnStack > 10 && totals.showWithoutNavigationStack > 10 && totals.showDetailPresentsModally > 10
            && totals.unreachableScreen > 10, "\(totals)")
}
