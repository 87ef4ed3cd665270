import Foundation
import NavGraphRuntime
import _NavGraphCore

/// `navgraph simulate PATH [--json]`: runs a headless router on commands read from standard input.
enum SimulateCommand {
    static let spec = CommandSpec(
        name: "simulate",
        usage: "simulate [--json] [--entry ID] [--root-arguments PAIRS] PATH",
        summary: "Run the router on commands read one per line from standard input.",
        details: """
            Commands: perform SEGUE [name=value ...], perform SCREEN.SEGUE [name=value ...], selectTab TAB,
            setBadge TAB VALUE|null, setEnabled ITEM true|false, setHidden ITEM true|false, update NAME=VALUE ...,
            compact on|off, swipeDown, detent medium|large|POINTS, search TEXT [scope=SCOPE], cancelSearch,
            dismissItself, tap ITEM, back, swipeBack [cancel], dismiss, popToRoot, open URL, state, save FILE,
            restore FILE. Empty lines and lines starting with # are skipped; a value with spaces is written in
            double quotes (name="Mail App").
            After each command the state is printed: drawn for a person, or with --json as one JSON object per
            line. A refused command prints the unchanged state with 'error' set, and the session goes on.

            Lines are at most 65536 bytes. 'save' writes regular files only, atomically; 'restore' reads regular
            files only, up to the file size limit.

            Exit status: 0 at the end of the input, 1 when the graph has errors, 2 usage or I/O problem (an input
            line that is too long).
            """,
        options: [json.spec, entry.spec, rootArguments.spec] + DiagnosticOptions.limitSpecs
    )

    static let json = Flag("json", "print each state as one line of JSON")
    static let entry = Option.text("entry", "ID", "start from this entry of the graph's 'entries:' instead of the root")
    static let rootArguments = Option.text(
        "root-arguments", "PAIRS",
        "arguments of a root (or entry) screen with required parameters: 'name=value name2=value2'")

    static func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> ExitStatus {
        guard let definition = try SingleGraph.load(arguments, spec: spec, purpose: "simulate", console: console)
        else { return .failure }
        let givenArguments: [SimulationArgument]
        let text = try arguments.value(of: rootArguments) ?? ""
        do throws(SimulationInputError) {
            givenArguments = try SimulationArgument.parseList(text)
        } catch {
            throw UsageError(message: "--root-arguments: \(error.message)", hint: nil)
        }
        let limits = try DiagnosticOptions.limits(from: arguments)
        let entry = try arguments.value(of: entry)
        var simulator: Simulator
        do {
            simulator = try Simulator(
                definition: definition, files: SnapshotFiles.files(limit: limits.fileSize),
                rootArguments: givenArguments, entry: entry)
        } catch {
            console.printError("navgraph: error: cannot start the router: \(error.description)")
            let start = entry ?? definition.root
            if definition.screen(start)?.parameters.contains(where: \.isRequired) == true {
                let what = entry == nil ? "root" : "entry"
                console.printError("navgraph: note: give the \(what)'s required parameters with --root-arguments")
            }
            return .failure
        }
        let json = arguments[json]
        var input = LineReader(descriptor: STDIN_FILENO)
        do throws(LineReader.Failure) {
            while let line = try input.next() {
                let state: SimulationState?
                switch line {
                case .text(let text): state = simulator.run(line: text)
                case .notUTF8: state = simulator.refuse("input line \(input.lineNumber) is not valid UTF-8")
                }
                guard let state else { continue }
                console.print(json ? state.json() + "\n" : state.drawn() + "\n")
                if let notice = simulator.notice { console.printError("navgraph: note: \(notice)") }
            }
        } catch {
            switch error {
            case .tooLong(let number):
                console.printError(
                    "navgraph: error: input line \(number) is longer than \(LineReader.defaultLimit) bytes")
            case .unreadable(let reason):
                console.printError("navgraph: error: cannot read standard input: \(reason)")
            }
            return .usage
        }
        return .success
    }
}
