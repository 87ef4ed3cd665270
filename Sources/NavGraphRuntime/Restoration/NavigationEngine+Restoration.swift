extension NavigationEngine {
    /// The current state as a restoration snapshot: the main stack and the presentation chain, keeping
    /// only instances whose screen has a restoration identifier. A transition in flight is saved as its end state.
    package func restorationState() -> RestorationSnapshot {
        let paths = InstancePaths()
        var snapshot = restorationState(paths: paths)
        snapshot.items = savedItemStates(paths: paths)
        return snapshot
    }

    /// The snapshot, recording the restoration path of each instance it keeps in `paths`.
    func restorationState(paths: InstancePaths) -> RestorationSnapshot {
        let stack = entries(of: state.stack, container: "main", paths: paths)
        let rootIncluded = graph.screen(state.stack[0].screen.id)?.restorationIdentifier != nil
        var presentations: [RestorationPresentation] = []
        for (index, presentation) in state.presentations.enumerated() {
            let kept = entries(of: presentation.stack, container: "modal\(index + 1)", paths: paths)
            guard !kept.isEmpty, presentation.embedsNavigationController || kept.count == 1 else { break }
            var saved = RestorationPresentation(
                style: presentation.style,
                embedsNavigationController: presentation.embedsNavigationController,
                stack: kept,
                settings: presentation.settings
            )
            saved.sheet = presentation.sheet
            saved.detent = presentation.detent
            presentations.append(saved)
        }
        var snapshot = RestorationSnapshot(
            graph: definition.name,
            fingerprint: definition.restorationFingerprint,
            rootIncluded: rootIncluded,
            stack: stack,
            presentations: presentations
        )
        saveContainers(into: &snapshot, paths: paths)
        snapshot.pendingLink = pendingLink
        snapshot.entry = entry
        snapshot.badges = badges.isEmpty ? nil : badges
        return snapshot
    }

    /// The preserved instances of a stack, with their paths.
    func entries(of instances: [ScreenInstance], container: String, paths: InstancePaths) -> [RestorationEntry] {
        var seen: [String: Int] = [:]
        var used: Set<String> = []
        var entries: [RestorationEntry] = []
        for instance in instances {
            guard let identifier = graph.screen(instance.screen.id)?.restorationIdentifier else { continue }
            // The n-th instance of an identifier gets `#n`; an identifier that itself looks like `x#2` must not
            // collide with it, so the count moves on until the path is free.
            var count = seen[identifier] ?? 0
            var path: String
            repeat {
                count += 1
                path = "\(container)/\(identifier)" + (count > 1 ? "#\(count)" : "")
            } while used.contains(path)
            seen[identifier] = count
            used.insert(path)
            paths.byInstance[instance.id] = path
            entries.append(
                RestorationEntry(path: path, screen: instance.screen.id, arguments: instance.screen.arguments))
        }
        return entries
    }

    /// Rebuilds an engine from a snapshot, not started and without events. Keeps the longest prefix of
    /// the snapshot (main stack bottom to top, then each presentation) that fits the graph, and reports what it
    /// dropped; a snapshot of another graph keeps nothing. When the snapshot does not include the root, the
    /// engine starts from `root` (default: the graph's root with its defaults).
    ///
    /// A pending link comes back pending; if nothing holds it any more, it opens when the router starts.
    ///
    /// Throws only when that root itself cannot be built (unknown, or required parameters missing).
    package static func restoring(
        _ snapshot: RestorationSnapshot,
        definition: GraphDefinition,
        root: ScreenValue? = nil,
        transitionMode: TransitionMode = .immediate
    ) throws(NavigationError) -> (engine: NavigationEngine, report: RestorationReport) {
        var (engine, report) = try restoringState(
            snapshot, definition: definition, root: root, transitionMode: transitionMode)
        engine.pendingLink = snapshot.pendingLink
        return (engine, report)
    }

    /// `restoring` without the pending link.
    private static func restoringState(
        _ snapshot: RestorationSnapshot,
        definition: GraphDefinition,
        root: ScreenValue?,
        transitionMode: TransitionMode
    ) throws(NavigationError) -> (engine: NavigationEngine, report: RestorationReport) {
        let graph = GraphIndex(definition)
        var drops = RestorationDrops(
            wholeReason: snapshot.graph == definition.name
                ? nil : "the snapshot is of graph '\(snapshot.graph)', not '\(definition.name)'")

        let entry = drops.isDropping ? nil : restoredEntry(snapshot.entry, in: definition)
        if let container = snapshot.container {
            var restored = try restoringContainer(
                container, snapshot: snapshot, graph: graph, drops: drops, transitionMode: transitionMode)
            restored.engine.restoreAppState(from: snapshot, entry: entry)
            return restored
        }
        var mainValues = drops.stack(snapshot.stack, in: graph)
        var presented: [(RestorationPresentation, [ScreenValue])] = []
        for presentation in snapshot.presentations {
            var entries = presentation.stack[...]
            if !presentation.embedsNavigationController && entries.count > 1, let first = entries.first,
                !drops.isDropping
            {
                drops.drop(
                    first, because: "a presentation without a navigation controller holds \(entries.count) screens")
                entries = entries.dropFirst()
            }
            if entries.isEmpty { drops.dropAll(because: "a presentation before it holds no screen") }
            let values = drops.stack(entries, in: graph)
            if !values.isEmpty { presented.append((presentation, values)) }
        }
        let dropped = drops.dropped

        let rootValue: ScreenValue
        let usesDefaultRoot = !(snapshot.rootIncluded && !mainValues.isEmpty)
        if !usesDefaultRoot {
            rootValue = mainValues.removeFirst()
        } else {
            if root == nil, let entry, let value = try? graph.makeScreen(entry, arguments: [:]) {
                // The entry the saving router started from, when it is a screen that needs no argument.
                rootValue = value
            } else {
                let base = root ?? ScreenValue(id: definition.root)
                rootValue = try graph.makeScreen(base.id, arguments: base.arguments)
            }
        }
        var state = NavigationState(root: rootValue)
        for value in mainValues { state.stack.append(state.makeInstance(value)) }
        for (presentation, values) in presented {
            var screens: [ScreenInstance] = []
            for value in values { screens.append(state.makeInstance(value)) }
            var restored = Presentation(
                style: presentation.style,
                embedsNavigationController: presentation.embedsNavigationController,
                stack: screens,
                settings: presentation.settings
            )
            restored.takeSheet(presentation.sheet)
            restored.restoreDetent(presentation.detent)
            state.presentations.append(restored)
        }
        var engine = NavigationEngine(graph: graph, state: state, transitionMode: transitionMode)
        engine.restoreAppState(from: snapshot, entry: entry)
        var report = RestorationReport(
            fingerprintMatches: snapshot.fingerprint == definition.restorationFingerprint,
            dropped: dropped,
            usesDefaultRoot: usesDefaultRoot
        )
        report.droppedArguments = drops.droppedArguments
        return (engine, report)
    }
}

