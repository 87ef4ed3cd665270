/// A parameter type as written (`String`, `[Int]`, `SettingsSection?`, `{ swift: Module.Type }`), before it is
/// resolved against the built-in types and the graph's enums.
/// Only the cases that hold a type are `indirect`: a plain name, the usual case, costs no allocation of its own.
package enum TypeReference: Hashable, Sendable {
    /// A built-in type or an enum name.
    case named(String)
    indirect case array(TypeReference)
    indirect case optional(TypeReference)
    /// `{ swift: Module.TypeName }`, an app type.
    case swift(String)

    /// The type as Swift spells it.
    package var spelling: String {
        switch self {
        case .named(let name): name
        case .array(let element): "[\(element.spelling)]"
        case .optional(let wrapped): "\(wrapped.spelling)?"
        case .swift(let name): name
        }
    }
}
