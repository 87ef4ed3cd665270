// Popovers, their compact adaptation, and the frame and disappearance modifiers their content uses.

public import Foundation

/// https://developer.apple.com/documentation/swiftui/anchor
public struct Anchor<Value> {
    /// https://developer.apple.com/documentation/swiftui/anchor/source
    public struct Source {
        init() {}
    }
}

extension Anchor.Source where Value == CGRect {
    /// https://developer.apple.com/documentation/swiftui/anchor/source/bounds
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source() }
}

/// https://developer.apple.com/documentation/swiftui/popoverattachmentanchor
public enum PopoverAttachmentAnchor {
    /// https://developer.apple.com/documentation/swiftui/popoverattachmentanchor/rect(_:)
    case rect(Anchor<CGRect>.Source)
}

/// https://developer.apple.com/documentation/swiftui/edge
public enum Edge: Int8, Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/edge/top
    case top
    /// https://developer.apple.com/documentation/swiftui/edge/leading
    case leading
    /// https://developer.apple.com/documentation/swiftui/edge/bottom
    case bottom
    /// https://developer.apple.com/documentation/swiftui/edge/trailing
    case trailing
}

/// https://developer.apple.com/documentation/swiftui/presentationadaptation
public struct PresentationAdaptation: Sendable {
    /// https://developer.apple.com/documentation/swiftui/presentationadaptation/automatic
    public static var automatic: PresentationAdaptation { PresentationAdaptation() }
    /// https://developer.apple.com/documentation/swiftui/presentationadaptation/none
    public static var none: PresentationAdaptation { PresentationAdaptation() }
    /// https://developer.apple.com/documentation/swiftui/presentationadaptation/popover
    public static var popover: PresentationAdaptation { PresentationAdaptation() }
    /// https://developer.apple.com/documentation/swiftui/presentationadaptation/sheet
    public static var sheet: PresentationAdaptation { PresentationAdaptation() }
    /// https://developer.apple.com/documentation/swiftui/presentationadaptation/fullscreencover
    public static var fullScreenCover: PresentationAdaptation { PresentationAdaptation() }
}

/// https://developer.apple.com/documentation/swiftui/alignment
public struct Alignment: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/alignment/center
    public static let center = Alignment()
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/popover(item:attachmentanchor:arrowedge:content:)
    nonisolated public func popover<Item, Content>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ContentBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        ModifiedStub<Self>()
    }

    /// https://developer.apple.com/documentation/swiftui/view/presentationcompactadaptation(_:)
    nonisolated public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        ModifiedStub<Self>()
    }

    /// https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
        -> some View
    {
        ModifiedStub<Self>()
    }

    /// https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { ModifiedStub<Self>() }
}
