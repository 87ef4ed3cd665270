import Foundation

extension ParameterType {
    /// The type as written in a graph file: `String`, `[Int]`, `SettingsSection?`, `MyApp.Account`.
    public var spelling: String {
        switch self {
        case .string: "String"
        case .int: "Int"
        case .double: "Double"
        case .bool: "Bool"
        case .uuid: "UUID"
        case .url: "URL"
        case .date: "Date"
        case .enumeration(let name): name
        case .array(let element): "[\(element.spelling)]"
        case .optional(let wrapped): "\(wrapped.spelling)?"
        case .app(let name): name
        }
    }

    /// Whether `value` is a value of this type. `enumCases` gives a graph enum's cases (nil: unknown enum).
    /// App types accept any value: only the app's `Codable` conformance can check them.
    func accepts(_ value: ArgumentValue, enumCases: (String) -> Set<String>?) -> Bool {
        switch self {
        case .string: String(argumentValue: value) != nil
        case .int: Int(argumentValue: value) != nil
        case .double: Double(argumentValue: value) != nil
        case .bool: Bool(argumentValue: value) != nil
        // The text forms follow the one scalar grammar, whoever made the value (see ScalarSyntax).
        case .uuid, .url, .date:
            if case .string(let text) = value {
                ScalarSyntax.value(of: text, as: self, enumCases: nil) != nil
            } else {
                false
            }
        case .enumeration(let name):
            if case .string(let text) = value, let cases = enumCases(name) { cases.contains(text) } else { false }
        case .array(let element):
            if case .array(let values) = value {
                values.allSatisfy { element.accepts($0, enumCases: enumCases) }
            } else {
                false
            }
        case .optional(let wrapped):
            value == .null || wrapped.accepts(value, enumCases: enumCases)
        case .app:
            true
        }
    }

    /// The value in its canonical form for this type: an integer given for a `Double` becomes a double (JSON
    /// does not tell `1` from `1.0`), inside arrays and optionals too. The value has been checked with `accepts`.
    func normalized(_ value: ArgumentValue) -> ArgumentValue {
        switch (self, value) {
        case (.double, .int(let number)): .double(Double(number))
        case (.optional(let wrapped), _): value == .null ? .null : wrapped.normalized(value)
        case (.array(let element), .array(let values)): .array(values.map(element.normalized))
        default: value
        }
    }

    /// Converts a textual value (a `name=value` of `navgraph simulate`, a deep-link segment) to this type; nil when
    /// it does not convert. Scalars follow `ScalarSyntax`, the grammar graph literals follow too. An optional takes
    /// the empty text or `null` as nil; an array takes comma-separated elements; app types take their JSON form.
    package func value(fromText text: String, enumCases: (String) -> Set<String>?) -> ArgumentValue? {
        let value: ArgumentValue?
        switch self {
        case .string:
            value = .string(text)
        case .int, .double, .bool, .uuid, .url, .date:
            value = ScalarSyntax.value(of: text, as: self, enumCases: nil)
        case .enumeration(let name):
            value = ScalarSyntax.value(of: text, as: self, enumCases: enumCases(name))
        case .array(let element):
            guard !text.isEmpty else { return .array([]) }
            var elements: [ArgumentValue] = []
            for part in text.split(separator: ",", omittingEmptySubsequences: false) {
                guard let converted = element.value(fromText: String(part), enumCases: enumCases) else { return nil }
                elements.append(converted)
            }
            value = .array(elements)
        case .optional(let wrapped):
            if text.isEmpty || text == "null" { return .null }
            value = wrapped.value(fromText: text, enumCases: enumCases)
        case .app:
            value = ArgumentValue(json: text.utf8)
        }
        guard let value, accepts(value, enumCases: enumCases) else { return nil }
        return value
    }
}

extension GraphIndex {
    /// Checks a screen's complete arguments: every given name is a parameter, every value fits its type, every
    /// required parameter is set; fills in defaults. Throws the first problem in declaration order.
    func resolveArguments(
        _ arguments: [String: ArgumentValue],
        of screen: ScreenDefinition
    ) throws(NavigationError) -> [String: ArgumentValue] {
        // One set per call: a screen's parameters are looked up by name, not searched per argument.
        let parameters = screen.parametersByName
        for name in arguments.keys.sorted() where parameters[name] == nil {
            throw .unknownArgument(screen: screen.id, parameter: name)
        }
        var resolved: [String: ArgumentValue] = [:]
        for parameter in screen.parameters {
            if let value = arguments[parameter.name] {
                guard parameter.type.accepts(value, enumCases: cases(ofEnum:)) else {
                    throw .invalidArgument(
                        screen: screen.id, parameter: parameter.name, expected: parameter.type.spelling)
                }
                resolved[parameter.name] = parameter.type.normalized(value)
            } else if let defaultValue = parameter.defaultValue {
                resolved[parameter.name] = defaultValue
            } else {
                throw .missingArgument(screen: screen.id, parameter: parameter.name)
            }
        }
        return resolved
    }

    /// A checked screen value of `screenID` with `arguments` (defaults filled in).
    func makeScreen(_ screenID: String, arguments: [String: ArgumentValue]) throws(NavigationError) -> ScreenValue {
        let screen = try requireScreen(screenID)
        return ScreenValue(id: screenID, arguments: try resolveArguments(arguments, of: screen))
    }
}

extension ScreenDefinition {
    /// The screen's parameters by name (the first of a repeated name), made once per call that converts many
    /// arguments, so N arguments cost N look-ups, not N searches of N parameters.
    package var parametersByName: [String: ParameterDefinition] {
        Dictionary(parameters.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
