/// Reads a dynamic screen's arguments in the order of the screen's parameters, for generated code that builds the
/// typed screen in one expression: `try? Screen.settings(appID: reader.next(), badge: reader.next())`. A missing
/// argument takes the parameter's default, else `null` (which only an optional accepts); arguments of unknown names
/// are ignored.
@_spi(Generated) public struct ArgumentReader {
    /// Thrown when an argument does not fit its type or the screen has fewer parameters than read.
    struct Mismatch: Error {}

    /// The screen's position in the definition's screens.
    public let position: Int
    private let parameters: [ParameterDefinition]
    private let arguments: [String: ArgumentValue]
    private var read = 0

    /// A reader of `value` for the screen at `position` of `definition`; nil when `position` is out of range or
    /// the screen there has another id (code and definition of different graphs).
    public init?(_ value: ScreenValue, position: Int?, in definition: GraphDefinition) {
        guard let position, let screen = definition.stackScreen(at: position), screen.id == value.id else { return nil }
        self.position = position
        self.parameters = screen.parameters
        self.arguments = value.arguments
    }

    /// The next parameter's dynamic value: the argument given, else its default, else `null`.
    private mutating func nextValue() throws -> ArgumentValue {
        guard read < parameters.count else { throw Mismatch() }
        let parameter = parameters[read]
        read += 1
        return arguments[parameter.name] ?? parameter.defaultValue ?? .null
    }

    /// The next argument, converted to `T`.
    public mutating func next<T: ArgumentConvertible>() throws -> T {
        let argument = try nextValue()
        guard let value = T(argumentValue: argument) else { throw Mismatch() }
        return value
    }

    /// The next argument, of a type holding an app type, decoded from its `Codable` form.
    public mutating func nextCoded<T: Decodable>() throws -> T {
        let argument = try nextValue()
        guard let value = argument.decode(T.self) else { throw Mismatch() }
        return value
    }
}
