import NavGraphRuntime

/// What a host that reads nothing but the router's changes knows: it starts empty and applies each change's steps
/// and items, the way a third-party host would. `problems` lists what a change asked that did not fit what the
/// follower held (a dismissal of presentations it does not have, a stack kind that does not match its stack...).
struct ChangeFollower {
    var tabBar: RootContent.TabBar?
    /// The splits, by tab (nil: the root content's).
    var splits: [Int?: RootContent.Split] = [:]
    /// The root stacks (tabs, columns, the main stack).
    var stacks: [StackID: [ScreenInstance]] = [:]
    var presentations: [Presentation] = []
    var bars: [StackID: StackBars] = [:]
    var items: [InstanceID: NavigationItemState] = [:]
    /// The serial of the last change applied.
    var serial = 0
    private(set) var problems: [String] = []

    /// Applies a change: its steps in order, then its items; drops the items of instances no stack holds.
    mutating func apply(_ change: NavigationChange) {
        if change.serial != serial + 1 { problems.append("change \(change.serial) follows change \(serial)") }
        serial = change.serial
        for step in change.steps { apply(step) }
        items.merge(change.items) { _, new in new }
        let held = Set(everyStack.values.flatMap { $0.map(\.id) })
        items = items.filter { held.contains($0.key) }
        for id in held where items[id] == nil { problems.append("change \(change.serial): no item for \(id)") }
    }

    private mutating func apply(_ step: NavigationChange.Step) {
        switch step {
        case .replaceRoot(let root):
            if !presentations.isEmpty { problems.append("a new root under \(presentations.count) presentations") }
            tabBar = root.tabBar
            splits = Dictionary(root.splits.map { ($0.tab, $0) }) { first, _ in first }
            stacks = Dictionary(root.stacks.map { ($0.id, $0.screens) }) { first, _ in first }
            bars = bars.filter { if case .presentation = $0.key { true } else { false } }
        case .dismiss(let index, let removed):
            guard presentations.indices.contains(index) else {
                problems.append("dismissing from \(index) of \(presentations.count) presentations")
                return
            }
            if Array(presentations[index...]) != removed { problems.append("dismissed presentations differ") }
            presentations.removeSubrange(index...)
            bars = bars.filter { if case .presentation(let at) = $0.key { at < index } else { true } }
        case .selectTab(let index):
            guard tabBar?.tabs.indices.contains(index) == true else {
                problems.append("selecting tab \(index) without such a tab")
                return
            }
            tabBar?.selected = index
        case .split(let tab, let collapsed):
            guard splits[tab] != nil else {
                problems.append("no split in tab \(String(describing: tab))")
                return
            }
            splits[tab]?.isCollapsed = collapsed
            if collapsed {
                for id in stacks.keys {
                    guard case .column(_, let columnTab) = id, columnTab == tab else { continue }
                    stacks[id] = nil
                    bars[id] = nil
                }
            }
        case .stack(let id, let screens, let kind):
            let old: [ScreenInstance]?
            if case .presentation(let index) = id {
                guard presentations.indices.contains(index) else {
                    problems.append("a stack step for absent \(id)")
                    return
                }
                old = presentations[index].stack
                presentations[index].stack = screens
            } else {
                old = stacks[id]
                stacks[id] = screens
            }
            if kind != Self.kind(from: old, to: screens) { problems.append("\(id) moved as \(kind)") }
        case .present(let index, let presentation):
            if index != presentations.count { problems.append("presenting at \(index) over \(presentations.count)") }
            presentations.append(presentation)
        case .bars(let id, let stackBars):
            bars[id] = stackBars
        }
    }

    /// How a stack moved from `old` (nil: a stack the follower did not have) to `new`, as docs/hosts.md says.
    private static func kind(from old: [ScreenInstance]?, to new: [ScreenInstance]) -> StackChangeKind {
        guard let old, let top = new.last?.id, top != old.last?.id else { return .replace }
        return old.contains { $0.id == top } ? .pop : .push
    }

    /// Every stack the follower holds, presentations included.
    var everyStack: [StackID: [ScreenInstance]] {
        var result = stacks
        for (index, presentation) in presentations.enumerated() { result[.presentation(index)] = presentation.stack }
        return result
    }

    /// Where the follower and the router's state differ (empty when they agree): every stack's screens, the
    /// presentations (style, embedding, settings), the tab bar and its selection, the splits and their collapse,
    /// every stack's bars, and the navigation item of every instance.
    @MainActor func differences<Graph>(from router: Router<Graph>) -> [String] {
        var result = problems
        let state = router.state
        let contents = router.stackContents
        let routerStacks = Dictionary(contents.map { ($0.id, $0.screens) }) { first, _ in first }
        for (id, screens) in routerStacks where everyStack[id] != screens {
            result.append("\(id): \(Self.names(everyStack[id])), router \(Self.names(screens))")
        }
        for id in everyStack.keys where routerStacks[id] == nil { result.append("\(id) is not the router's") }
        if presentations != state.presentations { result.append("presentations differ") }
        if tabBar?.container != state.tabBar?.container || tabBar?.tabs != state.tabBar?.tabs
            || tabBar?.selected != state.tabBar?.selected
        {
            result.append("tab bar \(String(describing: tabBar?.selected))")
        }
        let tabs: [Int?] = state.tabBar.map { Array($0.tabs.indices) } ?? [nil]
        for tab in tabs {
            let split = state.split(inTab: tab)
            let mine = splits[tab]
            if mine?.container != split?.container || mine?.isCollapsed != split?.isCollapsed
                || mine?.leadingColumnCount != split?.leadingColumnCount
            {
                result.append("split of tab \(String(describing: tab))")
            }
        }
        if splits.count != tabs.filter({ state.split(inTab: $0) != nil }).count { result.append("extra splits") }
        for id in routerStacks.keys where bars[id] != router.bars(in: id) { result.append("bars of \(id)") }
        for id in bars.keys where routerStacks[id] == nil { result.append("bars of absent \(id)") }
        for instance in contents.flatMap(\.screens) where items[instance.id] != router.navigationItem(for: instance) {
            result.append("item of \(instance.id) (\(instance.screen.id))")
        }
        return result
    }

    private static func names(_ screens: [ScreenInstance]?) -> String {
        screens.map { $0.map { "\($0.screen.id)\($0.id)" }.joined(separator: " ") } ?? "none"
    }
}
