extension NavigationEngine {
    /// The change the operation recorded in `journal` made to the engine's state, as a host applies it: the same
    /// as `change(from:...)` given the state before the operation. When the operation only pushed, popped or
    /// replaced instances of stacks, only those stacks are read, and of each only the part that changed (see
    /// `ChangeJournal`).
    func change(
        journal: ChangeJournal, serial: Int, animated: Bool, transition: NavigationTransition?, isUserDriven: Bool
    ) -> NavigationChange? {
        if let before = journal.before?.state {
            return change(
                from: before, serial: serial, animated: animated, transition: transition, isUserDriven: isUserDriven)
        }
        let starting = journal.isRecording && !journal.wasStarted && state.isStarted
        guard !journal.entries.isEmpty || starting else { return nil }
        let stacks = journal.oldStacks(of: state)
        // A presentation whose bottom instance changed is a new presentation; a new root rebuilds everything.
        let presentationsKept = stacks.allSatisfy { old in
            guard case .presentation = old.container else { return true }
            return old.first?.id == old.current.first?.id
        }
        guard transition != .replaceRoot, presentationsKept, !starting else {
            return change(
                from: journal.stateBefore(state), serial: serial, animated: animated, transition: transition,
                isUserDriven: isUserDriven)
        }
        var steps: [NavigationChange.Step] = []
        var items: [InstanceID: NavigationItemState] = [:]
        for old in stacks where !old.isUnchanged {
            let id = state.stackID(of: old.container)
            let kind = old.kind { journal.isNew($0, in: state) }
            steps.append(.stack(id, screens: old.current, kind: kind))
            // Only the instances above the part the operation left alone can be new.
            for instance in old.current[old.floor...] where journal.isNew(instance.id, in: state) {
                items[instance.id] = navigationItem(for: instance)
            }
            guard let bars = bars(in: id, of: state) else { continue }
            if bars != self.bars(in: id, of: state, stack: old) { steps.append(.bars(id, bars)) }
        }
        guard !steps.isEmpty else { return nil }
        return NavigationChange(
            serial: serial, animated: animated, transition: transition, isUserDriven: isUserDriven, steps: steps,
            items: items)
    }

    /// The change that took `before` to the engine's state, as a host applies it (see `NavigationChange`); nil
    /// when nothing a host shows differs. From a state not started to a started one (`start()`), everything is
    /// new: the root content, its bars and every presentation.
    package func change(
        from before: NavigationState, serial: Int, animated: Bool, transition: NavigationTransition?,
        isUserDriven: Bool
    ) -> NavigationChange? {
        let after = state
        guard before != after else { return nil }
        var steps: [NavigationChange.Step] = []
        let starting = !before.isStarted && after.isStarted
        // Presentations: the first one that is not the same presentation (same first instance, style, embedding)
        // and everything above it went away.
        let rootReplaced = starting || transition == .replaceRoot || Self.shape(of: before) != Self.shape(of: after)
        var kept = 0
        while !rootReplaced, kept < before.presentations.count, kept < after.presentations.count,
            Self.isSame(before.presentations[kept], after.presentations[kept])
        {
            kept += 1
        }
        if kept < before.presentations.count, !starting {
            steps.append(.dismiss(fromIndex: kept, removed: Array(before.presentations[kept...])))
        }
        if rootReplaced {
            let root = after.rootContent
            steps.append(.replaceRoot(root))
            for content in root.stacks {
                if let bars = bars(in: content.id, of: after) { steps.append(.bars(content.id, bars)) }
            }
        } else {
            if let selected = after.tabBar?.selected, selected != before.tabBar?.selected {
                steps.append(.selectTab(selected))
            }
            let tabs: [Int?] = after.tabBar.map { Array($0.tabs.indices) } ?? [nil]
            for tab in tabs {
                if let split = after.split(inTab: tab), split.isCollapsed != before.split(inTab: tab)?.isCollapsed {
                    steps.append(.split(tab: tab, collapsed: split.isCollapsed))
                }
            }
            for content in after.stackContents {
                if case .presentation(let index) = content.id, index >= kept { continue }
                guard let old = before.screens(in: content.id) else {
                    // A column that came back when its split expanded.
                    steps.append(.stack(content.id, screens: content.screens, kind: .replace))
                    appendBars(of: content.id, before: nil, after: after, to: &steps)
                    continue
                }
                guard !Self.isSameStorage(old, content.screens), old.map(\.id) != content.screens.map(\.id) else {
                    continue
                }
                steps.append(
                    .stack(content.id, screens: content.screens, kind: Self.kind(from: old, to: content.screens)))
                appendBars(of: content.id, before: before, after: after, to: &steps)
            }
        }
        for index in kept..<after.presentations.count {
            steps.append(.present(index: index, after.presentations[index]))
            if let bars = bars(in: .presentation(index), of: after) { steps.append(.bars(.presentation(index), bars)) }
        }
        guard !steps.isEmpty else { return nil }
        return NavigationChange(
            serial: serial, animated: animated, transition: transition, isUserDriven: isUserDriven, steps: steps,
            items: items(in: steps, newSince: rootReplaced ? nil : before.nextInstanceID))
    }

