import _NavGraphCore

/// `navgraph import storyboard FILE... [--output DIR] [--graph NAME]`: writes the graph files of Interface Builder
/// storyboards (docs/import.md).
enum ImportCommand {
    static let spec = CommandSpec(
        name: "import",
        usage: "import storyboard [--output DIR] [--graph NAME] [options] FILE ...",
        summary: "Import Interface Builder storyboards as graph files.",
        details: """
            Each FILE is a .storyboard file. Each storyboard gives one graph file, NAME.navgraph.yaml, written into
            DIR (default: the current folder). Storyboards that refer to each other and are imported together make
            one graph: the first one no other refers to is the main file, and it includes the others. Whatever has
            no equivalent in the graph is reported as a warning at the storyboard's line and column and kept in the
            output as a comment; remarks (--verbose) say which names and unwind targets were made up. When a file
            cannot be read as a storyboard, or the imported graph does not validate, the error is printed and nothing
            is written (exit status 1). A graph file that exists and holds something else is replaced only with
            --force; two storyboards whose graph files would be one file (names that differ only by case) are
            refused. A storyboard given twice is read once. Storyboards are XML: the YAML limits of the other
            commands do not apply, and a storyboard may nest elements at most 256 deep.
            """,
        options: [output.spec, graph.spec, force.spec] + diagnosticOptions
    )

    static let output = Option.text(
        "output", "DIR", "the folder to write into (created if missing; default: the current folder)")
    static let graph = Option.text(
        "graph", "NAME", "the graph's name (UpperCamelCase), when the storyboards make one graph")
    static let force = Flag("force", "replace graph files that exist and hold something else")

    /// The diagnostic options, with the one limit that applies to storyboards: the file size.
    private static var diagnosticOptions: [OptionSpec] {
        let limits = Set(DiagnosticOptions.limitSpecs.map(\.name))
        return DiagnosticOptions.specs.filter { !limits.contains($0.name) } + [
            DiagnosticOptions.limit(
                "max-file-size", "BYTES", "largest storyboard read (default 16777216, 16 MiB; at most 4 GiB)", 1 << 32
            ).spec
        ]
    }

    static func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> ExitStatus {
        let options = try DiagnosticOptions(arguments, console: console)
        guard let source = arguments.positionals.first else {
            throw UsageError(message: "missing what to import", hint: "usage: navgraph \(spec.usage)")
        }
        guard source == "storyboard" else {
            let suggestion = Suggestions.closest(to: source, in: ["storyboard"])
            throw UsageError(
                message: "cannot import '\(source)'; navgraph imports 'storyboard' files",
                hint: suggestion.map { "did you mean '\($0)'?" } ?? "usage: navgraph \(spec.usage)")
        }
        let paths = distinct(Array(arguments.positionals.dropFirst()))
        guard !paths.isEmpty else {
            throw UsageError(message: "missing storyboard file", hint: "usage: navgraph \(spec.usage)")
        }
        let graphName = try arguments.value(of: graph)
        if let graphName, !StoryboardImporter.isUsableGraphName(graphName) {
            throw UsageError(
                message: "invalid graph name '\(graphName)'",
                hint: "a graph name is UpperCamelCase ([A-Z][A-Za-z0-9]*) and not reserved by the generated code")
        }
        let inputs = try paths.map { path throws(UsageError) in try input(at: path, limit: options.limits.fileSize) }
        // Each storyboard gives the graph file named after it: two that would be one file are refused up front.
        if let clash = GraphFileNaming.clash(among: inputs.map { ($0.file, $0.name + ".navgraph.yaml") }) {
            throw UsageError(message: clash.description, hint: "rename one of the storyboards, or import them apart")
        }
        let result = StoryboardImporter.run(inputs, graphName: graphName, limits: options.limits)
        if graphName != nil && result.groups.count > 1 {
            throw UsageError(
                message: "'--graph' names one graph, but these storyboards make \(result.groups.count) graphs",
                hint: "import the storyboards that do not refer to each other separately")
        }
        let shown = options.shown(result.diagnostics)
        let sources = inputs.map { (path: $0.file, text: String(decoding: $0.bytes, as: UTF8.self)) }
        console.print(options.render(shown, sources: sources, fileCount: inputs.count))
        guard !shown.contains(where: { $0.severity == .error }) else { return .failure }
        let folder = try arguments.value(of: output) ?? "."
        try OutputWriter(folder: folder, replacing: arguments[force]).write(
            result.files.map { GeneratedFile(name: $0.name, contents: Array($0.text.utf8)) })
        if !options.quiet && options.format == .text {
            for summary in result.summaries {
                console.print(describe(summary, folder: folder) + "\n")
            }
        }
        return .success
    }

    /// `paths` without the second naming of a file (the same path, or another path to the same file): a storyboard
    /// given twice is read once.
    private static func distinct(_ paths: [String]) -> [String] {
        var seen: Set<[UInt8]> = []
        return paths.filter { path in
            let resolved = FileSystemSources().canonicalPath(of: path) ?? path
            return seen.insert(FileNameBytes.bytes(of: resolved).map { UInt8(bitPattern: $0) }).inserted
        }
    }

    /// The storyboard at `path`, named after its file (`Main.storyboard` → `Main`); unreadable paths are usage errors.
    private static func input(at path: String, limit: Int) throws(UsageError) -> StoryboardImporter.Input {
        do {
            let bytes = try FileSystemSources().contents(of: path, limit: limit)
            var name = PathUtilities.lastComponent(of: path)
            if name.hasSuffix(".storyboard") && name.count > ".storyboard".count {
                name = String(name.dropLast(".storyboard".count))
            }
            return StoryboardImporter.Input(file: path, name: name, bytes: bytes)
        } catch {
            switch error {
            case .notFound: throw UsageError(message: "no such storyboard: '\(path)'", hint: nil)
            case .isDirectory: throw UsageError(message: "'\(path)' is a folder, not a storyboard", hint: nil)
            case .unreadable(let reason): throw UsageError(message: "cannot read '\(path)': \(reason)", hint: nil)
            case .tooLarge(let size):
                throw UsageError(
                    message: "'\(path)' is \(size) bytes, more than the \(limit) allowed", hint: "see '--max-file-size'"
                )
            }
        }
    }

    private static func describe(_ summary: StoryboardImportSummary, folder: String) -> String {
        let counts = summary.counts
        let output = PathUtilities.join(folder, summary.output)
        var text =
            "\(TextRenderer.visible(summary.file)) -> \(TextRenderer.visible(output)): \(counted(counts.screens, "screen")), "
        text += "\(counted(counts.containers, "container")), \(counted(counts.seguesImported, "segue"))"
        let scenes = counts.scenesReported
        let segues = counts.seguesCommented + counts.seguesReported
        if scenes + segues > 0 { text += "; reported: \(counted(scenes, "scene")), \(counted(segues, "segue"))" }
        return text
    }

    /// `count` and `noun`, plural unless the count is 1.
    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
