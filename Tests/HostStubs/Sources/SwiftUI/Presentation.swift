// Sheets and full-screen covers.

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
    nonisolated public func sheet<Item, Content>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ContentBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        ModifiedStub<Self>()
    }

    /// https://developer.apple.com/documentation/swiftui/view/fullscreencover(item:ondismiss:content:)
    nonisolated public func fullScreenCover<Item, Content>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ContentBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        ModifiedStub<Self>()
    }

    /// https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:)
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        ModifiedStub<Self>()
    }

    /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:)-1bkka
    /// (identifier /documentation/SwiftUI/View/alert(_:isPresented:actions:)-1bkka)
    nonisolated public func alert<S, A>(
        _ title: S, isPresented: Binding<Bool>, @ContentBuilder actions: () -> A
    ) -> some View where S: StringProtocol, A: View {
        ModifiedStub<Self>()
    }
}
