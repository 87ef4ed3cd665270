import NavGraphRuntime

/// A flow test file (`*.navflow.yaml`, docs/flows.md): a graph and named flows, each a list of simulate commands with
/// optional expectations on the state after them.
package struct FlowFile: Sendable {
    /// The flow file's path, as given.
    package var path: String
    /// `graph:`, relative to the flow file.
    package var graph: Located<String>?
    /// `rootArguments:`, for a root screen with required parameters (the entry screen's, with `entry:`).
    package var rootArguments: [SimulationArgument] = []
    /// `entry:`: the graph entry every flow starts from; nil for the root.
    package var entry: Located<String>?
    /// The flows, in the order written, each with `setup:` and the step lists it `use`s spliced in.
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
    /// How the flow reached the step when it is not written in the flow itself (`setup:`, a `use:` of a named step
    /// list, an alias): each list on the way, outermost first, the step's own list last. Empty for a flow's own step.
    package var trail: [StepPlace] = []
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
    package static let topLevelKeys = ["graph", "entry", "rootArguments", "setup", "steps", "flows"]

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
            var lists = WrittenStepLists()
            if let location = try reader.beginMapping(for: "the top level of a flow file") {
                var seen = SeenKeys()
                while let key = try reader.nextKey(&seen) {
                    switch key.value {
                    case "graph": file.graph = try graph(&reader, key: key)
                    case "flows": lists.flows = try flows(&reader, key: key)
                    case "setup": lists.setup = try stepList(&reader, for: "setup")
                    case "steps": lists.named = try namedLists(&reader)
                    case "rootArguments": file.rootArguments = try withArguments(&reader, key: "rootArguments")
                    case "entry": file.entry = try reader.string(for: "entry")
                    default: try reader.unknownKey(key, in: "a flow file", allowed: topLevelKeys)
                    }
                }
                for key in ["graph", "flows"] where seen[key] == nil {
                    reader.emit(.flowFileNeedsKey(key, at: location))
                }
            }
            try reader.stream.endDocument()
            var expander = StepListExpander(lists: lists)
            file.flows = expander.flows()
            return (file, unique(reader.diagnostics + expander.diagnostics))
        } catch {
            return (nil, reader.diagnostics + [.yamlStoppedInFlowFile(error, file: path)])
        }
    }

    /// `graph:`: the path of a graph file (named `*.navgraph.yaml`, so that nothing else is ever read and quoted
    /// as a graph), nil after a diagnostic.
    private static func graph(_ reader: inout NodeReader, key: Located<String>) throws(YAMLError) -> Located<String>? {
        if try reader.takeNull() {
            reader.emit(.nullGraph(at: key.location))
            return nil
        }
        guard let graph = try reader.string(for: "graph") else { return nil }
        guard GraphFileNaming.isGraphFile(graph.value) else {
            reader.emit(.notAGraphFile(graph))
            return nil
        }
        return graph
    }

    private static func flows(_ reader: inout NodeReader, key: Located<String>) throws(YAMLError) -> [(
        name: Located<String>, steps: [WrittenStep]
    )] {
        guard try reader.beginMapping(for: "flows") != nil else { return [] }
        if try reader.stream.peek().kind == .mappingEnd {
            reader.emit(.noFlows(at: key.location))
        }
        var result: [(name: Located<String>, steps: [WrittenStep])] = []
        var seen = SeenKeys()
        while let name = try reader.nextKey(&seen) {
            result.append((name, try stepList(&reader, for: "flow '\(name.value)'")))
        }
        return result
    }

    /// `steps: { name: [steps] }`: step lists that flows, `setup:` and other lists run with `- use: name`.
    private static func namedLists(_ reader: inout NodeReader) throws(YAMLError) -> [String: (
        name: Located<String>, steps: [WrittenStep]
    )] {
        guard try reader.beginMapping(for: "steps", nullIsEmpty: true) != nil else { return [:] }
        var result: [String: (name: Located<String>, steps: [WrittenStep])] = [:]
        var seen = SeenKeys()
        while let name = try reader.nextKey(&seen) {
            result[name.value] = (name, try stepList(&reader, for: "step list '\(name.value)'"))
        }
        return result
    }

    /// A list of steps as written: each element a step, a `use:` of a named list, or itself a list of steps (an
    /// alias to one, `- *signIn`), spliced in place.
    private static func stepList(_ reader: inout NodeReader, for key: String, depth: Int = 0) throws(YAMLError)
        -> [WrittenStep]
    {
        guard try reader.beginSequence(for: key) != nil else { return [] }
        var result: [WrittenStep] = []
        while try reader.hasNextElement() {
            let event = try reader.stream.peek()
            let at = useLocation(of: event, reader)
            switch event.kind {
            case .sequenceStart:
                guard depth < NodeReader.maximumValueDepth else {
                    throw .valueTooDeep(limit: NodeReader.maximumValueDepth, at: event.start)
                }
                result.append(.list(try stepList(&reader, for: key, depth: depth + 1), at: at))
            case .mappingStart:
                if let step = try step(&reader, depth: depth) { result.append(step) }
            default:
                reader.emit(.notAStep(found: NodeReader.describe(event), at: at))
                try reader.skip()
            }
        }
        return result
    }

    /// Where a node is used: the alias that replays it, or the node itself.
    private static func useLocation(of event: YAMLEvent, _ reader: NodeReader) -> SourceLocation {
        guard let alias = reader.stream.replayedAlias else { return reader.location(event) }
        return reader.location(event.placed(at: alias))
    }

    /// `- use: NAME` (or `- use: *alias` of a step list): nil when the mapping holds no `use` key.
    private static func use(_ reader: inout NodeReader, key: Located<String>, depth: Int) throws(YAMLError)
        -> WrittenStep?
    {
        let event = try reader.stream.peek()
        if event.kind == .sequenceStart {
            let at = useLocation(of: event, reader)
            return .list(try stepList(&reader, for: "use", depth: depth + 1), at: at)
        }
        if try reader.takeNull() {
            reader.emit(.nullUse(at: key.location))
            return nil
        }
        // A name an alias gives is reported, if unknown, where the alias is used.
        let at = useLocation(of: event, reader)
        guard let name = try reader.string(for: "use") else { return nil }
        return .use(Located(name.value, at: at))
    }

    /// `- perform: SEGUE` (with `with:`), `- tap: ITEM`, `- back: {}`, `- swipeBack: cancel`, `- open: URL`, …,
    /// each optionally with `expect:`; or `- use: NAME`, alone.
    private static func step(_ reader: inout NodeReader, depth: Int) throws(YAMLError) -> WrittenStep? {
        let start = try reader.stream.peek()
        guard try reader.beginMapping(for: "a flow step") != nil else { return nil }
        var command: (key: Located<String>, operand: Operand)?
        var used: (key: Located<String>, step: WrittenStep?)?
        var arguments: [SimulationArgument] = []
        var expect: Located<Expectation>?
        var sawUnknownKey = false
        var seen = SeenKeys()
        while let key = try reader.nextKey(&seen) {
            switch key.value {
            case "with": arguments = try withArguments(&reader, key: "with")
            case "expect": expect = try expectation(&reader)
            case "use": used = (key, try use(&reader, key: key, depth: depth))
            case _ where SimulationCommand.names.contains(key.value):
                if let other = command {
                    reader.emit(.secondCommand(key, after: other.key.value))
                    try reader.skip()
                    continue
                }
                command = (key, try operand(&reader, for: key))
            default:
                sawUnknownKey = true
                try reader.unknownKey(
                    key, in: "a flow step", allowed: SimulationCommand.names + ["with", "expect", "use"])
            }
        }
        if let used {
            if let other = command?.key.value ?? (expect != nil ? "expect" : arguments.isEmpty ? nil : "with") {
                reader.emit(.useWithOtherKey(used.key, other: other))
                return nil
            }
            return used.step
        }
        guard let command else {
            // An unknown key was most likely the command, misspelt: that diagnostic says enough.
            if sawUnknownKey { return nil }
            reader.emit(.stepNeedsCommand(at: reader.location(start)))
            return nil
        }
        if !arguments.isEmpty && !["perform", "update"].contains(command.key.value) {
            reader.emit(.argumentsOutsidePerform(at: command.key.location))
        }
        let operand: Located<String>?
        switch command.operand {
        case .invalid: return nil
        case .none: operand = nil
        case .word(let word): operand = word
        }
        do throws(SimulationInputError) {
            let parsed = try SimulationCommand.command(
                named: command.key.value, operands: operand.map { [$0.value] } ?? [], arguments: arguments)
            let text = describe(command.key.value, operand: operand?.value, arguments: arguments)
            return .step(FlowStep(location: command.key.location, command: parsed, text: text, expect: expect))
        } catch {
            reader.emit(.badStep(error, at: operand?.location ?? command.key.location))
            return nil
        }
    }

    /// A command's operand as written in a step.
    private enum Operand {
        /// Nothing: `{}`, `[]`, null or `true`.
        case none
        /// One scalar.
        case word(Located<String>)
        /// Something no command takes (reported).
        case invalid
    }

    /// A command's operand: a scalar, or nothing (`{}`, `[]`, null, `true`) for commands that take none. A
    /// collection with something in it is reported: an operand is one word (arguments go in `with:`).
    private static func operand(_ reader: inout NodeReader, for command: Located<String>) throws(YAMLError) -> Operand {
        let event = try reader.stream.peek()
        switch event.kind {
        case .mappingStart, .sequenceStart:
            _ = try reader.stream.next()
            let end: YAMLEvent.Kind = event.kind == .mappingStart ? .mappingEnd : .sequenceEnd
            if try reader.stream.peek().kind == end {
                _ = try reader.stream.next()
                return .none
            }
            while try reader.stream.peek().kind != end {
                try reader.skip()
            }
            _ = try reader.stream.next()
            reader.emit(.operandNotAWord(command.value, found: NodeReader.describe(event), at: reader.location(event)))
            return .invalid
        case .scalar(let text, let plain):
            _ = try reader.stream.next()
            if plain && (NodeReader.isNull(text) || text == "true") { return .none }
            return .word(Located(text, at: reader.location(event)))
        default:
            throw NodeReader.misplaced(event)
        }
    }

    /// `with: { name: value }`: each value a scalar (its text) or a sequence of scalars (its elements, each
    /// converted by the array's element type: a comma in an element is text). Anything deeper is reported.
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
                result.append(SimulationArgument(name: name.value, value: .text(argumentText(text, quoted: quoted))))
            case .sequence(let elements):
                var texts: [String] = []
                for element in elements {
                    guard case .scalar(let text, let quoted) = element.value else {
                        reader.emit(
                            .nestedArgumentElement(name, isMapping: element.value == .mapping, at: element.location))
                        continue
                    }
                    texts.append(argumentText(text, quoted: quoted))
                }
                if texts.count == elements.count {
                    result.append(SimulationArgument(name: name.value, value: .list(texts)))
                }
            case .mapping:
                reader.emit(.mappingArgument(name, at: value.location))
            }
        }
        return result
    }

    /// A scalar argument's text: a plain null is `null` (what an optional takes as nil).
    private static func argumentText(_ text: String, quoted: Bool) -> String {
        !quoted && NodeReader.isNull(text) ? "null" : text
    }

    /// The command as a person reads it: `perform open name="Two words" tags=["a,b", "c"]`.
    private static func describe(_ command: String, operand: String?, arguments: [SimulationArgument]) -> String {
        var words = [command]
        if let operand { words.append(quotedIfNeeded(operand)) }
        for argument in arguments {
            switch argument.value {
            case .text(let text): words.append("\(argument.name)=\(quotedIfNeeded(text))")
            case .list(let elements):
                words.append("\(argument.name)=[" + elements.map(JSONText.quoted).joined(separator: ", ") + "]")
            }
        }
        return words.joined(separator: " ")
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
            guard depth < NodeReader.maximumValueDepth else {
                throw .valueTooDeep(limit: NodeReader.maximumValueDepth, at: event.start)
            }
            var elements: [Located<Expectation>] = []
            while try reader.hasNextElement() {
                elements.append(try expectation(&reader, depth: depth + 1))
            }
            return Located(.sequence(elements), at: location)
        case .mappingStart:
            guard depth < NodeReader.maximumValueDepth else {
                throw .valueTooDeep(limit: NodeReader.maximumValueDepth, at: event.start)
            }
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

/// Diagnostics without repeats: a step list an alias replays is read once per use, and its findings are the same.
private func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    var seen = Set<String>()
    return diagnostics.filter {
        seen.insert("\($0.code) \($0.location.file):\($0.location.line):\($0.location.column) \($0.message)").inserted
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
