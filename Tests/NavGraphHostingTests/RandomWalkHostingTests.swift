import NavGraphCore
import NavGraphRuntime
import Testing

/// Long random walks on every example graph, mixing programmatic operations and the person's gestures on the
/// fake UIKit: after every step the router equals the simulator (same state, same events) and the fake equals the
/// router. Seeded, so a failure replays exactly.
@MainActor
@Suite struct RandomWalkHostingTests {
    @Test(arguments: ExampleGraphs.graphFiles)
    func aRandomWalkStaysOnScreen(file: String) throws {
        var random = SplitMix64(seed: 0x5eed_0000 &+ UInt64(file.utf8.count))
        try HostHarness.on(file) { harness in
            var applied = 0
            for step in 0..<300 {
                let line = Self.command(for: harness, random: &random)
                let (hostRefused, simulatorRefused) = try harness.run(line)
                if !hostRefused { applied += 1 }
                let place = "\(file), step \(step + 1) (\(line))"
                let canGoOn = harness.checkStep(place, hostRefused: hostRefused, simulatorRefused: simulatorRefused)
                if !canGoOn { break }
            }
            #expect(applied > 50, "\(file): only \(applied) steps changed anything")
        }
    }

    @Test(arguments: ExampleGraphs.graphFiles)
    func aManualRouterQueuesWhatIsAskedDuringAnimations(file: String) throws {
        var random = SplitMix64(seed: 0xa11a_0000 &+ UInt64(file.utf8.count))
        try HostHarness.on(file, mode: .manual) { harness in
            var queued = 0
            for step in 0..<200 {
                let first = Self.command(for: harness, random: &random)
                let place = "\(file), step \(step + 1) (\(first))"
                if first.hasPrefix("perform") || first.hasPrefix("tap"), random.chance(50) {
                    // A second segue or tap of the screen on screen now, asked before the first one's animation ends.
                    let second = Self.command(for: harness, random: &random)
                    guard second.hasPrefix("perform") || second.hasPrefix("tap"),
                        let a = try SimulationCommand.parse(first), let b = try SimulationCommand.parse(second)
                    else { continue }
                    harness.runWithoutWaiting(a, b)
                    queued += 1
                } else {
                    try harness.run(first)
                }
                #expect(!harness.router.isTransitioning, "\(place): a transition was left in flight")
                #expect(harness.router.state == harness.simulator.navigationState, "\(place): router state")
                let differences = harness.fake.differences(from: harness.router)
                #expect(differences == [], "\(place)")
                if !differences.isEmpty || harness.router.state != harness.simulator.navigationState { break }
            }
            #expect(queued > 10)
        }
    }

    /// A command a person or an app might give now: mostly a segue of a screen on screen (its required
    /// arguments filled) or a tap of an item on screen, sometimes a gesture, a tab, a size class, a deep link,
    /// a save or a restore.
    private static func command(for harness: HostHarness, random: inout SplitMix64) -> String {
        let engine = harness.router.engine
        let definition = engine.definition
        let state = harness.router.state
        let roll = Int.random(in: 0..<100, using: &random)
        switch roll {
        case 0..<45:
            let sources =
                [state.visible] + (state.presentations.isEmpty ? (state.split?.columns.compactMap(\.last) ?? []) : [])
            guard let source = random.pick(sources),
                let screen = definition.screens.first(where: { $0.id == source.screen.id }),
                let segue = random.pick(screen.segues)
            else { return "back" }
            let destination = definition.screens.first { $0.id == segue.destination }
            var words = ["perform", "\(screen.id).\(segue.id)"]
            for parameter in destination?.parameters ?? [] where parameter.isRequired {
                guard segue.arguments[parameter.name] == nil, !segue.forward.contains(parameter.name) else { continue }
                words.append("\(parameter.name)=\(text(for: parameter.type, in: definition))")
            }
            for value in segue.returns ?? [] {
                words.append("\(value.name)=\(text(for: value.type, in: definition))")
            }
            return words.joined(separator: " ")
        case 45..<60:
            guard let item = random.pick(engine.itemsOnScreen) else { return "back" }
            return "tap \(item.id)"
        case 60..<70: return "back"
        case 70..<76: return random.chance(30) ? "swipeBack cancel" : "swipeBack"
        case 76..<80: return "swipeDown"
        case 80..<84: return "dismiss"
        case 84..<87: return "popToRoot"
        case 87..<91:
            guard let tab = random.pick(state.tabBar?.tabs ?? []) else { return "state" }
            return "selectTab \(tab)"
        case 91..<94: return random.chance(50) ? "compact on" : "compact off"
        case 94..<96: return "save walk"
        case 96..<98: return "restore walk"
        default:
            let links = definition.screens.flatMap(\.deepLinks).filter { !$0.contains("{") }
            guard let link = random.pick(links) else { return "state" }
            return "open \(link)"
        }
    }

    /// A written value of a type.
    private static func text(for type: ParameterType, in definition: GraphDefinition) -> String {
        switch type {
        case .string: "x"
        case .int: "1"
        case .double: "1.5"
        case .bool: "true"
        case .uuid: "6F9619FF-8B86-D011-B42D-00CF4FC964FF"
        case .url: "https://example.com"
        case .date: "2024-01-01T00:00:00Z"
        case .enumeration(let name): definition.enums.first { $0.name == name }?.cases.first ?? "x"
        case .array: "[]"
        case .optional(let wrapped): text(for: wrapped, in: definition)
        case .app: "null"
        }
    }
}
