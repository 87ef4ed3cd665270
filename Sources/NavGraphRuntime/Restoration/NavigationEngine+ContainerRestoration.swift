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
    /// screen, else goes above it). Presentations follow. Only what the graph can reach is kept: the container must
    /// be one the graph puts at its root, and each stack must belong to a tab or column it has. What does not fit is
    /// dropped and reported.
    static func restoringContainer(
        _ container: String,
        snapshot: RestorationSnapshot,
        graph: GraphIndex,
        drops initialDrops: RestorationDrops,
        transitionMode: TransitionMode
    ) throws(NavigationError) -> (engine: NavigationEngine, report: RestorationReport) {
        let definition = graph.definition
        var drops = initialDrops
        if graph.container(container) == nil {
            drops.dropAll(because: "the graph has no container '\(container)'")
        } else if !RestorationRoots(definition).ids.contains(container) {
            drops.dropAll(because: "the graph never puts container '\(container)' at its root")
        }
        let base = drops.isDropping ? definition.root : container
        var engine = try NavigationEngine(definition: definition)
        var state = engine.state
        state.presentations = []
        try engine.install(base, in: &state)
        /// `secondary`: a split's secondary column, whose bottom `showDetail` replaces: a saved stack takes it all.
        func rebuilt(
            _ stack: [ScreenInstance], with entries: [RestorationEntry], secondary: Bool = false,
            in state: inout NavigationState
        ) -> [ScreenInstance] {
            guard let root = stack.first else { return stack }
            let saved = drops.stack(entries, in: graph)
            if saved.isEmpty { return stack }
            if secondary { return saved.map { state.makeInstance($0) } }
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
            guard let columns else { return split }
            guard var current = split else {
                drops.discard(columns.flatMap { $0 }, because: "no split is on screen there")
                return split
            }
            for (index, column) in columns.enumerated() {
                guard current.columns.indices.contains(index) else {
                    drops.discard(
                        column,
                        because: "the split has \(current.columns.count + 1) columns, not \(columns.count + 1)")
                    continue
                }
                current.columns[index] = rebuilt(current.columns[index], with: column, in: &state)
            }
            return current
        }
        var selectedIsKnown = true
        // Tabs saved under an old id (`renamedFrom:`) come back as the tab of that id now.
        let savedTabs = snapshot.tabs.map { graph.container(container)?.currentTabs(of: $0) ?? $0 }
        if let tabs = savedTabs {
            if var tabBar = state.tabBar {
                if let selected = tabBar.tabs.firstIndex(of: tabs.selected) {
                    if selected != tabBar.selected, let content = tabBar.stored[selected] {
                        tabBar.stored[tabBar.selected] = TabContent(stack: state.stack, split: state.split)
                        tabBar.stored[selected] = nil
                        tabBar.selected = selected
                        state.stack = content.stack
                        state.split = content.split
                    }
                } else {
                    selectedIsKnown = false
                }
                for tab in tabs.others.keys.sorted() {
                    guard let saved = tabs.others[tab] else { continue }
                    if !selectedIsKnown, tab == tabBar.tabs[tabBar.selected] {
                        // The tab selected in its place: its saved stacks are its own.
                        state.split = restoredSplit(state.split, columns: saved.columns)
                        state.stack = rebuilt(state.stack, with: saved.stack, secondary: state.split != nil, in: &state)
                        continue
                    }
                    guard let index = tabBar.tabs.firstIndex(of: tab), var content = tabBar.stored[index] else {
                        drops.discard(
                            (saved.columns ?? []).flatMap { $0 } + saved.stack,
                            because: "the tab bar has no tab '\(tab)' that is not selected")
                        continue
                    }
                    content.split = restoredSplit(content.split, columns: saved.columns)
                    content.stack = rebuilt(
                        content.stack, with: saved.stack, secondary: content.split != nil, in: &state)
                    tabBar.stored[index] = content
                }
                state.tabBar = tabBar
            } else {
                drops.discard(
                    tabs.others.keys.sorted().flatMap { tab in
                        (tabs.others[tab]?.columns ?? []).flatMap { $0 } + (tabs.others[tab]?.stack ?? [])
                    },
                    because: "'\(container)' is not a tab bar")
            }
        }
        if !selectedIsKnown, let tabs = savedTabs {
            // The selected tab's stacks and what it presented: put on another tab, they would be a state the app
            // never was in.
            drops.dropAll(because: "the tab bar has no tab '\(tabs.selected)'")
        }
        let split = restoredSplit(state.split, columns: snapshot.columns)
        state.split = split
        let secondary = state.split != nil
        state.stack = rebuilt(state.stack, with: snapshot.stack, secondary: secondary, in: &state)
        for presentation in snapshot.presentations {
            let screens = drops.stack(presentation.stack, in: graph).map { state.makeInstance($0) }
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
        var report = RestorationReport(
            fingerprintMatches: snapshot.fingerprint == definition.restorationFingerprint,
            dropped: drops.dropped,
            usesDefaultRoot: base != container
        )
        report.droppedArguments = drops.droppedArguments
        return (engine, report)
    }
}
