@_spi(Hosting) public import NavGraphRuntime

/// One thing a host does to its containers, in UIKit's vocabulary. `HostCoordinator` turns each router change
/// into a list of these and calls the matching `HostPlatform` method for each, in order.
public enum HostOperation: Hashable, Sendable {
    /// Make the view controller of a new instance (once per instance).
    case makeController(ScreenInstance)
    /// The instance left every stack: release its view controller.
    case releaseController(InstanceID)
    /// Set an instance's `navigationItem` and `toolbarItems`.
    case applyNavigationItem(InstanceID, NavigationItemState)
    /// Build the root containers (`rootViewController`): the stacks' navigation controllers, empty until the
    /// `setStack` operations that follow fill them; the tab bar's selection.
    case setRoot(HostTree.Root, selectedTab: Int?)
    /// `setViewControllers(_:animated:)` on the navigation controller holding a stack (`HostTree.holder(of:)`),
    /// or the one screen of a presentation without one.
    case setStack(StackID, [InstanceID], animated: Bool)
    /// Apply a stack's bar and toolbar visibility and settings (`setNavigationBarHidden`, `setToolbarHidden`,
    /// appearance, large titles, the edge swipe) and its back button to the navigation controller holding it;
    /// `animated`: visibility changes animate with the stack's transition. Comes before the stack's `setStack`,
    /// since UIKit reads the bars and the back button when the transition begins.
    case applyBars(StackID, StackBars, animated: Bool)
    /// `present(_:animated:)` the presentation (embedding its stack in a navigation controller when it says so).
    case present(HostTree.Presentation, [InstanceID], animated: Bool)
    /// `dismiss(animated:)` the presentation at this index, and every one above it.
    case dismiss(fromIndex: Int, animated: Bool)
    /// `selectedIndex` of the tab bar controller.
    case selectTab(Int)
    /// Collapse or expand the split of the root content (`tab` nil) or of a tab.
    case setSplitCollapsed(Bool, tab: Int?)
    /// Set the badge of the tab at this index (`tabBarItem.badgeValue`; nil: none).
    case setBadge(String?, tab: Int)
    /// Rest the sheet of the presentation at this index at a detent (`selectedDetentIdentifier`).
    case setDetent(SheetDetent, presentation: Int, animated: Bool)

    /// Whether it presents or dismisses (UIKit accepts neither while a presentation or dismissal animates).
    public var changesPresentations: Bool {
        switch self {
        case .present, .dismiss: true
        default: false
        }
    }
}

