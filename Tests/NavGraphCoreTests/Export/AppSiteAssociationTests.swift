import Foundation
import NavGraphRuntime
import Testing

@testable import _NavGraphCore

/// `AppSiteAssociation`: which patterns universal links can open, the file written for them, and the check of a
/// served file.
@Suite struct AppSiteAssociationTests {
    private static let appID = "ABCDE12345.com.example.app"

    private static let graph = """
        navgraph: 1
        graph: Links
        root: home
        screens:
          home:
            title: Home
            deepLinks: ["myapp://home", "http://old.example.com/home"]
            segues:
              openItem: { kind: show, to: item }
              openUser: { kind: show, to: user }
          item:
            title: Item
            parameters: { id: String, q: { type: String, default: "" } }
            deepLinks:
              - "https://Shop.Example.com/items/{id}.json?q={q}"
          user:
            title: User
            parameters: { acct: String }
            deepLinks: ["/u/@{acct}", "https://*/people/{acct}/profile"]

        """

    private func definition(_ yaml: String = graph) throws -> GraphDefinition {
        let checked = check(yaml)
        #expect(checked.result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(checked.result.diagnostics)")
        return try #require(checked.result.definition)
    }

    @Test func httpsAndBarePathPatternsAreUniversalLinksOtherSchemesAreLeftOut() throws {
        let (links, leftOut) = AppSiteAssociation.links(of: try definition())
        #expect(links.map(\.path) == ["/items/*.json", "/u/@*", "/people/*/profile"])
        #expect(links.map(\.screen) == ["item", "user", "user"])
        #expect(links.map(\.host) == ["shop.example.com", nil, "*"])
        #expect(links.map(\.queryItems) == [["q"], [], []])
        #expect(leftOut.map(\.pattern) == ["myapp://home", "http://old.example.com/home"])
        #expect(leftOut.map(\.scheme) == ["myapp", "http"])
    }

    @Test func aPatternWithoutPathHasTheRootPath() {
        #expect(AppSiteAssociation.pathRule(of: "https://example.com") == "/")
        #expect(AppSiteAssociation.pathRule(of: "https://example.com?tab={tab}") == "/")
        #expect(AppSiteAssociation.pathRule(of: "/") == "/")
        #expect(AppSiteAssociation.pathRule(of: "https://example.com/a%20b/{x}") == "/a%20b/*")
    }

    @Test func theFileHasOneComponentPerLinkForTheApp() throws {
        let (links, _) = AppSiteAssociation.links(of: try definition())
        let text = AppSiteAssociation.render(links, appID: Self.appID)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let applinks = try #require(json["applinks"] as? [String: Any])
        let details = try #require(applinks["details"] as? [[String: Any]])
        #expect(details.count == 1)
        #expect(details.first?["appIDs"] as? [String] == [Self.appID])
        let components = try #require(details.first?["components"] as? [[String: Any]])
        #expect(components.map { $0["/"] as? String } == ["/items/*.json", "/u/@*", "/people/*/profile"])
        // Query items are optional in a link: no '?' rule, so any query matches; the comment names them.
        #expect(components.allSatisfy { $0["?"] == nil && $0["#"] == nil && $0["exclude"] == nil })
        let comment = try #require(components.first?["comment"] as? String)
        #expect(comment.contains("screen 'item'") && comment.contains("optional query items: q"))
    }

