// The app, its scenes and its window.

/// https://developer.apple.com/documentation/swiftui/app
@MainActor @preconcurrency public protocol App {
    /// https://developer.apple.com/documentation/swiftui/app/body-swift.associatedtype
    associatedtype Body: Scene
    /// https://developer.apple.com/documentation/swiftui/app/body-swift.property
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    /// https://developer.apple.com/documentation/swiftui/app/init()
    @MainActor @preconcurrency init()
}

extension App {
    /// https://developer.apple.com/documentation/swiftui/app/main()
    @MainActor @preconcurrency public static func main() {}
}

/// https://developer.apple.com/documentation/swiftui/scene
@MainActor @preconcurrency public protocol Scene {
    /// https://developer.apple.com/documentation/swiftui/scene/body-swift.associatedtype
    associatedtype Body: Scene
    /// https://developer.apple.com/documentation/swiftui/scene/body-swift.property
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

/// https://developer.apple.com/documentation/swiftui/scenebuilder
@resultBuilder public struct SceneBuilder {
    /// https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:)
    public static func buildBlock<each Content>(_ content: repeat each Content) -> some Scene
    where repeat each Content: Scene {
        SceneStub()
    }
}

/// The concrete type behind the `some Scene` of `SceneBuilder.buildBlock(_:)`.
nonisolated public struct SceneStub: Scene {
    // An explicit `return` keeps the `@SceneBuilder` the requirement carries from applying.
    /// A primitive body, never evaluated.
    public var body: Never { return stubBody() }
}

/// https://developer.apple.com/documentation/swiftui/windowgroup
nonisolated public struct WindowGroup<Content>: Scene where Content: View {
    /// https://developer.apple.com/documentation/swiftui/windowgroup/init(makecontent:)
    public init(@ContentBuilder makeContent: @escaping () -> Content) {}

    /// A primitive body, never evaluated.
    public var body: Never { return stubBody() }
}
