import NavGraphRuntime

/// A segue's `arguments` and `forward`: NG204 (no such parameter), NG303 (value does not fit), NG305 (forwarded
/// type differs), NG306 (literal for an app type), NG307 (unknown enum case).
enum ArgumentRules {
    static func check(_ graph: Graph, index: ValidationIndex, types: ResolvedTypes, into sink: inout DiagnosticSink) {
        let converter = LiteralConverter(enums: index.enums)
        var lookup = ParameterLookup(graph: graph, types: types)
        // Screens and segues are borrowed in place (see `Borrowed`), never copied out.
        graph.screens.forEachBorrowed { sourcePosition, screen in
            screen.segues.forEachBorrowed { segueIndex, segue in
                guard let destinationName = segue.destination,
                    let position = index.destination(ofSegue: segueIndex, of: sourcePosition)
                else { return }
                if segue.kind?.value == .unwind {
                    for setting in segue.arguments.map(\.name) + segue.forward {
                        sink.emit(.unwindSetsParameter(setting, segue: segue.copy, destination: destinationName.value))
                    }
                    return
                }
                let parameters = graph.screens[position].parameters
                for argument in segue.arguments {
                    guard let type = lookup.type(of: argument.name.value, at: position) else {
                        sink.emit(.unknownParameter(argument.name, of: destinationName.value, among: parameters))
                        continue
                    }
                    guard let type, case .failure(let failure) = converter.convert(argument.value, to: type) else {
                        continue
                    }
                    sink.emit(.badArgument(failure, parameter: argument.name.value, segue: segue.id.value))
                }
                for forwarded in segue.forward {
                    let sourceType = lookup.type(of: forwarded.value, at: sourcePosition)
                    let destinationType = lookup.type(of: forwarded.value, at: position)
                    if sourceType == nil {
                        sink.emit(
                            .unknownForward(forwarded, of: screen.id.value, role: "source", among: screen.parameters)
                        )
                    }
                    if destinationType == nil {
                        sink.emit(
                            .unknownForward(
                                forwarded, of: destinationName.value, role: "destination", among: parameters)
                        )
                    }
                    if let sourceType = sourceType ?? nil, let destinationType = destinationType ?? nil,
                        !Self.forwards(sourceType, into: destinationType)
                    {
                        sink.emit(
                            .forwardTypeMismatch(
                                forwarded, source: sourceType, destination: destinationType,
                                sharedFrom: segue.shared == nil ? nil : screen.id.value))
                    }
                }
            }
        }
    }

    /// Whether a parameter of type `source` can be forwarded into one of type `destination`: the same type, or
    /// its optional (a `String` fills a `String?`, as Swift converts it; the other way round could be nil).
    static func forwards(_ source: ParameterType, into destination: ParameterType) -> Bool {
        source == destination || destination == .optional(source)
    }
}

/// The parameters of each screen by name, indexed on first use, so that a segue setting N of a screen's N
/// parameters costs N lookups, not N scans of the list.
struct ParameterLookup {
    let graph: Graph
    let types: ResolvedTypes
    private var indexes: [Int: [String: Int]] = [:]
    private static let scanLimit = 16

    init(graph: Graph, types: ResolvedTypes) {
        self.graph = graph
        self.types = types
    }

    /// The type of the parameter `name` of the screen at `position`: nil when there is no such parameter,
    /// `.some(nil)` when its type does not resolve. The first of two parameters of one name counts.
    mutating func type(of name: String, at position: Int) -> ParameterType?? {
        let parameters = graph.screens[position].parameters
        // A few parameters are found fastest by a scan; an index is built for a screen with many.
        if parameters.count < Self.scanLimit {
            // By index: a closure over the parameters would copy each one.
            guard let parameterIndex = parameters.indices.first(where: { parameters[$0].name.value == name }) else {
                return nil
            }
            return .some(types.types[position][parameterIndex])
        }
        if indexes[position] == nil {
            var byName: [String: Int] = [:]
            for (index, parameter) in graph.screens[position].parameters.enumerated()
            where byName[parameter.name.value] == nil {
                byName[parameter.name.value] = index
            }
            indexes[position] = byName
        }
        guard let parameterIndex = indexes[position]?[name] else { return nil }
        return .some(types.types[position][parameterIndex])
    }
}

extension Diagnostic {
    static func unknownParameter(_ name: Located<String>, of screen: String, among parameters: [Parameter])
        -> Diagnostic
    {
        Diagnostic(
            .unknownParameter,
            "screen '\(screen)' has no parameter '\(name.value)'",
            at: name.location,
            notes: Suggestions.note(for: name.value, in: parameters.map(\.name.value))
        )
    }

    static func unknownForward(
        _ name: Located<String>,
        of screen: String,
        role: String,
        among parameters: [Parameter]
    ) -> Diagnostic {
        Diagnostic(
            .unknownParameter,
            "cannot forward '\(name.value)': \(role) screen '\(screen)' has no such parameter",
            at: name.location,
            notes: Suggestions.note(for: name.value, in: parameters.map(\.name.value))
        )
    }

    static func unwindSetsParameter(_ name: Located<String>, segue: SegueDeclaration, destination: String) -> Diagnostic
    {
        Diagnostic(
            .unknownParameter,
            "unwind segue '\(segue.id.value)' cannot set parameter '\(name.value)': it returns to an existing "
                + "'\(destination)'",
            at: name.location,
            notes: [DiagnosticNote("remove 'arguments' and 'forward' from the unwind segue")]
        )
    }

    /// NG303, or NG306/NG307 when the argument is an app-type literal or an unknown enum case.
    static func badArgument(_ failure: LiteralMismatch, parameter: String, segue: String) -> Diagnostic {
        switch failure.kind {
        case .mismatch:
            return Diagnostic(
                .argumentDoesNotFitType,
                "argument '\(failure.text)' for parameter '\(parameter)' of segue '\(segue)' does not fit type "
                    + "'\(failure.expected)'",
                at: failure.location,
                notes: failure.notes
            )
        case .unknownCase(let enumName):
            return .unknownCase(failure, enumName: enumName)
        case .appType:
            return Diagnostic(
                .parameterTakesNoLiteral,
                "parameter '\(parameter)' of app type '\(failure.expected)' cannot be given a literal argument",
                at: failure.location,
                notes: [DiagnosticNote("leave it out: the segue function takes it as an argument")]
            )
        }
    }

    /// `sharedFrom` names the source when the segue is a shared one's copy.
    static func forwardTypeMismatch(
        _ name: Located<String>, source: ParameterType, destination: ParameterType, sharedFrom: String? = nil
    ) -> Diagnostic {
        Diagnostic(
            .forwardTypeMismatch,
            "cannot forward '\(name.value)' of type '\(source.spelling)'"
                + (sharedFrom.map { " from '\($0)'" } ?? "") + " to a parameter of type "
                + "'\(destination.spelling)'",
            at: name.location
        )
    }
}
