/// The dominator tree of a directed graph from one entry (Cooper, Harvey & Kennedy, "A Simple, Fast Dominance
/// Algorithm": iterative over reverse postorder, near-linear on the graphs segues make), with constant-time
/// dominance queries from the tree's pre- and postorder numbers. Nothing is recursive.
struct DominatorTree {
    /// Immediate dominator of each node; -1 for nodes the entry does not reach.
    private(set) var immediateDominator: [Int]
    private var preorder: [Int]
    private var postorder: [Int]

    /// The tree of the graph with nodes `0..<count` and `edges`, from `entry`.
    init(count: Int, entry: Int, edges: [(from: Int, to: Int)]) {
        let successors = Adjacency(count: count, edges: edges, reversed: false)
        let predecessors = Adjacency(count: count, edges: edges, reversed: true)

        // Postorder of the nodes reachable from the entry, by an explicit-stack depth-first search.
        var order = [Int](repeating: -1, count: count)
        var reversePostorder: [Int] = []
        var visited = [Bool](repeating: false, count: count)
        var stack: [(node: Int, next: Int)] = [(entry, successors.start[entry])]
        visited[entry] = true
        while let top = stack.last {
            if top.next < successors.start[top.node + 1] {
                stack[stack.count - 1].next += 1
                let successor = successors.targets[top.next]
                if !visited[successor] {
                    visited[successor] = true
                    stack.append((successor, successors.start[successor]))
                }
            } else {
                order[top.node] = reversePostorder.count
                reversePostorder.append(top.node)
                stack.removeLast()
            }
        }
        reversePostorder.reverse()

        var idom = [Int](repeating: -1, count: count)
        idom[entry] = entry
        var changed = true
        while changed {
            changed = false
            for node in reversePostorder where node != entry {
                var candidate = -1
                for index in predecessors.start[node]..<predecessors.start[node + 1] {
                    let predecessor = predecessors.targets[index]
                    guard idom[predecessor] != -1 else { continue }
                    if candidate == -1 {
                        candidate = predecessor
                        continue
                    }
                    var a = candidate
                    var b = predecessor
                    while a != b {
                        while order[a] < order[b] { a = idom[a] }
                        while order[b] < order[a] { b = idom[b] }
                    }
                    candidate = a
                }
                if candidate != idom[node] {
                    idom[node] = candidate
                    changed = true
                }
            }
        }
        immediateDominator = idom

        // Pre- and postorder numbers of the dominator tree.
        var childEdges: [(from: Int, to: Int)] = []
        childEdges.reserveCapacity(reversePostorder.count)
        for node in reversePostorder where node != entry { childEdges.append((idom[node], node)) }
        let children = Adjacency(count: count, edges: childEdges, reversed: false)
        preorder = [Int](repeating: -1, count: count)
        postorder = [Int](repeating: -1, count: count)
        var counter = 0
        var walk: [(node: Int, next: Int)] = [(entry, children.start[entry])]
        preorder[entry] = counter
        counter += 1
        while let top = walk.last {
            if top.next < children.start[top.node + 1] {
                walk[walk.count - 1].next += 1
                let child = children.targets[top.next]
                preorder[child] = counter
                counter += 1
                walk.append((child, children.start[child]))
            } else {
                postorder[top.node] = counter
                counter += 1
                walk.removeLast()
            }
        }
    }

    /// Whether the entry reaches `node`.
    func isReachable(_ node: Int) -> Bool { preorder[node] != -1 }

    /// Whether every path from the entry to `node` goes through `dominator` first (and they differ).
    func strictlyDominates(_ dominator: Int, _ node: Int) -> Bool {
        guard dominator != node, isReachable(dominator), isReachable(node) else { return false }
        return preorder[dominator] < preorder[node] && postorder[node] < postorder[dominator]
    }
}

/// A graph's edges grouped by source (or by target when `reversed`), in compressed rows.
struct Adjacency {
    /// `targets[start[n]..<start[n + 1]]` are the neighbours of `n`.
    let start: [Int]
    let targets: [Int]

    init(count: Int, edges: [(from: Int, to: Int)], reversed: Bool) {
        var start = [Int](repeating: 0, count: count + 1)
        for edge in edges { start[(reversed ? edge.to : edge.from) + 1] += 1 }
        for node in 0..<count { start[node + 1] += start[node] }
        var fill = start
        var targets = [Int](repeating: 0, count: edges.count)
        for edge in edges {
            let source = reversed ? edge.to : edge.from
            targets[fill[source]] = reversed ? edge.from : edge.to
            fill[source] += 1
        }
        self.start = start
        self.targets = targets
    }

    /// The neighbours of `node`.
    func neighbours(of node: Int) -> ArraySlice<Int> { targets[start[node]..<start[node + 1]] }

    /// Visits every node reachable from `starts` once, breadth first (the starts in their order, then by
    /// distance): `reached(node, parent)` is called as a node is first reached, `parent` nil for a start. Returns
    /// the nodes in the order they were reached.
    @discardableResult
    func breadthFirst(from starts: [Int], reached: (_ node: Int, _ parent: Int?) -> Void) -> [Int] {
        var seen = [Bool](repeating: false, count: start.count - 1)
        var queue: [Int] = []
        for node in starts where !seen[node] {
            seen[node] = true
            reached(node, nil)
            queue.append(node)
        }
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for target in neighbours(of: node) where !seen[target] {
                seen[target] = true
                reached(target, node)
                queue.append(target)
            }
        }
        return queue
    }
}
