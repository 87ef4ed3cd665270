public import Foundation

/// A Swift type that converts to and from an `ArgumentValue`: every parameter type but app types, which go
/// through `ArgumentValue(encoding:)` and `ArgumentValue.decode(_:)`.
///
/// Generated code only: the protocol and its members are SPI (`@_spi(Generated) import NavGraphRuntime`), so a
/// file that imports the runtime normally sees no new members on `String`, `Int`, `URL` and the others.
@_spi(Generated) public protocol ArgumentConvertible {
    /// The dynamic form.
    var argumentValue: ArgumentValue { get }
    /// The typed value, nil when `argumentValue` does not fit the type.
    init?(argumentValue: ArgumentValue)
}

@_spi(Generated) extension String: ArgumentConvertible {
    /// The dynamic form.
    @_spi(Generated) public var argumentValue: ArgumentValue { .string(self) }
    /// The typed value; nil when the dynamic form does not fit.
    @_spi(Generated) public init?(argumentValue: ArgumentValue) {
        guard case .string(let value) = argumentValue else { return nil }
        self = value
    }
}

@_spi(Generated) extension Int: ArgumentConvertible {
    /// The dynamic form.
    @_spi(Generated) public var argumentValue: ArgumentValue { .int(self) }
    /// The typed value; nil when the dynamic form does not fit.
    @_spi(Generated) public init?(argumentValue: ArgumentValue) {
        guard case .int(let value) = argumentValue else { return nil }
        self = value
    }
}

@_spi(Generated) extension Double: ArgumentConvertible {
    /// The dynamic form.
    @_spi(Generated) public var argumentValue: ArgumentValue { .double(self) }
    /// The typed value; nil when the dynamic form does not fit.
    @_spi(Generated) public init?(argumentValue: ArgumentValue) {
        switch argumentValue {
        case .double(let value): self = value
        case .int(let value): self = Double(value)
        default: return nil
        }
    }
}

@_spi(Generated) extension Bool: ArgumentConvertible {
    /// The dynamic form.
    @_spi(Generated) public var argumentValue: ArgumentValue { .bool(self) }
    /// The typed value; nil when the dynamic form does not fit.
    @_spi(Generated) public init?(argumentValue: ArgumentValue) {
        guard case .bool(let value) = argumentValue else { return nil }
        self = value
    }
}

@_spi(Generated) extension UUID: ArgumentConvertible {
    /// The dynamic form.
    @_spi(Generated) public var argumentValue: ArgumentValue { .string(uuidString) }
    /// The typed value; nil when the dynamic form does not fit.
    @_spi(Generated) public init?(argumentValue: ArgumentValue) {
        guard case .string(let text) = argumentValue, let value = UUID(uuidString: text) else { return nil }
        self = value
    }
}

@_spi(Generated) extension URL: ArgumentConvertible {
    /// The dynamic form.
    @_spi(Generated) public var argumentValue: ArgumentValue { .string(absoluteString) }
    /// The typed value; nil when the dynamic form does not fit.
    @_spi(Generated) public init?(argumentValue: ArgumentValue) {
        guard case .string(let text) = argumentValue, let value = URL(string: text) else { return nil }
        self = value
    }
}

@_spi(Generated) extension Date: ArgumentConvertible {
    private static let wholeSeconds = Date.ISO8601FormatStyle()

    /// ISO 8601 in UTC, `2026-11-29T16:00:00Z`, with milliseconds when the date has a fraction of a second
    /// (`2026-11-29T16:00:00.250Z`); finer fractions are rounded to the millisecond. Days are those of the proleptic
    /// Gregorian calendar, before 1582 too, as the graph's literals are read (`ScalarSyntax.dateText`); a date
    /// outside the years 0000–9999, which ISO 8601's four-digit years cannot write, falls back to Foundation's form.
    @_spi(Generated) public var argumentValue: ArgumentValue {
        .string(ScalarSyntax.dateText(self) ?? formatted(Self.wholeSeconds))
    }

    /// Reads ISO 8601 with or without fractional seconds, in UTC or with an offset, as the graph's literals are read.
    @_spi(Generated) public init?(argumentValue: ArgumentValue) {
        guard case .string(let text) = argumentValue, let value = ScalarSyntax.date(text) else { return nil }
        self = value
    }
}

@_spi(Generated) extension Array: ArgumentConvertible where Element: ArgumentConvertible {
    /// The dynamic form.
    @_spi(Generated) public var argumentValue: ArgumentValue { .array(map(\.argumentValue)) }
    /// The typed value; nil when the dynamic form does not fit.
    @_spi(Generated) public init?(argumentValue: ArgumentValue) {
        guard case .array(let values) = argumentValue else { return nil }
        var result: [Element] = []
        result.reserveCapacity(values.count)
        for value in values {
            guard let element = Element(argumentValue: value) else { return nil }
            result.append(element)
        }
        self = result
    }
}

@_spi(Generated) extension Optional: ArgumentConvertible where Wrapped: ArgumentConvertible {
    /// The dynamic form.
    @_spi(Generated) public var argumentValue: ArgumentValue { map(\.argumentValue) ?? .null }
    /// The typed value; nil when the dynamic form does not fit.
    @_spi(Generated) public init?(argumentValue: ArgumentValue) {
        if argumentValue == .null {
            self = .none
        } else if let value = Wrapped(argumentValue: argumentValue) {
            self = .some(value)
        } else {
            return nil
        }
    }
}

@_spi(Generated) extension ArgumentConvertible where Self: RawRepresentable, RawValue == String {
    /// Graph enums are carried as their raw value.
    @_spi(Generated) public var argumentValue: ArgumentValue { .string(rawValue) }
    /// The typed value; nil when the dynamic form does not fit.
    @_spi(Generated) public init?(argumentValue: ArgumentValue) {
        guard case .string(let text) = argumentValue else { return nil }
        self.init(rawValue: text)
    }
}

@_spi(Generated) extension ArgumentValue {
    /// The JSON form of an app type's `Codable` encoding.
    @_spi(Generated) public init(encoding value: some Encodable) throws {
        let data = try JSONEncoder().encode(value)
        guard let decoded = ArgumentValue(json: data) else {
            throw EncodingError.invalidValue(
                value,
                .init(codingPath: [], debugDescription: "nested deeper than \(ArgumentValue.maximumJSONDepth) levels"))
        }
        self = decoded
    }

    /// Decodes an app type from its JSON form; nil when it does not fit.
    @_spi(Generated) public func decode<T: Decodable>(_ type: T.Type) -> T? {
        guard let data = try? JSONEncoder().encode(self) else { return nil }
        return try? JSONDecoder().decode(type, from: data)
    }
}
