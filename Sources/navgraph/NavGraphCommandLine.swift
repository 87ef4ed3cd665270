import _NavGraphCore

/// The process's exit status (docs/cli.md, "Exit status").
enum ExitStatus: Int32 {
    /// No errors.
    case success = 0
    /// The graph has errors (or warnings under `--warnings-as-errors`).
    case failure = 1
    /// A usage or I/O problem.
    case usage = 2
}

/// The `navgraph` command: picks the subcommand, parses its options, runs it, turns usage errors into exit 2.
enum NavGraphCommandLine {
    /// The version `--version` prints and SARIF logs carry.
    static let version = "0.1.0"
    /// Where the tool is documented (SARIF `informationUri`).
    static let homepage = "https://github.com/navgraph/navgraph"

    /// A subcommand and what runs it.
    private struct Command {
        var spec: CommandSpec
        var run: (ParsedArguments, Console) throws(UsageError) -> ExitStatus
    }

    private static var commands: [Command] {
        [
            Command(spec: ValidateCommand.spec, run: ValidateCommand.run),
            Command(spec: GenerateCommand.spec, run: GenerateCommand.run),
            Command(spec: SimulateCommand.spec, run: SimulateCommand.run),
            Command(spec: TestCommand.spec, run: TestCommand.run),
            Command(spec: GraphCommand.spec, run: GraphCommand.run),
            Command(spec: StatsCommand.spec, run: StatsCommand.run),
            Command(spec: DiffCommand.spec, run: DiffCommand.run),
            Command(spec: SchemaCommand.spec, run: SchemaCommand.run),
            Command(spec: ImportCommand.spec, run: ImportCommand.run),
            Command(spec: ExplainCommand.spec, run: ExplainCommand.run),
            Command(spec: ExportCommand.spec, run: ExportCommand.run),
            Command(spec: LspCommand.spec, run: LspCommand.run),
        ]
    }

    /// The general help.
    static var help: String {
        var text = """
            usage: navgraph COMMAND [options] [ARGUMENTS]

            navgraph checks navigation graph files (*.navgraph.yaml) like a compiler and generates their
            type-safe Swift route code.

            commands:

            """
        let rows =
            commands.map { ($0.spec.name, $0.spec.summary) } + [
                ("help", "Show help on a command: navgraph help COMMAND.")
            ]
        let width = rows.map(\.0.count).max() ?? 0
        for (name, summary) in rows {
            text += "  " + name + String(repeating: " ", count: width - name.count + 2) + summary + "\n"
        }
        text += """

            options:
              -h, --help  show help (also after a command: navgraph validate --help)
              --version   print the version

            Exit status: 0 no errors, 1 the graph has errors, 2 usage or I/O problem.

            """
        return text
    }

    /// What `navgraph help help` prints.
    static let helpUsage = """
        usage: navgraph help [COMMAND]

        Show the list of commands, or the help of COMMAND (the same as navgraph COMMAND --help).

        """

    /// Runs the command line `arguments` (without the program name) and returns the exit status: 2 when a write
    /// to standard output or standard error failed, whatever the command found.
    static func run(_ arguments: [String], console: Console) -> ExitStatus {
        var status: ExitStatus
        do throws(UsageError) {
            status = try dispatch(arguments, console: console)
        } catch {
            // Messages quote what the user typed: shown escaped, so no argument reaches the terminal raw.
            console.printError("navgraph: error: \(TextRenderer.visible(error.message))")
            if let hint = error.hint { console.printError("navgraph: note: \(TextRenderer.visible(hint))") }
            status = .usage
        }
        if let message = console.writeFailureMessage {
            // Standard error may be what failed: this is the last try, and the exit status says it anyway.
            console.printError(message)
            status = .usage
        }
        return status
    }

    private static func dispatch(_ arguments: [String], console: Console) throws(UsageError) -> ExitStatus {
        guard let first = arguments.first else {
            console.printError(help)
            return .usage
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "--help", "-h":
            console.print(help)
            return .success
        case "--version":
            guard rest.isEmpty else {
                throw UsageError(message: "'--version' takes no arguments", hint: "see 'navgraph --help'")
            }
            console.print("navgraph \(version)\n")
            return .success
        case "help":
            guard let name = rest.first else {
                console.print(help)
                return .success
            }
            guard rest.count == 1 else { throw UsageError(message: "'help' takes one command name", hint: nil) }
            // `navgraph help --help` is help's own help, as `--help` after any command is.
            let isHelp = name == "help" || name == "--help" || name == "-h"
            console.print(isHelp ? Self.helpUsage : try command(named: name).spec.help)
            return .success
        default:
            let command = try command(named: first)
            let parsed = try command.spec.parse(rest)
            if parsed.wantsHelp {
                console.print(command.spec.help)
                return .success
            }
            return try command.run(parsed, console)
        }
    }

    private static func command(named name: String) throws(UsageError) -> Command {
        if let command = commands.first(where: { $0.spec.name == name }) { return command }
        let names = commands.map(\.spec.name) + ["help"]
        let isOption = name.hasPrefix("-")
        let suggestion = Suggestions.closest(to: name, in: isOption ? ["--help", "--version"] : names)
        throw UsageError(
            message: isOption ? "unknown option '\(name)'" : "unknown command '\(name)'",
            hint: suggestion.map { "did you mean '\($0)'?" } ?? "see 'navgraph --help'")
    }
}
