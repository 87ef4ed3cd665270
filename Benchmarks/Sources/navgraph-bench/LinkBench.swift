import Dispatch
import Foundation
@_spi(Generated) import NavGraphRuntime

/// Deep-link matching per second at 10, 1,000 and 10,000 patterns: the runtime's trie next to a linear scan over
/// one `NSRegularExpression` per pattern (what a hand-written router often does). The trie's cost must not grow
/// with the number of patterns; the scan's does.
enum LinkBench {
    struct Row {
        var patterns: Int
        var trie: Double
        var regularExpressions: Double
    }

    /// `N` screens, each with a pattern `/s<i>/{id}/detail` (an `Int` id), and a root.
    static func definition(patterns: Int) -> GraphDefinition {
        var screens = [ScreenDefinition(id: "root", restorationIdentifier: nil)]
        for index in 0..<patterns {
            screens.append(
                ScreenDefinition(
                    id: "s\(index)", parameters: [ParameterDefinition(name: "id", type: .int)],
                    restorationIdentifier: nil, deepLinks: [DeepLinkDefinition("/s\(index)/{id}/detail")]))
        }
        return GraphDefinition(name: "Links", root: "root", screens: screens)
    }

    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    static func run() throws -> [Row] {
        var rows: [Row] = []
        for count in [10, 1_000, 10_000] {
            let links = (0..<256).map { "https://example.com/s\(($0 * 7919) % count)/\($0)/detail" }
            let matcher = DeepLinkMatcher(definition(patterns: count))
            let trieRounds = 100_000
            var matched = 0
            let trie = try seconds {
                for round in 0..<trieRounds where !(try matcher.match(links[round % links.count]).screen.isEmpty) {
                    matched += 1
                }
            }
            let expressions = try (0..<count).map { try NSRegularExpression(pattern: "^/s\($0)/([^/]+)/detail$") }
            let scanRounds = max(20, 200_000 / count)
            let scan = seconds {
                for round in 0..<scanRounds {
                    guard let path = URL(string: links[round % links.count])?.path else { continue }
                    let range = NSRange(path.startIndex..., in: path)
                    for expression in expressions where expression.firstMatch(in: path, range: range) != nil {
                        matched += 1
                        break
                    }
                }
            }
            guard matched == trieRounds + scanRounds else { throw LinkBenchError() }
            rows.append(
                Row(
                    patterns: count, trie: Double(trieRounds) / trie,
                    regularExpressions: Double(scanRounds) / scan))
        }
        return rows
    }
}

/// A link that did not match in the benchmark: the measurement would be meaningless.
struct LinkBenchError: Error {}
