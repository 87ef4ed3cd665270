public import Foundation

/// A typed argument as generated code hands it to the runtime, by position: hashable, comparable and convertible to
/// its dynamic form. The runtime compares, hashes and names a screen's (or a segue's) arguments through it, so that
/// the generated file holds one short line per screen instead of a function per screen and per operation.
///
/// Every parameter type conforms: `String`, `Int`, `Double`, `Bool`, `UUID`, `URL`, `Date`, graph enums, arrays and
/// optionals of them; a type holding an app type (`{ swift: }`) goes through `CodedArgument`.
@_spi(Generated) public protocol ScreenArgument: Hashable {
    /// The dynamic form; throws only for an app type whose `Codable` encoding fails.
    func encodedArgument() throws -> ArgumentValue
}

@_spi(Generated) extension ScreenArgument where Self: ArgumentConvertible {
    /// The dynamic form, `argumentValue`.
    @_spi(Generated) public func encodedArgument() -> ArgumentValue { argumentValue }
}

@_spi(Generated) extension String: ScreenArgument {}
@_spi(Generated) extension Int: ScreenArgument {}
@_spi(Generated) extension Double: ScreenArgument {}
@_spi(Generated) extension Bool: ScreenArgument {}
@_spi(Generated) extension UUID: ScreenArgument {}
@_spi(Generated) extension URL: ScreenArgument {}
@_spi(Generated) extension Date: ScreenArgument {}
@_spi(Generated) extension Array: ScreenArgument where Element: ArgumentConvertible & Hashable {}
@_spi(Generated) extension Optional: ScreenArgument where Wrapped: ArgumentConvertible & Hashable {}

/// A value of a type that holds an app type (`M.Draft`, `[M.Draft]`, `M.Draft?`): compared and hashed as itself,
/// converted through its `Codable` form.
@_spi(Generated) public struct CodedArgument<Value: Codable & Hashable>: ScreenArgument {
    /// The typed value.
    public let value: Value

    /// Wraps `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// The JSON form of the value's `Codable` encoding.
    public func encodedArgument() throws -> ArgumentValue {
        try ArgumentValue(encoding: value)
    }
}

/// Whether two arguments are of the same type and equal.
func sameArgument<T: ScreenArgument>(_ lhs: T, _ rhs: any ScreenArgument) -> Bool {
    guard let rhs = rhs as? T else { return false }
    return lhs == rhs
}
