// Bindings, state and the environment.

/// https://developer.apple.com/documentation/swiftui/binding
@propertyWrapper public struct Binding<Value> {
    /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
    @preconcurrency public init(
        get: @escaping @isolated(any) @Sendable () -> Value,
        set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {}

    /// https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
    public var wrappedValue: Value {
        get { stubBody() }
        nonmutating set {}
    }
}

extension Binding: Sendable where Value: Sendable {}

/// https://developer.apple.com/documentation/swiftui/state
@propertyWrapper public struct State<Value> {
    private var value: Value

    /// https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
    public init(wrappedValue value: Value) {
        self.value = value
    }

    /// https://developer.apple.com/documentation/swiftui/state/wrappedvalue
    public var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }

    /// https://developer.apple.com/documentation/swiftui/state/projectedvalue
    public var projectedValue: Binding<Value> {
        Binding(get: { stubBody() }, set: { _ in })
    }
}

/// https://developer.apple.com/documentation/swiftui/environment
@propertyWrapper public struct Environment<Value> {
    /// https://developer.apple.com/documentation/swiftui/environment/init(_:)
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}

    /// https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
    public var wrappedValue: Value { stubBody() }
}

/// https://developer.apple.com/documentation/swiftui/environmentvalues
public struct EnvironmentValues {
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/horizontalsizeclass
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { nil }
        set {}
    }
}

/// https://developer.apple.com/documentation/swiftui/userinterfacesizeclass
public enum UserInterfaceSizeClass {
    /// https://developer.apple.com/documentation/swiftui/userinterfacesizeclass/compact
    case compact
    /// https://developer.apple.com/documentation/swiftui/userinterfacesizeclass/regular
    case regular
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void)
        -> some View where V: Equatable
    {
        ModifiedStub<Self>()
    }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { ModifiedStub<Self>() }
}
