/// The identity of a screen instance: two pushes of the same screen are two instances with different ids.
/// Ids are handed out in increasing order by the engine and never reused within one engine.
public struct InstanceID: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    /// The raw number.
    public var rawValue: UInt64

    /// Creates an id from its raw number.
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// Orders ids by creation.
    public static func < (lhs: InstanceID, rhs: InstanceID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// `#7`.
    public var description: String { "#\(rawValue)" }
}

/// A screen instance (a view controller): a screen value plus identity.
public struct ScreenInstance: Hashable, Codable, Sendable {
    /// The instance's identity.
    public var id: InstanceID
    /// The screen and its arguments (defaults filled in).
    public var screen: ScreenValue

    /// Creates an instance.
    package init(id: InstanceID, screen: ScreenValue) {
        self.id = id
        self.screen = screen
    }
}

/// A modal presentation: one screen, or its own navigation stack when embedded in a navigation controller.
public struct Presentation: Hashable, Codable, Sendable {
    /// The presentation style, as the segue or the screen asked (`automatic` is kept; it behaves as `pageSheet`).
    public var style: PresentationStyle
    /// Whether the presented screen has its own navigation controller (a bar, a toolbar, pushes).
    public var embedsNavigationController: Bool
    /// The presented screens, bottom to top: exactly one unless `embedsNavigationController`.
    public var stack: [ScreenInstance]
    /// The embedded navigation controller's settings when its segue overrides the graph's
    /// (`navigationController:`); nil for the graph's.
    public var settings: ContainerSettings?
    /// The column left of the secondary whose top screen presented it (an expanded split, nothing presented
    /// before); nil when the main stack's top or the presentation below presented it.
    package var presenterColumn: Int?
    /// The sheet's or popover's options from its segue (a popover's `sourceItem` is the tapped item when the
    /// segue names none); nil when the segue gives none.
    public var sheet: SheetOptions?
    /// The detent the sheet rests at: its smallest (first) detent when presented, as UIKit; then what
    /// `Router.setDetent(_:)` or the person's drag chose. Nil when the segue gives no `detents:`.
    public internal(set) var detent: SheetDetent?

    /// Creates a presentation.
    package init(
        style: PresentationStyle, embedsNavigationController: Bool, stack: [ScreenInstance],
        settings: ContainerSettings? = nil
    ) {
        self.settings = settings
        self.style = style
        self.embedsNavigationController = embedsNavigationController
        self.stack = stack
    }
}

/// Where a stack of screens lives: the main navigation stack, or the presentation at an index of the chain.
package enum ContainerID: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The main navigation stack.
    case main
    /// The presentation at this index of `NavigationState.presentations` (0 is presented over the main stack).
    case presentation(Int)
    /// A column left of the secondary in an expanded split: 0 the primary, 1 the supplementary.
    case column(Int)

    /// `main` or `presentation 0`.
    package var description: String {
        switch self {
        case .main: "main"
        case .presentation(let index): "presentation \(index)"
        case .column(let index): "column \(index)"
        }
    }
}
