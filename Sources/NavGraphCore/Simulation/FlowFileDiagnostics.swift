/// The messages of reading a flow file, one factory per finding.
extension Diagnostic {
    static func emptyFlowFile(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.emptyOrInvalidFile, "flow file is empty", at: location)
    }

    static func noYAMLDocumentInFlowFile(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.emptyOrInvalidFile, "flow file holds no YAML document", at: location)
    }

    /// Why reading a flow file's YAML stopped.
    static func yamlStoppedInFlowFile(_ error: YAMLError, file: String) -> Diagnostic {
        Diagnostic(
            error.code, error.message, at: SourceLocation(file: file, line: error.mark.line, column: error.mark.column))
    }

    /// `graph` or `flows` missing.
    static func flowFileNeedsKey(_ key: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.missingKey, "flow file needs a '\(key)' key", at: location)
    }

    static func nullGraph(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.wrongValueKind, "'graph' takes the path of a graph file, not null", at: location)
    }

    /// A `graph:` not named like a graph file: it is never read, so never quoted.
    static func notAGraphFile(_ graph: Located<String>) -> Diagnostic {
        Diagnostic(
            .wrongValueKind,
            "'graph' takes the path of a graph file, not '\(graph.value)'",
            at: graph.location,
            notes: [DiagnosticNote("a graph file is named *.navgraph.yaml or *.navgraph.yml")]
        )
    }

    /// A graph outside the flow file's folder tree (symlinks resolved).
    static func graphOutsideFolder(_ graph: Located<String>) -> Diagnostic {
        Diagnostic(
            .includeFailed,
            "graph file '\(graph.value)' is outside the flow file's folder",
            at: graph.location,
            notes: [DiagnosticNote("a flow file's graph must be in the flow file's folder or below it")]
        )
    }

    static func graphNotFound(_ graph: Located<String>) -> Diagnostic {
        Diagnostic(.includeFailed, "graph file '\(graph.value)' not found", at: graph.location)
    }

    /// A graph path whose symlinks lead to a file not named like a graph.
    static func graphLeadsElsewhere(_ graph: Located<String>, to name: String) -> Diagnostic {
        Diagnostic(
            .includeFailed,
            "graph file '\(graph.value)' is not a *.navgraph.yaml file",
            at: graph.location,
            notes: [DiagnosticNote("it leads to '\(name)'")]
        )
    }

    static func noFlows(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.missingKey, "'flows' lists no flows", at: location)
    }

    /// A collection where a command takes one word (or nothing).
    static func operandNotAWord(_ command: String, found: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .wrongValueKind,
            "'\(command)' takes one word, not \(found)",
            at: location,
            notes: command == "perform"
                ? [DiagnosticNote("write the segue's name, and its arguments under 'with:'")] : []
        )
    }

    /// A sequence or mapping inside a sequence argument of `with:`.
    static func nestedArgumentElement(_ name: Located<String>, isMapping: Bool, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .wrongValueKind,
            "an element of argument '\(name.value)' must be a scalar, not \(isMapping ? "a mapping" : "a sequence")",
            at: location)
    }

    static func secondCommand(_ key: Located<String>, after first: String) -> Diagnostic {
        Diagnostic(.wrongValueKind, "a step runs one command; '\(key.value)' follows '\(first)'", at: key.location)
    }

    static func stepNeedsCommand(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .missingKey,
            "flow step needs a command",
            at: location,
            notes: [DiagnosticNote("commands: \(SimulationCommand.names.joined(separator: ", "))")]
        )
    }

    static func argumentsOutsidePerform(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.unknownKey, "'with' gives the arguments of a 'perform' or 'update' step only", at: location)
    }

    /// A step whose command does not parse; the message is the simulate command line's own.
    static func badStep(_ error: SimulationInputError, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.wrongValueKind, error.message, at: location)
    }

    static func mappingArgument(_ name: Located<String>, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.wrongValueKind, "argument '\(name.value)' takes a scalar or a sequence", at: location)
    }
}
