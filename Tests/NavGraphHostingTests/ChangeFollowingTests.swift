import NavGraphCore
import NavGraphRuntime
import Testing

/// A host that follows only `lastChange`: a `ChangeFollower` starts empty before `start()` and applies each change
/// and nothing else from the router. After every step of every example flow and of seeded random walks on every
/// example graph (segues, taps, the person's back taps, swipes, swipe-downs, tab taps and size-class changes,
/// deep links, restorations, a router rebuilt with `Router(restoring:)`), it holds exactly the router's state:
/// stacks, presentations, tabs, splits, bars and navigation items.
@MainActor
@Suite struct ChangeFollowingTests {
    @Test(arguments: ExampleGraphs.flowFiles)
    func aFollowerOfTheChangesShowsEveryStepOfEveryFlow(file: String) throws {
        let (flowFile, definition) = try #require(try ExampleGraphs.flows(file), "\(file) does not load")
        var checked = 0
        try DynamicGraph.$current.withValue(definition) {
            for flow in flowFile.flows {
                let start = flowFile.entry?.value ?? definition.root
                let isScreen = definition.screens.contains { $0.id == start }
                let root = isScreen ? try definition.arguments(from: flowFile.rootArguments, forScreen: start) : [:]
                let host = try FollowingHost(
                    flowFile.entry == nil
                        ? Router<DynamicGraph>(root: ScreenValue(id: start, arguments: root))
                        : Router<DynamicGraph>(entry: ScreenValue(id: start, arguments: root)))
                #expect(host.differences() == [], "\(flow.name.value): at the start")
                for (index, step) in flow.steps.enumerated() {
                    host.run(step.command, rebuildOnRestore: index % 2 == 0)
                    checked += 1
                    let differences = host.differences()
                    #expect(differences == [], "\(flow.name.value), step \(index + 1) (\(step.text))")
                    if !differences.isEmpty { break }
                }
            }
        }
        #expect(checked > 10)
    }

    @Test(arguments: ExampleGraphs.graphFiles, [TransitionMode.immediate, .manual])
    func aFollowerOfTheChangesShowsEveryStepOfARandomWalk(file: String, mode: TransitionMode) throws {
        let definition = try #require(try ExampleGraphs.definition(file), "\(file) does not validate")
        var random = SplitMix64(seed: 0xf011_0000 &+ UInt64(file.utf8.count) &+ (mode == .manual ? 1 : 0))
        try DynamicGraph.$current.withValue(definition) {
            let host = try FollowingHost(Router<DynamicGraph>(transitionMode: mode))
            var changes = 0
            for step in 0..<300 {
                let serial = host.follower.serial
                let line = RandomCommands.next(for: host.router, random: &random)
                let command = try #require(try SimulationCommand.parse(line))
                let place = "\(file), step \(step + 1) (\(line))"
                if mode == .manual, line.hasPrefix("perform") || line.hasPrefix("tap"), random.chance(50),
                    let second = try SimulationCommand.parse(RandomCommands.next(for: host.router, random: &random))
                {
                    // A second request while the first one's transition is in flight: it waits in the queue.
                    host.run(command, completing: false)
                    #expect(host.differences() == [], "\(place): during the transition")
                    host.run(second, rebuildOnRestore: random.chance(50))
                } else {
                    host.run(command, rebuildOnRestore: random.chance(50))
                }
                if host.follower.serial != serial { changes += 1 }
                let differences = host.differences()
                #expect(differences == [], "\(place)")
                if !differences.isEmpty { break }
            }
            #expect(changes > 50, "\(file): only \(changes) steps changed anything")
        }
    }

    /// The follower is strict: each payload a step carries matters, so a change missing one is caught.
    @Test func aChangeMissingAPayloadLeavesTheFollowerBehind() throws {
        let definition = try #require(try ExampleGraphs.definition("graphs/mail.navgraph.yaml"))
        try DynamicGraph.$current.withValue(definition) {
            let router = Router<DynamicGraph>()
            var follower = ChangeFollower()
            try router.start()
            let start = try #require(router.lastChange)
            follower.apply(start)
            #expect(follower.differences(from: router) == [])

            var withoutRoot = ChangeFollower()
            var emptied = start
            emptied.steps = start.steps.map { if case .replaceRoot = $0 { .replaceRoot(RootContent()) } else { $0 } }
            withoutRoot.apply(emptied)
            #expect(withoutRoot.differences(from: router) != [])

            try router.perform("compose", of: "mailboxes")
            let present = try #require(router.lastChange)
            var withoutItems = follower
            var bare = present
            bare.items = [:]
            withoutItems.apply(bare)
            #expect(withoutItems.differences(from: router) != [])
            follower.apply(present)
            #expect(follower.differences(from: router) == [])

            let presented = router.state.presentations
            try router.dismiss()
            let dismissal = try #require(router.lastChange)
            #expect(dismissal.steps.first == .dismiss(fromIndex: 0, removed: presented))
            var wrongRemoved = follower
            var forgetful = dismissal
            forgetful.steps = dismissal.steps.map {
                if case .dismiss(let index, _) = $0 { .dismiss(fromIndex: index, removed: []) } else { $0 }
            }
            wrongRemoved.apply(forgetful)
            #expect(wrongRemoved.differences(from: router) != [])
            follower.apply(dismissal)
            #expect(follower.differences(from: router) == [])
        }
    }
}

