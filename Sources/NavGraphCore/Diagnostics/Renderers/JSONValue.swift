/// A JSON value with object keys kept in the order written, so the JSON and SARIF renderers print the same bytes
/// for the same diagnostics.
enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// The value as JSON text, indented by two spaces per level; strings are escaped as RFC 8259 requires.
    func serialized() -> String {
        var output = ""
        // An explicit stack of pending work keeps deeply nested values from recursing.
        enum Work {
            case value(JSONValue, indent: Int)
            case text(String)
        }
        var stack: [Work] = [.value(self, indent: 0)]
        while let work = stack.popLast() {
            switch work {
            case .text(let text):
                output += text
            case .value(let value, let indent):
                switch value {
                case .null: output += "null"
                case .bool(let flag): output += flag ? "true" : "false"
                case .int(let number): output += String(number)
                case .string(let text): output += Self.quoted(text)
                case .array(let elements):
                    if elements.isEmpty {
                        output += "[]"
                        continue
                    }
                    let inner = String(repeating: "  ", count: indent + 1)
                    var pending: [Work] = [.text("[\n")]
                    for (index, element) in elements.enumerated() {
                        pending.append(.text(inner))
                        pending.append(.value(element, indent: indent + 1))
                        pending.append(.text(index == elements.count - 1 ? "\n" : ",\n"))
                    }
                    pending.append(.text(String(repeating: "  ", count: indent) + "]"))
                    stack.append(contentsOf: pending.reversed())
                case .object(let members):
                    if members.isEmpty {
                        output += "{}"
                        continue
                    }
                    let inner = String(repeating: "  ", count: indent + 1)
                    var pending: [Work] = [.text("{\n")]
                    for (index, (key, member)) in members.enumerated() {
                        pending.append(.text(inner + Self.quoted(key) + ": "))
                        pending.append(.value(member, indent: indent + 1))
                        pending.append(.text(index == members.count - 1 ? "\n" : ",\n"))
                    }
                    pending.append(.text(String(repeating: "  ", count: indent) + "}"))
                    stack.append(contentsOf: pending.reversed())
                }
            }
        }
        return output
    }

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16, uppercase: false)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
