/// What `navgraph generate` is asked for, beside the graph files.
package struct GenerationOptions: Sendable {
    /// The access level written on every generated declaration.
    package var accessLevel: AccessLevel
    /// The limits the graph files are read under.
    package var limits: Limits

    /// Options with the defaults of the command line.
    package init(accessLevel: AccessLevel = .internal, limits: Limits = Limits()) {
        self.accessLevel = accessLevel
        self.limits = limits
    }
}

/// One generated file, in memory.
package struct GeneratedFile: Hashable, Sendable {
    /// The file's name, relative to the output folder (every output sits at its top).
    package var name: String
    /// The file's bytes (UTF-8 Swift source).
    package var contents: [UInt8]

    /// Creates a generated file.
    package init(name: String, contents: [UInt8]) {
        self.name = name
        self.contents = contents
    }
}

/// What generating a set of graph files gave.
package struct GenerationResult: Sendable {
    /// The graphs and parts as checked, with their diagnostics and the texts read.
    package var checked: CheckedFiles
    /// Two graph files whose outputs would be one file, found before anything is generated.
    package var clash: OutputNameClash?
    /// Every output: one per graph, then one per part given, in the order given. Empty when a graph has an error or
    /// two outputs clash.
    package var files: [GeneratedFile]

    /// Every diagnostic of every graph.
    package var diagnostics: [Diagnostic] { checked.diagnostics }
}

extension Pipeline {
    /// Checks `files` (graph files and parts, as found) and generates the route code of each graph, all in memory:
    /// the caller reads nothing itself (`sources` does) and writes the returned files.
    ///
    /// Every file given gets an output named by `GraphFileNaming.outputFileName(forGraphFile:)`, which is what a
    /// build plugin declares: a graph its route code, a part a file holding only a comment that points at the code
    /// of the graph including it.
    package static func generate(
        files: [String],
        sources provider: some SourceProvider,
        options: GenerationOptions = GenerationOptions()
    ) -> GenerationResult {
        let checked = check(
            files: files, sources: provider, limits: options.limits, orphanPartsAreGraphs: false, oneModule: true)
        var result = GenerationResult(checked: checked, clash: nil, files: [])
        let names: [String]
        do {
            names = try GraphFileNaming.outputFileNames(
                forGraphFiles: checked.graphs.map(\.file) + checked.parts.map(\.file))
        } catch {
            result.clash = error
            return result
        }
        guard !checked.hasErrors else { return result }
        for (graph, name) in zip(checked.graphs, names) {
            // A graph without errors always has its definition.
            guard let model = graph.result.graph, let definition = graph.result.definition else { continue }
            let text = RouteGenerator.generate(
                graph: model, definition: definition, accessLevel: options.accessLevel,
                sourceName: PathUtilities.lastComponent(of: graph.file))
            result.files.append(GeneratedFile(name: name, contents: Array(text.utf8)))
        }
        for (part, name) in zip(checked.parts, names.dropFirst(checked.graphs.count)) {
            result.files.append(GeneratedFile(name: name, contents: Array(partFile(part).utf8)))
        }
        return result
    }

    /// The output of a part: only a comment saying where its screens' code is.
    private static func partFile(_ part: CheckedFiles.PartFile) -> String {
        let home =
            part.mainFile.map {
                "screens of the graph of \(PathUtilities.lastComponent(of: $0)): their code is in "
                    + GraphFileNaming.outputFileName(forGraphFile: $0)
            } ?? "screens only: their code is in the file generated for the graph that includes it"
        return """
            \(GeneratedHeader.line(sourceName: PathUtilities.lastComponent(of: part.file)))
            // It holds \(SwiftSpelling.commentText(home)).

            """
    }
}
