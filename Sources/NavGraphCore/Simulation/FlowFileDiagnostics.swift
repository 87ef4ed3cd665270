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

    static func flowFileNeedsGraph(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.missingKey, "flow file needs a 'graph' key", at: location)
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
        Diagnostic(.unknownKey, "'with' gives the arguments of a 'perform' step only", at: location)
    }

    /// A step whose command does not parse; the message is the simulate command line's own.
    static func badStep(_ error: SimulationInputError, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.wrongValueKind, error.message, at: location)
    }

    static func mappingArgument(_ name: Located<String>, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.wrongValueKind, "argument '\(name.value)' takes a scalar or a sequence", at: location)
    }
}
