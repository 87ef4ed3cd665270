@_spi(Generated) import NavGraphRuntime

/// The `Router` class over `RouterBench.definition`: the engine rows plus what the router adds to every operation
/// (the `lastChange` it records for hosts, observation). The goal is the engine's: push, pop and perform cost the
/// same at any depth, popTo is linear in what it pops.
@MainActor
enum RouterClassBench {
    /// The benchmark graph as a graph type: its screens are their dynamic values (no generated code here).
    enum BenchGraph: NavigationGraphWithDefaultRoot {
        typealias Screen = ScreenValue
        typealias Action = String

        static var definition: GraphDefinition { RouterBench.definition }
        static var defaultRoot: ScreenValue { ScreenValue(id: "list") }
        static func value(of screen: ScreenValue) throws -> ScreenValue { screen }
        static func screen(from value: ScreenValue) -> ScreenValue? { value }
        static func action(named name: String) -> String? { name }
    }

    /// A started router with `depth` instances on its main stack.
    static func router(depth: Int) throws -> Router<BenchGraph> {
        let router = Router<BenchGraph>()
        try router.start()
        for index in 1..<max(depth, 1) {
            try router.push(ScreenValue(id: "list", arguments: ["index": .int(index)]), animated: false)
        }
        return router
    }

    static func run() throws -> [RouterBench.Row] {
        var rows: [RouterBench.Row] = []
        let rounds = 20_000
        let segue = Segue<BenchGraph>(source: "list", id: "next")
        for depth in [1, 100, 1_000] {
            let router = try router(depth: depth)
            let screen = ScreenValue(id: "list", arguments: ["index": .int(7)])
            let pushPop = try RouterBench.seconds {
                for _ in 0..<rounds {
                    try router.push(screen, animated: false)
                    try router.pop(animated: false)
                }
            }
            rows.append(
                .init(operation: "Router push + pop", depth: depth, operationsPerSecond: 2 * Double(rounds) / pushPop))
            let performPop = try RouterBench.seconds {
                for _ in 0..<rounds {
                    try router.perform(segue)
                    try router.pop(animated: false)
                }
            }
            rows.append(
                .init(
                    operation: "Router perform + pop", depth: depth,
                    operationsPerSecond: 2 * Double(rounds) / performPop))
        }
        // popTo the root from depth 1,000: each operation pops 999 instances.
        var popToTime = 0.0
        let popToRounds = 20
        for _ in 0..<popToRounds {
            let router = try router(depth: 1_000)
            guard let root = router.state.stack.first?.id else { continue }
            popToTime += try RouterBench.seconds { try router.popTo(root, animated: false) }
        }
        rows.append(
            .init(operation: "Router popTo root", depth: 1_000, operationsPerSecond: Double(popToRounds) / popToTime))
        return rows
    }
}