/// A router with a `ChangeFollower` that hears of it only through `lastChange`, driven by `navgraph simulate`
/// commands: the person's gestures come as the reports a host makes (`userDidPop`, a swipe begun and finished or
/// cancelled, `userDidDismissPresentation`, `userDidSelectTab`, `userDidChangeSizeClass`), the rest as calls.
@MainActor
final class FollowingHost {
    private(set) var router: Router<DynamicGraph>
    private(set) var follower = ChangeFollower()
    /// What went wrong in following: a change `observeChanges` gave that `lastChange` did not, or the reverse.
    private var issues: [String] = []
    private var observed: [NavigationChange] = []
    private var observation: RouterObservation?
    private var saved: [String: RestorationSnapshot] = [:]

    /// Follows `router` from before its `start()`, then starts it.
    init(_ router: Router<DynamicGraph>) throws {
        self.router = router
        try follow(router)
    }

    /// Where the follower differs from the router (empty when it shows the router's state).
    func differences() -> [String] {
        issues + follower.differences(from: router)
    }

    /// Runs a command; with `completing` (a `.manual` router), completes the transitions it started, following
    /// each change. A refused command changes nothing. `rebuildOnRestore`: a `restore` makes a new router with
    /// `Router(restoring:)` (the follower starts anew with it) rather than calling `restore(_:)`.
    func run(_ command: SimulationCommand, completing: Bool = true, rebuildOnRestore: Bool = false) {
        try? perform(command, rebuildOnRestore: rebuildOnRestore)
        catchUp()
        while completing, router.isTransitioning {
            guard (try? router.completeTransition()) != nil else { break }
            catchUp()
        }
    }

    private func follow(_ router: Router<DynamicGraph>) throws {
        self.router = router
        follower = ChangeFollower()
        observation = router.observeChanges { [weak self] change in self?.observed.append(change) }
        try router.start()
        catchUp()
    }

    /// Applies the router's last change when it is new; checks that the observers heard that change alone.
    private func catchUp() {
        let heard = observed
        observed = []
        guard let change = router.lastChange, change.serial > follower.serial else {
            if !heard.isEmpty { issues.append("heard \(heard.count) changes, lastChange has none new") }
            return
        }
        if heard != [change] { issues.append("heard \(heard.map(\.serial)), lastChange is \(change.serial)") }
        follower.apply(change)
    }

    private func perform(_ command: SimulationCommand, rebuildOnRestore: Bool) throws {
        let state = router.state
        let touchable = state.presentations.isEmpty ? state.mainStackID : .presentation(state.presentations.count - 1)
        switch command {
        case .perform(let name, let arguments):
            let (source, segue) = router.engine.performableSource(of: name)
            let values = try router.engine.definition.arguments(from: arguments, forSegue: segue, of: source)
            try router.perform(segue, of: source, arguments: values)
        case .tap(let item):
            try router.tap(item)
        case .back:
            let screens = state.screens(in: touchable) ?? []
            if screens.count >= 2 {
                try router.userDidPop(to: screens[screens.count - 2].id, in: touchable)
            } else {
                try router.back()
            }
        case .swipeBack(let cancel):
            try router.beginInteractivePop(in: touchable)
            catchUp()
            if cancel { try router.cancelInteractivePop() } else { try router.finishInteractivePop() }
        case .dismiss:
            try router.dismiss()
        case .popToRoot:
            try router.popToRoot()
        case .open(let url):
            try router.open(link: url)
        case .state:
            break
        case .save(let file):
            saved[file] = router.restorationState()
        case .restore(let file):
            guard let snapshot = saved[file] else { return }
            if rebuildOnRestore {
                try follow(Router<DynamicGraph>(restoring: snapshot, transitionMode: router.engine.transitionMode))
            } else {
                try router.restore(snapshot)
            }
        case .selectTab(let tab):
            guard let index = state.tabBar?.tabs.firstIndex(of: tab) else { return }
            if state.presentations.isEmpty {
                try router.userDidSelectTab(at: index)
            } else {
                try router.select(tab)
            }
        case .compact(let compact):
            try router.userDidChangeSizeClass(compact: compact)
        case .swipeDown:
            try router.userDidDismissPresentation()
        case .setBadge(let tab, let value):
            try router.setBadge(value, for: tab)
        }
    }
}
