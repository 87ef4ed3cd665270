/// A flow test file (`*.navflow.yaml`, SPEC §7): a graph and named flows, each a list of simulate commands with
/// optional expectations on the state after them.
package struct FlowFile: Sendable {
    /// The flow file's path, as given.
    package var path: String
    /// `graph:`, relative to the flow file.
    package var graph: Located<String>?
    /// `rootArguments:`, for a root screen with required parameters.
    package var rootArguments: [SimulationArgument] = []
    /// The flows, in the order written.
    package var flows: [Flow]
}

/// One named flow: it starts from a fresh router showing the graph's root.
package struct Flow: Sendable {
    package var name: Located<String>
    package var steps: [FlowStep]
}

/// One step: a command and, optionally, what the state must show after it.
package struct FlowStep: Sendable {
    /// Where the step's command key is.
    package var location: SourceLocation
    package var command: SimulationCommand
    /// The command as a person reads it (`perform openApp appID=mail`), for failure messages.
    package var text: String
    /// `expect:`, a subset of the state's keys.
    package var expect: Located<Expectation>?
}

/// An expected value as written in YAML, matched against the state's JSON: a mapping is matched as a subset of
/// an object's keys, a sequence element by element, a scalar by its text.
package indirect enum Expectation: Sendable {
    case scalar(String, plain: Bool)
    case sequence([Located<Expectation>])
    case mapping([(key: String, value: Located<Expectation>)])
}

