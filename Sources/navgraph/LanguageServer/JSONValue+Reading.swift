import Foundation
import _NavGraphCore

/// Reading the values of messages: built from what `JSONSerialization` returns, looked into by key.
extension JSONValue {
    /// The value of a `JSONSerialization` result (nesting is bounded by that parser).
    init(foundation value: Any) {
        switch value {
        case let text as String:
            self = .string(text)
        case let number as NSNumber:
            switch String(cString: number.objCType) {
            case "c", "B": self = .bool(number.boolValue)
            case "f", "d": self = .double(number.doubleValue)
            default: self = .int(number.intValue)
            }
        case let array as [Any]:
            self = .array(array.map { JSONValue(foundation: $0) })
        case let dictionary as [String: Any]:
            self = .object(dictionary.sorted { $0.key < $1.key }.map { ($0.key, JSONValue(foundation: $0.value)) })
        default:
            self = .null
        }
    }

    /// The member named `key` of an object; nil for a missing member or a value that is not an object.
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    /// The text of a string value.
    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The number of a whole-number value.
    var integer: Int? {
        switch self {
        case .int(let number): return number
        case .double(let number) where number.rounded() == number && abs(number) < 1e15: return Int(number)
        default: return nil
        }
    }

    /// The elements of an array value.
    var elements: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }
}
