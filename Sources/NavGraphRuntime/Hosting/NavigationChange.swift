/// Everything one router operation changed, in the order a host applies it (see docs/hosts.md): a host that
/// follows the changes from before `start()` needs nothing else from the router to show its state.
///
/// A change is computed by comparing the state before and after the operation, so it covers every operation alike:
/// segues, taps, `back`, `dismiss`, the requests a `completeTransition()` runs from the queue, an interactive pop
/// finishing, a tab selected, a size-class change, a deep link, a restoration, and `start()`, which shows the whole
/// state for the first time.
public struct NavigationChange: Hashable, Sendable {
    /// Counts the changes of one router: 1 for its first, one more for each next.
    public var serial: Int
    /// Whether the host should animate it.
    public var animated: Bool
    /// The kind of transition the operation applied (the last one when a `completeTransition()` ran several;
    /// `none` for `start()`).
    public var transition: NavigationTransition?
    /// Whether the change only records what the person already did on screen (a report such as
    /// `userDidPop(to:in:)` or a finished swipe): a host has nothing to animate, only to catch up with.
    public var isUserDriven: Bool
    /// What changed, in the order to apply it: dismissals, then the root, the tab and the split, then the stacks
    /// (each followed by its bars when they changed), then new presentations.
    public var steps: [Step]
    /// The navigation item of every instance the change brings into the router's state (every instance the
    /// steps show when the root is replaced), by id: what the host sets on the view controller it makes for it.
    /// An instance's item never changes while it lives, so an instance the host already shows is not here.
    public var items: [InstanceID: NavigationItemState]

    /// Creates a change.
    package init(
        serial: Int, animated: Bool, transition: NavigationTransition?, isUserDriven: Bool, steps: [Step],
        items: [InstanceID: NavigationItemState] = [:]
    ) {
        self.serial = serial
        self.animated = animated
        self.transition = transition
        self.isUserDriven = isUserDriven
        self.steps = steps
        self.items = items
    }

    /// Whether a step replaces the whole root content (the host builds its root containers anew).
    public var replacesRoot: Bool {
        steps.contains { if case .replaceRoot = $0 { true } else { false } }
    }

    /// One part of a change.
    public enum Step: Hashable, Sendable {
        /// The whole root content is new (`start()`, a `replaceRoot` segue, a restoration, a tab bar or split
        /// installed or removed): the host drops its root containers and builds these. The `bars` steps of every
        /// root stack follow, then the `present` steps of every presentation.
        case replaceRoot(RootContent)
        /// The presentations from this index up went away (UIKit dismisses the one at `fromIndex`, taking those
        /// above it along); `removed` are they, bottom-most first, as they were.
        case dismiss(fromIndex: Int, removed: [Presentation])
        /// The tab at this index is now the selected one.
        case selectTab(Int)
        /// The split of the root content (`tab` nil) or of a tab collapsed into one stack (its columns' stacks
        /// are gone; its main stack's step follows) or expanded into columns (each column's stack step follows).
        case split(tab: Int?, collapsed: Bool)
        /// The new content of a stack, bottom to top, and how it moved (a split column that came back with its
        /// split expanded is new).
        case stack(StackID, screens: [ScreenInstance], kind: StackChangeKind)
        /// A new presentation at this index of the chain (style, embedding, its stack, its settings).
        case present(index: Int, Presentation)
        /// The resolved bars of a stack (navigation bar, toolbar, their visibility) are now these.
        case bars(StackID, StackBars)
    }
}

/// How a stack's content moved.
public enum StackChangeKind: String, Hashable, Codable, Sendable {
    /// The new top was not in the stack: it slides in (`pushViewController`, or `setViewControllers` animating as
    /// a push).
    case push
    /// The new top was below the old one: the old top slides out (`popViewController`, `popToViewController`).
    case pop
    /// The top stayed; screens below it changed (no visible movement).
    case replace
}

/// The resolved bars of one navigation stack: what its navigation controller shows over its top.
public struct StackBars: Hashable, Sendable {
    /// The navigation bar over the stack's top.
    public var navigationBar: NavigationBarState
    /// The toolbar under the stack's top.
    public var toolbar: ToolbarState
    /// The settings of the stack's navigation controller (the graph's, or a tab's, column's or segue's own).
    public var settings: ContainerSettings
    /// Whether the edge swipe back is on over the stack's top (its `interactivePopGestureEnabled`; UIKit's
    /// `interactivePopGestureRecognizer.isEnabled`).
    public var interactivePopGestureEnabled: Bool

    /// Creates the bars of a stack.
    package init(
        navigationBar: NavigationBarState, toolbar: ToolbarState, settings: ContainerSettings,
        interactivePopGestureEnabled: Bool = true
    ) {
        self.navigationBar = navigationBar
        self.toolbar = toolbar
        self.settings = settings
        self.interactivePopGestureEnabled = interactivePopGestureEnabled
    }
}

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

    /// The title the bar shows in its middle: `navigationTitle`, else `title`; nil when a title view is shown.
    public var displayedTitle: String? { titleView == nil ? navigationTitle ?? title : nil }
}
