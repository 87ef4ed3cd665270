public import Foundation
public import NavGraphRuntime

/// Runs `navgraph simulate` commands on a headless router (docs/flows.md): each command either changes the state or is
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

    /// Makes the results screen's instance of `instance`'s search now, as a host does when it sets up the search
    /// field (the UIKit host's `UISearchController(searchResultsController:)`); for tests that run a host beside
    /// the simulator. Returns the instance, nil when the search has no `results:`.
    @discardableResult
    package mutating func prepareSearchResults(of instance: InstanceID) -> ScreenInstance? {
        engine.prepareSearchResults(of: instance)
    }
    /// The events of the last command that changed anything.
    public var lastEvents: [NavigationEvent] { engine.lastEvents }
    private let files: Files
    /// A small engine (the one started at first) that stands in for `engine` while a command changes it, so the
    /// engine being changed is not shared and its stacks are changed in place, not copied at each step.
    private let standIn: NavigationEngine
    /// A note on the last command that is not an error (what `restore` dropped), nil when none; control
    /// characters (of names read from a snapshot) shown as the diagnostics show them.
    package private(set) var notice: String?
    /// What the commands so far exercised, nil unless `recordCoverage()` started recording.
    package private(set) var coverage: FlowCoverage?

    /// Starts recording coverage (`navgraph test --coverage`), counting the screens and tab on screen now.
    package mutating func recordCoverage() {
        var coverage = FlowCoverage()
        coverage.record([], events: engine.lastEvents, state: engine.state)
        self.coverage = coverage
    }

    /// A simulator on `definition`, shown (`start()`) at once, started from `entry` (one of the graph's
    /// `entries:`; nil: the root), the entry screen given `rootArguments` (needed when it has required
    /// parameters).
    public init(
        definition: GraphDefinition,
        files: Files,
        rootArguments: [SimulationArgument] = [],
        entry: String? = nil
    ) throws(NavigationError) {
        var engine: NavigationEngine
        if let entry {
            engine = try Self.engine(definition: definition, entry: entry, arguments: rootArguments)
        } else if rootArguments.isEmpty,
            definition.containers?.contains(where: { $0.id == definition.root }) == true
        {
            engine = try NavigationEngine(definition: definition)
        } else {
            let arguments = try definition.arguments(from: rootArguments, forScreen: definition.root)
            engine = try NavigationEngine(
                definition: definition, root: ScreenValue(id: definition.root, arguments: arguments))
        }
        try engine.start()
        self.engine = engine
        standIn = engine
        self.files = files
    }

    /// An engine started from `entry` (see `NavigationEngine(definition:entry:)`); a container entry takes no
    /// argument.
    private static func engine(
        definition: GraphDefinition, entry: String, arguments: [SimulationArgument]
    ) throws(NavigationError) -> NavigationEngine {
        guard definition.entryIDs.contains(entry) else { throw .unknownEntry(entry, entries: definition.entryIDs) }
        let isScreen = definition.screens.contains { $0.id == entry }
        let values = isScreen ? try definition.arguments(from: arguments, forScreen: entry) : [:]
        if !isScreen, let first = arguments.first { throw .unknownArgument(screen: entry, parameter: first.name) }
        return try NavigationEngine(definition: definition, entry: ScreenValue(id: entry, arguments: values))
    }

    /// The state now, with no events and no error.
    package var state: SimulationState { SimulationState(engine, events: [], error: nil) }

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

    /// The state unchanged with `message` as an `invalidCommand` error: for a line that could not be read as text.
    public mutating func refuse(_ message: String) -> SimulationState {
        notice = nil
        return SimulationState(engine, events: [], error: message, errorKind: "invalidCommand")
    }

    /// Runs one command: the state after it, with the events it emitted and the action an app-handled item
    /// reported, or unchanged with `error` and `errorKind` set.
    package mutating func run(_ command: SimulationCommand) -> SimulationState {
        switch perform(command) {
        case .success(let done):
            SimulationState(engine, events: done.events, action: done.action, error: nil)
        case .failure(let refusal):
            SimulationState(engine, events: [], error: refusal.message, errorKind: refusal.kind)
        }
    }

    /// What a command that was not refused did.
    package struct Outcome: Sendable {
        /// The events it emitted.
        package var events: [NavigationEvent]
        /// The action an app-handled item reported when the command tapped one.
        package var action: String?
        /// The segue, item or link pattern it performed, tapped or opened, for coverage.
        var exercised: [FlowCoverage.Target] = []
    }

    /// Why a command was refused.
    package struct Refusal: Error, Sendable {
        /// The message, with a did-you-mean where one helps.
        package var message: String
        /// The `NavigationError` case, or `invalidCommand` or `fileError`.
        package var kind: String
    }

    /// Runs one command without making the state (a flow step that expects nothing): what it did, or why it was
    /// refused with the engine unchanged. The stacks are changed in place: a push costs the same whatever their
    /// depth.
    package mutating func perform(_ command: SimulationCommand) -> Result<Outcome, Refusal> {
        notice = nil
        // Each engine operation checks before it changes anything, so a refused one leaves the engine as it was;
        // only a swipe (two operations) is tried on a copy.
        var changing = engine
        let isAtomic = if case .swipeBack = command { false } else { true }
        if isAtomic { engine = standIn }
        defer { if isAtomic { engine = changing } }
        do {
            let outcome = try apply(command, to: &changing)
            if !isAtomic { engine = changing }
            coverage?.record(outcome.exercised, events: outcome.events, state: changing.state)
            return .success(outcome)
        } catch let error as NavigationError {
            // `changing` is the engine as it was: a refused operation changes nothing.
            return .failure(Refusal(message: Self.explained(error, on: changing), kind: error.caseName))
        } catch let error as SimulationInputError {
            return .failure(Refusal(message: error.message, kind: error.kind))
        } catch {
            return .failure(Refusal(message: "\(error)", kind: "invalidCommand"))
        }
    }

    /// How `perform` names a shared segue as the generated code does: `perform Segues.openStatus`.
    package static let sharedPrefix = "Segues."

    /// Applies `command` to `engine` (a copy: the caller keeps the old one when this throws) and returns what it
    /// did.
    private mutating func apply(_ command: SimulationCommand, to engine: inout NavigationEngine) throws -> Outcome {
        switch command {
        case .perform(let name, let arguments) where name.hasPrefix(Self.sharedPrefix):
            // `Segues.ID`: the generated shared call, from whichever source is visible (refused on a screen whose
            // own segue overrides it).
            let segue = String(name.dropFirst(Self.sharedPrefix.count))
            try Self.checkSharedSegueExists(segue, in: engine.definition)
            let source = try engine.sharedSource(of: segue)
            let values = try engine.definition.arguments(from: arguments, forSegue: segue, of: source)
            try engine.handle(.performShared(segue: segue, arguments: values))
            return Outcome(events: engine.lastEvents, exercised: [.segue(source: source, segue: segue)])
        case .perform(let name, let arguments):
            let (source, segue) = engine.performableSource(of: name)
            if !name.contains(".") { try engine.checkSharedSegue(segue, from: source) }
            let values = try engine.definition.arguments(from: arguments, forSegue: segue, of: source)
            try engine.perform(segue: segue, from: source, arguments: values)
            return Outcome(events: engine.lastEvents, exercised: [.segue(source: source, segue: segue)])
        case .tap(let item):
            // The items on screen are the visible screen's (an alert's actions when it is an alert).
            let screen = engine.state.visible.screen.id
            let tapped = try engine.tap(item)
            var exercised: [FlowCoverage.Target] = [.item(screen: screen, path: item)]
            if case .segue(let segue, _) = tapped { exercised.append(.segue(source: screen, segue: segue)) }
            if case .action(let name) = tapped {
                return Outcome(events: engine.lastEvents, action: name, exercised: exercised)
            }
            return Outcome(events: engine.lastEvents, exercised: exercised)
        case .back:
            try engine.back()
            return Outcome(events: engine.lastEvents)
        case .swipeBack(let cancel):
            try engine.beginInteractivePop()
            let began = engine.lastEvents
            if cancel {
                try engine.cancelInteractivePop()
            } else {
                try engine.finishInteractivePop()
            }
            return Outcome(events: began + engine.lastEvents)
        case .dismiss:
            try engine.requestDismiss()
            return Outcome(events: engine.lastEvents)
        case .popToRoot:
            try engine.popToRoot()
            return Outcome(events: engine.lastEvents)
        case .open(let url):
            // Matched again only while recording coverage: `open` keeps its match to itself.
            let pattern = coverage == nil ? nil : engine.matchedPattern(of: url)
            try engine.open(url)
            let exercised = pattern.map { [FlowCoverage.Target.link(screen: $0.screen, pattern: $0.pattern)] } ?? []
            return Outcome(events: engine.lastEvents, exercised: exercised)
        case .state:
            return Outcome(events: [])
        case .selectTab(let tab):
            try engine.selectTab(tab)
            return Outcome(events: engine.lastEvents)
        case .compact(let compact):
            try engine.handle(.setCompact(compact))
            return Outcome(events: engine.lastEvents)
        case .swipeDown:
            _ = try engine.dismissInteractively()
            return Outcome(events: engine.lastEvents)
        case .setBadge(let tab, let value):
            try engine.setBadge(value, forTab: tab)
            return Outcome(events: [])
        case .setEnabled(let item, let enabled):
            try engine.setItemEnabled(enabled, item: item, on: engine.state.visible.id)
            return Outcome(events: [])
        case .setHidden(let item, let hidden):
            try engine.setItemHidden(hidden, item: item, on: engine.state.visible.id)
            return Outcome(events: [])
        case .detent(let detent):
            try engine.setDetent(detent)
            return Outcome(events: engine.lastEvents)
        case .search(let text, let scope):
            try engine.search(text, scope: scope)
            return Outcome(events: engine.lastEvents)
        case .cancelSearch:
            try engine.cancelSearch()
            return Outcome(events: engine.lastEvents)
        case .dismissItself:
            try engine.dismissedItself(engine.state.visible.id)
            return Outcome(events: engine.lastEvents)
        case .update(let arguments):
            let visible = engine.state.visible
            let values = try engine.definition.arguments(from: arguments, forScreen: visible.screen.id)
            try engine.update(visible.id, arguments: values)
            return Outcome(events: [])
        case .save(let file):
            let data = try engine.restorationState().jsonData()
            do {
                try files.write(data, file)
            } catch {
                throw SimulationInputError("cannot write '\(file)': \(error)", kind: "fileError")
            }
            return Outcome(events: [])
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
            if !report.droppedArguments.isEmpty {
                let arguments = report.droppedArguments.map { "'\($0.parameter)' of '\($0.entry.path)' (\($0.reason))" }
                let text = "restored without \(arguments.count) argument\(arguments.count == 1 ? "" : "s"): "
                notice = [notice, TextRenderer.visible(text + arguments.joined(separator: ", "))]
                    .compactMap { $0 }.joined(separator: "; ")
            }
            return Outcome(events: engine.lastEvents)
        }
    }

    /// `perform Segues.ID` of an id no shared segue has: `unknownSegue`, with a did-you-mean among the shared ids.
    private static func checkSharedSegueExists(_ segue: String, in definition: GraphDefinition) throws {
        let ids = definition.sharedSegues?.map(\.id) ?? []
        guard !ids.contains(segue) else { return }
        let hint = Suggestions.closest(to: segue, in: ids).map { "; did you mean '\(sharedPrefix)\($0)'?" } ?? ""
        let message =
            ids.isEmpty ? "the graph has no shared segues" : "the graph has no shared segue '\(segue)'\(hint)"
        throw SimulationInputError(message, kind: "unknownSegue")
    }

    /// `tap` of the visible screen's segue id rather than an item's: which item on screen performs it, else that
    /// `perform` runs it.
    private static func segueHint(_ name: String, on engine: NavigationEngine) -> String? {
        let visible = engine.state.visible.screen.id
        guard
            engine.definition.screens.first(where: { $0.id == visible })?.segues.contains(where: { $0.id == name })
                == true
        else { return nil }
        if let item = engine.itemsOnScreen.first(where: { $0.behavior == .segue(name) }) {
            return "'\(name)' is a segue of '\(visible)': tap '\(item.id)', the item that performs it"
        }
        return "'\(name)' is a segue of '\(visible)', which no item on screen performs: 'perform \(name)' runs it"
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
            if let hint = segueHint(item, on: engine) { return "\(error.description); \(hint)" }
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