    @Test func theShopExampleExportsItsWebLink() throws {
        let definition = try #require(
            Pipeline.check(mainFile: "shop.navgraph.yaml", sources: try exampleGraphSources()).definition)
        let (links, leftOut) = AppSiteAssociation.links(of: definition)
        #expect(links.map(\.pattern) == ["https://*/p/{sku}"])
        #expect(links.map(\.path) == ["/p/*"])
        #expect(leftOut.allSatisfy { $0.scheme == "shop" } && !leftOut.isEmpty)
    }

    @Test(arguments: [
        ("ABCDE12345.com.example.app", true), ("abcde12345.a", true), ("ABCDE12345.com.my-app.v2", true),
        ("ABCDE1234.com.example.app", false), ("ABCDE123456.com.example", false), ("ABCDE12345", false),
        ("ABCDE12345.", false), ("ABCDE12345.com..app", false), ("ABCDE12345.com.app.", false),
        ("ABCDE-1234.com.example", false), ("ABCDE12345.com.ex ample", false), ("ABCDÉ1234.com.example", false),
        ("", false),
    ])
    func appIDsAreTeamDotBundle(appID: String, valid: Bool) {
        #expect((AppSiteAssociation.appIDProblem(appID) == nil) == valid)
    }

    // MARK: check

    private func uncovered(_ served: String, appID: String = appID) throws -> [String] {
        let (links, _) = AppSiteAssociation.links(of: try definition())
        switch AppSiteAssociation.check(Array(served.utf8), links: links, appID: appID) {
        case .success(let uncovered): return uncovered.map(\.link.pattern)
        case .failure(let problem): throw problem
        }
    }

    private func served(_ components: String, appIDs: String = "\"\(appID)\"") -> String {
        #"{"applinks": {"details": [{"appIDs": [\#(appIDs)], "components": [\#(components)]}]}}"#
    }

    @Test func theWrittenFileCoversItsOwnLinks() throws {
        let (links, _) = AppSiteAssociation.links(of: try definition())
        #expect(try uncovered(AppSiteAssociation.render(links, appID: Self.appID)).isEmpty)
    }

    @Test func aMissingComponentIsNamed() throws {
        let file = served(#"{"/": "/items/*.json"}, {"/": "/u/@*"}"#)
        #expect(try uncovered(file) == ["https://*/people/{acct}/profile"])
    }

    @Test func aWildcardRuleCoversEverything() throws {
        #expect(try uncovered(served(#"{"/": "*"}"#)).isEmpty)
        #expect(try uncovered(served(#"{"comment": "no rules: all URLs"}"#)).isEmpty)
        #expect(try uncovered(served(##"{"/": "/*", "?": "*", "#": "*"}"##)).isEmpty)
    }

    @Test func anExcludeBeforeTheRuleUncoversTheLink() throws {
        let file = served(#"{"/": "/u/*", "exclude": true}, {"/": "*"}"#)
        #expect(try uncovered(file) == ["/u/@{acct}"])
        // After the rule, it comes too late.
        #expect(try uncovered(served(#"{"/": "*"}, {"/": "/u/*", "exclude": true}"#)).isEmpty)
    }

    @Test func rulesMatchingOnlySomeOfALinksURLsDoNotCoverIt() throws {
        // A literal where the pattern has a parameter; '?' is one character, a parameter any text; a query or
        // fragment rule leaves out links without them.
        #expect(
            try uncovered(served(#"{"/": "/items/42.json"}, {"/": "/u/@?"}, {"/": "*", "?": {"q": "*"}}"#)).count == 3)
        #expect(try uncovered(served(##"{"/": "*", "#": "top"}"##)).count == 3)
        #expect(try uncovered(served(#"{"/": 42}"#)).count == 3)
    }

    @Test func onlyTheDetailsOfTheAppCount() throws {
        #expect(try uncovered(served(#"{"/": "*"}"#, appIDs: #""ZZZZZ99999.com.other""#)).count == 3)
        #expect(try uncovered(served(#"{"/": "*"}"#), appID: "ZZZZZ99999.com.other").count == 3)
        let single = #"{"applinks": {"details": [{"appID": "\#(Self.appID)", "components": [{"/": "*"}]}]}}"#
        #expect(try uncovered(single).isEmpty)
    }

    @Test(arguments: [
        ("{", "not JSON"), (#"{"webcredentials": {}}"#, "'applinks.details'"),
        (#"{"applinks": {"details": {}}}"#, "'applinks.details'"), ("[]", "'applinks.details'"),
    ])
    func aFileThatIsNotAnAssociationFileIsAProblem(text: String, message: String) throws {
        #expect(throws: AppSiteAssociation.FileProblem.self) { try uncovered(text) }
        let (links, _) = AppSiteAssociation.links(of: try definition())
        guard case .failure(let problem) = AppSiteAssociation.check(Array(text.utf8), links: links, appID: Self.appID)
        else { return }
        #expect(problem.message.contains(message))
    }

    @Test func aFileOverAppleLimitIsAProblem() throws {
        let padding = String(repeating: " ", count: AppSiteAssociation.maximumFileSize)
        let (links, _) = AppSiteAssociation.links(of: try definition())
        let result = AppSiteAssociation.check(
            Array((served(#"{"/": "*"}"#) + padding).utf8), links: links, appID: Self.appID)
        #expect(
            result
                == .failure(AppSiteAssociation.FileProblem(message: "the file is larger than Apple's limit of 128 KB")))
    }

    @Test(arguments: [
        ("/p/*", "/p/*", true), ("*", "/p/*/reviews", true), ("/p*", "/p/*", true),
        ("/p/*/reviews", "/p/*/reviews", true),
        ("/p/?", "/p/*", false), ("/p/x", "/p/*", false), ("/p/*", "/q/*", false), ("/p/*/", "/p/*", false),
        ("/p/??", "/p/ab", true), ("/p/?", "/p/ab", false), ("**/*", "/p/*", true),
    ])
    func globsCoverEveryPathOfARule(glob: String, path: String, covers: Bool) {
        #expect(AppSiteAssociation.globCovers(Array(glob.utf8), Array(path.utf8)) == covers)
    }

    @Test func aLongGlobFailsWithoutWork() {
        let glob = Array(String(repeating: "*a", count: 60_000).utf8)
        #expect(!AppSiteAssociation.globCovers(glob, Array("/p/*".utf8)))
    }
}
