/// What a host sets on one screen instance's view controller: its `navigationItem`, `toolbarItems` and the
/// per-screen settings its navigation controller applies while it is the top. Titles have their `{param}`
/// placeholders filled from the instance's arguments.
public struct NavigationItemState: Hashable, Sendable {
    /// The view controller's `title`.
    public var title: String?
    /// `navigationItem.title` when the graph sets it apart from `title`.
    public var navigationTitle: String?
    /// The custom title view's identifier (the host asks the app for the view).
    public var titleView: String?
    /// What VoiceOver reads for the title view (the host sets it as the view's `accessibilityLabel`); nil without
    /// a title view or a label for it.
    public var titleViewAccessibilityLabel: String? = nil
    /// `navigationItem.prompt`.
    public var prompt: String?
    /// `navigationItem.largeTitleDisplayMode`.
    public var largeTitleDisplayMode: LargeTitleDisplayMode
    /// `navigationItem.backBarButtonItem`: what the back button shows while another screen is pushed over this
    /// one; nil for UIKit's default (this screen's title, or "Back").
    public var backButton: BackButton?
    /// `navigationItem.hidesBackButton`.
    public var hidesBackButton: Bool
    /// `navigationItem.leftItemsSupplementBackButton`.
    public var leftItemsSupplementBackButton: Bool
    /// `navigationItem.leftBarButtonItems`, left to right.
    public var leftItems: [BarButtonItemDefinition]
    /// `navigationItem.rightBarButtonItems`, in declaration order (the first is the right-most).
    public var rightItems: [BarButtonItemDefinition]
    /// The view controller's `toolbarItems`, in order.
    public var toolbarItems: [BarButtonItemDefinition]
    /// The navigation bar's visibility while this screen is the top, when it overrides the container's.
    public var navigationBarHidden: Bool?
    /// The toolbar's visibility while this screen is the top, when it overrides the container's.
    public var toolbarHidden: Bool?
    /// `hidesBottomBarWhenPushed`.
    public var hidesBottomBarWhenPushed: Bool
    /// `isModalInPresentation`: a sheet showing this screen cannot be swiped away.
    public var isModalInPresentation: Bool
    /// Whether the left-edge swipe back is allowed while this screen is the top.
    public var interactivePopGestureEnabled: Bool
    /// The title menu (`navigationItem.titleMenuProvider`); nil without one, while a title view is shown, or when
    /// the screen has no title to tap.
    public var titleMenu: [MenuElementDefinition]? = nil
    /// The search field the bar shows (`navigationItem.searchController`); nil without one.
    public var search: SearchDefinition? = nil
    /// The instance's search as the router holds it (active, text, scope, results); nil before any.
    public var searchState: SearchState? = nil

    /// The title the bar shows in its middle: `navigationTitle`, else `title`; nil when a title view is shown.
    public var displayedTitle: String? { titleView == nil ? navigationTitle ?? title : nil }
}
