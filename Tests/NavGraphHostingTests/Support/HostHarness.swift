import Foundation
import NavGraphHosting
@_spi(Hosting) import NavGraphRuntime
import Testing
import _NavGraphCore

/// A router on a graph loaded from YAML, hosted on the fake UIKit by a `HostCoordinator`, with a simulator on the
/// same graph beside it: each command runs on both (the person's gestures through the fake, the rest on the
/// router), so that after every step the router can be checked against the simulator and the fake against the
/// router. Create and drive it inside `DynamicGraph.$current.withValue(definition)`.
@MainActor
final class HostHarness {
    let router: Router<DynamicGraph>
    let fake = FakeUIKit()
    let coordinator: HostCoordinator<FakeUIKit>
    var simulator: Simulator
    /// The events the router delivered during the last `run`, in order.
    private(set) var stepEvents: [NavigationEvent] = []
    /// The events the simulator reported for the last `run`, as it prints them.
    private(set) var simulatorEvents: [String] = []
    /// Every refusal the coordinator passed on (what `UIKitNavigator.onError` hears), in order.
    private(set) var refusals: [NavigationError] = []
    private var files: [String: Data] = [:]
    /// How many of the fake's results controllers the simulator was told about.
    private var resultsMirrored = 0
    private var observation: RouterObservation?

    init(
        definition: GraphDefinition, rootArguments: [SimulationArgument] = [], entry: String? = nil,
        mode: TransitionMode = .immediate
    ) throws {
        if let entry {
            let isScreen = definition.screens.contains { $0.id == entry }
            let arguments = isScreen ? try definition.arguments(from: rootArguments, forScreen: entry) : [:]
            router = Router<DynamicGraph>(entry: ScreenValue(id: entry, arguments: arguments), transitionMode: mode)
        } else if rootArguments.isEmpty {
            router = Router<DynamicGraph>(transitionMode: mode)
        } else {
            let arguments = try definition.arguments(from: rootArguments, forScreen: definition.root)
            router = Router<DynamicGraph>(
                root: ScreenValue(id: definition.root, arguments: arguments), transitionMode: mode)
        }
        try router.start()
        simulator = try Simulator(
            definition: definition, files: .inMemory(), rootArguments: rootArguments, entry: entry)
        coordinator = HostCoordinator(router: router, platform: fake)
        fake.coordinator = coordinator
        coordinator.show()
        fake.showInWindow()
        observation = router.observe { [weak self] event in self?.stepEvents.append(event) }
        coordinator.onRefusal = { [weak self] error in self?.refusals.append(error) }
    }

    /// Runs a command on the simulator and on the hosted router; returns whether each refused it.
    func run(_ command: SimulationCommand) -> (hostRefused: Bool, simulatorRefused: Bool) {
        let simulated = simulator.run(command)
        simulatorEvents = simulated.events
        stepEvents = []
        let hostRefused: Bool
        do {
            hostRefused = try !runOnHost(command)
        } catch {
            hostRefused = true
        }
        fake.finishAnimations()
        mirrorSearchResults()
        return (hostRefused, simulated.error != nil)
    }

    /// The host asked the router for results instances (the fake's search controllers, as the UIKit host's): the
    /// simulator, which has no host, is asked the same, so that both number their instances alike.
    private func mirrorSearchResults() {
        for made in fake.resultsControllersMade.dropFirst(resultsMirrored) {
            simulator.prepareSearchResults(of: made.searching)
        }
        resultsMirrored = fake.resultsControllersMade.count
    }

    /// Checks the step just run (`place` names it in failures): the host refused what the simulator refused, the
    /// router's state and events equal the simulator's, and the fake shows the router's state. Returns whether
    /// the walk can go on (a state that went apart would only repeat the same failure).
    func checkStep(_ place: String, hostRefused: Bool, simulatorRefused: Bool) -> Bool {
        #expect(hostRefused == simulatorRefused, "\(place): refused by the host \(hostRefused)")
        #expect(router.state == simulator.navigationState, "\(place): router state")
        #expect(stepEvents.map(\.description) == simulatorEvents, "\(place): events")
        let differences = fake.differences(from: router)
        #expect(differences == [], "\(place)")
        return differences.isEmpty && router.state == simulator.navigationState
    }

