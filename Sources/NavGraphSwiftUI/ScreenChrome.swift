#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
    import NavGraphRuntime

    /// What the graph says one screen instance shows around its content in SwiftUI: title, bar items, toolbar
    /// items and which bars are visible.
    struct ScreenChrome {
        /// How the title shows: SwiftUI's `.large`, `.inline`, or `.automatic` (the previous screen's mode).
        enum TitleMode {
            case large, inline, automatic
        }

        /// The title with `{param}` filled; nil when the screen shows none (or only a title view, which the
        /// app's own view provides with a `.principal` toolbar item).
        var title: String?
        /// How the title shows.
        var titleMode: TitleMode
        /// The left items, left to right.
        var left: [BarButtonItemDefinition]
        /// The right items, left to right on screen (the graph lists them right to left).
        var right: [BarButtonItemDefinition]
        /// The toolbar items, in order.
        var toolbar: [BarButtonItemDefinition]
        /// Whether SwiftUI's back button is hidden: `hidesBackButton`, or left items that replace it.
        var hidesBackButton: Bool
        /// Whether the navigation bar is hidden while this screen is on top.
        var navigationBarHidden: Bool
        /// Whether the toolbar is hidden while this screen is on top.
        var toolbarHidden: Bool
        /// Whether the tab bar hides while this screen is pushed.
        var hidesTabBar: Bool
    }
#endif
