// The search field (`.searchable`), its scopes and its placement.

/// https://developer.apple.com/documentation/swiftui/searchfieldplacement: `struct SearchFieldPlacement`
public struct SearchFieldPlacement: Sendable {
    /// https://developer.apple.com/documentation/swiftui/searchfieldplacement/automatic
    public static let automatic = SearchFieldPlacement()

    /// https://developer.apple.com/documentation/swiftui/searchfieldplacement/navigationbardrawerdisplaymode:
    /// `struct NavigationBarDrawerDisplayMode`
    public struct NavigationBarDrawerDisplayMode: Sendable {
        /// https://developer.apple.com/documentation/swiftui/searchfieldplacement/navigationbardrawerdisplaymode/always:
        /// `static let always: SearchFieldPlacement.NavigationBarDrawerDisplayMode`
        public static let always = NavigationBarDrawerDisplayMode()
        /// https://developer.apple.com/documentation/swiftui/searchfieldplacement/navigationbardrawerdisplaymode/automatic:
        /// `static let automatic: SearchFieldPlacement.NavigationBarDrawerDisplayMode`
        public static let automatic = NavigationBarDrawerDisplayMode()
    }

    /// https://developer.apple.com/documentation/swiftui/searchfieldplacement/navigationbardrawer(displaymode:):
    /// `static func navigationBarDrawer(displayMode: SearchFieldPlacement.NavigationBarDrawerDisplayMode)
    /// -> SearchFieldPlacement`
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement()
    }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/searchable(text:ispresented:placement:prompt:)-1hn4y
    /// (identifier /documentation/SwiftUI/View/searchable(text:isPresented:placement:prompt:)-1hn4y; iOS 17)
    nonisolated public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey
    ) -> some View {
        ModifiedStub<Self>()
    }

    /// https://developer.apple.com/documentation/swiftui/view/searchscopes(_:scopes:) (iOS 16)
    nonisolated public func searchScopes<V, S>(_ scope: Binding<V>, @ContentBuilder scopes: () -> S) -> some View
    where V: Hashable, S: View {
        ModifiedStub<Self>()
    }
}
