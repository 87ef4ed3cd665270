/// The screens a graph would reach if each misspelt destination (NG201, with a did-you-mean) named the screen it
/// is closest to: NG405 stays silent about them, since the typo's own error says what to fix.
enum IntendedScreens {
    /// By screen position: whether the screen is unreachable only because of a misspelt `to:`.
    static func reachable(_ graph: Graph, states: StateGraph, index: ValidationIndex) -> [Bool] {
        let declarations = index.screens
        // Sorted only when some destination names no screen: most graphs have no typo.
        var sortedNames: [String]?
        var reached = (0..<graph.screens.count).map { states.isReachable(screen: $0) }
        var intended = [Bool](repeating: false, count: graph.screens.count)
        var sawTypo = false
        var queue = reached.indices.filter { reached[$0] }
        var head = 0
        while head < queue.count {
            let position = queue[head]
            head += 1
            graph.screens[position].segues.forEachBorrowed { segueIndex, segue in
                guard let name = segue.destination?.value else { return }
                var next = index.destination(ofSegue: segueIndex, of: position)
                if next == nil {
                    let names = sortedNames ?? declarations.keys.sorted()
                    sortedNames = names
                    if let meant = Suggestions.closest(to: name, in: names) {
                        next = declarations[meant]
                        sawTypo = true
                    }
                }
                guard let next, !reached[next] else { return }
                reached[next] = true
                intended[next] = true
                queue.append(next)
            }
        }
        return sawTypo ? intended : [Bool](repeating: false, count: graph.screens.count)
    }
}
