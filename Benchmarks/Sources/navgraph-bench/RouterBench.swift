import Dispatch
import NavGraphRuntime

/// Router operations per second at several stack depths, next to a bare `Array` push/pop baseline (the goal: the
/// cost of push, pop and perform must not depend on the depth; popTo is linear in what it pops).
enum RouterBench {
    /// A graph of one screen that shows itself, with a title and bar items so that bar resolution has work.
    static let definition = GraphDefinition(
        name: "Bench",
        root: "list",
        screens: [
            ScreenDefinition(
                id: "list",
                title: "Item {index}",
                parameters: [ParameterDefinition(name: "index", type: .int, defaultValue: .int(0))],
                navigationItem: NavigationItemDefinition(
                    rightBarButtonItems: [BarButtonItemDefinition(id: "add", content: .system(.add))]
                ),
                restorationIdentifier: "list",
                segues: [SegueDefinition(id: "next", kind: .show, destination: "list")]
            )
        ]
    )

    struct Row {
        var operation: String
        var depth: Int
        var operationsPerSecond: Double
    }

    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// An engine with `depth` instances on its main stack.
    static func engine(depth: Int) throws -> NavigationEngine {
        var engine = try NavigationEngine(definition: definition)
        try engine.start()
        for index in 1..<max(depth, 1) {
            _ = try engine.push(ScreenValue(id: "list", arguments: ["index": .int(index)]), animated: false)
        }
        return engine
    }

    static func run() throws -> [Row] {
        var rows: [Row] = []
        let rounds = 20_000
        for depth in [1, 100, 1_000] {
            var engine = try engine(depth: depth)
            let screen = ScreenValue(id: "list", arguments: ["index": .int(7)])
            let pushPop = try seconds {
                for _ in 0..<rounds {
                    _ = try engine.push(screen, animated: false)
                    _ = try engine.pop(animated: false)
                }
            }
            rows.append(
                Row(operation: "engine push + pop", depth: depth, operationsPerSecond: Double(2 * rounds) / pushPop))
            let performPop = try seconds {
                for _ in 0..<rounds {
                    _ = try engine.perform(segue: "next", from: "list")
                    _ = try engine.pop(animated: false)
                }
            }
            rows.append(
                Row(
                    operation: "engine perform + pop", depth: depth,
                    operationsPerSecond: Double(2 * rounds) / performPop)
            )
            let bar = seconds {
                for _ in 0..<rounds { _ = engine.navigationBar }
            }
            rows.append(Row(operation: "resolve bar", depth: depth, operationsPerSecond: Double(rounds) / bar))
        }
        // popTo the root from depth 1,000: each operation pops 999 instances.
        var popToTime = 0.0
        let popToRounds = 20
        for _ in 0..<popToRounds {
            var engine = try engine(depth: 1_000)
            guard let root = engine.state.stack.first?.id else { continue }
            popToTime += try seconds { _ = try engine.popTo(root, animated: false) }
        }
        rows.append(
            Row(operation: "engine popTo root", depth: 1_000, operationsPerSecond: Double(popToRounds) / popToTime))
        // The baseline: a bare array of the same instances.
        for depth in [1, 1_000] {
            var array = [ScreenValue](repeating: ScreenValue(id: "list"), count: depth)
            let value = ScreenValue(id: "list", arguments: ["index": .int(7)])
            let time = seconds {
                for _ in 0..<rounds {
                    array.append(value)
                    _ = array.removeLast()
                }
            }
            rows.append(
                Row(
                    operation: "Array append + removeLast", depth: depth, operationsPerSecond: Double(2 * rounds) / time
                ))
        }
        return rows
    }
}
