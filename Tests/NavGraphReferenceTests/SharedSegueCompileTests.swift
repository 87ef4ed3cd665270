import Foundation
import Testing
import _NavGraphCore

/// Shared segues of every kind compile as one `Segues` call each, in Swift 5 and 6 modes, with and without main-actor
/// default isolation: forwarded and app-type arguments, `from: all`, an unwind returning values from two sources,
/// and a source whose own segue overrides the shared one (and keeps its own function).
@Suite struct SharedSegueCompileTests {
    static let graph = """
        navgraph: 1
        graph: Social
        root: home
        segues:
          openStatus: { kind: show, to: status, from: [home, timeline], forward: [accountID] }
          openHelp: { kind: modal, to: help, embedInNavigationController: true, from: all }
          share: { kind: modal, to: composer, from: [status] }
          picked: { kind: unwind, to: home, returns: { choice: String }, from: [help, composer] }
        screens:
          home:
            parameters: { accountID: { type: String, default: me } }
            segues:
              openTimeline: { kind: show, to: timeline, forward: [accountID] }
          timeline:
            parameters: { accountID: String }
            segues:
              openHelp: { kind: show, to: help }
          status:
            parameters: { accountID: String, statusID: Int, payload: { swift: Models.Payload? } }
          help:
            navigationItem:
              leftBarButtonItems: [{ id: close, system: close, builtin: dismiss }]
          composer:
            parameters: { draft: { type: String, default: "" } }
            navigationItem:
              leftBarButtonItems: [{ id: cancel, system: cancel, builtin: dismiss }]

        """

    static let use = """
        import NavGraphRuntime

        nonisolated public enum Models {
            public struct Payload: Codable, Hashable, Sendable {
                public var x: Int
                public init(x: Int) { self.x = x }
            }
        }

        @MainActor func useSharedSegues(_ router: Router<Social>) throws {
            try router.perform(Social.Segues.openStatus(statusID: 1, payload: Models.Payload(x: 2)))
            try router.perform(Social.Segues.openHelp())
            try router.perform(Social.Segues.share(draft: "hi"))
            try router.perform(Social.Segues.picked(choice: "a"))
            try router.perform(Social.Timeline.openHelp())
            try router.perform(Social.Home.openTimeline())
            let returned: Social.Return? = router.lastReturn
            _ = returned?.help
            _ = returned?.composer
        }

        """

    @Test(arguments: SwiftCompiler.Mode.allCases)
    func theSharedCallsCompile(mode: SwiftCompiler.Mode) throws {
        let generated = generate("social.navgraph.yaml", sources: InMemorySources(["social.navgraph.yaml": Self.graph]))
        let code = try #require(generated.code, "\(describe(generated.result.diagnostics))")
        #expect(code.contains("enum Segues {"))
        // The sources' namespaces hold no copy; the overriding screen keeps its own function.
        #expect(!code.contains(".init(\"home\", \"openStatus\""))
        #expect(code.contains(".init(\"timeline\", \"openHelp\""))
        #expect(code.contains(".init(shared: \"openHelp\")"))
        #expect(code.contains("Performed from 'home', 'status'"))
        let folder = try SwiftCompiler.temporaryFolder("navgraph-shared-\(mode)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Social.swift")
        let use = folder.appendingPathComponent("Use.swift")
        try Data(code.utf8).write(to: file)
        try Data(Self.use.utf8).write(to: use)
        let outcome = try SwiftCompiler.typecheck([file, use], mode: mode)
        #expect(outcome.succeeded, "\(outcome.output)")
        #expect(!outcome.output.contains("warning:"), "\(outcome.output)")
    }
}
