/// A lifecycle or delegate event of a screen instance.
public struct NavigationEvent: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The kinds of event, named after the UIKit callbacks.
    public enum Kind: String, Hashable, Codable, Sendable, CaseIterable {
        /// The view loaded: the first time the instance appears.
        case viewDidLoad
        /// `viewWillAppear(_:)`.
        case viewWillAppear
        /// `viewDidAppear(_:)`.
        case viewDidAppear
        /// `viewWillDisappear(_:)`.
        case viewWillDisappear
        /// `viewDidDisappear(_:)`.
        case viewDidDisappear
        /// `navigationController(_:willShow:animated:)`, the delegate's.
        case willShow
        /// `navigationController(_:didShow:animated:)`, the delegate's.
        case didShow
        /// The instance was released: removed from every stack and presentation.
        case `deinit`
        /// An unwind delivered its `returns:` values to the instance, after it became visible again.
        case returned
        /// The sheet holding the instance came to rest at another detent
        /// (`sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`, or `Router.setDetent(_:)`).
        case detentChanged
    }

    /// What happened.
    public var kind: Kind
    /// The instance it happened to.
    public var instance: InstanceID
    /// The instance's screen and arguments.
    public var screen: ScreenValue
    /// `returned`: the unwind segue that carried the values; nil for every other kind.
    public var segue: String?
    /// `detentChanged`: the detent the sheet now rests at; nil for every other kind.
    public var detent: SheetDetent?

    /// Creates an event.
    package init(_ kind: Kind, _ instance: ScreenInstance) {
        self.kind = kind
        self.instance = instance.id
        self.screen = instance.screen
    }

    /// `viewWillAppear appSettings`: the form `navgraph simulate` prints.
    public var description: String {
        if kind == .returned, let segue { return "returned \(segue) to \(screen.id)" }
        if kind == .detentChanged, let detent { return "detentChanged \(screen.id) \(detent)" }
        return "\(kind.rawValue) \(screen.id)"
    }
}
