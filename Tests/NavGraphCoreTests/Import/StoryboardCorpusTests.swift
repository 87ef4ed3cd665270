import Foundation
import NavGraphRuntime
import Testing
import _NavGraphCore

/// Imports real storyboards from public apps, read in place from the corpus folder next to the package
/// (`../shared/corpus/storyboards`, or one level further up, or the folder `NAVGRAPH_STORYBOARD_CORPUS` names). Files are named
/// `OWNER__REPO__NAME.storyboard`: the storyboards of one app are imported together, under their own names, so that
/// references between them resolve. Skipped when the folder is absent.
struct StoryboardCorpusTests {
    static let folder: URL = {
        if let path = ProcessInfo.processInfo.environment["NAVGRAPH_STORYBOARD_CORPUS"], !path.isEmpty {
            return URL(filePath: path)
        }
        let packageRoot = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        // `../shared/corpus/storyboards` from the package root; a checkout one folder deeper looks one level up.
        let candidates = [
            packageRoot.deletingLastPathComponent(),
            packageRoot.deletingLastPathComponent().deletingLastPathComponent(),
        ]
        .map { $0.appending(path: "shared/corpus/storyboards") }
        return candidates.first { FileManager.default.fileExists(atPath: $0.path(percentEncoded: false)) }
            ?? candidates[0]
    }()

