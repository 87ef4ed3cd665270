import NavGraphRuntime
import Testing

@testable import _NavGraphCore

/// A small deterministic generator (linear congruential), so that the graphs are the same on every run.
private struct SeededGenerator {
    var state: UInt64

    mutating func next(below bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
}

/// Whether `target` is reachable from `entry` without passing through `removed`.
private func reaches(_ target: Int, from entry: Int, avoiding removed: Int, edges: [(from: Int, to: Int)]) -> Bool {
    if entry == removed { return false }
    var seen: Set<Int> = [entry]
    var stack = [entry]
    while let node = stack.popLast() {
        if node == target { return true }
        for edge in edges where edge.from == node && edge.to != removed && seen.insert(edge.to).inserted {
            stack.append(edge.to)
        }
    }
    return false
}

/// The flow rules rest on dominance ("on every path"): the fast tree must agree with its definition, checked by
/// brute force on many small graphs with cycles, diamonds and unreachable nodes.
@Test func ng401DominanceMatchesItsDefinition() {
    var random = SeededGenerator(state: 42)
    for _ in 0..<200 {
        let count = 2 + random.next(below: 9)
        var edges: [(from: Int, to: Int)] = []
        for _ in 0..<random.next(below: count * 3) {
            edges.append((random.next(below: count), random.next(below: count)))
        }
        let tree = DominatorTree(count: count, entry: 0, edges: edges)
        for node in 0..<count {
            let reachable = reaches(node, from: 0, avoiding: -1, edges: edges)
            #expect(tree.isReachable(node) == reachable)
            for dominator in 0..<count where reachable && dominator != node {
                let expected = !reaches(node, from: 0, avoiding: dominator, edges: edges)
                #expect(tree.strictlyDominates(dominator, node) == expected, "\(edges): \(dominator) dom \(node)")
            }
        }
    }
}

@Test func ng409ComponentsMatchMutualReachability() {
    var random = SeededGenerator(state: 7)
    for _ in 0..<200 {
        let count = 1 + random.next(below: 9)
        var edges: [(from: Int, to: Int)] = []
        for _ in 0..<random.next(below: count * 2) {
            edges.append((random.next(below: count), random.next(below: count)))
        }
        let component = StronglyConnectedComponents.label(count: count, edges: edges)
        for a in 0..<count {
            for b in 0..<count {
                let mutual =
                    reaches(b, from: a, avoiding: -1, edges: edges) && reaches(a, from: b, avoiding: -1, edges: edges)
                #expect((component[a] == component[b]) == mutual)
            }
        }
    }
}

@Test func ng204PlaceholderSyntax() {
    #expect(TitleTemplate.parse("{a} and {b}") == [.placeholder("a"), .text(" and "), .placeholder("b")])
    #expect(TitleTemplate.parse("{{a}} }") == [.text("{a} }")])
    #expect(TitleTemplate.parse("x {a") == nil)
    #expect(Placeholders.minimumLength("Hi {name}!") == 4)
}
