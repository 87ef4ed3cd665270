import Foundation
import NavGraphRuntime

/// Resolves written types (`TypeReference`) to the runtime's `ParameterType` against the built-in types and the
/// graph's enums. Shared by the validator (NG301) and the lowering.
struct TypeResolver {
    /// The built-in type names of §2.2.
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

/// Why a literal does not fit a type.
struct LiteralMismatch: Error {
    enum Kind {
        /// The value is not of the type (NG302/NG303).
        case mismatch
        /// A string that is no case of the enum (NG307).
        case unknownCase(enumName: String)
        /// An app type given a literal (NG306).
        case appType
    }

    var kind: Kind
    /// The offending value (an element of a sequence when that is what is wrong).
    var location: SourceLocation
    /// The value as written.
    var text: String
    /// The type it should have had.
    var expected: String
    var notes: [DiagnosticNote]
}

/// Converts YAML literals to `ArgumentValue`s by their parameter type (§2: typed by the schema, never by YAML 1.1
/// resolution). Shared by the validator (NG302, NG303, NG306, NG307) and the lowering.
struct LiteralConverter {
    let enums: [String: [String]]

    /// The value of `literal` for a parameter of `type`.
    func convert(_ literal: Located<Literal>, to type: ParameterType) -> Result<ArgumentValue, LiteralMismatch> {
        if case .optional(let wrapped) = type {
            return literal.value.isNull ? .success(.null) : convert(literal, to: wrapped)
        }
        if type.containsAppType {
            return .failure(mismatch(literal, type, kind: .appType))
        }
        if literal.value.isNull {
            return .failure(
                mismatch(
                    literal, type,
                    notes: [DiagnosticNote("only an optional parameter can be null; make its type '\(type.spelling)?'")]
                )
            )
        }
        switch (type, literal.value) {
        case (.array(let elementType), .sequence(let elements)):
            var values: [ArgumentValue] = []
            values.reserveCapacity(elements.count)
            for element in elements {
                switch convert(element, to: elementType) {
                case .success(let value): values.append(value)
                case .failure(let failure): return .failure(failure)
                }
            }
            return .success(.array(values))
        case (.array, _):
            return .failure(mismatch(literal, type, notes: [DiagnosticNote("write a sequence such as '[]'")]))
        case (_, .scalar(let text, let quoted)):
            return convertScalar(text, quoted: quoted, literal: literal, type: type)
        default:
            return .failure(mismatch(literal, type))
        }
    }

    private func convertScalar(
        _ text: String,
        quoted: Bool,
        literal: Located<Literal>,
        type: ParameterType
    ) -> Result<ArgumentValue, LiteralMismatch> {
        let quotedNote = DiagnosticNote("a quoted scalar is always text; remove the quotes")
        switch type {
        case .string:
            return .success(.string(text))
        case .int:
            if !quoted, let value = Self.decimal(text) { return .success(.int(value)) }
            var notes: [DiagnosticNote] = quoted ? [quotedNote] : []
            if !quoted, Self.isDecimalSyntax(text) {
                notes.append(DiagnosticNote("the value is out of range for 'Int'"))
            } else if !quoted {
                notes.append(DiagnosticNote("integers are decimal: no leading zero, sign only '-'"))
            }
            return .failure(mismatch(literal, type, notes: notes))
        case .double:
            if !quoted, let value = Self.double(text) { return .success(.double(value)) }
            return .failure(mismatch(literal, type, notes: quoted ? [quotedNote] : []))
        case .bool:
            if !quoted, text == "true" { return .success(.bool(true)) }
            if !quoted, text == "false" { return .success(.bool(false)) }
            var notes: [DiagnosticNote] = []
            switch text.lowercased() {
            case "yes", "on", "y", "true": notes.append(DiagnosticNote("did you mean 'true'?"))
            case "no", "off", "n", "false": notes.append(DiagnosticNote("did you mean 'false'?"))
            default: break
            }
            if quoted {
                notes.append(DiagnosticNote("a quoted scalar is always text; write true or false without quotes"))
            }
            return .failure(mismatch(literal, type, notes: notes))
        case .uuid:
            if let value = UUID(argumentValue: .string(text)) { return .success(value.argumentValue) }
            return .failure(
                mismatch(
                    literal, type,
                    notes: [DiagnosticNote("write a UUID such as 'E621E1F8-C36C-495A-93FC-0C247A3E6E5F'")])
            )
        case .url:
            if let value = URL(string: text), value.scheme != nil, !text.contains(" ") {
                return .success(.string(value.absoluteString))
            }
            return .failure(
                mismatch(literal, type, notes: [DiagnosticNote("write an absolute URL such as 'https://example.com'")])
            )
        case .date:
            if let value = Date(argumentValue: .string(text)) { return .success(value.argumentValue) }
            return .failure(
                mismatch(
                    literal, type,
                    notes: [DiagnosticNote("write an ISO 8601 date and time such as '2026-01-31T09:30:00Z'")])
            )
        case .enumeration(let name):
            let cases = enums[name] ?? []
            if cases.contains(text) { return .success(.string(text)) }
            return .failure(
                LiteralMismatch(
                    kind: .unknownCase(enumName: name),
                    location: literal.location,
                    text: text,
                    expected: name,
                    notes: Suggestions.note(for: text, in: cases)
                )
            )
        case .array, .optional, .app:
            return .failure(mismatch(literal, type))
        }
    }

