import NavGraphRuntime

/// NG301 (unknown types), and the defaults' NG302/NG306/NG307. Returns every parameter's resolved type, by screen
/// position then parameter position (nil where the type does not resolve), for the rules that follow.
enum TypeRules {
    static func check(_ graph: Graph, index: ValidationIndex, into sink: inout DiagnosticSink) -> ResolvedTypes {
        let resolver = TypeResolver(enums: index.enums)
        let converter = LiteralConverter(enums: index.enums)
        var shadowing: [String: String]?  // built when the first app type is met
        var types: [[ParameterType?]] = []
        types.reserveCapacity(graph.screens.count)
        // Screens and parameters are borrowed in place (see `Borrowed`), never copied out.
        graph.screens.forEachBorrowed { screen in
            var screenTypes: [ParameterType?] = []
            screenTypes.reserveCapacity(screen.parameters.count)
            screen.parameters.forEachBorrowed { parameter in
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
        of parameter: Borrowed<Parameter>,
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
        graph.screens.forEachBorrowed { screen in
            guard !screen.segues.isEmpty else { return }
            names[SwiftNames.upperCamel(screen.id.value)] = "the segue namespace of screen '\(screen.id.value)'"
        }
        return names
    }
}

extension Diagnostic {
    static func unknownType(
        _ type: Located<TypeReference>,
        failure: TypeResolver.Failure,
        index: ValidationIndex
    ) -> Diagnostic {
        switch failure {
        case .unknown(let name):
            let candidates = TypeResolver.builtins.keys.sorted() + index.enums.keys.sorted()
            return Diagnostic(
                .unknownType,
                "unknown type '\(name)'",
                at: type.location,
                notes: Suggestions.note(for: name, in: candidates) + [appTypeNote(for: type.value)]
            )
        case .nestedOptional:
            return Diagnostic(
                .unknownType,
                "type '\(type.value.spelling)' is an optional of an optional",
                at: type.location,
                notes: [DiagnosticNote("use a single '?'")]
            )
        }
    }

    /// How the unknown type would be written as an app type: `{ swift: "App.Draft?" }` for `App.Draft?` (a name
    /// or an optional name with a dot, which `swift:` takes as written), the general form for the others.
    private static func appTypeNote(for type: TypeReference) -> DiagnosticNote {
        let written: String? =
            switch type {
            case .named(let name) where name.contains("."): name
            case .optional(.named(let name)) where name.contains("."): name + "?"
            default: nil
            }
        guard let written else { return DiagnosticNote("an app type is written '{ swift: Module.TypeName }'") }
        return DiagnosticNote("an app type is written '{ swift: \"\(written)\" }'")
    }

    static func invalidAppType(_ type: Located<TypeReference>, component: String) -> Diagnostic {
        Diagnostic(
            .invalidIdentifier,
            "app type '\(type.value.spelling)' is not a Swift type name: '\(component)' cannot be used as a name",
            at: type.location
        )
    }

    static func shadowedAppType(_ type: Located<TypeReference>, name: String, owner: String) -> Diagnostic {
        Diagnostic(
            .invalidIdentifier,
            "app type '\(type.value.spelling)' would be shadowed in the generated code by \(owner)",
            at: type.location,
            notes: [DiagnosticNote("qualify it with its module: '{ swift: \"MyModule.\(type.value.spelling)\" }'")]
        )
    }

    /// NG302, or NG306/NG307 when the default is an app-type literal or an unknown enum case.
    static func badDefault(_ failure: LiteralMismatch, parameter: String) -> Diagnostic {
        switch failure.kind {
        case .mismatch:
            return Diagnostic(
                .defaultDoesNotFitType,
                "default value '\(failure.text)' of parameter '\(parameter)' does not fit type '\(failure.expected)'",
                at: failure.location,
                notes: failure.notes
            )
        case .unknownCase(let enumName):
            return .unknownCase(failure, enumName: enumName)
        case .appType:
            return Diagnostic(
                .parameterTakesNoLiteral,
                "parameter '\(parameter)' of app type '\(failure.expected)' cannot have a literal default",
                at: failure.location,
                notes: [DiagnosticNote("remove the default; the app passes the value to the segue function")]
            )
        }
    }

    static func unknownCase(_ failure: LiteralMismatch, enumName: String) -> Diagnostic {
        Diagnostic(
            .unknownEnumCase,
            "'\(failure.text)' is not a case of enum '\(enumName)'",
            at: failure.location,
            notes: failure.notes
        )
    }
}