    /// The navigation items of the instances the steps show that are new: handed out from `firstNew` on (ids only
    /// grow), or all of them without `firstNew`. Reads only the stacks the steps hold, so a stack the operation
    /// did not touch costs nothing.
    private func items(
        in steps: [NavigationChange.Step], newSince firstNew: UInt64?
    ) -> [InstanceID: NavigationItemState] {
        var items: [InstanceID: NavigationItemState] = [:]
        func add(_ screens: [ScreenInstance]) {
            for instance in screens where instance.id.rawValue >= firstNew ?? 0 {
                items[instance.id] = navigationItem(for: instance)
            }
        }
        for step in steps {
            switch step {
            case .replaceRoot(let root): for stack in root.stacks { add(stack.screens) }
            case .stack(_, let screens, _): add(screens)
            case .present(_, let presentation): add(presentation.stack)
            default: break
            }
        }
        return items
    }

    /// Appends the bars of a stack when they differ from those it had in `before`.
    private func appendBars(
        of id: StackID, before: NavigationState?, after: NavigationState, to steps: inout [NavigationChange.Step]
    ) {
        guard let bars = bars(in: id, of: after) else { return }
        if let before, bars == self.bars(in: id, of: before) { return }
        steps.append(.bars(id, bars))
    }

    /// Whether two presentations are the same one (its stack may have changed).
    private static func isSame(_ old: Presentation, _ new: Presentation) -> Bool {
        old.style == new.style && old.embedsNavigationController == new.embedsNavigationController
            && old.stack.first?.id == new.stack.first?.id
    }

    /// Whether two stacks are one array storage (so the same screens, read in O(1)): what a stack the operation did
    /// not touch shares with the state before.
    private static func isSameStorage(_ old: [ScreenInstance], _ new: [ScreenInstance]) -> Bool {
        old.count == new.count
            && old.withUnsafeBufferPointer { old in
                new.withUnsafeBufferPointer { old.baseAddress == $0.baseAddress }
            }
    }

    /// How a stack moved from `old` to `new`.
    static func kind(from old: [ScreenInstance], to new: [ScreenInstance]) -> StackChangeKind {
        guard let newTop = new.last?.id else { return .replace }
        if newTop == old.last?.id { return .replace }
        return old.contains { $0.id == newTop } ? .pop : .push
    }

    /// The containers at the root: the tab bar and the split in each tab (or at the root). A change of shape is
    /// a new root.
    private static func shape(of state: NavigationState) -> [String?] {
        guard let tabBar = state.tabBar else { return [nil, state.split?.container] }
        return [tabBar.container] + tabBar.tabs.indices.map { state.split(inTab: $0)?.container }
    }
}
