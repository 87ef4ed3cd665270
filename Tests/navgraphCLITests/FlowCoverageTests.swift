import Foundation
import Testing

/// `navgraph test --coverage`: hand-counted numbers on a small graph with every kind of element, and on the weibo
/// example; the lcov and JSON shapes; `--min-coverage` exit statuses.
@Suite struct FlowCoverageTests {
    /// A tab bar of two tabs; home has two links, a segue item, a menu item (only a menu: not counted itself) with
    /// two entries, and a shared segue it shares with info; confirm is an alert with two actions.
    static let graph = """
        navgraph: 1
        graph: Coverage
        root: tabs
        containers:
          tabs:
            kind: tabBar
            tabs:
              - { id: first, root: home, title: Home }
              - { id: second, root: list, title: List }
        screens:
          home:
            title: Home
            deepLinks: ["/home", "/start"]
            navigationItem:
              rightBarButtonItems:
                - { id: ask, title: Ask, segue: ask }
                - id: more
                  title: More
                  menu:
                    - { id: info, title: Info, segue: openInfo }
                    - { id: share, title: Share, action: share }
            segues:
              ask: { kind: modal, to: confirm }
              openInfo: { kind: show, to: info }
          list:
            title: List
          info:
            title: Info
            deepLinks: ["/info"]
          confirm:
            style: alert
            title: Sure?
            actions:
              - { id: "yes", title: "Yes", builtin: dismiss }
              - { id: "no", title: "No", role: cancel }
        segues:
          openList: { kind: show, to: list, from: [home, info] }

        """

    /// Taps the segue item, an alert action and a menu entry, performs the shared segue from info (not from
    /// home), opens one of three links and selects the second tab.
    static let flows = """
        graph: app.navgraph.yaml
        flows:
          asks and answers:
            - tap: ask
            - tap: "yes"
            - tap: more.info
            - perform: Segues.openList
          opens a link and changes tab:
            - open: /info
            - selectTab: second
            - selectTab: first

        """