    private func mismatch(
        _ literal: Located<Literal>,
        _ type: ParameterType,
        kind: LiteralMismatch.Kind = .mismatch,
        notes: [DiagnosticNote] = []
    ) -> LiteralMismatch {
        LiteralMismatch(
            kind: kind,
            location: literal.location,
            text: literal.value.displayText,
            expected: type.spelling,
            notes: notes
        )
    }

    /// A decimal integer as §2 reads it: optional `-`, digits, no leading zero (no octal), fits in `Int`.
    static func decimal(_ text: String) -> Int? {
        guard isDecimalSyntax(text) else { return nil }
        return Int(text)
    }

    static func isDecimalSyntax(_ text: String) -> Bool {
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return false }
        return !(digits.count > 1 && digits.hasPrefix("0"))
    }

    /// A finite decimal number: optional `-`, digits with an optional fraction and exponent (`1`, `-2.5`, `1e3`,
    /// `.5`); no `+`, as for integers.
    static func double(_ text: String) -> Double? {
        var bytes = Substring(text).utf8[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        func digits() -> Int {
            let count = bytes.prefix { $0 >= 48 && $0 <= 57 }.count
            bytes = bytes.dropFirst(count)
            return count
        }
        var mantissa = digits()
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            mantissa += digits()
        }
        guard mantissa > 0 else { return nil }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
            guard digits() > 0 else { return nil }
        }
        guard bytes.isEmpty, let value = Double(text), value.isFinite else { return nil }
        return value
    }
}

extension Literal {
    /// The literal as shown in messages.
    var displayText: String {
        switch self {
        case .scalar(let text, _): text
        case .sequence: "[...]"
        case .mapping: "{...}"
        }
    }
}

/// NG301 (unknown types), and the defaults' NG302/NG306/NG307. Returns every parameter's resolved type, by screen
/// position then parameter position (nil where the type does not resolve), for the rules that follow.
enum TypeRules {
    static func check(_ graph: Graph, index: GraphIndex, into sink: inout DiagnosticSink) -> ResolvedTypes {
        let resolver = TypeResolver(enums: index.enums)
        let converter = LiteralConverter(enums: index.enums)
        var shadowing: [String: String]?  // built when the first app type is met
        var types: [[ParameterType?]] = []
        types.reserveCapacity(graph.screens.count)
        for screen in graph.screens {
            var screenTypes: [ParameterType?] = []
            for parameter in screen.parameters {
                switch resolver.resolve(parameter.type.value) {
                case .success(let type):
                    screenTypes.append(type)
                    if let appName = type.appTypeName {
                        let names = shadowing ?? namesDeclaredInGraphType(graph)
                        shadowing = names
                        checkAppTypeName(appName, of: parameter, shadowing: names, into: &sink)
                    }
                    if let defaultValue = parameter.defaultValue,
                        case .failure(let failure) = converter.convert(defaultValue, to: type)
                    {
                        sink.emit(.badDefault(failure, parameter: parameter.name.value))
                    }
                case .failure(let failure):
                    screenTypes.append(nil)
                    sink.emit(.unknownType(parameter.type, failure: failure, index: index))
                }
            }
            types.append(screenTypes)
        }
        return ResolvedTypes(types: types)
    }

