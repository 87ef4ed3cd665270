/// A segue from one screen to another.
public struct SegueDefinition: Hashable, Codable, Sendable {
    /// The segue id, unique within its source screen.
    public package(set) var id: String
    /// The kind of segue.
    public package(set) var kind: SegueKind
    /// The destination; for `unwind`, the screen to return to; empty for `return` (the screen below decides).
    public package(set) var destination: String
    /// Literal values for destination parameters.
    public package(set) var arguments: [String: ArgumentValue]
    /// Source parameters passed on under the same name.
    public package(set) var forward: [String]
    /// Whether the transition is animated.
    public package(set) var animated: Bool
    /// `modal` and `showDetail`: the presentation style; nil means the destination's `modalPresentationStyle`.
    public package(set) var presentation: PresentationStyle?
    /// `modal` and `showDetail`: the presented screen gets its own navigation stack.
    public package(set) var embedInNavigationController: Bool
    /// `show`: do nothing if the destination with equal arguments is already the top.
    public package(set) var singleTop: Bool
    /// `show`: first pop back to the nearest instance of this screen, then push.
    public package(set) var popTo: String?
    /// `unwind` and `return`: the values carried back to the target, in declaration order; nil when none.
    public package(set) var returns: [ReturnDefinition]?
    /// `modal`/`showDetail` embedding: the presented navigation controller's settings, when they differ from the
    /// graph's.
    public package(set) var navigationController: ContainerSettings?
    /// `modal`: the sheet's or popover's detents, grabber, size, anchor and adaptation; nil when none is given.
    public package(set) var sheet: SheetOptions?
    /// The ids the segue had before (`renamedFrom:`); nil when it had none. Set after `init`.
    public package(set) var renamedFrom: [String]? = nil

    /// Creates a segue definition.
    package init(
        id: String,
        kind: SegueKind,
        destination: String,
        arguments: [String: ArgumentValue] = [:],
        forward: [String] = [],
        animated: Bool = true,
        presentation: PresentationStyle? = nil,
        embedInNavigationController: Bool = false,
        singleTop: Bool = false,
        popTo: String? = nil,
        returns: [ReturnDefinition]? = nil,
        navigationController: ContainerSettings? = nil,
        sheet: SheetOptions? = nil
    ) {
        self.sheet = sheet
        self.returns = returns
        self.navigationController = navigationController
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

/// The kinds of segue, as UIKit's storyboard segues.
public enum SegueKind: String, Hashable, Codable, Sendable, CaseIterable {
    /// Pushes the destination onto the visible navigation stack (presents it when there is none).
    case show
    /// Shows the destination as the detail: presented modally, as on a compact width.
    case showDetail
    /// Presents the destination modally over the visible screen.
    case modal
    /// Returns to an instance of the destination below the source, dismissing and popping what is over it.
    case unwind
    /// Goes back to whoever came: pops the source when it was pushed, dismisses its presentation when it is the
    /// presentation's first screen; carries `returns:` values like an unwind. Its `destination` is empty.
    case `return`
    /// Replaces the whole root content by the destination, releasing every instance: no way back.
    case replaceRoot
}

/// `UIModalPresentationStyle`, as far as navigation is concerned.
public enum PresentationStyle: String, Hashable, Codable, Sendable, CaseIterable {
    /// The system's choice: a page sheet.
    case automatic
    /// Covers the screen; the presenter disappears underneath.
    case fullScreen
    /// A sheet the user can swipe away.
    case pageSheet
    /// A smaller sheet the user can swipe away.
    case formSheet
    /// Covers the presenter's context, which disappears underneath.
    case currentContext
    /// Covers the screen; the presenter stays visible underneath.
    case overFullScreen
    /// Covers the presenter's context, which stays visible underneath.
    case overCurrentContext
    /// A popover (a sheet on a compact width) the user can dismiss.
    case popover

    /// Whether the presenter disappears underneath (gets `viewWillDisappear`/`viewDidDisappear`).
    public var hidesPresenter: Bool {
        self == .fullScreen || self == .currentContext
    }

    /// Whether UIKit draws it as a sheet (`UISheetPresentationController`): detents apply.
    public var isSheet: Bool {
        self == .automatic || self == .pageSheet || self == .formSheet
    }

    /// Whether the user can swipe the presentation away (a sheet) unless `modalInPresentation` says no.
    public var isSwipeDismissable: Bool {
        switch self {
        case .automatic, .pageSheet, .formSheet, .popover: true
        case .fullScreen, .currentContext, .overFullScreen, .overCurrentContext: false
        }
    }
}
