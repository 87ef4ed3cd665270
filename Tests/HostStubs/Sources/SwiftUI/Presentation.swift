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
    /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-29bp4
    /// (identifier /documentation/SwiftUI/View/alert(_:isPresented:presenting:actions:message:)-29bp4)
    nonisolated public func alert<A, M, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ContentBuilder actions: (T) -> A, @ContentBuilder message: (T) -> M
    ) -> some View where A: View, M: View {
        ModifiedStub<Self>()
    }

    /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:)-8y541
    /// (identifier /documentation/SwiftUI/View/confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)-8y541)
    nonisolated public func confirmationDialog<A, M, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ContentBuilder actions: (T) -> A, @ContentBuilder message: (T) -> M
    ) -> some View where A: View, M: View {
        ModifiedStub<Self>()
    }
}
