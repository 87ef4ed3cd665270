// This file is compiled into NavGraphCore and, through symlinks, into both plugins (a plugin cannot depend on a
// library target). It imports nothing, so the tool and the plugins agree on which files are graphs and on the name
// of every output: a build plugin must declare its outputs before the tool runs.

/// Which files are graph files, and the name of the Swift file each one generates.
public enum GraphFileNaming {
    /// Whether `name` (a file name or a path: only the last component counts) is a graph file's:
    /// `*.navgraph.yaml` or `*.navgraph.yml`.
    public static func isGraphFile(_ name: String) -> Bool {
        name.hasSuffix(".navgraph.yaml") || name.hasSuffix(".navgraph.yml")
    }

    /// The name of the Swift file generated for a graph file: the file's name with its `.yaml`/`.yml` extension
    /// replaced by `.swift`, keeping `.navgraph` so a generated file never takes the name of a handwritten one
    /// (`settings.navgraph.yaml` → `settings.navgraph.swift`). A name without `.navgraph` gains it
    /// (`flow.yaml` → `flow.navgraph.swift`). Only the last path component counts; folders are dropped.
    public static func outputFileName(forGraphFile path: String) -> String {
        var name = Substring(path.split(separator: "/").last ?? "graph")
        for suffix in [".yaml", ".yml"] where name.hasSuffix(suffix) {
            name = name.dropLast(suffix.count)
            break
        }
        if name.hasSuffix(".navgraph") { name = name.dropLast(".navgraph".count) }
        if name.isEmpty { name = "graph" }
        return name + ".navgraph.swift"
    }

    /// The output name of each of `graphFiles`, in order. Two graph files whose outputs would be one file are
    /// refused: the same name, or names that differ only by case (or Unicode normalisation), which are one file on
    /// a case-insensitive file system such as macOS's default one.
    public static func outputFileNames(forGraphFiles graphFiles: [String]) throws(OutputNameClash) -> [String] {
        let names = graphFiles.map(outputFileName(forGraphFile:))
        if let clash = clash(among: Array(zip(graphFiles, names))) { throw clash }
        return names
    }

    /// The first two of `outputs` (each an input file and the name it writes) that would be one file: the same
    /// name, or names that differ only by case or Unicode normalisation (Swift compares strings by canonical
    /// equivalence). `generate` and `import` refuse them.
    public static func clash(among outputs: [(file: String, output: String)]) -> OutputNameClash? {
        var owners: [String: (file: String, name: String)] = [:]
        for (file, name) in outputs {
            if let other = owners.updateValue((file, name), forKey: name.lowercased()) {
                return OutputNameClash(
                    firstFile: other.file, secondFile: file, firstOutput: other.name, secondOutput: name)
            }
        }
        return nil
    }
}

/// Two graph files whose outputs would be one file.
public struct OutputNameClash: Error, Hashable, Sendable, CustomStringConvertible {
    /// The first graph file, as given.
    public var firstFile: String
    /// The second graph file, as given.
    public var secondFile: String
    /// The output name of the first.
    public var firstOutput: String
    /// The output name of the second.
    public var secondOutput: String

    /// Creates a clash of two graph files and their outputs.
    public init(firstFile: String, secondFile: String, firstOutput: String, secondOutput: String) {
        self.firstFile = firstFile
        self.secondFile = secondFile
        self.firstOutput = firstOutput
        self.secondOutput = secondOutput
    }

    /// `'a/settings.navgraph.yaml' and 'b/settings.navgraph.yaml' would both generate 'settings.navgraph.swift'`.
    public var description: String {
        if Array(firstOutput.utf8) == Array(secondOutput.utf8) {
            return "'\(firstFile)' and '\(secondFile)' would both generate '\(firstOutput)'"
        }
        return """
            '\(firstFile)' and '\(secondFile)' would generate '\(firstOutput)' and '\(secondOutput)', names that \
            differ only by case or Unicode normalisation: one file on macOS's default file system
            """
    }
}
