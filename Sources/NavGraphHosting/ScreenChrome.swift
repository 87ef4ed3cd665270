@_spi(Hosting) public import NavGraphRuntime

/// What the graph puts around one screen instance of a navigation stack in a declarative host (SwiftUI): title and
/// its display mode, bar items in on-screen order, toolbar items, and which bars are visible. Computed from the
/// router alone, so every host shows the same thing and it is tested without a UI framework (see docs/hosts.md,
/// SwiftUI).
public struct ScreenChrome: Hashable, Sendable {
    /// How the title shows: `.large`, `.inline`, or `.automatic` (the previous screen's mode).
    public enum TitleMode: Hashable, Sendable {
        case large, inline, automatic
    }

    /// The title with `{param}` filled; nil when the screen shows none (or only a title view, which the app's own
    /// view provides).
    public var title: String?
    /// How the title shows.
    public var titleMode: TitleMode
    /// The left items, left to right.
    public var left: [BarButtonItemDefinition]
    /// The right items, left to right on screen (the graph lists them right to left, as UIKit does).
    public var right: [BarButtonItemDefinition]
    /// The toolbar items, in order.
    public var toolbar: [BarButtonItemDefinition]
    /// Whether the back button is hidden: `hidesBackButton`, or left items that replace it.
    public var hidesBackButton: Bool
    /// Whether the navigation bar is hidden while this screen is on top.
    public var navigationBarHidden: Bool
    /// Whether the toolbar is hidden while this screen is on top.
    public var toolbarHidden: Bool
    /// Whether the tab bar is hidden while this screen shows: the router's own rule (`Router.isTabBarHidden`: a
    /// screen above the root of the selected tab's stack or of one of its split's columns sets
    /// `hidesBottomBarWhenPushed`); never for a presented screen, which covers the tab bar anyway.
    public var hidesTabBar: Bool
    /// The title menu (`toolbarTitleMenu`), nil without one; see `HostMenu`.
    public var titleMenu: HostMenu? = nil

    /// The chrome of the instance at `index` of `stack` in `router`'s state now.
    @MainActor
    public init<Graph: NavigationGraph>(
        of instance: ScreenInstance, at index: Int, in stack: StackID, router: Router<Graph>
    ) {
        let settings = router.bars(in: stack)?.settings ?? Graph.definition.container
        let underTabBar: Bool
        if case .presentation = stack { underTabBar = false } else { underTabBar = true }
        hidesTabBar = underTabBar && router.isTabBarHidden
        guard let item = router.navigationItem(for: instance) else {
            title = nil
            titleMode = .automatic
            left = []
            right = []
            toolbar = []
            hidesBackButton = false
            navigationBarHidden = settings.navigationBarHidden
            toolbarHidden = settings.toolbarHidden
            return
        }
        let rootMode: TitleMode = settings.prefersLargeTitles ? .large : .inline
        switch item.largeTitleDisplayMode {
        case .always: titleMode = rootMode
        case .never: titleMode = .inline
        case .automatic: titleMode = index == 0 ? rootMode : .automatic
        }
        title = item.displayedTitle
        left = item.leftItems
        right = item.rightItems.reversed()
        toolbar = item.toolbarItems
        let replacesBackButton = !item.leftItems.isEmpty && !item.leftItemsSupplementBackButton
        hidesBackButton = item.hidesBackButton || replacesBackButton
        navigationBarHidden = item.navigationBarHidden ?? settings.navigationBarHidden
        toolbarHidden = item.toolbarHidden ?? settings.toolbarHidden
        titleMenu = item.titleMenu.map { HostMenu($0, owner: HostMenu.titleOwner) }
    }
}
