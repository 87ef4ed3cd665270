import NavGraphRuntime

/// How the compiler spells and inspects parameter types. `spelling` is the runtime's, written without recursion:
/// a type in a graph file can nest as deep as its text is long (`[[[[Int]]]]`).
extension ParameterType {
    /// The type as written in a graph file, for messages.
    var spelling: String {
        var wrappers: [String] = []
        var type = self
        var name: String
        while true {
            switch type {
            case .array(let element):
                wrappers.append("[")
                type = element
                continue
            case .optional(let wrapped):
                wrappers.append("?")
                type = wrapped
                continue
            case .string: name = "String"
            case .int: name = "Int"
            case .double: name = "Double"
            case .bool: name = "Bool"
            case .uuid: name = "UUID"
            case .url: name = "URL"
            case .date: name = "Date"
            case .enumeration(let enumName): name = enumName
            case .app(let appName): name = appName
            }
            break
        }
        for wrapper in wrappers.reversed() {
            name = wrapper == "[" ? "[\(name)]" : "\(name)?"
        }
        return name
    }

    /// Whether an app type (`{ swift: }`) appears anywhere in the type: such a value cannot be written as a
    /// literal (NG306).
    var containsAppType: Bool { appTypeName != nil }

    /// The app type's name, when the type is one or wraps one.
    var appTypeName: String? {
        var type = self
        while true {
            switch type {
            case .array(let element): type = element
            case .optional(let wrapped): type = wrapped
            case .app(let name): return name
            default: return nil
            }
        }
    }
}
