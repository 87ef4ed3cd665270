import NavGraphRuntime

extension GraphFileDecoder {
    /// The keys of a `deepLinks` entry's long form.
    static let deepLinkKeys = ["pattern", "mode", "tab", "priority"]
    /// The priorities a pattern may have.
    static let deepLinkPriorities = -1_000...1_000

    /// `deepLinks:`: a sequence of patterns, each a string or `{ pattern, mode, tab, priority }`.
    mutating func deepLinks() throws(YAMLError) -> [DeepLink] {
        guard try reader.beginSequence(for: "deepLinks") != nil else { return [] }
        var result: [DeepLink] = []
        while try reader.hasNextElement() {
            let event = try reader.stream.peek()
            switch event.type {
            case .mappingStart:
                if let link = try deepLink() { result.append(link) }
            case .scalar where NodeReader.isNull(event):
                _ = try reader.stream.next()
                reader.emit(.nullElement(of: "deepLinks", at: reader.location(event)))
            case .scalar:
                if let pattern = try reader.string(for: "an element of 'deepLinks'") {
                    result.append(DeepLink(pattern: pattern))
                }
            default:
                try reader.wrongKind(expected: "a pattern or a mapping", for: "an element of 'deepLinks'")
            }
        }
        return result
    }

    private mutating func deepLink() throws(YAMLError) -> DeepLink? {
        guard let start = try reader.beginMapping(for: "an element of 'deepLinks'") else { return nil }
        var pattern: Located<String>?
        var mode: Located<LinkMode>?
        var tab: Located<String>?
        var priority: Located<Int>?
        var seen = SeenKeys()
        while let key = try reader.nextKey(&seen) {
            switch key.value {
            case "pattern": pattern = try reader.string(for: key.value)
            case "mode": mode = try reader.choice(LinkMode.self, for: key.value)
            case "tab": tab = try reader.string(for: key.value)
            case "priority": priority = try reader.integer(for: key.value, in: Self.deepLinkPriorities)
            default: try reader.unknownKey(key, in: "a deep link", allowed: Self.deepLinkKeys)
            }
        }
        guard let pattern else {
            if seen["pattern"] == nil { reader.emit(.deepLinkNeedsPattern(at: start)) }
            return nil
        }
        var link = DeepLink(pattern: pattern)
        link.mode = mode
        link.tab = tab
        link.priority = priority
        return link
    }
}

extension Diagnostic {
    /// A `deepLinks` mapping without `pattern`.
    static func deepLinkNeedsPattern(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .missingKey, "a deep link written as a mapping needs a 'pattern'", at: location,
            notes: [DiagnosticNote("write { pattern: \"/p/{sku}\", mode: keep } or the pattern alone")])
    }
}