    private func folder(flows: String = flows) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("app.navgraph.yaml", Self.graph)
        try folder.write("app.navflow.yaml", flows)
        return folder
    }

    @Test func theTextReportCountsEachKindAndNamesWhatWasLeftInFileOrder() throws {
        let run = try navgraph(["test", "--coverage"], in: folder())
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("coverage of app.navgraph.yaml by app.navflow.yaml:"), "\(run.output)")
        // Screens: home (the start), confirm (the alert), info (the menu entry's segue), list (the tab).
        #expect(lines.contains("  screens  4 of 4    100.0%"), "\(run.output)")
        // Segues: ask and openInfo (by tapping), openList from info; not openList from home.
        #expect(lines.contains("  segues   3 of 4    75.0%   not performed: home.openList (shared)"), "\(run.output)")
        // Items: ask, more.info and the alert's yes; `more` only opens its menu, so only its entries count.
        #expect(lines.contains("  items    3 of 5    60.0%   not tapped: home.more.share, confirm.no"), "\(run.output)")
        // Tabs: first is selected at the start, second by the flow.
        #expect(lines.contains("  tabs     2 of 2    100.0%"), "\(run.output)")
        #expect(lines.contains("  links    1 of 3    33.3%   not opened: /home (home), /start (home)"), "\(run.output)")
        #expect(lines.contains("  total    13 of 18  72.2%"), "\(run.output)")
        #expect(Array(lines.suffix(2)) == ["coverage: 72.2% (13 of 18 exercised)", "2 passed, 0 failed"])
    }

    @Test func withoutCoverageOptionsNothingIsReported() throws {
        let run = try navgraph(["test"], in: folder())
        #expect(run.status == 0)
        #expect(!run.output.contains("coverage"), "\(run.output)")
    }

    @Test func aRefusedStepCountsNothingAndAFailedFlowCountsUpToItsFailure() throws {
        let flows = """
            graph: app.navgraph.yaml
            flows:
              taps what is not on screen, then fails:
                - tap: nothing
                  expect: { errorKind: itemNotOnScreen }
                - open: /home
                - perform: openInfo
                  expect: { visible: home }
                - selectTab: second

            """
        let run = try navgraph(["test", "--coverage"], in: folder(flows: flows))
        #expect(run.status == 1)
        // home shown and its link opened; openInfo performed (info shown) before its expectation failed; the
        // step after the failure never ran, so the second tab was never selected.
        #expect(run.output.contains("  screens  2 of 4   50.0%  not shown: list, confirm"), "\(run.output)")
        #expect(run.output.contains("  segues   1 of 4   25.0%  not performed: home.ask,"), "\(run.output)")
        #expect(
            run.output.contains("  items    0 of 5   0.0%   not tapped: home.ask, home.more.info,"), "\(run.output)")
        #expect(run.output.contains("  tabs     1 of 2   50.0%  not selected: tabs.second"), "\(run.output)")
        #expect(run.output.contains("  links    1 of 3   33.3%  not opened: /start (home), /info (info)"))
    }

    @Test func theWeiboExampleIsCountedAsCheckedByHand() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let flows = root.appendingPathComponent("graphs/weibo.navflow.yaml").path
        let run = try navgraph(["test", "--coverage", flows])
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        // Ten segues, all but profile's message; profile's `more` is tapped only while its bar is hidden (refused);
        // of five links, '/u/{userID}' is never opened.
        #expect(run.output.contains("  screens  5 of 5    100.0%"), "\(run.output)")
        #expect(run.output.contains("  segues   9 of 10   90.0%   not performed: profile.message"), "\(run.output)")
        #expect(run.output.contains("  items    4 of 5    80.0%   not tapped: profile.more"), "\(run.output)")
        #expect(run.output.contains("  tabs     none declared"), "\(run.output)")
        #expect(run.output.contains("  links    4 of 5    80.0%   not opened: /u/{userID} (profile)"), "\(run.output)")
        #expect(run.output.contains("coverage: 88.0% (22 of 25 exercised)"), "\(run.output)")
    }

    @Test func theLcovReportHasOneDALinePerDeclaringLineWithTheFewestHitsOnIt() throws {
        let folder = try folder()
        let run = try navgraph(
            ["test", "--coverage-format", "lcov", "--coverage-output", "out/coverage.info"], in: folder)
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        let report = try #require(folder.read("out/coverage.info"))
        let lines = report.split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(2)) == ["TN:", "SF:app.navgraph.yaml"])
        #expect(Array(lines.suffix(3)) == ["LF:16", "LH:12", "end_of_record"])
        let hits = Dictionary(
            uniqueKeysWithValues: lines.filter { $0.hasPrefix("DA:") }.compactMap { line -> (Int, Int)? in
                let fields = line.dropFirst(3).split(separator: ",")
                guard fields.count == 2, let number = Int(fields[0]), let count = Int(fields[1]) else { return nil }
                return (number, count)
            })
        #expect(hits.count == 16)
        // Line 8, the first tab: selected at the start of each of the two flows and once more by the second.
        #expect(hits[8] == 3)
        #expect(hits[9] == 1)
        // Line 13 declares both of home's links, neither opened; line 37 both copies of the shared segue, one
        // performed: a line counts as hit only when everything on it was.
        #expect(hits[13] == 0)
        #expect(hits[37] == 0)
        // The alert's actions: yes tapped once, no never.
        #expect(hits[34] == 1)
        #expect(hits[35] == 0)
    }

    @Test func genhtmlReadsTheLcovReport() throws {
        guard let genhtml = requiredTool("genhtml", install: "apt-get install lcov, or brew install lcov") else {
            return
        }
        let folder = try folder()
        let run = try navgraph(["test", "--coverage-format", "lcov", "--coverage-output", "coverage.info"], in: folder)
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: genhtml)
        process.arguments = ["--quiet", "--output-directory", "html", "coverage.info"]
        process.currentDirectoryURL = folder.url
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        // genhtml's page for the graph file: 12 of the 16 declaring lines hit.
        let index = try #require(folder.read("html/index.html"))
        #expect(index.contains("app.navgraph.yaml") || index.contains(folder.url.lastPathComponent), "\(index)")
        #expect(index.contains(">16<") && index.contains(">12<"), "\(index)")
    }

    @Test func theJSONReportListsEveryElementWithItsLineAndHits() throws {
        let folder = try folder()
        let run = try navgraph(["test", "--coverage-format", "json", "--coverage-output", "coverage.json"], in: folder)
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        let data = Data(try #require(folder.read("coverage.json")).utf8)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let total = try #require(json["total"] as? [String: Any])
        #expect(total["covered"] as? Int == 13)
        #expect(total["count"] as? Int == 18)
        #expect(total["percent"] as? Double == 72.2)
        let graphs = try #require(json["graphs"] as? [[String: Any]])
        #expect(graphs.count == 1)
        #expect(graphs.first?["flowFiles"] as? [String] == ["app.navflow.yaml"])
        let segues = try #require(graphs.first?["segues"] as? [String: Any])
        let elements = try #require(segues["elements"] as? [[String: Any]])
        #expect(
            elements.map { $0["name"] as? String } == ["home.ask", "home.openInfo", "home.openList", "info.openList"])
        #expect(elements.map { $0["hits"] as? Int } == [1, 1, 0, 1])
        #expect(elements.map { $0["shared"] as? Bool } == [nil, nil, true, true])
        #expect(elements.first?["line"] as? Int == 23)
        let links = try #require((graphs.first?["links"] as? [String: Any])?["elements"] as? [[String: Any]])
        #expect(links.map { $0["screen"] as? String } == ["home", "home", "info"])
    }

    @Test func minCoverageFailsBelowTheTotalAndPassesAtIt() throws {
        let folder = try folder()
        let below = try navgraph(["test", "--min-coverage", "72.3"], in: folder)
        #expect(below.status == 1)
        #expect(
            below.errors.contains("navgraph: error: coverage 72.2% is below --min-coverage 72.3%"), "\(below.errors)")
        #expect(below.output.hasSuffix("2 passed, 0 failed\n"))
        // 13 of 18 is 72.22…%: 72.22 is reached, 72.23 is not, exactly.
        #expect(try navgraph(["test", "--min-coverage", "72.22"], in: folder).status == 0)
        #expect(try navgraph(["test", "--min-coverage", "72.23"], in: folder).status == 1)
        #expect(try navgraph(["test", "--min-coverage", "0"], in: folder).status == 0)
        for bad in ["100.5", "-1", "abc", "72.", "1e2", "72.345"] {
            let run = try navgraph(["test", "--min-coverage", bad], in: folder)
            #expect(run.status == 2, "\(bad)")
            #expect(run.errors.contains("'--min-coverage' takes a percentage from 0 to 100"), "\(run.errors)")
        }
    }

    @Test func theTextReportGoesToTheOutputFileAndTheTotalStaysOnStandardOutput() throws {
        let folder = try folder()
        let run = try navgraph(["test", "--coverage-output", "coverage.txt"], in: folder)
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.output == "coverage: 72.2% (13 of 18 exercised)\n2 passed, 0 failed\n")
        let report = try #require(folder.read("coverage.txt"))
        #expect(report.hasPrefix("coverage of app.navgraph.yaml by app.navflow.yaml:\n  screens  4 of 4"), "\(report)")
    }

    @Test func aFileFormatNeedsAnOutputFile() throws {
        let run = try navgraph(["test", "--coverage-format", "lcov"], in: folder())
        #expect(run.status == 2)
        #expect(run.errors.contains("'--coverage-format lcov' needs '--coverage-output FILE'"), "\(run.errors)")
    }

    @Test func flowsOfSeveralGraphsAreReportedPerGraph() throws {
        let folder = try folder()
        try folder.write(
            "other/other.navgraph.yaml", "navgraph: 1\ngraph: Other\nroot: a\nscreens:\n  a: {}\n  b: {}\n")
        try folder.write("other/other.navflow.yaml", "graph: other.navgraph.yaml\nflows:\n  x:\n    - state: {}\n")
        let run = try navgraph(["test", "--coverage"], in: folder)
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.output.contains("coverage of app.navgraph.yaml by app.navflow.yaml:"), "\(run.output)")
        #expect(run.output.contains("coverage of other/other.navgraph.yaml by other/other.navflow.yaml:"))
        #expect(run.output.contains("  screens  1 of 2  50.0%  not shown: b"), "\(run.output)")
        #expect(run.output.contains("coverage: 70.0% (14 of 20 exercised over 2 graphs)"), "\(run.output)")
    }
}
