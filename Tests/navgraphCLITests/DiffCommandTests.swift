import Foundation
import Testing

/// `navgraph diff`: output formats, exit statuses, folders, and `git:REV`.
@Suite struct DiffCommandTests {
    /// A shop whose product opens by `/p/{sku}`.
    static let shop = """
        navgraph: 1
        graph: Shop
        root: home
        screens:
          home:
            segues:
              openProduct: { kind: show, to: product }
          product:
            parameters:
              sku: Int
            deepLinks:
              - /p/{sku}

        """

    /// The shop with a screen added: additive only.
    static let shopWithAbout = shop.replacingOccurrences(
        of: "  product:\n", with: "  about: {}\n  product:\n")

    /// The shop whose product link moved: breaking.
    static let shopWithNewLink = shop.replacingOccurrences(of: "/p/{sku}", with: "/product/{sku}")

    /// The shop whose segue was removed: API-breaking only.
    static let shopWithoutSegue = shop.replacingOccurrences(
        of: "    segues:\n      openProduct: { kind: show, to: product }\n", with: "")

    @Test func textGroupsChangesByClassAndExitsZeroWithoutFailOn() throws {
        let folder = try TemporaryFolder()
        try folder.write("old.navgraph.yaml", Self.shop)
        try folder.write("new.navgraph.yaml", Self.shopWithNewLink)
        let run = try navgraph(["diff", "old.navgraph.yaml", "new.navgraph.yaml"], in: folder)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.hasPrefix("breaking:\n  new.navgraph.yaml:12:9: removed link:product [breaking]: "))
        #expect(run.output.contains("additive:\n  new.navgraph.yaml:12:9: added link:product [additive]"))
        #expect(run.output.hasSuffix("2 changes: 1 breaking, 0 API-breaking, 1 additive\n"))
        let same = try navgraph(["diff", "old.navgraph.yaml", "old.navgraph.yaml"], in: folder)
        #expect(same.status == 0)
        #expect(same.output == "no changes\n")
    }

    @Test func failOnBreakingAndFailOnAPISetTheExitStatus() throws {
        let folder = try TemporaryFolder()
        try folder.write("old.navgraph.yaml", Self.shop)
        try folder.write("link.navgraph.yaml", Self.shopWithNewLink)
        try folder.write("api.navgraph.yaml", Self.shopWithoutSegue)
        try folder.write("more.navgraph.yaml", Self.shopWithAbout)
        func status(_ failOn: String, _ new: String) throws -> Int32 {
            try navgraph(["diff", "--fail-on", failOn, "old.navgraph.yaml", new], in: folder).status
        }
        #expect(try status("breaking", "link.navgraph.yaml") == 1)
        #expect(try status("api", "link.navgraph.yaml") == 1)
        #expect(try status("breaking", "api.navgraph.yaml") == 0)
        #expect(try status("api", "api.navgraph.yaml") == 1)
        #expect(try status("breaking", "more.navgraph.yaml") == 0)
        #expect(try status("api", "more.navgraph.yaml") == 0)
        #expect(try status("everything", "more.navgraph.yaml") == 2)
    }

    @Test func jsonIsAnArrayOfChangesWithTheirPlaces() throws {
        let folder = try TemporaryFolder()
        try folder.write("old.navgraph.yaml", Self.shop)
        try folder.write("new.navgraph.yaml", Self.shopWithoutSegue)
        let run = try navgraph(["diff", "--format", "json", "old.navgraph.yaml", "new.navgraph.yaml"], in: folder)
        #expect(run.status == 0, "\(run.errors)")
        let changes = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
        #expect(changes.count == 1)
        let change = try #require(changes.first)
        #expect(change["kind"] as? String == "removed")
        #expect(change["classes"] as? [String] == ["api-breaking"])
        #expect(change["element"] as? String == "segue:home.openProduct")
        #expect(change["old"] as? String == "openProduct")
        #expect(change["new"] is NSNull)
        #expect(change["file"] as? String == "new.navgraph.yaml")
        #expect(change["line"] as? Int == 5)
        #expect(change["column"] as? Int == 3)
        #expect((change["message"] as? String)?.contains("is gone") == true)
    }

    @Test func githubAnnotationsTakeTheirLevelFromTheClass() throws {
        let folder = try TemporaryFolder()
        try folder.write("old.navgraph.yaml", Self.shop)
        try folder.write("new.navgraph.yaml", Self.shopWithNewLink)
        let run = try navgraph(["diff", "--format", "github", "old.navgraph.yaml", "new.navgraph.yaml"], in: folder)
        #expect(run.status == 0, "\(run.errors)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(
            lines.contains {
                $0.hasPrefix("::error file=new.navgraph.yaml,line=12,col=9,title=navgraph diff%3A breaking::")
            })
        #expect(lines.contains { $0.hasPrefix("::notice file=new.navgraph.yaml,line=12,col=9,") })
        try folder.write("api.navgraph.yaml", Self.shopWithoutSegue)
        let api = try navgraph(["diff", "--format", "github", "old.navgraph.yaml", "api.navgraph.yaml"], in: folder)
        #expect(api.output.hasPrefix("::warning "))
    }

    @Test func foldersPairGraphsByNameThenByPath() throws {
        let folder = try TemporaryFolder()
        try folder.write("v1/shop.navgraph.yaml", Self.shop)
        try folder.write("v1/settings.navgraph.yaml", Graphs.valid)
        try folder.write("v1/old.navgraph.yaml", Self.shop.replacingOccurrences(of: "graph: Shop", with: "graph: Old"))
        // The shop moved to another file name: paired by its graph name. Settings is renamed Preferences in the
        // same file: paired by path. Old is gone.
        try folder.write("v2/store/main.navgraph.yaml", Self.shopWithAbout)
        try folder.write(
            "v2/settings.navgraph.yaml",
            Graphs.valid.replacingOccurrences(of: "graph: Settings", with: "graph: Preferences"))
        let run = try navgraph(["diff", "--format", "json", "./v1", "v2/"], in: folder)
        #expect(run.status == 0, "\(run.errors)")
        let changes = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
        let lines = changes.map { "\($0["kind"] ?? "") \($0["element"] ?? "")" }
        #expect(lines.sorted() == ["added screen:about", "changed graph:Preferences", "removed graph:Old"])
    }

    @Test func aSideWithErrorsIsPrintedAndExitsOne() throws {
        let folder = try TemporaryFolder()
        try folder.write("old.navgraph.yaml", Self.shop)
        try folder.write("new.navgraph.yaml", Self.shop.replacingOccurrences(of: "to: product", with: "to: nowhere"))
        let run = try navgraph(["diff", "old.navgraph.yaml", "new.navgraph.yaml"], in: folder)
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.errors.contains("new.navgraph.yaml:7:38: error: segue 'openProduct' goes to unknown screen"))
        #expect(run.errors.contains("navgraph: error: NEW has errors; nothing to compare"))
    }

    @Test func usageMistakesExitTwo() throws {
        let folder = try TemporaryFolder()
        try folder.write("old.navgraph.yaml", Self.shop)
        #expect(try navgraph(["diff", "old.navgraph.yaml"], in: folder).status == 2)
        #expect(try navgraph(["diff", "old.navgraph.yaml", "missing.navgraph.yaml"], in: folder).status == 2)
        let both = try navgraph(["diff", "git:main", "git:HEAD"], in: folder)
        #expect(both.status == 2)
        #expect(both.errors.contains("only one side can be a git revision"))
    }

    @Test func gitRevisionReadsTheOtherSidesPathAtThatRevisionIncludesToo() throws {
        let folder = try TemporaryFolder()
        let noGit = try navgraph(["diff", "git:HEAD", "."], in: folder, environment: ["PATH": "/nonexistent"])
        #expect(noGit.status == 2)
        #expect(noGit.errors.contains("cannot run git: it is not installed or not on PATH"))
        let outside = try navgraph(["diff", "git:HEAD", "."], in: folder)
        #expect(outside.status == 2)
        #expect(outside.errors.contains("not in a git repository"))
        try git(["init", "-q", "-b", "main"], in: folder)
        let part = "screens:\n  about: {}\n"
        let main = Self.shop.replacingOccurrences(of: "root: home\n", with: "root: home\ninclude: [parts/about.yaml]\n")
        try folder.write("graphs/shop.navgraph.yaml", main)
        try folder.write("graphs/parts/about.yaml", part)
        try git(["add", "-A"], in: folder)
        try git(["-c", "user.name=t", "-c", "user.email=t@e", "commit", "-q", "-m", "one"], in: folder)
        // The working copy: the included screen is removed, and the product link moved.
        try folder.write("graphs/parts/about.yaml", "screens: {}\n")
        try folder.write(
            "graphs/shop.navgraph.yaml", main.replacingOccurrences(of: "/p/{sku}", with: "/product/{sku}"))
        let run = try navgraph(["diff", "--format", "json", "git:main", "graphs"], in: folder)
        #expect(run.status == 0, "\(run.errors)")
        let changes = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
        let lines = changes.map { "\($0["kind"] ?? "") \($0["element"] ?? "")" }.sorted()
        #expect(lines == ["added link:product", "removed link:product", "removed screen:about"])
        let about = changes.first { $0["element"] as? String == "screen:about" }
        #expect(about?["file"] as? String == "main:/graphs/parts/about.yaml")
        // The revision on the new side compares the working copy with it, the other way round: the link that
        // moved back is breaking for the working copy's links.
        let reverse = try navgraph(
            ["diff", "--fail-on", "breaking", "graphs/shop.navgraph.yaml", "git:HEAD"], in: folder)
        #expect(reverse.status == 1, "\(reverse.errors)")
        #expect(reverse.output.contains("added screen:about"))
        let unknown = try navgraph(["diff", "git:nosuchbranch", "graphs"], in: folder)
        #expect(unknown.status == 2)
        #expect(unknown.errors.contains("unknown git revision 'nosuchbranch'"))
        let absent = try navgraph(["diff", "git:main", "elsewhere"], in: folder)
        #expect(absent.status == 2)
    }

    /// Runs git in `folder`; a failure fails the test.
    private func git(_ arguments: [String], in folder: TemporaryFolder) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = folder.url
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments)")
    }
}
