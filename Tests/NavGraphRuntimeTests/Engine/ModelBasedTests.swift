import Foundation
@_spi(Hosting) import NavGraphRuntime
import Testing

/// Random operation sequences (seeded, replayable) checked against the runtime's invariants (see docs/runtime.md).
@Suite struct ModelBasedTests {
    /// What the events say about each instance's appearance.
    enum Phase: Equatable {
        case appearing, appeared, disappearing, disappeared
    }

    /// Follows the event stream and checks each event is legal in the phase it meets.
    struct LifecycleModel {
        var phases: [InstanceID: Phase] = [:]
        var loaded: Set<InstanceID> = []
        var released: Set<InstanceID> = []
        var problems: [String] = []

        mutating func apply(_ events: [NavigationEvent]) {
            for event in events {
                let id = event.instance
                let phase = phases[id]
                if released.contains(id) { problems.append("\(event) after deinit") }
                switch event.kind {
                case .viewDidLoad:
                    if !loaded.insert(id).inserted { problems.append("\(event) twice") }
                case .viewWillAppear:
                    if !loaded.contains(id) { problems.append("\(event) before viewDidLoad") }
                    if phase == .appeared || phase == .appearing {
                        problems.append("\(event) while \(String(describing: phase))")
                    }
                    phases[id] = .appearing
                case .viewDidAppear:
                    if phase != .appearing { problems.append("\(event) while \(String(describing: phase))") }
                    phases[id] = .appeared
                case .viewWillDisappear:
                    if phase != .appeared && phase != .appearing {
                        problems.append("\(event) while \(String(describing: phase))")
                    }
                    phases[id] = .disappearing
                case .viewDidDisappear:
                    if phase != .disappearing { problems.append("\(event) while \(String(describing: phase))") }
                    phases[id] = .disappeared
                case .willShow, .didShow, .returned, .detentChanged:
                    break
                case .deinit:
                    if phase == .appeared || phase == .appearing { problems.append("\(event) while on screen") }
                    released.insert(id)
                    phases[id] = nil
                }
            }
        }

        /// Whether every appearance or disappearance that began has ended.
        var isSettled: Bool {
            phases.values.allSatisfy { $0 == .appeared || $0 == .disappeared }
        }

        /// The instances the events leave on screen.
        var onScreen: Set<InstanceID> {
            Set(phases.filter { $0.value == .appeared }.keys)
        }
    }

    static let sampleArguments: [String: [[String: ArgumentValue]]] = [
        "appSettings": [["appID": .string("mail")], ["appID": .string("notes"), "appName": .string("Notes")]],
        "detail": [["appID": .string("mail")], ["appID": .string("mail"), "count": .int(9)]],
        "general": [["section": .string("privacy")]],
    ]

    func randomScreen(_ random: inout SplitMix64) -> ScreenValue {
        let ids = SampleGraph.definition().screens.map(\.id)
        let id = random.pick(ids) ?? "settingsList"
        let arguments = Self.sampleArguments[id].flatMap { random.pick($0) } ?? [:]
        return ScreenValue(id: id, arguments: arguments)
    }

    /// One random operation; returns its name.
    func step(_ engine: inout NavigationEngine, _ random: inout SplitMix64) throws -> String {
        let itemIDs = SampleGraph.definition().screens.flatMap {
            $0.toolbarItems + $0.navigationItem.leftBarButtonItems + $0.navigationItem.rightBarButtonItems
        }.map(\.id)
        switch Int.random(in: 0..<17, using: &random) {
        case 0:
            try engine.push(randomScreen(&random), animated: random.chance(50))
            return "push"
        case 1:
            try engine.pop(animated: random.chance(50))
            return "pop"
        case 2:
            try engine.popToRoot()
            return "popToRoot"
        case 3:
            let target = random.pick(engine.state.visibleNavigationStack ?? [])?.id ?? InstanceID(rawValue: 0)
            try engine.popTo(target)
            return "popTo"
        case 4:
            let keep = (engine.state.visibleNavigationStack ?? []).filter { _ in random.chance(50) }
            var entries = keep.map { NavigationEngine.StackEntry.instance($0.id) }
            if random.chance(50) || entries.isEmpty { entries.append(.screen(randomScreen(&random))) }
            try engine.setStack(entries)
            return "setStack"
        case 5:
            let style = random.pick(PresentationStyle.allCases) ?? .automatic
            try engine.present(randomScreen(&random), style: style, embedInNavigationController: random.chance(50))
            return "present"
        case 6:
            try engine.requestDismiss()
            return "dismiss"
        case 7:
            try engine.dismissPresentation(at: Int.random(in: 0...2, using: &random))
            return "dismissAt"
        case 8, 9, 10:
            let screen = SampleGraph.definition().screens.first { $0.id == engine.state.visible.screen.id }
            let segue = random.pick(screen?.segues ?? [])?.id ?? "none"
            let arguments = random.chance(70) ? (random.pick(Self.sampleArguments.values.flatMap { $0 }) ?? [:]) : [:]
            try engine.perform(segue: segue, from: engine.state.visible.screen.id, arguments: arguments)
            return "perform \(segue)"
        case 11:
            try engine.tap(random.pick(itemIDs) ?? "none")
            return "tap"
        case 12:
            try engine.back()
            return "back"
        case 13:
            try engine.beginInteractivePop()
            return "beginInteractivePop"
        case 14:
            if random.chance(50) { try engine.finishInteractivePop() } else { try engine.cancelInteractivePop() }
            return "endInteractivePop"
        case 15:
            try engine.completeTransition()
            return "completeTransition"
        default:
            try engine.dismissInteractively()
            return "dismissInteractively"
        }
    }

