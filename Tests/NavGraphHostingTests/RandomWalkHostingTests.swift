@_spi(Hosting) import NavGraphRuntime
import Testing
import _NavGraphCore

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
                let line = RandomCommands.next(for: harness.router, random: &random)
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
                let first = RandomCommands.next(for: harness.router, random: &random)
                let place = "\(file), step \(step + 1) (\(first))"
                if first.hasPrefix("perform") || first.hasPrefix("tap"), random.chance(50) {
                    // A second segue or tap of the screen on screen now, asked before the first one's animation ends.
                    let second = RandomCommands.next(for: harness.router, random: &random)
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
}
