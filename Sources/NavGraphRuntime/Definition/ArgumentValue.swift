import Foundation

/// A parameter's value in its dynamic, JSON-shaped form: what the router stores, restoration snapshots hold
/// and `navgraph simulate` prints. `UUID`, `URL` and enum values are strings; `Date` is an ISO 8601 string;
/// an app type (`{ swift: }`) is the JSON form of its `Codable` encoding.
public enum ArgumentValue: Hashable, Sendable {
    /// JSON `null`: an optional's `nil`.
    case null
    /// A boolean.
    case bool(Bool)
    /// An integer.
    case int(Int)
    /// A floating-point number.
    case double(Double)
    /// A string (also UUIDs, URLs, dates and enum cases).
    case string(String)
    /// An array.
    case array([ArgumentValue])
    /// An object (an app type's encoding).
    case object([String: ArgumentValue])
}

extension ArgumentValue: Codable {
    /// Decodes any JSON value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([ArgumentValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: ArgumentValue].self))
        }
    }

    /// Encodes as the matching JSON value.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}
