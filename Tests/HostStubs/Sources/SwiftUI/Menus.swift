/// https://developer.apple.com/documentation/swiftui/menu: `nonisolated struct Menu<Label, Content> where Label : View,
/// Content : View`
nonisolated public struct Menu<Label, Content>: View where Label: View, Content: View {
    /// https://developer.apple.com/documentation/swiftui/menu/init(content:label:):
    /// `nonisolated init(@ContentBuilder content: () -> Content, @ContentBuilder label: () -> Label)`
    public init(@ContentBuilder content: () -> Content, @ContentBuilder label: () -> Label) {}

    /// A primitive body, never evaluated.
    public var body: Never { stubBody() }
}

/// https://developer.apple.com/documentation/swiftui/section: `struct Section<Parent, Content, Footer>`
public struct Section<Parent, Content, Footer> {}

extension Section: View where Parent: View, Content: View, Footer: View {
    /// A primitive body, never evaluated.
    public var body: Never { stubBody() }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/section/init(content:header:):
    /// `init(@ContentBuilder content: () -> Content, @ContentBuilder header: () -> Parent)`
    public init(@ContentBuilder content: () -> Content, @ContentBuilder header: () -> Parent) {}
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/toolbartitlemenu(content:):
    /// `nonisolated func toolbarTitleMenu<C>(@ContentBuilder content: () -> C) -> some View where C : View`
    nonisolated public func toolbarTitleMenu<C>(@ContentBuilder content: () -> C) -> some View where C: View {
        ModifiedStub<Self>()
    }
}
