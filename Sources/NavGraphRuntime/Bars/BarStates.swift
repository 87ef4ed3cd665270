/// The navigation bar over the visible screen, resolved.
public struct NavigationBarState: Hashable, Codable, Sendable {
    /// Whether the bar is hidden: the top's `navigationBarHidden` if set, else the container's.
    public var hidden: Bool
    /// The left side, left to right: the back button and/or the top's left items.
    public var left: [LeftBarEntry]
    /// The title shown in the middle (placeholders filled); nil when a title view is shown or nothing is.
    public var title: String?
    /// The custom title view's identifier, shown instead of any title.
    public var titleView: String?
    /// What VoiceOver reads for the title view; nil without a title view or a label for it.
    public var titleViewAccessibilityLabel: String? = nil
    /// One line of text above the bar.
    public var prompt: String?
    /// The right items in declaration order: the first is the right-most on screen.
    public var right: [BarButtonItemDefinition]
    /// Whether the title shows large.
    public var largeTitle: Bool
    /// The container's appearance (never a screen's).
    public var appearance: Appearance

    /// Creates a bar state.
    package init(
        hidden: Bool,
        left: [LeftBarEntry],
        title: String?,
        titleView: String?,
        prompt: String?,
        right: [BarButtonItemDefinition],
        largeTitle: Bool,
        appearance: Appearance
    ) {
        self.hidden = hidden
        self.left = left
        self.title = title
        self.titleView = titleView
        self.prompt = prompt
        self.right = right
        self.largeTitle = largeTitle
        self.appearance = appearance
    }

    /// The back button, when the bar shows one.
    public var backButton: BackButton? {
        for entry in left {
            if case .back(let button) = entry { return button }
        }
        return nil
    }

    /// Every item of the bar (left then right), the back button excepted.
    public var items: [BarButtonItemDefinition] {
        left.compactMap { entry in
            if case .item(let item) = entry { item } else { nil }
        } + right
    }
}

/// An entry of the bar's left side.
public enum LeftBarEntry: Hashable, Codable, Sendable {
    /// The back button.
    case back(BackButton)
    /// A left bar button item of the top screen.
    case item(BarButtonItemDefinition)
}

/// The back button: a title, or the image of the previous screen's `backBarButtonItem`.
public struct BackButton: Hashable, Codable, Sendable {
    /// The title shown.
    public var title: String?
    /// The image shown, when the previous screen's `backBarButtonItem` has one and no title.
    public var image: String?

    /// Creates a back button.
    package init(title: String?, image: String? = nil) {
        self.title = title
        self.image = image
    }

    /// What the button shows as text: its title, else its image name.
    public var label: String { title ?? image ?? BackButton.defaultTitle }

    /// The title UIKit falls back to.
    public static let defaultTitle = "Back"
}

/// The toolbar of the navigation controller holding the visible screen, resolved.
public struct ToolbarState: Hashable, Codable, Sendable {
    /// Whether the toolbar is hidden: the top's `toolbarHidden` if set, else the container's; always hidden over a
    /// screen presented without a navigation controller.
    public var hidden: Bool
    /// The top's toolbar items, in order (listed even while hidden; empty without a navigation controller).
    public var items: [BarButtonItemDefinition]

    /// Creates a toolbar state.
    package init(hidden: Bool, items: [BarButtonItemDefinition]) {
        self.hidden = hidden
        self.items = items
    }
}
