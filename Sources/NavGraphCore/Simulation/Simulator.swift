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
    package private(set) var engine: NavigationEngine
    /// The router's state, as the last command left it.
    public var navigationState: NavigationState { engine.state }
    /// The events of the last command that changed anything.
    public var lastEvents: [NavigationEvent] { engine.lastEvents }
    private let files: Files
    /// A note on the last command that is not an error (what `restore` dropped), nil when none.
    public private(set) var notice: String?

    /// A simulator on `definition`, shown (`start()`) at once, its root given `rootArguments` (needed when the
    /// root screen has required parameters).
    public init(
        definition: GraphDefinition,
        files: Files,
        rootArguments: [SimulationArgument] = []
    ) throws(NavigationError) {
        var engine: NavigationEngine
        if rootArguments.isEmpty, definition.containers?.contains(where: { $0.id == definition.root }) == true {
            engine = try NavigationEngine(definition: definition)
        } else {
            let arguments = try definition.arguments(fromText: Self.texts(rootArguments), forScreen: definition.root)
            engine = try NavigationEngine(
                definition: definition, root: ScreenValue(id: definition.root, arguments: arguments))
        }
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
            return SimulationState(engine, events: [], error: error.message)
        }
        return run(command)
    }

    /// Runs one command: the state after it, with the events it emitted, or unchanged with `error` set.
    public mutating func run(_ command: SimulationCommand) -> SimulationState {
        notice = nil
        var trial = engine
        do {
            let events = try apply(command, to: &trial)
            engine = trial
            return SimulationState(engine, events: events, error: nil)
        } catch let error as NavigationError {
            return SimulationState(engine, events: [], error: error.description)
        } catch let error as SimulationInputError {
            return SimulationState(engine, events: [], error: error.message)
        } catch {
            return SimulationState(engine, events: [], error: "\(error)")
        }
    }

    /// Applies `command` to `engine` (a copy: the caller keeps the old one when this throws) and returns the
    /// events emitted.
    private mutating func apply(_ command: SimulationCommand, to engine: inout NavigationEngine) throws
        -> [NavigationEvent]
    {
        switch command {
        case .perform(let name, let arguments):
            let (source, segue) = engine.performableSource(of: name)
            let values = try Self.suggestingParameters(engine.definition) { () throws(NavigationError) in
                try engine.arguments(fromText: Self.texts(arguments), forSegue: segue, of: source)
            }
            try engine.perform(segue: segue, from: source, arguments: values)
            return engine.lastEvents
        case .tap(let item):
            try engine.tap(item)
            return engine.lastEvents
        case .back:
            try engine.back()
            return engine.lastEvents
        case .swipeBack(let cancel):
            try engine.beginInteractivePop()
            let began = engine.lastEvents
            if cancel {
                try engine.cancelInteractivePop()
            } else {
                try engine.finishInteractivePop()
            }
            return began + engine.lastEvents
        case .dismiss:
            try engine.requestDismiss()
            return engine.lastEvents
        case .popToRoot:
            try engine.popToRoot()
            return engine.lastEvents
        case .open:
            throw SimulationInputError("deep links are not supported by this version of the router yet")
        case .state:
            return []
        case .selectTab(let tab):
            try engine.selectTab(tab)
            return engine.lastEvents
        case .compact(let compact):
            try engine.handle(.setCompact(compact))
            return engine.lastEvents
        case .swipeDown:
            _ = try engine.dismissInteractively()
            return engine.lastEvents
        case .save(let file):
            let data = try engine.restorationState().jsonData()
            do {
                try files.write(data, file)
            } catch {
                throw SimulationInputError("cannot write '\(file)': \(error)")
            }
            return []
        case .restore(let file):
            let data: Data
            do {
                data = try files.read(file)
            } catch {
                throw SimulationInputError("cannot read '\(file)': \(error)")
            }
            let snapshot = try RestorationSnapshot(data: data)
            let (restored, report) = try NavigationEngine.restoring(snapshot, definition: engine.definition)
            try engine.replace(with: restored)
            if !report.dropped.isEmpty {
                notice =
                    "restored without \(report.dropped.count) "
                    + (report.dropped.count == 1 ? "entry" : "entries") + ": "
                    + report.dropped.map { "'\($0.entry.screen)' (\($0.reason))" }.joined(separator: ", ")
            }
            return engine.lastEvents
        }
    }

    /// Runs `body`, adding a did-you-mean to an unknown argument's error.
    private static func suggestingParameters<T>(
        _ definition: GraphDefinition,
        _ body: () throws(NavigationError) -> T
    ) throws -> T {
        do {
            return try body()
        } catch {
            guard case .unknownArgument(let screenID, let name) = error,
                let screen = definition.screens.first(where: { $0.id == screenID }),
                let suggestion = Suggestions.closest(to: name, in: screen.parameters.map(\.name))
            else { throw error }
            throw SimulationInputError("\(error.description); did you mean '\(suggestion)'?")
        }
    }

    /// `name=value` pairs by name (the last one wins).
    static func texts(_ arguments: [SimulationArgument]) -> [String: String] {
        Dictionary(arguments.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last })
    }
}
