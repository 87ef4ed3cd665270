import NavGraphRuntime

extension Scene {
    /// For each screen, the screens a `return` from it may go back to: those with a `show`, `showDetail` or `modal`
    /// segue to it, each once, in declaration order. A diagram draws a `return` as one edge back to each.
    static func callers(_ definition: GraphDefinition, index: [String: Int]) -> [[Int]] {
        var callers = [[Int]](repeating: [], count: definition.screens.count)
        for (from, screen) in definition.screens.enumerated() {
            for segue in screen.segues {
                switch segue.kind {
                case .show, .showDetail, .modal:
                    guard let to = index[segue.destination], !callers[to].contains(from) else { continue }
                    callers[to].append(from)
                case .unwind, .return, .replaceRoot:
                    continue
                }
            }
        }
        return callers
    }
}
