/// `navgraph import storyboard`: storyboards in, graph files out, every scene and segue imported or reported.
///
/// Storyboards that refer to each other (`storyboardName` references) and are imported together make one graph:
/// the first one nothing else refers to is its main file, the others are parts it includes. What the graph cannot
/// hold is decided on the model before anything is written (an unwind's target is a screen below it on every path,
/// else the unwind is a comment); the output is written once and checked once with the validator, so that every
/// output validates without errors.
public enum StoryboardImporter {
    /// A storyboard to import: its path (for messages), the name other storyboards refer to it by, and its bytes.
    public struct Input: Sendable {
        /// The path, for messages.
        public var file: String
        /// The name other storyboards refer to it by (its file name without `.storyboard`).
        public var name: String
        /// The file's bytes.
        public var bytes: [UInt8]

        /// A storyboard to import.
        public init(file: String, name: String, bytes: [UInt8]) {
            self.file = file
            self.name = name
            self.bytes = bytes
        }
    }

    /// What an import produced.
    public struct Result: Sendable {
        /// The graph files, each group's main file first: name and text.
        public var files: [(name: String, text: String)] = []
        /// The graph files of each group, by name, the main file first.
        public var groups: [[String]] = []
        /// Every finding, in storyboard order.
        public var diagnostics: [Diagnostic] = []
        /// What became of each storyboard that could be read.
        package var summaries: [StoryboardImportSummary] = []

        /// Whether a finding is an error (nothing should be written).
        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// Imports `inputs`. `graphName` names the graph when they make one graph (else each is named after its main
    /// storyboard).
    public static func run(_ inputs: [Input], graphName: String? = nil, limits: Limits = Limits()) -> Result {
        var result = Result()
        var storyboards: [Storyboard] = []
        var given: Set<String> = []
        var names: Set<String> = []
        // The same file given twice is read once.
        for input in inputs where given.insert(input.file).inserted {
            switch read(input, limits: limits, taken: names) {
            case .success(let storyboard):
                storyboards.append(storyboard)
                names.insert(storyboard.name)
            case .failure(let diagnostic): result.diagnostics.append(diagnostic)
            }
        }
        let groups = groups(of: storyboards)
        for group in groups {
            let members = group.map { storyboards[$0] }
            let name =
                groups.count == 1 ? graphName ?? defaultGraphName(members[0].name) : defaultGraphName(members[0].name)
            let fileNames = members.map { $0.name + ".navgraph.yaml" }
            var mapping = StoryboardMapping(storyboards: members, graphName: name, fileNames: fileNames)
            let texts = checked(&mapping)
            result.diagnostics += mapping.diagnostics
            // A group whose output does not validate is reported (NG501) and gives no file.
            guard let texts else { continue }
            result.files += zip(fileNames, texts).map { ($0, $1) }
            result.groups.append(fileNames)
            for (index, storyboard) in members.enumerated() {
                result.summaries.append(
                    summary(of: storyboard, graph: mapping.graphs[index], counts: mapping.counts[index]))
            }
        }
        result.diagnostics.sort { $0.location < $1.location }
        return result
    }

    /// Whether `name` can name a graph: UpperCamelCase and not reserved by the generated code.
    package static func isUsableGraphName(_ name: String) -> Bool {
        SwiftNames.isUpperCamel(name) && !SwiftNames.reservedGraphNames.contains(name)
            && !SwiftNames.keywords.contains(name)
    }

    /// The graph name made from a storyboard's name: `Main` → `Main`, `main-flow` → `MainFlow`.
    static func defaultGraphName(_ storyboardName: String) -> String {
        let name = ImportNames.upperCamel(storyboardName) ?? "Storyboard"
        return isUsableGraphName(name) ? name : name + "Graph"
    }

    private enum Read {
        case success(Storyboard)
        case failure(Diagnostic)
    }

    private static func read(_ input: Input, limits: Limits, taken: Set<String>) -> Read {
        let start = Position(line: 1, column: 1)
        guard input.bytes.count <= limits.fileSize else {
            return .failure(
                .unreadableStoryboard(input.file, "the file is larger than \(limits.fileSize) bytes", at: start))
        }
        guard !input.bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) else {
            return .failure(.unreadableStoryboard(input.file, "the file is empty", at: start))
        }
        guard !taken.contains(input.name) else {
            return .failure(
                .unreadableStoryboard(
                    input.file,
                    "another storyboard named '\(FileNameBytes.escaped(input.name))' is imported in this run",
                    at: start))
        }
        do {
            let root = try XMLDocumentReader.read(input.bytes)
            return .success(try StoryboardReader.storyboard(root, file: input.file, name: input.name))
        } catch let error as XMLReadError {
            return .failure(
                .unreadableStoryboard(input.file, error.message, at: Position(line: error.line, column: error.column)))
        } catch let error as StoryboardReader.NotAStoryboard {
            return .failure(.unreadableStoryboard(input.file, "not a storyboard: " + error.message, at: error.position))
        } catch {
            return .failure(.unreadableStoryboard(input.file, "\(error)", at: start))
        }
    }

