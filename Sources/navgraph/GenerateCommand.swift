import Foundation
import NavGraphCore

/// `navgraph generate --output DIR [--access-level LEVEL] PATH ...`: writes the route code of each main graph.
enum GenerateCommand {
    static let spec = CommandSpec(
        name: "generate",
        usage: "generate --output DIR [--access-level internal|package|public] [options] PATH ...",
        summary: "Generate the Swift route code of each graph into DIR.",
        details: """
            Each PATH is a graph file or a folder, as for 'validate'. Every main graph file gives one Swift file,
            named after the graph file: settings.navgraph.yaml -> settings.navgraph.swift. When any graph has an
            error, the diagnostics are printed and nothing is written (exit status 1). A file is rewritten only
            when its bytes change, so an unchanged graph does not make the module recompile.
            """,
        options: [
            .value("output", "DIR", "the folder to write into (created if missing); required"),
            .value(
                "access-level", "LEVEL", allowed: AccessLevel.allCases.map(\.rawValue),
                "access level of the generated declarations: internal (default), package or public"),
        ] + DiagnosticOptions.specs
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> ExitStatus {
        let options = try DiagnosticOptions(arguments, console: console)
        guard let output = arguments.value("output"), !output.isEmpty else {
            throw UsageError(message: "missing '--output DIR'", hint: "see 'navgraph help generate'")
        }
        guard !arguments.positionals.isEmpty else {
            throw UsageError(message: "missing graph file or folder", hint: "see 'navgraph help generate'")
        }
        let accessLevel = arguments.value("access-level").flatMap(AccessLevel.init(rawValue:)) ?? .internal
        let files = try GraphFileFinder().find(arguments.positionals)
        let outcome = GraphChecker(limits: options.limits).check(files)
        let status = ValidateCommand.report(outcome, options: options, console: console)
        guard status == .success else { return status }

        var outputs: [(name: String, text: String)] = []
        var owners: [String: String] = [:]
        for graph in outcome.graphs {
            guard let model = graph.result.graph, let definition = graph.result.definition else { continue }
            let name = RouteGenerator.outputFileName(forGraphFile: graph.file)
            if let other = owners.updateValue(graph.file, forKey: name) {
                throw UsageError(
                    message: "'\(other)' and '\(graph.file)' would both generate '\(name)'",
                    hint: "rename one of the graph files")
            }
            let sourceName = graph.file.split(separator: "/").last.map(String.init) ?? graph.file
            let text = RouteGenerator.generate(
                graph: model, definition: definition, accessLevel: accessLevel, sourceName: sourceName)
            outputs.append((name, text))
        }
        try write(outputs, into: output)
        return .success
    }

    /// Writes each file into `folder`, leaving a file alone when it already holds the same bytes.
    private static func write(_ outputs: [(name: String, text: String)], into folder: String) throws(UsageError) {
        let manager = FileManager.default
        do {
            try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw UsageError(message: "cannot create folder '\(folder)'", hint: nil)
        }
        for (name, text) in outputs {
            let path = PathUtilities.join(folder, name)
            let bytes = Data(text.utf8)
            if manager.contents(atPath: path) == bytes { continue }
            do {
                try bytes.write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                throw UsageError(message: "cannot write '\(path)': \(error.localizedDescription)", hint: nil)
            }
        }
    }
}