    /// An app type's name is a dotted path of Swift identifiers, none a keyword (the generated code writes it as
    /// is), whose first component no name declared inside the graph type shadows.
    private static func checkAppTypeName(
        _ name: String,
        of parameter: Parameter,
        shadowing: [String: String],
        into sink: inout DiagnosticSink
    ) {
        let components = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if let bad = components.first(where: { component in
            guard let first = component.unicodeScalars.first else { return true }
            return SwiftNames.keywords.contains(component) || SwiftNames.typePositionKeywords.contains(component)
                || ("0"..."9").contains(first)
        }) {
            sink.emit(.invalidAppType(parameter.type, component: bad))
        } else if let first = components.first, let owner = shadowing[first] {
            sink.emit(.shadowedAppType(parameter.type, name: first, owner: owner))
        }
    }

    /// Names the generated graph type declares inside itself, which would shadow an app type of the same name
    /// written unqualified: what declares each.
    private static func namesDeclaredInGraphType(_ graph: Graph) -> [String: String] {
        var names: [String: String] = [
            "Screen": "the generated 'Screen' enum", "Action": "the generated 'Action' enum",
        ]
        if let name = graph.name?.value { names[name] = "the graph type itself" }
        for declaration in graph.enums {
            names[declaration.name.value] = "the graph's enum '\(declaration.name.value)'"
        }
        for screen in graph.screens where !screen.segues.isEmpty {
            names[SwiftNames.upperCamel(screen.id.value)] = "the segue namespace of screen '\(screen.id.value)'"
        }
        return names
    }
}

/// Every parameter's resolved type, by screen position then parameter position.
struct ResolvedTypes {
    var types: [[ParameterType?]]
}

extension Diagnostic {
    static func unknownType(
        _ type: Located<TypeReference>,
        failure: TypeResolver.Failure,
        index: GraphIndex
    ) -> Diagnostic {
        switch failure {
        case .unknown(let name):
            let candidates = TypeResolver.builtins.keys.sorted() + index.enums.keys.sorted()
            return Diagnostic(
                .ng301,
                "unknown type '\(name)'",
                at: type.location,
                notes: Suggestions.note(for: name, in: candidates)
                    + [DiagnosticNote("an app type is written '{ swift: Module.TypeName }'")]
            )
        case .nestedOptional:
            return Diagnostic(
                .ng301,
                "type '\(type.value.spelling)' is an optional of an optional",
                at: type.location,
                notes: [DiagnosticNote("use a single '?'")]
            )
        }
    }

    static func invalidAppType(_ type: Located<TypeReference>, component: String) -> Diagnostic {
        Diagnostic(
            .ng101,
            "app type '\(type.value.spelling)' is not a Swift type name: '\(component)' cannot be used as a name",
            at: type.location
        )
    }

    static func shadowedAppType(_ type: Located<TypeReference>, name: String, owner: String) -> Diagnostic {
        Diagnostic(
            .ng101,
            "app type '\(type.value.spelling)' would be shadowed in the generated code by \(owner)",
            at: type.location,
            notes: [DiagnosticNote("qualify it with its module: '{ swift: MyModule.\(name) }'")]
        )
    }

    /// NG302, or NG306/NG307 when the default is an app-type literal or an unknown enum case.
    static func badDefault(_ failure: LiteralMismatch, parameter: String) -> Diagnostic {
        switch failure.kind {
        case .mismatch:
            return Diagnostic(
                .ng302,
                "default value '\(failure.text)' of parameter '\(parameter)' does not fit type '\(failure.expected)'",
                at: failure.location,
                notes: failure.notes
            )
        case .unknownCase(let enumName):
            return .unknownCase(failure, enumName: enumName)
        case .appType:
            return Diagnostic(
                .ng306,
                "parameter '\(parameter)' of app type '\(failure.expected)' cannot have a literal default",
                at: failure.location,
                notes: [DiagnosticNote("remove the default; the app passes the value to the segue function")]
            )
        }
    }

    static func unknownCase(_ failure: LiteralMismatch, enumName: String) -> Diagnostic {
        Diagnostic(
            .ng307,
            "'\(failure.text)' is not a case of enum '\(enumName)'",
            at: failure.location,
            notes: failure.notes
        )
    }
}
