public import Foundation
public import NavGraphRuntime

/// Runs `navgraph simulate` commands on a headless router (SPEC §7): each command either changes the state or is
/// refused with the state unchanged and `error` set; the session goes on either way. Files for `save`/`restore`
/// are read and written through the given functions, so the simulator itself does no I/O.
public struct Simulator: Sendable {
    /// Reads and writes the files `save` and `restore` name; a thrown error's description is shown as the reason.
    public struct Files: Sendable {
        /// The bytes of the file at a path.
        public var read: @Sendable (String) throws -> Data
        /// Writes bytes to the file at a path.
        public var write: @Sendable (Data, String) throws -> Void

        /// Creates the file access.
        public init(
            read: @escaping @Sendable (String) throws -> Data, write: @escaping @Sendable (Data, String) throws -> Void
        ) {
            self.read = read
            self.write = write
        }
    }

    /// The router's engine, as the last command left it.
    public private(set) var engine: NavigationEngine
    private let files: Files
    /// A note on the last command that is not an error (what `restore` dropped), nil when none; control
    /// characters (of names read from a snapshot) shown as the diagnostics show them.
    public private(set) var notice: String?

    /// A simulator on `definition`, shown (`start()`) at once, its root given `rootArguments` (needed when the
    /// root screen has required parameters).
    public init(
        definition: GraphDefinition,
        files: Files,
        rootArguments: [SimulationArgument] = []
    ) throws(NavigationError) {
        let arguments = try definition.arguments(from: rootArguments, forScreen: definition.root)
        var engine = try NavigationEngine(
            definition: definition, root: ScreenValue(id: definition.root, arguments: arguments))
        try engine.start()
        self.engine = engine
        self.files = files
    }

    /// The state now, with no events and no error.
    public var state: SimulationState { SimulationState(engine, events: [], error: nil) }

    /// Runs one input line; nil for an empty or comment line.
    public mutating func run(line: String) -> SimulationState? {
        notice = nil
        let command: SimulationCommand
        do throws(SimulationInputError) {
            guard let parsed = try SimulationCommand.parse(line) else { return nil }
            command = parsed
        } catch {
            return SimulationState(engine, events: [], error: error.message, errorKind: error.kind)
        }
        return run(command)
    }

    /// Runs one command: the state after it, with the events it emitted, or unchanged with `error` and
    /// `errorKind` set.
    public mutating func run(_ command: SimulationCommand) -> SimulationState {
        notice = nil
        var trial = engine
        do {
            let (events, action) = try apply(command, to: &trial)
            engine = trial
            return SimulationState(engine, events: events, action: action, error: nil)
        } catch let error as NavigationError {
            return SimulationState(
                engine, events: [], error: Self.explained(error, on: engine), errorKind: error.caseName)
        } catch let error as SimulationInputError {
            return SimulationState(engine, events: [], error: error.message, errorKind: error.kind)
        } catch {
            return SimulationState(engine, events: [], error: "\(error)", errorKind: "invalidCommand")
        }
    }

    /// Applies `command` to `engine` (a copy: the caller keeps the old one when this throws) and returns the
    /// events emitted and the action an app-handled item reported.
    private mutating func apply(_ command: SimulationCommand, to engine: inout NavigationEngine) throws
        -> (events: [NavigationEvent], action: String?)
    {
        switch command {
        case .perform(let segue, let arguments):
            let source = engine.state.visible.screen.id
            let values = try engine.definition.arguments(from: arguments, forSegue: segue, of: source)
            try engine.perform(segue: segue, from: source, arguments: values)
            return (engine.lastEvents, nil)
        case .tap(let item):
            if case .action(let name) = try engine.tap(item) { return (engine.lastEvents, name) }
            return (engine.lastEvents, nil)
        case .back:
            try engine.back()
            return (engine.lastEvents, nil)
        case .swipeBack(let cancel):
            try engine.beginInteractivePop()
            let began = engine.lastEvents
            if cancel {
                try engine.cancelInteractivePop()
            } else {
                try engine.finishInteractivePop()
            }
            return (began + engine.lastEvents, nil)
        case .dismiss:
            try engine.requestDismiss()
            return (engine.lastEvents, nil)
        case .popToRoot:
            try engine.popToRoot()
            return (engine.lastEvents, nil)
        case .open:
            throw SimulationInputError(
                "deep links are not supported by this version of the router yet", kind: "unsupported")
        case .state:
            return ([], nil)
        case .save(let file):
            let data = try engine.restorationState().jsonData()
            do {
                try files.write(data, file)
            } catch {
                throw SimulationInputError("cannot write '\(file)': \(error)", kind: "fileError")
            }
            return ([], nil)
        case .restore(let file):
            let data: Data
            do {
                data = try files.read(file)
            } catch {
                throw SimulationInputError("cannot read '\(file)': \(error)", kind: "fileError")
            }
            let snapshot = try RestorationSnapshot(data: data)
            let (restored, report) = try NavigationEngine.restoring(snapshot, definition: engine.definition)
            try engine.replace(with: restored)
            if !report.dropped.isEmpty {
                notice = TextRenderer.visible(
                    "restored without \(report.dropped.count) "
                        + (report.dropped.count == 1 ? "entry" : "entries") + ": "
                        + report.dropped.map { "'\($0.entry.screen)' (\($0.reason))" }.joined(separator: ", "))
            }
            return (engine.lastEvents, nil)
        }
    }

    /// The message of a refusal, with a did-you-mean for a misspelt segue, item or parameter.
    static func explained(_ error: NavigationError, on engine: NavigationEngine) -> String {
        let definition = engine.definition
        let candidates: [String]
        let word: String
        switch error {
        case .unknownSegue(let screenID, let segue):
            candidates = definition.screens.first { $0.id == screenID }?.segues.map(\.id) ?? []
            word = segue
        case .itemNotOnScreen(let item):
            candidates = engine.itemsOnScreen.map(\.id)
            word = item
        case .unknownArgument(let screenID, let name):
            candidates = definition.screens.first { $0.id == screenID }?.parameters.map(\.name) ?? []
            word = name
        default:
            return error.description
        }
        guard let suggestion = Suggestions.closest(to: word, in: candidates) else { return error.description }
        return "\(error.description); did you mean '\(suggestion)'?"
    }
}
