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
}