/// Turns two trees into the operations that take a host from the first to the second.
public enum HostPlan {
    /// The operations taking a host showing `old` (nil: nothing yet) to `new`, in UIKit's order: dismissals,
    /// the root, the tab, the splits, the stacks (new controllers made first, each stack's bars before it when
    /// they or its screens changed, or when it moved to another navigation controller), new presentations,
    /// then the releases (top first, as the router's `deinit` events).
    /// `rebuild` (or a root of another shape) builds everything anew: the first show and a restored router.
    /// `existing` names the instances whose controllers exist (default: those of `old`); only the others are made.
    public static func operations(
        from old: HostTree?, to new: HostTree, animated: Bool, rebuild: Bool = false,
        existing: Set<InstanceID>? = nil
    ) -> [HostOperation] {
        guard let old, !rebuild, old.root.shape == new.root.shape else { return rebuilding(from: old, to: new) }
        var operations: [HostOperation] = []
        var made = existing ?? Set(old.instances.map(\.id))
        func make(_ screens: [ScreenInstance]) {
            for instance in screens where made.insert(instance.id).inserted {
                operations.append(.makeController(instance))
                if let item = new.items[instance.id] { operations.append(.applyNavigationItem(instance.id, item)) }
            }
        }
        var kept = 0
        while kept < old.presentations.count, kept < new.presentations.count,
            isSame(old.presentations[kept], new.presentations[kept], old, new)
        {
            kept += 1
        }
        if kept < old.presentations.count { operations.append(.dismiss(fromIndex: kept, animated: animated)) }
        if let selected = new.selectedTab, selected != old.selectedTab { operations.append(.selectTab(selected)) }
        for (tab, collapsed) in splitStates(of: new.root) where splitStates(of: old.root)[tab] != collapsed {
            operations.append(.setSplitCollapsed(collapsed, tab: tab))
        }
        if case .tabBar(_, let oldTabs) = old.root, case .tabBar(_, let newTabs) = new.root {
            for (index, tab) in newTabs.enumerated()
            where oldTabs.indices.contains(index) && oldTabs[index].badge != tab.badge {
                operations.append(.setBadge(tab.badge, tab: index))
            }
        }
        for index in 0..<kept {
            if let detent = new.presentations[index].detent, old.presentations[index].detent != detent {
                operations.append(.setDetent(detent, presentation: index, animated: animated))
            }
        }
        // An instance kept on screen whose navigation item changed (the app set an item's state, or its arguments
        // changed its title) gets it again; new instances get theirs when made.
        for instance in new.instances where made.contains(instance.id) {
            if let item = new.items[instance.id], old.items[instance.id] != item {
                operations.append(.applyNavigationItem(instance.id, item))
            }
        }
        for stack in new.stacks {
            if case .presentation(let index) = stack.id, index >= kept { continue }
            let before = old.stack(stack.id)
            // A stack that moved to another navigation controller (its split collapsed or expanded) is set whole
            // there, bars included: that controller shows something else, or nothing, and UIKit's default bars.
            let moved = old.holder(of: stack.id) != new.holder(of: stack.id)
            let changed = moved || before?.screens.map(\.id) != stack.screens.map(\.id)
            if changed { make(stack.screens) }
            // Bars again whenever the stack changed: the view controller below the top, which carries the back
            // button, may be another one even when the bar is the same. Before the stack: UIKit reads the back
            // button of the view controller below the new top when the push begins.
            if let bars = stack.bars, changed || before?.bars != bars {
                operations.append(.applyBars(stack.id, bars, animated: animated))
            }
            if changed { operations.append(.setStack(stack.id, stack.screens.map(\.id), animated: animated)) }
        }
        for presentation in new.presentations[kept...] {
            guard let stack = new.stack(presentation.stack) else { continue }
            make(stack.screens)
            operations.append(.present(presentation, stack.screens.map(\.id), animated: animated))
            // Right after `present`, which makes the presented navigation controller; its transition begins later.
            if let bars = stack.bars { operations.append(.applyBars(stack.id, bars, animated: false)) }
        }
        let remaining = Set(new.instances.map(\.id))
        for instance in old.instances.reversed() where !remaining.contains(instance.id) {
            operations.append(.releaseController(instance.id))
        }
        return operations
    }

    /// Everything anew: the old presentations dismissed and every old controller released, then every
    /// controller made, the root built and filled, the presentations presented, none animated.
    private static func rebuilding(from old: HostTree?, to new: HostTree) -> [HostOperation] {
        var operations: [HostOperation] = []
        if let old {
            if !old.presentations.isEmpty { operations.append(.dismiss(fromIndex: 0, animated: false)) }
            operations += old.instances.reversed().map { .releaseController($0.id) }
        }
        for instance in new.instances {
            operations.append(.makeController(instance))
            if let item = new.items[instance.id] { operations.append(.applyNavigationItem(instance.id, item)) }
        }
        operations.append(.setRoot(new.root, selectedTab: new.selectedTab))
        for stack in new.stacks {
            if case .presentation(let index) = stack.id,
                let presentation = new.presentations.first(where: {
                    $0.index == index
                })
            {
                operations.append(.present(presentation, stack.screens.map(\.id), animated: false))
                if let bars = stack.bars { operations.append(.applyBars(stack.id, bars, animated: false)) }
            } else {
                if let bars = stack.bars { operations.append(.applyBars(stack.id, bars, animated: false)) }
                operations.append(.setStack(stack.id, stack.screens.map(\.id), animated: false))
            }
        }
        return operations
    }

    /// Whether two presentations at one index are the same one (its stack may have changed).
    private static func isSame(
        _ old: HostTree.Presentation, _ new: HostTree.Presentation, _ oldTree: HostTree, _ newTree: HostTree
    ) -> Bool {
        old.style == new.style && old.embedsNavigationController == new.embedsNavigationController
            && oldTree.stack(old.stack)?.screens.first?.id == newTree.stack(new.stack)?.screens.first?.id
    }

    /// Whether each split of a root is collapsed, by tab (nil: the root content's).
    private static func splitStates(of root: HostTree.Root) -> [Int?: Bool] {
        var result: [Int?: Bool] = [:]
        switch root {
        case .content(let content):
            if case .split(_, _, _, let collapsed) = content { result[nil] = collapsed }
        case .tabBar(_, let tabs):
            for (index, tab) in tabs.enumerated() {
                if case .split(_, _, _, let collapsed) = tab.content { result[index] = collapsed }
            }
        }
        return result
    }
}