extension NavigationEngine {
    /// Replaces this engine by `restored` (from `restoring(_:definition:)`) as one transition: when this engine was
    /// shown, what it had on screen disappears while what `restored` has on screen appears, and every instance of
    /// this engine gets `deinit`, top first. `lastEvents` holds those events; the result is started when this
    /// engine was.
    package mutating func replace(with restored: NavigationEngine) throws(NavigationError) {
        try requireIdle()
        var next = restored
        let leaving = state.isStarted ? Array(state.onScreen.reversed()) : []
        if state.isStarted { try next.start() }
        let started = next.lastEvents
        let released = state.allInstances.reversed().map { NavigationEvent(.deinit, $0) }
        func arriving(_ kinds: Set<NavigationEvent.Kind>) -> [NavigationEvent] {
            started.filter { kinds.contains($0.kind) }
        }
        // The order of every transition (docs/runtime.md, Events): views load before anything disappears.
        next.lastEvents =
            arriving([.viewDidLoad]) + leaving.map { NavigationEvent(.viewWillDisappear, $0) }
            + arriving([.viewWillAppear]) + leaving.map { NavigationEvent(.viewDidDisappear, $0) }
            + arriving([.viewDidAppear]) + released
        self = next
    }
}

extension NavigationEngine {
    /// Sets what a snapshot records besides the stacks (the entry, and the badges and bar items the app set), kept
    /// where it still fits the restored engine.
    fileprivate mutating func restoreAppState(from snapshot: RestorationSnapshot, entry: String?) {
        self.entry = entry
        badges = Self.restoredBadges(snapshot.badges, in: definition)
        itemStates = restoredItemStates(snapshot.items)
    }
}
