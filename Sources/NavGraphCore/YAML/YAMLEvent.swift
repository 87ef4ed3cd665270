/// A 1-based position in a YAML file, in characters as libyaml counts them.
struct Mark: Hashable, Sendable {
    var line: Int
    var column: Int
}

/// One libyaml event, copied out of libyaml's memory with 1-based marks. Its anchor and tag, which only the stream
/// reads, come beside it (`YAMLParser.anchor`, `.tag`), so the event the decoder copies around holds one string at most.
struct YAMLEvent: Sendable {
    enum Kind: Sendable, Equatable {
        case streamStart, streamEnd, documentStart, documentEnd
        case mappingStart, mappingEnd, sequenceStart, sequenceEnd
        /// A scalar; `plain` is false for quoted and block scalars, which are always text.
        case scalar(String, plain: Bool)
        /// `*name`.
        case alias(String)
    }

    var kind: Kind
    var start: Mark
    var end: Mark

    /// Whether the event opens a node (counted for alias expansion).
    var startsNode: Bool {
        switch kind {
        case .mappingStart, .sequenceStart, .scalar: true
        default: false
        }
    }
}

/// Why reading YAML stopped: one diagnostic's worth.
struct YAMLError: Error, Sendable {
    var code: DiagnosticCode
    var message: String
    var mark: Mark
    var length: Int = 1
}
