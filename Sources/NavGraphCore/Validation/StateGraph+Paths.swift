/// One path of segues that shows why a rule fired (NG401: a way to the source on which the target is not below),
/// found by a breadth-first search over the links the dominator trees are built from, so it is a shortest one.
extension StateGraph {
    /// The screens, from an entry to `source`, of a path of segues that never passes through `avoided`; nil when
    /// every path does (or none reaches `source`).
    func screenPath(to source: Int, avoiding avoided: Int) -> [Int]? {
        var links: [(from: Int, to: Int)] = []
        links.reserveCapacity(pushes.count + presentations.count + details.count)
        for push in pushes { links.append((screen(of: push.stackPredecessor), screen(of: push.to))) }
        for presentation in presentations { links.append((screen(of: presentation.from), screen(of: presentation.to))) }
        for detail in details { links.append((screen(of: detail.from), screen(of: detail.to))) }
        return Self.shortestPath(
            count: screenCount, starts: entryScreens, links: links, to: source, avoiding: avoided)
    }

    /// The stack states, from a stack's bottom to `source`, of a path of pushes that never passes through
    /// `avoided` (a screen in the same stack): a stack on which `avoided` is not below `source`.
    func stackPath(to source: Int, avoiding avoided: Int) -> [Int]? {
        var starts = entryStates
        for presentation in presentations where container(of: presentation.to) == .presentedStack {
            starts.append(presentation.to)
        }
        starts += details.map(\.to)
        let links = pushes.map { (from: $0.stackPredecessor, to: $0.to) }
        return Self.shortestPath(count: stateCount, starts: starts, links: links, to: source, avoiding: avoided)
    }

    private static func shortestPath(
        count: Int, starts: [Int], links: [(from: Int, to: Int)], to target: Int, avoiding avoided: Int
    ) -> [Int]? {
        let successors = Adjacency(count: count, edges: links, reversed: false)
        var previous = [Int](repeating: -2, count: count)
        var queue: [Int] = []
        for start in starts where start != avoided && previous[start] == -2 {
            previous[start] = -1
            queue.append(start)
        }
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            if node == target {
                var path = [node]
                while let last = path.last, previous[last] >= 0 { path.append(previous[last]) }
                return path.reversed()
            }
            for index in successors.start[node]..<successors.start[node + 1] {
                let next = successors.targets[index]
                guard next != avoided, previous[next] == -2 else { continue }
                previous[next] = node
                queue.append(next)
            }
        }
        return nil
    }
}

extension DiagnosticNote {
    /// NG401 (unwind): a path of segues to the source on which `target` is never shown.
    static func pathWithout(_ target: String, _ path: [String]) -> DiagnosticNote {
        DiagnosticNote(
            "on this path '\(target)' is not below: " + path.map { "'\($0)'" }.joined(separator: " → "))
    }

    /// NG401 (`popTo`): a navigation stack, bottom first, that holds the source and not the target.
    static func stackWithout(_ target: String, _ stack: [String]) -> DiagnosticNote {
        DiagnosticNote(
            "in this navigation stack '\(target)' is not below: " + stack.map { "'\($0)'" }.joined(separator: " → "))
    }
}
