/// A typed screen taken apart: its position in the graph's screens (the declaration order of `Screen`) and its
/// arguments in the order of its parameters. Generated code writes one line per screen producing it; the runtime
/// derives `==`, `hash(into:)` and the dynamic form (`value(of:)`, `Codable`) from it.
@_spi(Generated) public struct ScreenFields: Hashable {
    /// The screen's position in `GraphDefinition.screens`.
    public let position: Int
    /// The arguments, one per parameter, in declaration order.
    public let arguments: [any ScreenArgument]

    /// A screen at `position` with `arguments`, one per parameter. A parameter pack rather than an array: an array
    /// literal in each arm of generated code costs the optimizer more than a call.
    public init<each Argument: ScreenArgument>(_ position: Int, _ arguments: repeat each Argument) {
        var list: [any ScreenArgument] = []
        for argument in repeat each arguments {
            list.append(argument)
        }
        self.position = position
        self.arguments = list
    }

    /// The same screen with equal arguments (each compared as its own type).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.position == rhs.position, lhs.arguments.count == rhs.arguments.count else { return false }
        for (left, right) in zip(lhs.arguments, rhs.arguments) where !sameArgument(left, right) {
            return false
        }
        return true
    }

    /// Hashes the position, then each argument.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(position)
        for argument in arguments {
            argument.hash(into: &hasher)
        }
    }

    /// The dynamic form, the arguments named by the screen's parameters in `definition`. Throws
    /// `screenConversionFailed` when the definition has no such screen or another number of parameters (code and
    /// definition of different graphs, which the version check rules out), or the error of an app type's encoding.
    public func value(in definition: GraphDefinition) throws -> ScreenValue {
        guard let screen = definition.stackScreen(at: position) else {
            throw NavigationError.screenConversionFailed(screen: "#\(position)")
        }
        guard screen.parameters.count == arguments.count else {
            throw NavigationError.screenConversionFailed(screen: screen.id)
        }
        var named: [String: ArgumentValue] = [:]
        named.reserveCapacity(arguments.count)
        for (parameter, argument) in zip(screen.parameters, arguments) {
            named[parameter.name] = try argument.encodedArgument()
        }
        return ScreenValue(id: screen.id, arguments: named)
    }
}
