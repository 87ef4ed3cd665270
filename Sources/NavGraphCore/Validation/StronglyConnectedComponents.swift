/// Tarjan's strongly connected components, iteratively.
enum StronglyConnectedComponents {
    /// A component label per node (labels are node numbers of each component's root).
    static func label(count: Int, edges: [(from: Int, to: Int)]) -> [Int] {
        let successors = Adjacency(count: count, edges: edges, reversed: false)
        var order = [Int](repeating: -1, count: count)
        var low = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var component = [Int](repeating: -1, count: count)
        var stack: [Int] = []
        var counter = 0
        for start in 0..<count where order[start] == -1 {
            var frames: [(node: Int, next: Int)] = [(start, successors.start[start])]
            order[start] = counter
            low[start] = counter
            counter += 1
            stack.append(start)
            onStack[start] = true
            while let frame = frames.last {
                let node = frame.node
                if frame.next < successors.start[node + 1] {
                    frames[frames.count - 1].next += 1
                    let successor = successors.targets[frame.next]
                    if order[successor] == -1 {
                        order[successor] = counter
                        low[successor] = counter
                        counter += 1
                        stack.append(successor)
                        onStack[successor] = true
                        frames.append((successor, successors.start[successor]))
                    } else if onStack[successor] {
                        low[node] = min(low[node], order[successor])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last { low[parent.node] = min(low[parent.node], low[node]) }
                if low[node] == order[node] {
                    while let member = stack.popLast() {
                        onStack[member] = false
                        component[member] = node
                        if member == node { break }
                    }
                }
            }
        }
        return component
    }
}
