// Toolbar items and the visibility of the bars.

/// https://developer.apple.com/documentation/swiftui/toolbarcontent
@MainActor @preconcurrency public protocol ToolbarContent {
    /// https://developer.apple.com/documentation/swiftui/toolbarcontent/body-swift.associatedtype
    associatedtype Body: ToolbarContent
    /// https://developer.apple.com/documentation/swiftui/toolbarcontent/body-swift.property
    @ContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: ToolbarContent {}

/// https://developer.apple.com/documentation/swiftui/toolbaritemgroup
nonisolated public struct ToolbarItemGroup<Content>: ToolbarContent where Content: View {
    /// https://developer.apple.com/documentation/swiftui/toolbaritemgroup/init(placement:content:)
    public init(placement: ToolbarItemPlacement = .automatic, @ContentBuilder content: () -> Content) {}

    /// A primitive body, never evaluated.
    public var body: Never { stubBody() }
}

/// https://developer.apple.com/documentation/swiftui/toolbaritemplacement
public struct ToolbarItemPlacement: Sendable {
    /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/automatic
    public static let automatic = ToolbarItemPlacement()
    /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/topbarleading
    public static var topBarLeading: ToolbarItemPlacement { ToolbarItemPlacement() }
    /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/topbartrailing
    /// (identifier /documentation/SwiftUI/ToolbarItemPlacement/topBarTrailing, declared like `topBarLeading`; it
    /// replaces `navigationBarTrailing`, whose page lists it as available only up to iOS 27).
    public static var topBarTrailing: ToolbarItemPlacement { ToolbarItemPlacement() }
    /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/bottombar
    public static let bottomBar = ToolbarItemPlacement()
}

/// https://developer.apple.com/documentation/swiftui/toolbarplacement
public struct ToolbarPlacement: Sendable {
    /// https://developer.apple.com/documentation/swiftui/toolbarplacement/navigationbar
    public static var navigationBar: ToolbarPlacement { ToolbarPlacement() }
    /// https://developer.apple.com/documentation/swiftui/toolbarplacement/bottombar
    public static var bottomBar: ToolbarPlacement { ToolbarPlacement() }
    /// https://developer.apple.com/documentation/swiftui/toolbarplacement/tabbar
    public static var tabBar: ToolbarPlacement { ToolbarPlacement() }
}

/// https://developer.apple.com/documentation/swiftui/visibility
public enum Visibility: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/visibility/automatic
    case automatic
    /// https://developer.apple.com/documentation/swiftui/visibility/visible
    case visible
    /// https://developer.apple.com/documentation/swiftui/visibility/hidden
    case hidden
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/toolbar(content:)
    nonisolated public func toolbar<Content>(@ContentBuilder content: () -> Content) -> some View
    where Content: ToolbarContent {
        ModifiedStub<Self>()
    }

    /// https://developer.apple.com/documentation/swiftui/view/toolbar(_:for:)
    nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        ModifiedStub<Self>()
    }
}
