extension NavigationEngine {
    /// Adds the tab bar and split on screen to a snapshot (see docs/containers.md, Restoration).
    func saveContainers(into snapshot: inout RestorationSnapshot, paths: InstancePaths) {
        guard state.tabBar != nil || state.split != nil else { return }
        snapshot.container = state.tabBar?.container ?? state.split?.container
        if let split = state.split {
            let (columns, secondary) = Self.expanded(state.stack, split)
            snapshot.columns = columns.enumerated().map { entries(of: $1, container: "column\($0 + 1)", paths: paths) }
            snapshot.stack = entries(of: secondary, container: "main", paths: paths)
            snapshot.collapsed = split.isCollapsed
        }
        guard let tabBar = state.tabBar else { return }
        var others: [String: RestorationTabStack] = [:]
        for (index, content) in tabBar.stored.enumerated() {
            guard let content, tabBar.tabs.indices.contains(index) else { continue }
            let tab = tabBar.tabs[index]
            let (columns, secondary) = content.split.map { Self.expanded(content.stack, $0) } ?? ([], content.stack)
            others[tab] = RestorationTabStack(
                stack: entries(of: secondary, container: "tab-\(tab)", paths: paths),
                columns: content.split.map { _ in
                    columns.enumerated().map { entries(of: $1, container: "tab-\(tab)-column\($0 + 1)", paths: paths) }
                },
                collapsed: content.split?.isCollapsed
            )
        }
        snapshot.tabs = RestorationTabs(selected: tabBar.selectedTab, others: others)
    }

    /// A split's stacks as they are when expanded: a collapsed one's single stack cut by its column counts.
    static func expanded(_ stack: [ScreenInstance], _ split: SplitState) -> ([[ScreenInstance]], [ScreenInstance]) {
        let parts = split.columnParts(of: stack)
        return (parts.dropLast().map { Array($0) }, Array(parts.last ?? []))
    }

    /// Rebuilds a snapshot whose root is a container: the container as the graph declares it, then each saved
    /// stack in place of the stack it names (a saved stack's bottom replaces the root when it is the same
    /// screen, else goes above it). Presentations follow. What does not fit is dropped and reported.
    static func restoringContainer(
        _ container: String,
        snapshot: RestorationSnapshot,
        graph: GraphIndex,
        failure initialFailure: String?,
        transitionMode: TransitionMode
    ) throws(NavigationError) -> (engine: NavigationEngine, report: RestorationReport) {
        let definition = graph.definition
        var dropped: [RestorationReport.Dropped] = []
        var failure = initialFailure
        if failure == nil, graph.container(container) == nil {
            failure = "the graph has no container '\(container)'"
        }
        func values(_ entries: [RestorationEntry]) -> [ScreenValue] {
            entries.compactMap { entry -> ScreenValue? in
                if let failure {
                    dropped.append(RestorationReport.Dropped(entry: entry, reason: failure))
                    return nil
                }
                do throws(NavigationError) {
                    return try graph.makeScreen(entry.screen, arguments: entry.arguments)
                } catch {
                    failure = error.description
                    dropped.append(RestorationReport.Dropped(entry: entry, reason: error.description))
                    return nil
                }
            }
        }
        let base = (failure == nil ? container : nil) ?? definition.root
        var engine = try NavigationEngine(definition: definition)
        var state = engine.state
        state.presentations = []
        try engine.install(base, in: &state)
        /// `secondary`: a split's secondary column, whose bottom `showDetail` replaces: a saved stack takes it all.
        func rebuilt(
            _ stack: [ScreenInstance], with saved: [ScreenValue], secondary: Bool = false,
            in state: inout NavigationState
        ) -> [ScreenInstance] {
            if secondary, !saved.isEmpty { return saved.map { state.makeInstance($0) } }
            guard let root = stack.first else { return stack }
            var result = [root]
            for (position, value) in saved.enumerated() {
                if position == 0, value.id == root.screen.id {
                    result = [state.makeInstance(value)]
                } else {
                    result.append(state.makeInstance(value))
                }
            }
            return result
        }
        func restoredSplit(_ split: SplitState?, columns: [[RestorationEntry]]?) -> SplitState? {
            guard var current = split, let columns else { return split }
            for (index, column) in columns.enumerated() where current.columns.indices.contains(index) {
                current.columns[index] = rebuilt(current.columns[index], with: values(column), in: &state)
            }
            return current
        }
        if let tabs = snapshot.tabs, var tabBar = state.tabBar {
            if let selected = tabBar.tabs.firstIndex(of: tabs.selected), selected != tabBar.selected,
                let content = tabBar.stored[selected]
            {
                tabBar.stored[tabBar.selected] = TabContent(stack: state.stack, split: state.split)
                tabBar.stored[selected] = nil
                tabBar.selected = selected
                state.stack = content.stack
                state.split = content.split
            }
            for tab in tabs.others.keys.sorted() {
                guard let saved = tabs.others[tab], let index = tabBar.tabs.firstIndex(of: tab),
                    var content = tabBar.stored[index]
                else { continue }
                content.stack = rebuilt(
                    content.stack, with: values(saved.stack), secondary: content.split != nil, in: &state)
                content.split = restoredSplit(content.split, columns: saved.columns)
                tabBar.stored[index] = content
            }
            state.tabBar = tabBar
        }
        let split = restoredSplit(state.split, columns: snapshot.columns)
        state.split = split
        let secondary = state.split != nil
        state.stack = rebuilt(state.stack, with: values(snapshot.stack), secondary: secondary, in: &state)
        for presentation in snapshot.presentations {
            let screens = values(presentation.stack).map { state.makeInstance($0) }
            guard !screens.isEmpty else { continue }
            var restored = Presentation(
                style: presentation.style,
                embedsNavigationController: presentation.embedsNavigationController,
                stack: presentation.embedsNavigationController ? screens : [screens[0]],
                settings: presentation.settings
            )
            restored.takeSheet(presentation.sheet)
            restored.restoreDetent(presentation.detent)
            state.presentations.append(restored)
        }
        engine = NavigationEngine(graph: graph, state: state, transitionMode: transitionMode)
        if snapshot.collapsed == true { _ = engine.resizeSplit(compact: true) }
        engine.lastEvents = []
        engine.lastTransition = nil
        let report = RestorationReport(
            fingerprintMatches: snapshot.fingerprint == definition.restorationFingerprint,
            dropped: dropped,
            usesDefaultRoot: base != container
        )
        return (engine, report)
    }
}
