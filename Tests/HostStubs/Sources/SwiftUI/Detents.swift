// Sheet detents, the drag indicator and interaction behind a sheet.

public import Foundation

/// https://developer.apple.com/documentation/swiftui/presentationdetent
public struct PresentationDetent: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/presentationdetent/medium
    public static let medium = PresentationDetent()
    /// https://developer.apple.com/documentation/swiftui/presentationdetent/large
    public static let large = PresentationDetent()

    /// https://developer.apple.com/documentation/swiftui/presentationdetent/height(_:)
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent() }
}

/// https://developer.apple.com/documentation/swiftui/presentationbackgroundinteraction
public struct PresentationBackgroundInteraction: Sendable {
    /// https://developer.apple.com/documentation/swiftui/presentationbackgroundinteraction/automatic
    public static var automatic: PresentationBackgroundInteraction { PresentationBackgroundInteraction() }

    /// https://developer.apple.com/documentation/swiftui/presentationbackgroundinteraction/enabled(upthrough:)
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction()
    }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:selection:)
    nonisolated public func presentationDetents(
        _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
    ) -> some View {
        ModifiedStub<Self>()
    }

    /// https://developer.apple.com/documentation/swiftui/view/presentationdragindicator(_:)
    nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        ModifiedStub<Self>()
    }

    /// https://developer.apple.com/documentation/swiftui/view/presentationbackgroundinteraction(_:)
    nonisolated public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction)
        -> some View
    {
        ModifiedStub<Self>()
    }
}
