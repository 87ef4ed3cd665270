// The View protocol and the result builder that builds view hierarchies.

/// https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency public protocol View {
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
    associatedtype Body: View
    /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    @ContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder public struct ViewBuilder {
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
    public static func buildBlock<Content>(_ content: Content) -> Content { content }

    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-2bj1g
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
    where repeat each Content: View {
        TupleView((repeat each content))
    }

    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
    public static func buildIf<Content>(_ content: Content?) -> Content? { content }

    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > {
        _ConditionalContent()
    }

    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > {
        _ConditionalContent()
    }
}

/// https://developer.apple.com/documentation/swiftui/contentbuilder
public typealias ContentBuilder = ViewBuilder

/// https://developer.apple.com/documentation/swiftui/tupleview
nonisolated public struct TupleView<T> {
    /// https://developer.apple.com/documentation/swiftui/tupleview/init(_:)
    public init(_ value: T) {}
}

extension TupleView: View {
    /// A primitive body, never evaluated.
    public var body: Never { stubBody() }
}

/// The type `ViewBuilder.buildEither(first:)` and `buildEither(second:)` return
/// (https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)).
public struct _ConditionalContent<TrueContent, FalseContent> {
    init() {}
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    /// A primitive body, never evaluated.
    public var body: Never { stubBody() }
}

/// https://developer.apple.com/documentation/swiftui/emptyview
nonisolated public struct EmptyView: View {
    /// https://developer.apple.com/documentation/swiftui/emptyview/init()
    public init() {}
    /// A primitive body, never evaluated.
    public var body: Never { stubBody() }
}

/// `Never` is the body of primitive views; it conforms to `View` (Conforming Types of
/// https://developer.apple.com/documentation/swiftui/view).
extension Never: View {
    /// A primitive body, never evaluated.
    public var body: Never { stubBody() }
}

/// `Optional` is a view when it wraps one, which is what `buildIf(_:)` returns (Conforming Types of
/// https://developer.apple.com/documentation/swiftui/view).
extension Optional: View where Wrapped: View {
    /// A primitive body, never evaluated.
    public var body: Never { stubBody() }
}

/// A modified view: the concrete type behind the `some View` of every stub modifier.
nonisolated public struct ModifiedStub<Content>: View {
    init() {}
    /// A primitive body, never evaluated.
    public var body: Never { stubBody() }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/id(_:)
    /// (identifier /documentation/SwiftUI/View/id(_:)): binds a view's identity to the given proxy value.
    nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable { ModifiedStub<Self>() }
}

/// The body of a primitive stub view: never evaluated (nothing renders a stub).
func stubBody() -> Never {
    fatalError("SwiftUI stub: bodies are never evaluated")
}
