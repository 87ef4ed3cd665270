import NavGraphRuntime

/// Lints that need no flow analysis: NG408 (settings with no effect, the static cases) and NG409 (a cycle of
/// `show` segues that can grow the stack without bound).
enum LintRules {
    static func check(_ graph: Graph, index: ValidationIndex, into sink: inout DiagnosticSink) {
        checkSettings(graph, into: &sink)
        checkShowCycles(graph, index: index, into: &sink)
    }

    private static func checkSettings(_ graph: Graph, into sink: inout DiagnosticSink) {
        let prefersLargeTitles = graph.navigationController.prefersLargeTitles?.value ?? false
        // Screens and segues are borrowed in place (see `Borrowed`), never copied out.
        graph.screens.forEachBorrowed { screen in
            if let supplement = screen.navigationItem.leftItemsSupplementBackButton, supplement.value,
                screen.navigationItem.leftBarButtonItems.isEmpty
            {
                sink.emit(
                    .noEffect(
                        "'leftItemsSupplementBackButton' on '\(screen.id.value)', which has no left items",
                        at: supplement.location
                    )
                )
            }
            if let mode = screen.navigationItem.largeTitleDisplayMode, mode.value == .always, !prefersLargeTitles {
                sink.emit(
                    .noEffect(
                        "'largeTitleDisplayMode: always' on '\(screen.id.value)' while 'prefersLargeTitles' is false",
                        at: mode.location
                    )
                )
            }
        }
    }

    /// Strongly connected components of the `show` segues without `singleTop` or `popTo` (Tarjan's algorithm
    /// with an explicit stack); each component with a cycle is reported once, at its first segue.
    private static func checkShowCycles(_ graph: Graph, index: ValidationIndex, into sink: inout DiagnosticSink) {
        var links: [(from: Int, to: Int)] = []
        var linkSegues: [(screen: Int, segue: Int)] = []
        graph.screens.forEachBorrowed { position, screen in
            screen.segues.forEachBorrowed { segueIndex, segue in
                guard segue.kind?.value == .show, !(segue.singleTop?.value ?? false), segue.popTo == nil,
                    let destination = index.destination(ofSegue: segueIndex, of: position)
                else { return }
                links.append((position, destination))
                linkSegues.append((position, segueIndex))
            }
        }
        let count = graph.screens.count
        let component = StronglyConnectedComponents.label(count: count, edges: links)
        var size = [Int](repeating: 0, count: count)
        for node in 0..<count { size[component[node]] += 1 }
        var reported = Set<Int>()
        for (linkIndex, link) in links.enumerated() where component[link.from] == component[link.to] {
            let label = component[link.from]
            guard size[label] > 1 || link.from == link.to, reported.insert(label).inserted else { continue }
            let (position, segueIndex) = linkSegues[linkIndex]
            let segue = graph.screens[position].segues[segueIndex]
            sink.emit(.showCycle(closedBy: segue))
        }
    }
}

extension Diagnostic {
    static func showCycle(closedBy segue: SegueDeclaration) -> Diagnostic {
        Diagnostic(
            .showCycle,
            "'show' segue '\(segue.id.value)' closes a cycle of pushes: the stack can grow without bound",
            at: segue.id.location,
            notes: [DiagnosticNote("set 'singleTop: true' or 'popTo' on a segue of the cycle")]
        )
    }
}
