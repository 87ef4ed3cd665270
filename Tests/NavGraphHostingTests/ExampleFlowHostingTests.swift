import NavGraphCore
import NavGraphRuntime
import Testing

/// Every flow of every example flow file, run on a router hosted on the fake UIKit: after each step the router
/// agrees with the simulator (so the host drove it as `navgraph test` does) and the fake's hierarchy, bars and
/// toolbars agree with the router.
@MainActor
@Suite struct ExampleFlowHostingTests {
    @Test(arguments: ExampleGraphs.flowFiles)
    func everyStepOfEveryFlowIsOnScreen(file: String) throws {
        let (flowFile, definition) = try #require(try ExampleGraphs.flows(file), "\(file) does not load")
        #expect(!flowFile.flows.isEmpty)
        var steps = 0
        try DynamicGraph.$current.withValue(definition) {
            for flow in flowFile.flows {
                let harness = try HostHarness(definition: definition, rootArguments: flowFile.rootArguments)
                #expect(harness.fake.differences(from: harness.router) == [], "\(flow.name.value): at the start")
                for (index, step) in flow.steps.enumerated() {
                    let place = "\(flow.name.value), step \(index + 1) (\(step.text))"
                    let (hostRefused, simulatorRefused) = harness.run(step.command)
                    steps += 1
                    #expect(hostRefused == simulatorRefused, "\(place): refused by the host \(hostRefused)")
                    #expect(harness.router.state == harness.simulator.navigationState, "\(place): router state")
                    let differences = harness.fake.differences(from: harness.router)
                    #expect(differences == [], "\(place)")
                    if !differences.isEmpty || harness.router.state != harness.simulator.navigationState { break }
                }
            }
        }
        #expect(steps > 10)
    }

    @Test(arguments: ExampleGraphs.graphFiles)
    func everyGraphShowsItsRootAndEachFirstSegue(file: String) throws {
        let definition = try #require(try ExampleGraphs.definition(file), "\(file) does not validate")
        try DynamicGraph.$current.withValue(definition) {
            let harness = try HostHarness(definition: definition)
            #expect(harness.fake.differences(from: harness.router) == [])
            // Each segue of the visible screen, from the root, one at a time.
            let rootSnapshot = try harness.router.restorationState().jsonData()
            let visible = harness.router.state.visible.screen.id
            let segues = definition.screens.first { $0.id == visible }?.segues ?? []
            for segue in segues {
                let step = harness.run(.perform(segue: segue.id, arguments: []))
                _ = step
                #expect(harness.fake.differences(from: harness.router) == [], "\(file): \(segue.id)")
                try harness.router.restore(RestorationSnapshot(data: rootSnapshot))
                harness.fake.finishAnimations()
                #expect(harness.fake.differences(from: harness.router) == [], "\(file): restored after \(segue.id)")
            }
        }
    }
}
