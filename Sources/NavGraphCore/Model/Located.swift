/// A value with the place in the graph file it was read from.
public struct Located<Value> {
    public var value: Value
    public var location: SourceLocation

    /// Pairs a value with its location.
    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
extension Located: Sendable where Value: Sendable {}
