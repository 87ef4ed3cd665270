import NavGraphRuntime

/// A JSON value with object keys kept in the order written, so the JSON and SARIF renderers print the same bytes
/// for the same diagnostics.
package enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case int(Int)
    /// A floating-point number; a non-finite one is written as `null`.
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// The value as JSON text, indented by two spaces per level (or on one line when not `pretty`); strings are
    /// escaped as RFC 8259 requires.
    package func serialized(pretty: Bool = true) -> String {
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
                case .double(let number): output += number.isFinite ? "\(number)" : "null"
                case .string(let text): output += Self.quoted(text)
                case .array(let elements):
                    if elements.isEmpty {
                        output += "[]"
                        continue
                    }
                    let layout = Layout(pretty: pretty, indent: indent)
                    var pending: [Work] = [.text("[" + layout.lineBreak)]
                    for (index, element) in elements.enumerated() {
                        pending.append(.text(layout.inner))
                        pending.append(.value(element, indent: indent + 1))
                        pending.append(.text(layout.separator(last: index == elements.count - 1)))
                    }
                    pending.append(.text(layout.outer + "]"))
                    stack.append(contentsOf: pending.reversed())
                case .object(let members):
                    if members.isEmpty {
                        output += "{}"
                        continue
                    }
                    let layout = Layout(pretty: pretty, indent: indent)
                    var pending: [Work] = [.text("{" + layout.lineBreak)]
                    for (index, (key, member)) in members.enumerated() {
                        pending.append(.text(layout.inner + Self.quoted(key) + (pretty ? ": " : ":")))
                        pending.append(.value(member, indent: indent + 1))
                        pending.append(.text(layout.separator(last: index == members.count - 1)))
                    }
                    pending.append(.text(layout.outer + "}"))
                    stack.append(contentsOf: pending.reversed())
                }
            }
        }
        return output
    }

    /// Line breaks and indentation of one collection, or none.
    private struct Layout {
        let pretty: Bool
        let indent: Int

        var lineBreak: String { pretty ? "\n" : "" }
        var inner: String { pretty ? String(repeating: "  ", count: indent + 1) : "" }
        var outer: String { pretty ? String(repeating: "  ", count: indent) : "" }

        func separator(last: Bool) -> String { (last ? "" : ",") + lineBreak }
    }

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String {
        JSONText.quoted(text)
    }
}
