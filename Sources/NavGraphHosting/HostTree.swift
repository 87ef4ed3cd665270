@_spi(Hosting) public import NavGraphRuntime

/// The hierarchy a host shows for a router's state, in container terms: the root (one stack, a split, a tab bar
/// of those), the presentation chain, every stack with its instances and bars, and every instance's navigation
/// item. UIKit hosts turn it into controllers; SwiftUI hosts read it declaratively (`path(of:)`, `presentations`).
public struct HostTree: Hashable, Sendable {
    /// Root content: one navigation stack, or a split of stacks.
    public enum Content: Hashable, Sendable {
        /// One navigation stack.
        case stack(StackID)
        /// A split: the stacks of the columns left of the secondary (empty while collapsed), the secondary's stack
        /// (every screen while collapsed), and whether it is collapsed.
        case split(container: String, columns: [StackID], secondary: StackID, collapsed: Bool)

        /// Every stack of the content, left to right.
        public var stacks: [StackID] {
            switch self {
            case .stack(let id): [id]
            case .split(_, let columns, let secondary, _): columns + [secondary]
            }
        }
    }

    /// A tab of a tab bar: its tab bar item and its content.
    public struct Tab: Hashable, Sendable {
        /// The tab id.
        public var id: String
        /// The tab bar item's title.
        public var title: String?
        /// The tab bar item's SF Symbol name.
        public var image: String?
        /// The tab bar item's badge.
        public var badge: String?
        /// What the tab shows.
        public var content: Content
        /// What VoiceOver reads for the tab bar item (`accessibilityLabel:`); nil reads its title.
        public var accessibilityLabel: String? = nil
    }

    /// The root of the window.
    public enum Root: Hashable, Sendable {
        /// A stack or a split.
        case content(Content)
        /// A tab bar.
        case tabBar(container: String, tabs: [Tab])

        /// The containers making up the root, without the screens: two roots of one shape differ only in their
        /// stacks' screens and the selection.
        public var shape: [String] {
            switch self {
            case .content(let content): [Self.shape(of: content)]
            case .tabBar(let container, let tabs): [container] + tabs.map { $0.id + ":" + Self.shape(of: $0.content) }
            }
        }

        private static func shape(of content: Content) -> String {
            switch content {
            case .stack: "stack"
            case .split(let container, _, _, _): "split " + container
            }
        }
    }

    /// A presentation of the chain.
    public struct Presentation: Hashable, Sendable {
        /// Its index in the chain.
        public var index: Int
        /// Its style.
        public var style: PresentationStyle
        /// Whether it has its own navigation controller.
        public var embedsNavigationController: Bool
        /// Its stack (`.presentation(index)`).
        public var stack: StackID { .presentation(index) }
        /// Whether it refuses the swipe down (its visible screen's `isModalInPresentation`).
        public var isModalInPresentation: Bool
        /// The sheet's or popover's options (detents, grabber, size, anchor, adaptation); nil when none.
        public var sheet: SheetOptions?
        /// The detent the sheet rests at; nil when it has no `detents:`.
        public var detent: SheetDetent?
    }

    /// One stack: its screens bottom to top and its resolved bars (nil for a presentation without a navigation
    /// controller).
    public struct Stack: Hashable, Sendable {
        /// Which stack.
        public var id: StackID
        /// Its screens, bottom to top.
        public var screens: [ScreenInstance]
        /// Its resolved bars; nil for a presentation without a navigation controller.
        public var bars: StackBars?
    }

    /// The root.
    public var root: Root
    /// The selected tab; nil without a tab bar.
    public var selectedTab: Int?
    /// The presentations, bottom to top.
    public var presentations: [Presentation]
    /// Every stack, in `NavigationState.stackContents` order.
    public var stacks: [Stack]
    /// Every instance's navigation item.
    public var items: [InstanceID: NavigationItemState]

    /// The tree of a router's state now.
    @MainActor
    public init(_ router: some HostRouting) {
        let state = router.state
        let contents = state.stackContents
        stacks = contents.map { Stack(id: $0.id, screens: $0.screens, bars: router.bars(in: $0.id)) }
        var items: [InstanceID: NavigationItemState] = [:]
        for content in contents {
            for instance in content.screens { items[instance.id] = router.navigationItem(for: instance) }
        }
        self.items = items
        presentations = state.presentations.enumerated().map { index, presentation in
            Presentation(
                index: index, style: presentation.style,
                embedsNavigationController: presentation.embedsNavigationController,
                isModalInPresentation: presentation.stack.last.flatMap { items[$0.id]?.isModalInPresentation } ?? false,
                sheet: presentation.sheet, detent: presentation.detent)
        }
        selectedTab = state.tabBar?.selected
        root = Self.root(of: state, router: router)
    }

    /// The root of a state.
    @MainActor
    private static func root(of state: NavigationState, router: some HostRouting) -> Root {
        func content(tab: Int?) -> Content {
            let main: StackID = tab.map(StackID.tab) ?? .main
            guard let split = state.split(inTab: tab) else { return .stack(main) }
            return .split(
                container: split.container,
                columns: split.columns.indices.map { StackID.column($0, tab: tab) },
                secondary: main, collapsed: split.isCollapsed)
        }
        guard let tabBar = state.tabBar else { return .content(content(tab: nil)) }
        let definitions = router.tabDefinitions(of: tabBar.container)
        let tabs = tabBar.tabs.enumerated().map { index, id in
            let definition = definitions.first { $0.id == id }
            return Tab(
                id: id, title: definition?.title, image: definition?.image,
                badge: router.badge(ofTab: id, in: tabBar.container),
                content: content(tab: index), accessibilityLabel: definition?.accessibilityLabel)
        }
        return .tabBar(container: tabBar.container, tabs: tabs)
    }

    /// A stack by id; nil when the tree has none.
    public func stack(_ id: StackID) -> Stack? {
        stacks.first { $0.id == id }
    }

    /// The instance ids of a stack above its root: a SwiftUI `NavigationStack` path. Empty for an unknown stack.
    public func path(of id: StackID) -> [InstanceID] {
        stack(id).map { $0.screens.dropFirst().map(\.id) } ?? []
    }

    /// Every instance of the tree.
    public var instances: [ScreenInstance] {
        stacks.flatMap(\.screens)
    }
}

extension HostRouting {
    /// The tab definitions of a tab bar container (titles, images, badges); empty when the graph has none.
    func tabDefinitions(of container: String) -> [TabDefinition] {
        graphDefinition.containers?.first { $0.id == container }?.tabs ?? []
    }
}
