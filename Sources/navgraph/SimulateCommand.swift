import Foundation
import NavGraphCore
import NavGraphRuntime

/// `navgraph simulate PATH [--json]`: runs a headless router on commands read from standard input (SPEC §7).
enum SimulateCommand {
    static let spec = CommandSpec(
        name: "simulate",
        usage: "simulate [--json] [--root-arguments PAIRS] PATH",
        summary: "Run the router on commands read one per line from standard input.",
        details: """
            Commands: perform SEGUE [name=value ...], tap ITEM, back, swipeBack [cancel], dismiss, popToRoot,
            open URL, state, save FILE, restore FILE. Empty lines and lines starting with # are skipped; a value
            with spaces is written in double quotes (name="Mail App").
            After each command the state is printed: drawn for a person, or with --json as one JSON object per
            line. A refused command prints the unchanged state with 'error' set, and the session goes on.

            Exit status: 0 at the end of the input, 1 when the graph has errors, 2 usage or I/O problem.
            """,
        options: [
            .flag("json", "print each state as one line of JSON"),
            .value(
                "root-arguments", "PAIRS",
                "arguments of a root screen with required parameters: 'name=value name2=value2'"
            ),
        ] + DiagnosticOptions.limitSpecs
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> ExitStatus {
        guard let definition = try SingleGraph.load(arguments, spec: spec, purpose: "simulate", console: console)
        else { return .failure }
        let rootArguments: [SimulationArgument]
        do throws(SimulationInputError) {
            rootArguments = try SimulationArgument.parseList(arguments.value("root-arguments") ?? "")
        } catch {
            throw UsageError(message: "--root-arguments: \(error.message)", hint: nil)
        }
        var simulator: Simulator
        do {
            simulator = try Simulator(definition: definition, files: files, rootArguments: rootArguments)
        } catch {
            console.printError("navgraph: error: cannot start the router: \(error.description)")
            if definition.screens.first(where: { $0.id == definition.root })?.parameters.contains(where: \.isRequired)
                == true
            {
                console.printError("navgraph: note: give the root's required parameters with --root-arguments")
            }
            return .failure
        }
        let json = arguments.flag("json")
        while let line = readLine(strippingNewline: true) {
            guard let state = simulator.run(line: line) else { continue }
            console.print(json ? state.json() + "\n" : state.drawn() + "\n")
            if let notice = simulator.notice { console.printError("navgraph: note: \(notice)") }
        }
        return .success
    }

    /// Why a snapshot file could not be read or written.
    private struct FileError: Error, CustomStringConvertible {
        var description: String
    }

    /// `save` and `restore` read and write files on the disk; snapshots are read up to the graph file size limit.
    private static let files = Simulator.Files(
        read: { path in
            do throws(SourceError) {
                return Data(try FileSystemSources().contents(of: path, limit: Limits().fileSize))
            } catch {
                switch error {
                case .notFound: throw FileError(description: "no such file")
                case .isDirectory: throw FileError(description: "it is a folder")
                case .tooLarge(let size): throw FileError(description: "it is too large (\(size) bytes)")
                case .unreadable(let reason): throw FileError(description: reason)
                }
            }
        },
        write: { data, path in
            do {
                try data.write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                throw FileError(description: "the file cannot be written")
            }
        }
    )
}
