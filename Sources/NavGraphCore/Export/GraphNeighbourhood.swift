/// `navgraph graph --focus SCREEN --depth N`: the screens at most `depth` segues away from one screen, following
/// segues either way, so a big graph can be drawn one neighbourhood at a time.
package struct GraphNeighbourhood: Sendable, Equatable {
    /// The depths `--depth` takes.
    package static let depths = 1...100
    /// The depth when none is given.
    package static let defaultDepth = 1

    /// The focused screen's id.
    package var screen: String
    /// How many segues away a drawn screen may be.
    package var depth: Int

    /// The neighbourhood of `screen`, `depth` segues deep.
    package init(screen: String, depth: Int = defaultDepth) {
        self.screen = screen
        self.depth = depth
    }

    /// The positions within `depth` steps of `centre` along `links` (pairs of positions), either way.
    func members(around centre: Int, links: [(Int, Int)]) -> Set<Int> {
        var neighbours: [Int: [Int]] = [:]
        for (from, to) in links {
            neighbours[from, default: []].append(to)
            neighbours[to, default: []].append(from)
        }
        var reached: Set<Int> = [centre]
        var frontier = [centre]
        for _ in 0..<depth where !frontier.isEmpty {
            var next: [Int] = []
            for position in frontier {
                for neighbour in neighbours[position] ?? [] where reached.insert(neighbour).inserted {
                    next.append(neighbour)
                }
            }
            frontier = next
        }
        return reached
    }
}
