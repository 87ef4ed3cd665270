// The accessibility label modifier and the types its result is made of.

/// https://developer.apple.com/documentation/swiftui/viewmodifier (its `body(content:)` requirement is left out:
/// nothing here applies a modifier by hand).
@MainActor @preconcurrency public protocol ViewModifier {}

/// https://developer.apple.com/documentation/swiftui/modifiedcontent
nonisolated public struct ModifiedContent<Content, Modifier> {
    init() {}
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// A primitive body, never evaluated.
    public var body: Never { stubBody() }
}

/// https://developer.apple.com/documentation/swiftui/accessibilityattachmentmodifier
nonisolated public struct AccessibilityAttachmentModifier: ViewModifier {}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:) (the overload taking a
    /// `LocalizedStringKey`, iOS 14; its declaration as on `ModifiedContent`,
    /// https://developer.apple.com/documentation/swiftui/modifiedcontent/accessibilitylabel(_:)-4hfls, with `Self`
    /// and `AccessibilityAttachmentModifier` as the result's parameters).
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        ModifiedContent()
    }
}