    /// What a snapshot of `state` must restore to: preserved instances only, the chain cut at the first
    /// presentation with none, the default root when the root is not preserved.
    func expectedRestoredShape(_ state: NavigationState) -> [[ScreenValue]] {
        let preserved = { (instance: ScreenInstance) in
            SampleGraph.definition().screens.first { $0.id == instance.screen.id }?.restorationIdentifier != nil
        }
        var main = state.stack.filter(preserved).map(\.screen)
        if !preserved(state.stack[0]) { main.insert(ScreenValue(id: "settingsList"), at: 0) }
        var shape = [main]
        for presentation in state.presentations {
            let kept = presentation.stack.filter(preserved).map(\.screen)
            if kept.isEmpty { break }
            shape.append(kept)
        }
        return shape
    }

    @Test(arguments: [NavigationEngine.TransitionMode.immediate, .manual])
    func randomOperationSequencesKeepTheInvariants(mode: NavigationEngine.TransitionMode) throws {
        for seed in UInt64(1)...120 {
            var random = SplitMix64(seed: seed)
            var engine = try NavigationEngine(definition: SampleGraph.definition(), transitionMode: mode)
            var model = LifecycleModel()
            try engine.start()
            model.apply(engine.lastEvents)
            for index in 0..<80 {
                let before = engine
                let rootBefore = engine.state.stack[0].id
                var name = "?"
                do {
                    name = try step(&engine, &random)
                } catch {
                    // A refused operation changes nothing.
                    #expect(
                        engine.state == before.state, "seed \(seed) step \(index): refused \(error) changed the state")
                    #expect(engine.queue == before.queue)
                    #expect(engine.isTransitioning == before.isTransitioning)
                    #expect(engine.lastEvents.isEmpty)
                    continue
                }
                model.apply(engine.lastEvents)
                let context = "seed \(seed) step \(index) \(name)"
                let state = engine.state
                #expect(!state.stack.isEmpty, "\(context)")
                if !name.hasPrefix("setStack") {
                    #expect(state.stack[0].id == rootBefore, "\(context): the root was popped")
                }
                let expectedVisible = state.presentations.last?.stack.last ?? state.stack[state.stack.count - 1]
                #expect(state.visible == expectedVisible, "\(context)")
                for presentation in state.presentations {
                    #expect(!presentation.stack.isEmpty, "\(context)")
                    #expect(presentation.embedsNavigationController || presentation.stack.count == 1, "\(context)")
                }
                let ids = state.allInstances.map(\.id)
                #expect(Set(ids).count == ids.count, "\(context): an instance is in two places")
                #expect(model.released.isDisjoint(with: ids), "\(context): a live instance got deinit")
                #expect(model.problems.isEmpty, "\(context): \(model.problems)")
                if !engine.isTransitioning {
                    #expect(model.onScreen == Set(state.onScreen.map(\.id)), "\(context): appearances unbalanced")
                    #expect(model.isSettled, "\(context): an appearance or disappearance did not end")
                    #expect(engine.queue.isEmpty, "\(context)")
                }
                if index % 10 == 0 {
                    let (restored, report) = try NavigationEngine.restoring(
                        engine.restorationState(),
                        definition: SampleGraph.definition()
                    )
                    #expect(report.isComplete, "\(context): \(report.dropped)")
                    let shape =
                        [restored.state.stack.map(\.screen)]
                        + restored.state.presentations.map { $0.stack.map(\.screen) }
                    #expect(shape == expectedRestoredShape(state), "\(context)")
                }
                if !model.problems.isEmpty { return }
            }
        }
    }

    @Test func theGeneratorIsDeterministic() {
        var first = SplitMix64(seed: 42)
        var second = SplitMix64(seed: 42)
        let a = (0..<8).map { _ in first.next() }
        #expect(a == (0..<8).map { _ in second.next() })
        #expect(Set(a).count == 8)
    }
}

/// Damaged snapshots: a seeded stream of byte flips and truncations never crashes, and what restores is valid.
@Suite struct DamagedSnapshotTests {
    @Test func damagedSnapshotsThrowOrRestoreAValidState() throws {
        var engine = try SampleGraph.engine()
        try engine.perform("openApp", ["appID": .string("mail"), "appName": .string("Mail")])
        try engine.perform("openDetail", ["count": .int(2)])
        try engine.present(ScreenValue(id: "compose"), style: .formSheet, embedInNavigationController: true)
        try engine.perform("pickRecipient")
        let original = Array(try engine.restorationState().jsonData())
        var random = SplitMix64(seed: 7)
        var thrown = 0
        var restoredCount = 0
        for _ in 0..<400 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let position = Int.random(in: 0..<bytes.count, using: &random)
                if random.chance(20) {
                    bytes.removeSubrange(position...)
                    if bytes.isEmpty { break }
                } else {
                    bytes[position] = UInt8.random(in: 0x20...0x7e, using: &random)
                }
            }
            let snapshot: RestorationSnapshot
            do {
                snapshot = try RestorationSnapshot(data: Data(bytes))
            } catch {
                thrown += 1
                continue
            }
            let (restored, report) = try NavigationEngine.restoring(snapshot, definition: SampleGraph.definition())
            restoredCount += 1
            #expect(!restored.state.stack.isEmpty)
            #expect(restored.state.presentations.allSatisfy { !$0.stack.isEmpty })
            #expect(
                restored.state.presentations.allSatisfy { $0.embedsNavigationController || $0.stack.count == 1 }
            )
            let entries = snapshot.stack.count + snapshot.presentations.reduce(0) { $0 + $1.stack.count }
            let kept = restored.state.allInstances.count - (report.usesDefaultRoot ? 1 : 0)
            #expect(kept + report.dropped.count == entries)
        }
        #expect(thrown > 0 && restoredCount > 0)
    }
}
