// Navigation stacks, split views, tab views and the navigation bar's title.

/// https://developer.apple.com/documentation/swiftui/navigationstack
nonisolated public struct NavigationStack<Data, Root>: View where Root: View {
    /// A primitive body, never evaluated.
    public var body: Never { stubBody() }
}

extension NavigationStack {
    /// https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-3bt4q
    nonisolated public init(path: Binding<Data>, @ContentBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
        Data.Element: Hashable
    {}
}

/// https://developer.apple.com/documentation/swiftui/navigationsplitview
nonisolated public struct NavigationSplitView<Sidebar, Content, Detail>: View
where Sidebar: View, Content: View, Detail: View {
    /// https://developer.apple.com/documentation/swiftui/navigationsplitview/init(columnvisibility:preferredcompactcolumn:sidebar:content:detail:)
    /// (identifier /documentation/SwiftUI/NavigationSplitView/init(columnVisibility:preferredCompactColumn:sidebar:content:detail:))
    nonisolated public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ContentBuilder sidebar: () -> Sidebar,
        @ContentBuilder content: () -> Content,
        @ContentBuilder detail: () -> Detail
    ) {}

    /// A primitive body, never evaluated.
    public var body: Never { stubBody() }
}

extension NavigationSplitView where Content == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/navigationsplitview/init(columnvisibility:preferredcompactcolumn:sidebar:detail:)
    /// (identifier /documentation/SwiftUI/NavigationSplitView/init(columnVisibility:preferredCompactColumn:sidebar:detail:))
    nonisolated public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ContentBuilder sidebar: () -> Sidebar,
        @ContentBuilder detail: () -> Detail
    ) {}
}

/// https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn
/// (identifier /documentation/SwiftUI/NavigationSplitViewColumn; conforms to Hashable and Sendable)
public struct NavigationSplitViewColumn: Hashable, Sendable {
    private let index: Int

    /// https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn/sidebar
    public static var sidebar: NavigationSplitViewColumn { NavigationSplitViewColumn(index: 0) }
    /// https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn/content
    public static var content: NavigationSplitViewColumn { NavigationSplitViewColumn(index: 1) }
    /// https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn/detail
    public static var detail: NavigationSplitViewColumn { NavigationSplitViewColumn(index: 2) }
}

/// https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility
public struct NavigationSplitViewVisibility: Sendable {
    /// https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility/all
    public static var all: NavigationSplitViewVisibility { NavigationSplitViewVisibility() }
}

/// https://developer.apple.com/documentation/swiftui/tabview
nonisolated public struct TabView<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    /// The view-builder initialiser of the `tabItem(_:)`/`tag(_:includeOptional:)` style, which the current
    /// documentation no longer lists (it prefers `Tab`); signature as SwiftUI's interface declares it:
    /// `public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content)`.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}

    /// A primitive body, never evaluated.
    public var body: Never { stubBody() }
}

/// https://developer.apple.com/documentation/swiftui/navigationbaritem
public struct NavigationBarItem: Sendable {
    /// https://developer.apple.com/documentation/swiftui/navigationbaritem/titledisplaymode
    public enum TitleDisplayMode: Sendable {
        /// https://developer.apple.com/documentation/swiftui/navigationbaritem/titledisplaymode/automatic
        case automatic
        /// https://developer.apple.com/documentation/swiftui/navigationbaritem/titledisplaymode/inline
        case inline
        /// https://developer.apple.com/documentation/swiftui/navigationbaritem/titledisplaymode/large
        case large
    }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
    nonisolated public func navigationDestination<D, C>(
        for data: D.Type, @ContentBuilder destination: @escaping (D) -> C
    ) -> some View where D: Hashable, C: View {
        ModifiedStub<Self>()
    }

    /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-43srq
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { ModifiedStub<Self>() }

    /// https://developer.apple.com/documentation/swiftui/view/navigationbartitledisplaymode(_:)
    nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
        -> some View
    {
        ModifiedStub<Self>()
    }

    /// https://developer.apple.com/documentation/swiftui/view/navigationbarbackbuttonhidden(_:)
    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        ModifiedStub<Self>()
    }

    /// https://developer.apple.com/documentation/swiftui/view/tabitem(_:)
    nonisolated public func tabItem<V>(@ContentBuilder _ label: () -> V) -> some View where V: View {
        ModifiedStub<Self>()
    }

    /// https://developer.apple.com/documentation/swiftui/view/badge(_:)-6x46k
    nonisolated public func badge<S>(_ label: S?) -> some View where S: StringProtocol { ModifiedStub<Self>() }

    /// https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:)
    nonisolated public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V: Hashable {
        ModifiedStub<Self>()
    }
}
