import Foundation
import Testing

/// `navgraph export apple-app-site-association`: the file written, the check of a served one, usage errors.
@Suite struct ExportCommandTests {
    private static let appID = "ABCDE12345.com.example.app"
    private static let graph = """
        navgraph: 1
        graph: Links
        root: home
        screens:
          home:
            title: Home
            deepLinks: ["myapp://home"]
            segues:
              openItem: { kind: show, to: item }
          item:
            title: Item
            parameters: { id: String }
            deepLinks: ["https://shop.example.com/items/{id}", "/i/{id}"]

        """

    private func folder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("links.navgraph.yaml", Self.graph)
        return folder
    }

    private func export(_ options: [String], in folder: TemporaryFolder) throws -> CLIRun {
        try navgraph(["export", "apple-app-site-association"] + options + ["links.navgraph.yaml"], in: folder)
    }

    @Test func writesTheFileWithNotesOnWhatIsLeftOutAndWhereToServeIt() throws {
        let folder = try folder()
        let run = try export(["--app-id", Self.appID], in: folder)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains(#""/": "/items/*""#) && run.output.contains(#""/": "/i/*""#))
        #expect(run.output.contains(#""ABCDE12345.com.example.app""#))
        #expect(!run.output.contains("myapp"))
        #expect(run.errors.contains("navgraph: note: not universal links (not https), left out: 'myapp://home' (home)"))
        #expect(run.errors.contains("on shop.example.com, and list each host as 'applinks:HOST'"))
        let written = try export(["--app-id", Self.appID, "--output", "site/aasa"], in: folder)
        #expect(written.status == 0, "\(written.errors)")
        #expect(written.output.isEmpty)
        #expect(folder.read("site/aasa") == run.output)
    }

    @Test func checkPassesOnTheWrittenFileAndNamesEachUncoveredPattern() throws {
        let folder = try folder()
        #expect(try export(["--app-id", Self.appID, "--output", "aasa"], in: folder).status == 0)
        let passed = try export(["--app-id", Self.appID, "--check", "aasa"], in: folder)
        #expect(passed.status == 0, "\(passed.errors)")
        #expect(passed.output == "'aasa' covers the graph's 2 https deep-link patterns for app \(Self.appID)\n")
        try folder.write(
            "partial", #"{"applinks": {"details": [{"appIDs": ["\#(Self.appID)"], "components": [{"/": "/i/*"}]}]}}"#)
        let failed = try export(["--app-id", Self.appID, "--check", "partial"], in: folder)
        #expect(failed.status == 1)
        #expect(
            failed.errors.contains(
                "navgraph: error: 'partial' does not cover 'https://shop.example.com/items/{id}' (screen 'item'): "
                    + "no component matches all its URLs"))
        #expect(!failed.errors.contains("'/i/{id}'"))
        #expect(failed.errors.contains("navgraph: error: 1 of 2 https deep-link patterns not covered"))
        try folder.write("broken", "{")
        let broken = try export(["--app-id", Self.appID, "--check", "broken"], in: folder)
        #expect(broken.status == 1)
        #expect(broken.errors.contains("'broken' is not an association file: the file is not JSON"))
        let missing = try export(["--app-id", Self.appID, "--check", "nowhere"], in: folder)
        #expect(missing.status == 2)
        #expect(missing.errors.contains("cannot read 'nowhere'"))
    }

    @Test func aGraphWithoutHttpsLinksExportsNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write("plain.navgraph.yaml", Graphs.valid)
        let run = try navgraph(
            ["export", "apple-app-site-association", "--app-id", Self.appID, "plain.navgraph.yaml"], in: folder)
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.errors.contains("graph 'Settings' has no https deep links; nothing to export"))
    }

    @Test(arguments: [
        (["--app-id", "ABCDE1234.com.example"], "invalid value 'ABCDE1234.com.example' for '--app-id': the team ID"),
        (["--app-id", "ABCDE12345"], "invalid value 'ABCDE12345' for '--app-id': the bundle ID"),
        ([], "'--app-id' is required"),
        (["--app-id", appID, "--output", "a", "--check", "b"], "'--output' and '--check' do not go together"),
    ])
    func usageErrors(options: [String], message: String) throws {
        let run = try export(options, in: try folder())
        #expect(run.status == 2)
        #expect(run.errors.contains("navgraph: error: \(message)"), "\(run.errors)")
    }

    @Test func anUnknownKindOrMissingGraphIsAUsageError() throws {
        let folder = try folder()
        let kind = try navgraph(
            ["export", "apple-app-site", "--app-id", Self.appID, "links.navgraph.yaml"], in: folder)
        #expect(kind.status == 2)
        #expect(kind.errors.contains("cannot export 'apple-app-site'"))
        #expect(kind.errors.contains("did you mean 'apple-app-site-association'?"))
        let nothing = try navgraph(["export"], in: folder)
        #expect(nothing.status == 2)
        let noGraph = try navgraph(["export", "apple-app-site-association", "--app-id", Self.appID], in: folder)
        #expect(noGraph.status == 2)
        #expect(noGraph.errors.contains("expected one graph file"))
    }
}
