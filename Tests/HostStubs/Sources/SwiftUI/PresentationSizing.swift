// How a presentation is sized (iOS 18): a form's size, or the content's own.

/// https://developer.apple.com/documentation/swiftui/presentationsizing
public protocol PresentationSizing: Sendable {}

/// https://developer.apple.com/documentation/swiftui/formpresentationsizing
public struct FormPresentationSizing: PresentationSizing {}

/// https://developer.apple.com/documentation/swiftui/fittedpresentationsizing
public struct FittedPresentationSizing: PresentationSizing {}

extension PresentationSizing where Self == FormPresentationSizing {
    /// https://developer.apple.com/documentation/swiftui/presentationsizing/form
    public static var form: FormPresentationSizing { FormPresentationSizing() }
}

extension PresentationSizing where Self == FittedPresentationSizing {
    /// https://developer.apple.com/documentation/swiftui/presentationsizing/fitted
    public static var fitted: FittedPresentationSizing { FittedPresentationSizing() }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/presentationsizing(_:)
    nonisolated public func presentationSizing(_ sizing: some PresentationSizing) -> some View {
        ModifiedStub<Self>()
    }
}
