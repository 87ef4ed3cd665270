/// The events of a file's single YAML document, with the limits of docs/format.md ("Limits") enforced while streaming: aliases expanded by
/// replaying their anchor's recorded events within the expansion limits (NG002), explicit tags and further
/// documents refused (NG002), nesting depth counted on every collection start and scalar length checked
/// (NG009). libyaml's document loader is never used.
struct YAMLEventStream {
    private let parser: YAMLParser
    private let limits: Limits
    /// Completed anchors and their events.
    private var anchors: [String: [YAMLEvent]] = [:]
    /// Anchored nodes being recorded: name, events so far, collection depth inside the node.
    private var recordings: [(name: String, events: [YAMLEvent], depth: Int)] = []
    /// Alias replays in progress, innermost last, each with the alias it expands.
    private var replays: [(events: [YAMLEvent], index: Int, alias: YAMLEvent)] = []
    private var depth = 0
    private var ownNodes = 0
    private var expandedNodes = 0
    private var peeked: YAMLEvent?

    init(bytes: [UInt8], limits: Limits) {
        parser = YAMLParser(bytes: bytes)
        self.limits = limits
    }

    /// Streams `text` in place, with no copy: `text` must stay valid as long as the stream lives.
    init(borrowing text: UnsafeBufferPointer<UInt8>, limits: Limits) {
        parser = YAMLParser(borrowing: text)
        self.limits = limits
    }

    /// Where the alias being replayed was written (the outermost one, in the document), nil when the last event
    /// produced is the document's own: what a reader points at when it refuses an alias's node at its use.
    var replayedAlias: Mark? { replays.first?.alias.start }

    /// Reads up to the document's first node. Returns false when the stream holds no document at all.
    mutating func beginDocument() throws(YAMLError) -> Bool {
        let first = try parser.next()
        guard first.type == .streamStart else { throw unexpected(first) }
        let second = try parser.next()
        switch second.type {
        case .streamEnd: return false
        case .documentStart: return true
        default: throw unexpected(second)
        }
    }

    /// Checks that the document ends and that no other document follows.
    mutating func endDocument() throws(YAMLError) {
        let end = try parser.next()
        guard end.type == .documentEnd else { throw unexpected(end) }
        let next = try parser.next()
        if next.type == .documentStart {
            throw .secondDocument(at: next.start)
        }
        guard next.type == .streamEnd else { throw unexpected(next) }
    }

    /// The next event without consuming it.
    mutating func peek() throws(YAMLError) -> YAMLEvent {
        if let peeked { return peeked }
        let event = try produce()
        peeked = event
        return event
    }

    /// The next event of the document's content.
    mutating func next() throws(YAMLError) -> YAMLEvent {
        if let event = peeked {
            peeked = nil
            return event
        }
        return try produce()
    }

    private mutating func produce() throws(YAMLError) -> YAMLEvent {
        while true {
            let event: YAMLEvent
            if !replays.isEmpty, var replay = replays.popLast() {
                guard replay.index < replay.events.count else { continue }
                event = replay.events[replay.index]
                replay.index += 1
                replays.append(replay)
                if event.startsNode {
                    expandedNodes += 1
                    let allowed = min(limits.aliasExpansions, max(ownNodes, 1) * 10)
                    if expandedNodes > allowed {
                        // Reported at the alias in the document whose expansion crossed the limit.
                        let alias = replays.first?.alias ?? event
                        throw .aliasExpansionOverLimit(allowed, alias: alias)
                    }
                }
            } else {
                event = try parser.next()
                // Most events have no anchor, no tag, and no anchored node around them: two tests.
                if parser.hasProperties || !recordings.isEmpty {
                    let anchor = parser.anchor
                    if anchor != nil || !recordings.isEmpty { record(event, anchor: anchor) }
                    if let tag = parser.tag {
                        throw .explicitTag(tag, at: event.start)
                    }
                }
                if event.startsNode { ownNodes += 1 }
            }
            if event.type == .alias {
                let name = event.text
                guard let events = anchors[name] else {
                    throw .unknownAnchor(name, at: event.start)
                }
                guard replays.count < limits.nestingDepth else {
                    throw .aliasesTooDeep(limit: limits.nestingDepth, at: event.start)
                }
                replays.append((events, 0, event))
                continue
            }
            try check(event)
            return event
        }
    }

    /// Feeds a raw event to every anchored node being recorded, starts a recording at an anchor, and files a
    /// recording under its anchor once its node has ended.
    private mutating func record(_ event: YAMLEvent, anchor: String?) {
        if let name = anchor {
            recordings.append((name, [], 0))
        }
        guard !recordings.isEmpty else { return }
        let delta: Int
        switch event.type {
        case .mappingStart, .sequenceStart: delta = 1
        case .mappingEnd, .sequenceEnd: delta = -1
        default: delta = 0
        }
        for index in recordings.indices {
            recordings[index].events.append(event)
            recordings[index].depth += delta
        }
        while let top = recordings.last, top.depth == 0 {
            recordings.removeLast()
            anchors[top.name] = top.events
        }
    }

    /// Depth and scalar length (explicit tags are refused as the parser hands them out: a replayed event has none).
    private mutating func check(_ event: YAMLEvent) throws(YAMLError) {
        switch event.type {
        case .mappingStart, .sequenceStart:
            depth += 1
            if depth > limits.nestingDepth {
                throw .nestingTooDeep(limit: limits.nestingDepth, at: event.start)
            }
        case .mappingEnd, .sequenceEnd:
            depth -= 1
        case .scalar:
            if event.bytes.count > limits.scalarLength {
                throw .scalarTooLong(bytes: event.bytes.count, limit: limits.scalarLength, at: event.start)
            }
        default:
            break
        }
    }

    private func unexpected(_ event: YAMLEvent) -> YAMLError {
        .unexpectedEvent(at: event.start)
    }
}
