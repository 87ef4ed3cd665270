/// A segue from one screen to another (§2.4).
public struct SegueDefinition: Hashable, Codable, Sendable {
    /// The segue id, unique within its source screen.
    public var id: String
    /// The kind of segue.
    public var kind: SegueKind
    /// The destination; for `unwind`, the screen to return to.
    public var destination: String
    /// Literal values for destination parameters.
    public var arguments: [String: ArgumentValue]
    /// Source parameters passed on under the same name.
    public var forward: [String]
    /// Whether the transition is animated.
    public var animated: Bool
    /// `modal` and `showDetail`: the presentation style; nil means the destination's `modalPresentationStyle`.
    public var presentation: PresentationStyle?
    /// `modal` and `showDetail`: the presented screen gets its own navigation stack.
    public var embedInNavigationController: Bool
    /// `show`: do nothing if the destination with equal arguments is already the top.
    public var singleTop: Bool
    /// `show`: first pop back to the nearest instance of this screen, then push.
    public var popTo: String?

    /// Creates a segue definition.
    public init(
        id: String,
        kind: SegueKind,
        destination: String,
        arguments: [String: ArgumentValue] = [:],
        forward: [String] = [],
        animated: Bool = true,
        presentation: PresentationStyle? = nil,
        embedInNavigationController: Bool = false,
        singleTop: Bool = false,
        popTo: String? = nil
    ) {
        self.id = id
        self.kind = kind
        self.destination = destination
        self.arguments = arguments
        self.forward = forward
        self.animated = animated
        self.presentation = presentation
        self.embedInNavigationController = embedInNavigationController
        self.singleTop = singleTop
        self.popTo = popTo
    }
}

/// The kinds of segue (seed 001 "Adapting to Different Environments", seed 003 §9).
public enum SegueKind: String, Hashable, Codable, Sendable, CaseIterable {
    /// The kinds.
    case show, showDetail, modal, unwind
}

/// `UIModalPresentationStyle`, as far as navigation is concerned.
public enum PresentationStyle: String, Hashable, Codable, Sendable, CaseIterable {
    /// The styles.
    case automatic, fullScreen, pageSheet, formSheet, currentContext, overFullScreen, overCurrentContext, popover

    /// Whether the presenter disappears underneath (gets `viewWillDisappear`/`viewDidDisappear`), §6.2.
    public var hidesPresenter: Bool {
        self == .fullScreen || self == .currentContext
    }

    /// Whether the user can swipe the presentation away (a sheet) unless `modalInPresentation` says no.
    public var isSwipeDismissable: Bool {
        switch self {
        case .automatic, .pageSheet, .formSheet, .popover: true
        case .fullScreen, .currentContext, .overFullScreen, .overCurrentContext: false
        }
    }
}