    /// The storyboards that refer to each other, grouped (in input order); each group's main storyboard first: the
    /// first that no other in the group refers to, else the first.
    static func groups(of storyboards: [Storyboard]) -> [[Int]] {
        let index = Dictionary(storyboards.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        var parent = Array(storyboards.indices)
        func find(_ node: Int) -> Int {
            var node = node
            while parent[node] != node {
                parent[node] = parent[parent[node]]
                node = parent[node]
            }
            return node
        }
        var referenced = Set<Int>()
        for (from, storyboard) in storyboards.enumerated() {
            for controller in storyboard.controllers where controller.kind == .placeholder {
                guard let name = controller.referencedStoryboard, let to = index[name], to != from else { continue }
                referenced.insert(to)
                parent[find(to)] = find(from)
            }
        }
        var order: [Int: [Int]] = [:]
        var roots: [Int] = []
        for member in storyboards.indices {
            let root = find(member)
            if order[root] == nil { roots.append(root) }
            order[root, default: []].append(member)
        }
        return roots.compactMap { order[$0] }.map { members in
            guard let main = members.first(where: { !referenced.contains($0) }) ?? members.first else { return members }
            return [main] + members.filter { $0 != main }
        }
    }

    /// Writes the group's files once and checks them once with the validator. The mapping has already decided
    /// what the graph can hold, so an error here is the importer's own mistake: it is reported (NG501, one per
    /// error, at the storyboard's top) and nothing is written (nil).
    private static func checked(_ mapping: inout StoryboardMapping) -> [String]? {
        let texts = mapping.graphs.map { ImportedGraphWriter.write($0) }
        let files = Dictionary(
            zip(mapping.graphs.map(\.fileName), texts).map { ($0, $1) }, uniquingKeysWith: { a, _ in a })
        let checked = Pipeline.check(mainFile: mapping.graphs[0].fileName, sources: InMemorySources(files))
        let errors = checked.diagnostics.filter { $0.severity == .error }
        guard !errors.isEmpty else { return texts }
        for error in errors {
            let storyboard = mapping.graphs.firstIndex { $0.fileName == error.location.file } ?? 0
            mapping.diagnostics.append(
                Diagnostic(
                    .storyboardUnreadable,
                    "the imported graph still has errors: \(error.message) [\(error.code.rawValue)]",
                    at: Diagnostic.at(
                        mapping.storyboards[storyboard].file, mapping.storyboards[storyboard].documentPosition)))
        }
        return nil
    }

    private static func summary(
        of storyboard: Storyboard,
        graph: ImportedGraph,
        counts: StoryboardImportSummary.Counts
    ) -> StoryboardImportSummary {
        var counts = counts
        counts.screens = graph.screens.count
        let segues = graph.screens.flatMap(\.segues)
        counts.seguesImported = segues.filter { $0.droppedBecause == nil }.count
        counts.seguesCommented = segues.count - counts.seguesImported
        return StoryboardImportSummary(
            file: storyboard.file, output: graph.fileName, sceneCount: storyboard.sceneCount, counts: counts)
    }
}

/// What became of one storyboard's scenes and segues.
package struct StoryboardImportSummary: Sendable {
    package struct Counts: Sendable {
        /// Scenes that became screens (stand-ins for other storyboards' scenes included).
        package var screens = 0
        /// Tab bar and split view controllers that became containers.
        package var containers = 0
        /// Navigation controllers that became the stacks of their root screens.
        package var stacks = 0
        /// Storyboard references replaced by the screen they point at in another imported storyboard.
        package var references = 0
        /// Scenes reported and not imported.
        package var scenesReported = 0
        /// Segues of screens imported as segues.
        package var seguesImported = 0
        /// Segues of screens reported and written as comments.
        package var seguesCommented = 0
        /// Relationship segues that became tabs, columns or stack roots.
        package var relationshipsImported = 0
        /// Other segues reported (relationships that have no place, segues of containers).
        package var seguesReported = 0
    }

    /// The storyboard's path, and the graph file written for it.
    package var file: String
    package var output: String
    /// The number of `<scene>` elements in the storyboard.
    package var sceneCount: Int
    package var counts: Counts

    /// Every scene accounted for: imported in one form or another, or reported.
    package var scenesAccountedFor: Int {
        counts.screens + counts.containers + counts.stacks + counts.references + counts.scenesReported
    }

    /// Every segue accounted for.
    package var seguesAccountedFor: Int {
        counts.seguesImported + counts.seguesCommented + counts.relationshipsImported + counts.seguesReported
    }
}
