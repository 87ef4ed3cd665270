import NavGraphRuntime

/// NG420: a `return` segue goes back to the screen below its source, so every way into the source must leave
/// something below it. The states that start a stack with nothing below (`StateGraph.bottoms`: the root and
/// entries, every tab's and column's first screen, what a `replaceRoot` installs, a deep-linked screen `root` does
/// not reach, the first screen a `showDetail` puts in a split's secondary column) are the ways that do not.
/// Pushed and presented states always have something below. See docs/validation.md.
enum ReturnRules {
    static func check(_ graph: Graph, states: StateGraph, into sink: inout DiagnosticSink) {
        for edge in states.edges where edge.kind == .return {
            let bottom = StateGraph.Container.allCases.lazy.compactMap {
                states.bottoms[states.state(edge.screen, $0)]
            }.first
            guard let bottom else { continue }
            let screen = graph.screens[edge.screen]
            let segue = screen.segues[edge.segue]
            sink.emit(.returnWithNothingBelow(segue, source: screen.id.value, because: reason(bottom, graph, states)))
        }
    }

    /// The way in, in words: "'picker' is the graph's root".
    private static func reason(_ bottom: StateGraph.Bottom, _ graph: Graph, _ states: StateGraph) -> String {
        func segueName(_ edge: Int) -> String {
            let reference = states.edges[edge]
            let screen = graph.screens[reference.screen]
            return "segue '\(screen.segues[reference.segue].id.value)' of '\(screen.id.value)'"
        }
        switch bottom {
        case .start(let name):
            if graph.containers.contains(where: { $0.id.value == name }) {
                return "it is the first screen of a tab or column of '\(name)', where the app starts"
            }
            return graph.root?.value == name ? "it is the graph's root" : "it is an entry ('entries:')"
        case .replaceRoot(let edge):
            return "\(segueName(edge)) installs it as the root content"
        case .deepLink:
            return "a deep link opens it with nothing below it ('root' does not reach it)"
        case .detail(let edge):
            return "\(segueName(edge)) makes it the first screen of the split's secondary column"
        }
    }
}

extension Diagnostic {
    /// NG420.
    static func returnWithNothingBelow(_ segue: SegueDeclaration, source: String, because reason: String) -> Diagnostic
    {
        Diagnostic(
            .returnWithNothingBelow,
            "'return' segue '\(segue.id.value)' of '\(source)' has nothing to go back to when \(reason)",
            at: segue.kind?.location ?? segue.id.location,
            notes: [
                DiagnosticNote(
                    "a 'return' pops its screen when pushed and dismisses it when presented; the first screen of a "
                        + "stack has nothing below it")
            ]
        )
    }
}