/// Reads flow files with the graph front end's YAML reader and limits.
package enum FlowFileDecoder {
    static let topLevelKeys = ["graph", "rootArguments", "flows"]

    /// The flow file, or nil with diagnostics when it cannot be read at all.
    package static func decode(_ bytes: [UInt8], path: String, limits: Limits = Limits()) -> (
        file: FlowFile?, diagnostics: [Diagnostic]
    ) {
        let start = SourceLocation(file: path, line: 1, column: 1)
        guard !bytes.isEmpty else { return (nil, [.emptyFlowFile(at: start)]) }
        var reader = NodeReader(stream: YAMLEventStream(bytes: bytes, limits: limits), file: path)
        do {
            guard try reader.stream.beginDocument() else {
                return (nil, [.noYAMLDocumentInFlowFile(at: start)])
            }
            var file = FlowFile(path: path, flows: [])
            if let location = try reader.beginMapping(for: "the top level of a flow file") {
                var seen = SeenKeys()
                while let key = try reader.nextKey(&seen) {
                    switch key.value {
                    case "graph": file.graph = try reader.string(for: "graph")
                    case "flows": file.flows = try flows(&reader)
                    case "rootArguments": file.rootArguments = try withArguments(&reader, key: "rootArguments")
                    default: try reader.unknownKey(key, in: "a flow file", allowed: topLevelKeys)
                    }
                }
                if file.graph == nil && seen["graph"] == nil {
                    reader.emit(.flowFileNeedsGraph(at: location))
                }
            }
            try reader.stream.endDocument()
            return (file, reader.diagnostics)
        } catch {
            return (nil, reader.diagnostics + [.yamlStoppedInFlowFile(error, file: path)])
        }
    }

    private static func flows(_ reader: inout NodeReader) throws(YAMLError) -> [Flow] {
        guard try reader.beginMapping(for: "flows") != nil else { return [] }
        var result: [Flow] = []
        var seen = SeenKeys()
        while let name = try reader.nextKey(&seen) {
            var steps: [FlowStep] = []
            if try reader.beginSequence(for: "flow '\(name.value)'") != nil {
                while try reader.hasNextElement() {
                    if let step = try step(&reader) { steps.append(step) }
                }
            }
            result.append(Flow(name: name, steps: steps))
        }
        return result
    }

    /// `- perform: SEGUE` (with `with:`), `- tap: ITEM`, `- back: {}`, `- swipeBack: cancel`, `- open: URL`, …,
    /// each optionally with `expect:`.
    private static func step(_ reader: inout NodeReader) throws(YAMLError) -> FlowStep? {
        let start = try reader.stream.peek()
        guard try reader.beginMapping(for: "a flow step") != nil else { return nil }
        var command: (key: Located<String>, operand: Located<String>?)?
        var arguments: [SimulationArgument] = []
        var expect: Located<Expectation>?
        var sawUnknownKey = false
        var seen = SeenKeys()
        while let key = try reader.nextKey(&seen) {
            switch key.value {
            case "with": arguments = try withArguments(&reader, key: "with")
            case "expect": expect = try expectation(&reader)
            case _ where SimulationCommand.names.contains(key.value):
                if let other = command {
                    reader.emit(.secondCommand(key, after: other.key.value))
                    try reader.skip()
                    continue
                }
                command = (key, try operand(&reader, for: key.value))
            default:
                sawUnknownKey = true
                try reader.unknownKey(key, in: "a flow step", allowed: SimulationCommand.names + ["with", "expect"])
            }
        }
        guard let command else {
            // An unknown key was most likely the command, misspelt: that diagnostic says enough.
            if sawUnknownKey { return nil }
            reader.emit(.stepNeedsCommand(at: reader.location(start)))
            return nil
        }
        if !arguments.isEmpty && command.key.value != "perform" {
            reader.emit(.argumentsOutsidePerform(at: command.key.location))
        }
        var words = [command.key.value]
        if let operand = command.operand?.value { words.append(quotedIfNeeded(operand)) }
        words += arguments.map { "\($0.name)=\(quotedIfNeeded($0.value))" }
        let text = words.joined(separator: " ")
        do throws(SimulationInputError) {
            guard let parsed = try SimulationCommand.parse(text) else { return nil }
            return FlowStep(location: command.key.location, command: parsed, text: text, expect: expect)
        } catch {
            reader.emit(.badStep(error, at: command.operand?.location ?? command.key.location))
            return nil
        }
    }

    /// A command's operand: a scalar, or nothing (`{}`, null, `true`) for commands that take none.
    private static func operand(_ reader: inout NodeReader, for command: String) throws(YAMLError) -> Located<String>? {
        let event = try reader.stream.peek()
        switch event.kind {
        case .mappingStart, .sequenceStart:
            try reader.skip()
            return nil
        case .scalar(let text, let plain):
            _ = try reader.stream.next()
            if plain && (NodeReader.isNull(text) || text == "true") { return nil }
            return Located(text, at: reader.location(event))
        default:
            return nil
        }
    }

    /// `with: { name: value }`: the values as text, a sequence joined by commas (how arrays are written on a
    /// simulate command line).
    private static func withArguments(_ reader: inout NodeReader, key: String) throws(YAMLError)
        -> [SimulationArgument]
    {
        guard try reader.beginMapping(for: key) != nil else { return [] }
        var result: [SimulationArgument] = []
        var seen = SeenKeys()
        while let name = try reader.nextKey(&seen) {
            let value = try reader.literal()
            switch value.value {
            case .scalar(let text, let quoted):
                result.append(
                    SimulationArgument(name: name.value, value: !quoted && NodeReader.isNull(text) ? "null" : text))
            case .sequence(let elements):
                let texts = elements.compactMap { element -> String? in
                    if case .scalar(let text, _) = element.value { return text }
                    return nil
                }
                result.append(SimulationArgument(name: name.value, value: texts.joined(separator: ",")))
            case .mapping:
                reader.emit(.mappingArgument(name, at: value.location))
            }
        }
        return result
    }

    private static func quotedIfNeeded(_ text: String) -> String {
        guard text.isEmpty || text.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "\\" }) else {
            return text
        }
        return "\"" + text.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\""
    }

    /// Any YAML node as an expectation, nesting at most `NodeReader.maximumValueDepth` deep (NG009 past it,
    /// whatever the stream's own nesting limit).
    private static func expectation(_ reader: inout NodeReader, depth: Int = 0) throws(YAMLError)
        -> Located<Expectation>
    {
        let event = try reader.stream.next()
        let location = reader.location(event)
        switch event.kind {
        case .scalar(let text, let plain):
            return Located(.scalar(text, plain: plain), at: location)
        case .sequenceStart:
            guard depth < NodeReader.maximumValueDepth else { throw NodeReader.valueTooDeep(at: event) }
            var elements: [Located<Expectation>] = []
            while try reader.hasNextElement() {
                elements.append(try expectation(&reader, depth: depth + 1))
            }
            return Located(.sequence(elements), at: location)
        case .mappingStart:
            guard depth < NodeReader.maximumValueDepth else { throw NodeReader.valueTooDeep(at: event) }
            var members: [(key: String, value: Located<Expectation>)] = []
            var seen = SeenKeys()
            while let key = try reader.nextKey(&seen) {
                members.append((key.value, try expectation(&reader, depth: depth + 1)))
            }
            return Located(.mapping(members), at: location)
        default:
            throw NodeReader.misplaced(event)
        }
    }
}

extension String {
    fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
