/// The messages of the YAML front end (NG001, NG002, NG008, NG009 as the reader finds them), one factory per
/// finding, so a call site reads `throw .explicitTag(tag, at: event.start)`.
extension YAMLError {
    /// libyaml's own syntax error, with its problem and context.
    static func syntax(_ message: String, at mark: Mark) -> YAMLError {
        YAMLError(code: .yamlSyntax, message: message, mark: mark)
    }

    /// The parser was asked for an event after it failed.
    static let parserStopped = YAMLError(
        code: .yamlSyntax, message: "the YAML parser stopped", mark: Mark(line: 1, column: 1))

    /// libyaml could not allocate memory.
    static let parserOutOfMemory = YAMLError(
        code: .limitExceeded, message: "the YAML parser ran out of memory", mark: Mark(line: 1, column: 1))

    /// libyaml's reader found bytes that are not UTF-8 (or a control character).
    static func notUTF8(_ problem: String, at mark: Mark) -> YAMLError {
        YAMLError(code: .emptyOrInvalidFile, message: "file is not valid UTF-8 text: \(problem)", mark: mark)
    }

    /// An event where the stream's structure does not allow one.
    static func unexpectedEvent(at mark: Mark) -> YAMLError {
        YAMLError(code: .yamlSyntax, message: "unexpected YAML event", mark: mark)
    }

    /// A collection end where the decoder wanted a value.
    static func expectedValue(at mark: Mark) -> YAMLError {
        YAMLError(code: .yamlSyntax, message: "unexpected YAML structure: expected a value", mark: mark)
    }

    /// A second `---` document.
    static func secondDocument(at mark: Mark) -> YAMLError {
        YAMLError(
            code: .unsupportedYAMLFeature,
            message: "a graph file holds one YAML document; a second one starts here",
            mark: mark
        )
    }

    /// Alias expansion past the document's allowance.
    static func aliasExpansionOverLimit(_ allowed: Int, alias: YAMLEvent) -> YAMLError {
        YAMLError(
            code: .unsupportedYAMLFeature,
            message: "alias expansion exceeds the limit of \(allowed) nodes",
            mark: alias.start,
            length: alias.end.line == alias.start.line ? alias.end.column - alias.start.column : 1
        )
    }

    /// `*name` with no `&name` before it.
    static func unknownAnchor(_ name: String, at mark: Mark) -> YAMLError {
        YAMLError(code: .yamlSyntax, message: "alias '*\(name)' refers to no anchor before it", mark: mark)
    }

    /// Aliases replayed inside aliases past the depth limit.
    static func aliasesTooDeep(limit: Int, at mark: Mark) -> YAMLError {
        YAMLError(code: .limitExceeded, message: "aliases nest deeper than the limit of \(limit)", mark: mark)
    }

    /// An explicit `!tag`.
    static func explicitTag(_ tag: String, at mark: Mark) -> YAMLError {
        YAMLError(
            code: .unsupportedYAMLFeature,
            message: "explicit tags are not supported: '\(tag)'",
            mark: mark,
            length: tag.count + 1
        )
    }

    /// Collections nested past the depth limit.
    static func nestingTooDeep(limit: Int, at mark: Mark) -> YAMLError {
        YAMLError(code: .limitExceeded, message: "nesting deeper than the limit of \(limit)", mark: mark)
    }

    /// A scalar longer than the scalar limit.
    static func scalarTooLong(bytes: Int, limit: Int, at mark: Mark) -> YAMLError {
        YAMLError(code: .limitExceeded, message: "scalar of \(bytes) bytes exceeds the limit of \(limit)", mark: mark)
    }

    /// A value read as a whole (`default:`, `arguments:`, a flow's `with:`/`expect:`) nesting past its hard bound.
    static func valueTooDeep(limit: Int, at mark: Mark) -> YAMLError {
        YAMLError(
            code: .limitExceeded,
            message: "value nests deeper than \(limit) levels, the most a value may have",
            mark: mark
        )
    }
}
