// Text, images, labels, buttons and the containers the host and the example build with.

public import Foundation

/// https://developer.apple.com/documentation/swiftui/localizedstringkey
public struct LocalizedStringKey {
    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/init(_:)
    public init(_ value: String) {}
}

/// https://developer.apple.com/documentation/swiftui/text
public struct Text: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
    public init<S>(_ content: S) where S: StringProtocol {}
}

extension Text: View {
    /// A primitive body, never evaluated.
    public var body: Never { stubBody() }
}

/// https://developer.apple.com/documentation/swiftui/image
public struct Image: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/image/init(systemname:)
    public init(systemName: String) {}
}

extension Image: View {
    /// A primitive body, never evaluated.
    public var body: Never { stubBody() }
}

/// https://developer.apple.com/documentation/swiftui/label
nonisolated public struct Label<Title, Icon>: View where Title: View, Icon: View {
    /// https://developer.apple.com/documentation/swiftui/label/init(title:icon:)
    public init(@ContentBuilder title: () -> Title, @ContentBuilder icon: () -> Icon) {}

    /// A primitive body, never evaluated.
    public var body: Never { stubBody() }
}

/// https://developer.apple.com/documentation/swiftui/button
nonisolated public struct Button<Label>: View where Label: View {
    /// https://developer.apple.com/documentation/swiftui/button/init(action:label:)
    @preconcurrency public init(action: @escaping @MainActor () -> Void, @ContentBuilder label: () -> Label) {}

    /// A primitive body, never evaluated.
    public var body: Never { stubBody() }
}

extension Button {
    /// https://developer.apple.com/documentation/swiftui/button/init(role:action:label:)
    @preconcurrency nonisolated public init(
        role: ButtonRole?, action: @escaping @MainActor () -> Void, @ContentBuilder label: () -> Label
    ) {}
}

/// https://developer.apple.com/documentation/swiftui/buttonrole: `struct ButtonRole`
public struct ButtonRole: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/buttonrole/cancel: `static let cancel: ButtonRole`
    public static let cancel = ButtonRole()
    /// https://developer.apple.com/documentation/swiftui/buttonrole/destructive: `static let destructive: ButtonRole`
    public static let destructive = ButtonRole()
}

extension Button where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
    @preconcurrency public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {}
}

/// https://developer.apple.com/documentation/swiftui/spacer
public struct Spacer: View {
    /// https://developer.apple.com/documentation/swiftui/spacer/init(minlength:)
    public init(minLength: CGFloat? = nil) {}

    /// A primitive body, never evaluated.
    public var body: Never { stubBody() }
}

/// https://developer.apple.com/documentation/swiftui/group
public struct Group<Content> {
    /// https://developer.apple.com/documentation/swiftui/group/init(content:)
    nonisolated public init(@ContentBuilder content: () -> Content) {}
}

extension Group: View where Content: View {
    /// A primitive body, never evaluated.
    public var body: Never { stubBody() }
}

/// https://developer.apple.com/documentation/swiftui/foreach
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {}

extension ForEach: View where Content: View {
    /// A primitive body, never evaluated.
    public var body: Never { stubBody() }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-ktgx
    public init(_ data: Range<Int>, @ContentBuilder content: @escaping (Int) -> Content) {}
}

extension ForEach where Content: View {
    /// https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
    /// (identifier /documentation/SwiftUI/ForEach/init(_:id:content:), which the constant-range initialiser's page
    /// points to "to compute views on demand over a dynamic range").
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ContentBuilder content: @escaping (Data.Element) -> Content
    ) {}
}

/// https://developer.apple.com/documentation/swiftui/list
nonisolated public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    /// A primitive body, never evaluated.
    public var body: Never { stubBody() }
}

extension List where SelectionValue == Never {
    /// https://developer.apple.com/documentation/swiftui/list/init(content:)
    nonisolated public init(@ContentBuilder content: () -> Content) {}

    /// https://developer.apple.com/documentation/swiftui/list/init(_:id:rowcontent:)-4s0aj
    nonisolated public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ContentBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {}
}

/// https://developer.apple.com/documentation/swiftui/font
public struct Font: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/font/weight
    public struct Weight: Hashable, Sendable {
        /// https://developer.apple.com/documentation/swiftui/font/weight/semibold
        public static let semibold = Weight()
    }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/disabled(_:)
    nonisolated public func disabled(_ disabled: Bool) -> some View { ModifiedStub<Self>() }

    /// https://developer.apple.com/documentation/swiftui/view/fontweight(_:)
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View { ModifiedStub<Self>() }
}
