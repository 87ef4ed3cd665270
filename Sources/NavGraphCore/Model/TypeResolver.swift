import NavGraphRuntime

/// Resolves written types (`TypeReference`) to the runtime's `ParameterType` against the built-in types and the
/// graph's enums. Shared by the validator (NG301) and the lowering.
struct TypeResolver {
    /// The built-in type names.
    static let builtins: [String: ParameterType] = [
        "String": .string, "Int": .int, "Double": .double, "Bool": .bool, "UUID": .uuid, "URL": .url,
        "Date": .date,
    ]

    /// Why a type does not resolve.
    enum Failure: Error {
        case unknown(String)
        case nestedOptional
    }

    let enums: [String: [String]]

    /// The resolved type. Works without recursion, whatever the nesting.
    func resolve(_ reference: TypeReference) -> Result<ParameterType, Failure> {
        enum Wrapper { case array, optional }
        var wrappers: [Wrapper] = []
        var base = reference
        var resolved: ParameterType
        while true {
            switch base {
            case .array(let element):
                wrappers.append(.array)
                base = element
                continue
            case .optional(let wrapped):
                if wrappers.last == .optional { return .failure(.nestedOptional) }
                wrappers.append(.optional)
                base = wrapped
                continue
            case .swift(let name):
                resolved = .app(name)
            case .named(let name):
                if let builtin = Self.builtins[name] {
                    resolved = builtin
                } else if enums[name] != nil {
                    resolved = .enumeration(name)
                } else {
                    return .failure(.unknown(name))
                }
            }
            break
        }
        for wrapper in wrappers.reversed() {
            switch wrapper {
            case .array: resolved = .array(resolved)
            case .optional:
                if case .optional = resolved { return .failure(.nestedOptional) }
                resolved = .optional(resolved)
            }
        }
        return .success(resolved)
    }
}