    static var files: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path(percentEncoded: false))) ?? []
        return names.filter { $0.hasSuffix(".storyboard") }.sorted()
    }

    static var isPresent: Bool { !files.isEmpty }

    /// The corpus files by app (`OWNER__REPO`), in name order.
    static var apps: [String: [String]] {
        Dictionary(grouping: files) { file in
            file.range(of: "__", options: .backwards).map { String(file[..<$0.lowerBound]) } ?? file
        }
    }

    /// Scenes and segues counted from the text, as the corpus notes count them: every `<scene`, and every `<segue`
    /// with a `kind` that is not a peek-and-pop child (`key=`).
    static func counted(_ text: String) -> (scenes: Int, segues: Int) {
        var scenes = 0
        var segues = 0
        for line in text.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("<scene ") { scenes += 1 }
            if trimmed.hasPrefix("<segue "), trimmed.contains(" kind=\""), !trimmed.contains(" key=\"") { segues += 1 }
        }
        return (scenes, segues)
    }

    /// The lines of the navigation controllers that have a custom class or a restoration identifier (the graph
    /// has a place for neither), and of the segues whose destination an `@IBSegueAction` makes: each is reported.
    static func navigationControllerLosses(_ text: String) -> (navigationControllers: [Int], segueActions: [Int]) {
        var controllers: [Int] = []
        var actions: [Int] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("<navigationController "),
                (trimmed.contains(" customClass=\"") && !trimmed.contains(" customClass=\"UINavigationController\""))
                    || trimmed.contains(" restorationIdentifier=\"")
                    || (trimmed.contains(" useStoryboardIdentifierAsRestorationIdentifier=\"YES\"")
                        && trimmed.contains(" storyboardIdentifier=\""))
            {
                controllers.append(index + 1)
            }
            if trimmed.hasPrefix("<segue "), trimmed.contains(" destinationCreationSelector=\"") {
                actions.append(index + 1)
            }
        }
        return (controllers, actions)
    }

    @Test(
        .enabled(
            if: isPresent,
            "storyboard corpus not found next to the package (set NAVGRAPH_STORYBOARD_CORPUS to its folder)"))
    func everyStoryboardImportsAndValidatesWithEverySceneAndSegueAccountedFor() throws {
        var totals = (
            files: 0, scenes: 0, segues: 0, screens: 0, imported: 0, reported: 0, scenesReported: 0,
            navigationControllersReported: 0, segueActionsReported: 0
        )
        var structure = (containers: 0, stacks: 0, references: 0, relationships: 0)
        for (app, files) in Self.apps.sorted(by: { $0.key < $1.key }) {
            var texts: [String: String] = [:]
            let inputs = try files.map { file in
                let bytes = Array(try Data(contentsOf: Self.folder.appending(path: file)))
                texts[file] = String(decoding: bytes, as: UTF8.self)
                let name = file.dropLast(".storyboard".count)
                let short = name.range(of: "__", options: .backwards).map { name[$0.upperBound...] } ?? name
                return StoryboardImporter.Input(file: file, name: String(short), bytes: bytes)
            }
            let result = StoryboardImporter.run(inputs)
            let errors = result.diagnostics.filter { $0.severity == .error }
            #expect(errors.isEmpty, "\(app): \(errors.map(\.message))")
            #expect(result.summaries.count == files.count, "\(app): every file is imported")
            for summary in result.summaries {
                let counted = Self.counted(texts[summary.file] ?? "")
                #expect(summary.sceneCount == counted.scenes, "\(summary.file): scenes")
                #expect(summary.scenesAccountedFor == counted.scenes, "\(summary.file): scenes \(summary.counts)")
                #expect(summary.seguesAccountedFor == counted.segues, "\(summary.file): segues \(summary.counts)")
                let notImported = result.diagnostics.filter {
                    $0.location.file == summary.file && $0.code == .segueNotImported
                }
                #expect(notImported.count >= summary.counts.seguesCommented, "\(summary.file): each comment reported")
                // What the graph has no place for on an imported element is reported at that element's line.
                let lossLines = Set(
                    result.diagnostics.filter {
                        $0.location.file == summary.file
                            && [.behaviourNotModelled, .sceneNotImported, .segueNotImported].contains($0.code)
                    }.map(\.location.line))
                let losses = Self.navigationControllerLosses(texts[summary.file] ?? "")
                for line in losses.navigationControllers {
                    #expect(lossLines.contains(line), "\(summary.file):\(line): navigation controller reported")
                }
                for line in losses.segueActions {
                    #expect(lossLines.contains(line), "\(summary.file):\(line): @IBSegueAction reported")
                }
                totals.navigationControllersReported += losses.navigationControllers.count
                totals.segueActionsReported += losses.segueActions.count
                totals.files += 1
                totals.scenes += counted.scenes
                totals.segues += counted.segues
                totals.screens += summary.counts.screens
                totals.imported += summary.counts.seguesImported + summary.counts.relationshipsImported
                totals.reported += summary.counts.seguesCommented + summary.counts.seguesReported
                totals.scenesReported += summary.counts.scenesReported
                structure.containers += summary.counts.containers
                structure.stacks += summary.counts.stacks
                structure.references += summary.counts.references
                structure.relationships += summary.counts.relationshipsImported
            }
            let outputs = Dictionary(uniqueKeysWithValues: result.files.map { ($0.name, $0.text) })
            for group in result.groups {
                let main = try #require(group.first)
                let checked = Pipeline.check(mainFile: main, sources: InMemorySources(outputs))
                let graphErrors = checked.diagnostics.filter { $0.severity == .error }
                #expect(graphErrors.isEmpty, "\(app)/\(main): \(graphErrors.map(\.message))")
                guard let definition = checked.definition else { continue }
                let summaries = result.summaries.filter { group.contains($0.output) }
                #expect(definition.screens.count == summaries.map(\.counts.screens).reduce(0, +), "\(app) nodes")
                let edges = definition.screens.map(\.segues.count).reduce(0, +)
                #expect(edges == summaries.map(\.counts.seguesImported).reduce(0, +), "\(app) edges")
                // What `navgraph graph` draws: one box per imported scene, one arrow per imported segue.
                let drawn = ImportedDiagramCounts.of(definition)
                #expect(drawn.nodes == summaries.map(\.counts.screens).reduce(0, +), "\(app)/\(main): boxes")
                #expect(
                    drawn.edges == summaries.map(\.counts.seguesImported).reduce(0, +), "\(app)/\(main): arrows")
            }
        }
        print(
            "storyboard corpus: \(totals.files) files, \(totals.scenes) scenes (\(totals.screens) screens, "
                + "\(totals.scenesReported) reported), \(totals.segues) segues (\(totals.imported) imported, "
                + "\(totals.reported) reported); \(structure.containers) containers, \(structure.stacks) stacks, "
                + "\(structure.references) references resolved, \(structure.relationships) relationships imported; "
                + "\(totals.navigationControllersReported) navigation controllers with a custom class or restoration "
                + "identifier and \(totals.segueActionsReported) @IBSegueAction segues reported")
    }
}