    /// Runs two programmatic commands (segues, taps) the way a quick double action does on a `.manual` router:
    /// the second is asked while the fake still animates the first, so the router queues it and checks it
    /// against the state it meets; the simulator runs them one after the other (with the results instances the
    /// host asked for in between, as the router numbered them).
    func runWithoutWaiting(_ first: SimulationCommand, _ second: SimulationCommand) {
        simulatorEvents = []
        stepEvents = []
        _ = simulator.run(first)
        _ = try? runOnHost(first)
        mirrorSearchResults()
        _ = simulator.run(second)
        _ = try? runOnHost(second)
        fake.finishAnimations()
        mirrorSearchResults()
    }

    /// The command on the host: gestures through the fake (false when it refuses them), the rest on the router.
    private func runOnHost(_ command: SimulationCommand) throws -> Bool {
        let state = router.state
        let touchable: StackID =
            state.presentations.isEmpty ? state.mainStackID : .presentation(state.presentations.count - 1)
        switch command {
        case .perform(let name, let arguments) where name.hasPrefix(Simulator.sharedPrefix):
            let segue = String(name.dropFirst(Simulator.sharedPrefix.count))
            let source = try router.engine.sharedSource(of: segue)
            let values = try router.engine.definition.arguments(from: arguments, forSegue: segue, of: source)
            try router.performShared(segue, arguments: values)
        case .perform(let name, let arguments):
            let (source, segue) = router.engine.performableSource(of: name)
            let values = try router.engine.definition.arguments(from: arguments, forSegue: segue, of: source)
            try router.perform(segue, of: source, arguments: values)
        case .tap(let item):
            // The buttons of an alert are UIKit's: the person's tap reaches the router through the host.
            if router.alertContent(ofPresentationAt: state.presentations.count - 1) != nil {
                return fake.chooseAlertAction(item) && coordinator.lastRefusal == nil
            }
            try router.tap(item)
        case .back:
            return fake.tapBack(in: touchable)
        case .swipeBack(let cancel):
            guard fake.beginSwipe(in: touchable), coordinator.lastRefusal == nil else { return false }
            if cancel { fake.cancelSwipe() } else { fake.finishSwipe() }
            return coordinator.lastRefusal == nil
        case .dismiss:
            try router.dismiss()
        case .popToRoot:
            try router.popToRoot()
        case .open(let url):
            try router.open(link: url)
        case .state:
            break
        case .save(let file):
            files[file] = try router.restorationState().jsonData()
        case .restore(let file):
            guard let data = files[file] else { return false }
            try router.restore(RestorationSnapshot(data: data))
        case .selectTab(let tab):
            guard let index = state.tabBar?.tabs.firstIndex(of: tab) else { return false }
            if state.presentations.isEmpty {
                return fake.tapTab(index) && coordinator.lastRefusal == nil
            }
            try router.select(tab)
        case .compact(let compact):
            fake.changeSizeClass(compact: compact)
            return coordinator.lastRefusal == nil
        case .swipeDown:
            return fake.swipeDown() && coordinator.lastRefusal == nil
        case .setBadge(let tab, let value):
            try router.setBadge(value, for: tab)
        case .setEnabled(let item, let enabled):
            try router.setEnabled(enabled, item: item, on: state.visible.id)
        case .setHidden(let item, let hidden):
            try router.setHidden(hidden, item: item, on: state.visible.id)
        case .update(let arguments):
            let values = try router.engine.definition.arguments(from: arguments, forScreen: state.visible.screen.id)
            try router.update(state.visible.id, arguments: values)
        case .detent(let detent):
            // The person drags the sheet; UIKit rests it only at a detent it offers.
            return fake.dragSheet(to: detent) && coordinator.lastRefusal == nil
        case .search(let text, let scope):
            try router.search(text, scope: scope)
        case .cancelSearch:
            try router.cancelSearch()
        case .dismissItself:
            try router.dismissedItself(state.visible.id)
        }
        return true
    }
}

extension HostHarness {
    /// Runs one `navgraph simulate` line (`perform openMailbox mailbox=inbox`, `back`, ...) on both.
    @discardableResult
    func run(_ line: String) throws -> (hostRefused: Bool, simulatorRefused: Bool) {
        guard let command = try SimulationCommand.parse(line) else { return (true, true) }
        return run(command)
    }

    /// A harness on an example graph file, inside the task-local definition `body` runs in.
    static func on<Result>(
        _ file: String, mode: TransitionMode = .immediate, _ body: (HostHarness) throws -> Result
    ) throws -> Result {
        guard let definition = try ExampleGraphs.definition(file) else {
            throw HarnessError(message: "\(file) does not validate")
        }
        return try DynamicGraph.$current.withValue(definition) {
            try body(try HostHarness(definition: definition, mode: mode))
        }
    }
}

/// Why a harness could not be made.
struct HarnessError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
