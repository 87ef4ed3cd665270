import Foundation
import NavGraphRuntime
import Testing

/// Links that wait (see docs/deep-links.md, Links that wait): behind a presentation with unsaved work
/// (`modalInPresentation`), and behind a gate (a `replaceRoot` the router has not performed).
@Suite struct PendingLinkTests {
    /// signIn → (replaceRoot) home → (show) item(id) ← "/items/{id}"; home → (modal, embedded) compose
    /// (`modalInPresentation`); home → (modal) about (can be swiped away); home → (replaceRoot) signIn.
    static func definition(gated: Bool = true) -> GraphDefinition {
        var item = ScreenDefinition(
            id: "item", parameters: [ParameterDefinition(name: "id", type: .int)], restorationIdentifier: "item",
            deepLinks: ["/items/{id}"])
        item.linkRoute = [LinkStep(screen: "home", segue: "open")]
        item.linkGate = gated ? LinkStep(screen: "signIn", segue: "signedIn") : nil
        return GraphDefinition(
            name: "Mail", root: "signIn",
            screens: [
                ScreenDefinition(
                    id: "signIn", restorationIdentifier: "signIn",
                    segues: [SegueDefinition(id: "signedIn", kind: .replaceRoot, destination: "home")]),
                ScreenDefinition(
                    id: "home", restorationIdentifier: "home",
                    segues: [
                        SegueDefinition(id: "open", kind: .show, destination: "item"),
                        SegueDefinition(
                            id: "compose", kind: .modal, destination: "compose", embedInNavigationController: true),
                        SegueDefinition(id: "about", kind: .modal, destination: "about"),
                        SegueDefinition(id: "signOut", kind: .replaceRoot, destination: "signIn"),
                    ]),
                item,
                ScreenDefinition(id: "compose", modalInPresentation: true, restorationIdentifier: "compose"),
                ScreenDefinition(id: "about", restorationIdentifier: "about"),
            ])
    }

    static func signedIn() throws -> NavigationEngine {
        var engine = try NavigationEngine(definition: definition())
        try engine.start()
        try engine.perform(segue: "signedIn", from: "signIn")
        return engine
    }

    @Test func aLinkBehindAnUnpassedGateWaitsAndOpensWithTheGate() throws {
        var engine = try NavigationEngine(definition: Self.definition())
        try engine.start()
        let opened = try engine.open("/items/5")
        #expect(opened.isEmpty)
        #expect(engine.pendingLink == "/items/5")
        #expect(engine.stackIDs == ["signIn"])
        #expect(engine.eventLines.isEmpty)
        try engine.perform(segue: "signedIn", from: "signIn")
        // One transition: the gate's content, then the link's chain on it.
        #expect(
            engine.state.stack.map(\.screen) == [
                ScreenValue(id: "home"), ScreenValue(id: "item", arguments: ["id": .int(5)]),
            ])
        #expect(engine.pendingLink == nil)
        #expect(engine.lastTransition == .replaceRoot)
        #expect(
            engine.eventLines == [
                "viewDidLoad item", "viewWillDisappear signIn", "viewWillAppear item", "willShow item",
                "viewDidDisappear signIn", "viewDidAppear item", "didShow item", "deinit signIn",
            ])
    }

    @Test func aLinkPastItsGateOpensAtOnceAndWaitsAgainAfterSigningOut() throws {
        var engine = try Self.signedIn()
        try engine.open("/items/6")
        #expect(engine.pendingLink == nil)
        #expect(engine.stackIDs == ["home", "item"])
        try engine.pop()
        try engine.perform(segue: "signOut", from: "home")
        try engine.open("/items/7")
        #expect(engine.pendingLink == "/items/7")
        #expect(engine.stackIDs == ["signIn"])
    }

    @Test func withoutAGateTheLinkInstallsItsContent() throws {
        var engine = try NavigationEngine(definition: Self.definition(gated: false))
        try engine.start()
        try engine.open("/items/5")
        #expect(engine.pendingLink == nil)
        #expect(engine.stackIDs == ["home", "item"])
    }

    @Test func unsavedWorkIsNeverDismissedByALink() throws {
        var engine = try Self.signedIn()
        try engine.perform(segue: "compose", from: "home")
        let state = engine.state
        try engine.open("/items/1")
        try engine.open("/items/2")
        // Nothing changed; the newer link replaced the older one.
        #expect(engine.state == state)
        #expect(engine.pendingLink == "/items/2")
        #expect(engine.eventLines.isEmpty)
        try engine.requestDismiss()
        // The dismissal and the link in one transition.
        #expect(engine.state.presentations.isEmpty)
        #expect(
            engine.state.stack.map(\.screen) == [
                ScreenValue(id: "home"), ScreenValue(id: "item", arguments: ["id": .int(2)]),
            ])
        #expect(engine.pendingLink == nil)
        #expect(engine.lastTransition == .dismiss)
        #expect(engine.eventLines.contains("deinit compose"))
        #expect(engine.eventLines.contains("viewDidAppear item"))
    }

    @Test func aCancelledLinkDoesNotOpen() throws {
        var engine = try Self.signedIn()
        try engine.perform(segue: "compose", from: "home")
        try engine.open("/items/1")
        let dropped = engine.cancelPendingLink()
        #expect(dropped)
        #expect(engine.pendingLink == nil)
        let droppedAgain = engine.cancelPendingLink()
        #expect(!droppedAgain)
        try engine.requestDismiss()
        #expect(engine.stackIDs == ["home"])
    }

    @Test func aPresentationWithoutUnsavedWorkIsDismissedByTheLink() throws {
        var engine = try Self.signedIn()
        try engine.perform(segue: "about", from: "home")
        try engine.open("/items/3")
        #expect(engine.pendingLink == nil)
        #expect(engine.state.presentations.isEmpty)
        #expect(engine.stackIDs == ["home", "item"])
        #expect(engine.eventLines.contains("deinit about"))
    }

    @Test func aBadLinkLeavesThePendingOneAlone() throws {
        var engine = try Self.signedIn()
        try engine.perform(segue: "compose", from: "home")
        try engine.open("/items/1")
        #expect(throws: NavigationError.linkNotMatched(url: "/nowhere")) { try engine.open("/nowhere") }
        #expect(engine.pendingLink == "/items/1")
    }

    @Test func thePendingLinkIsRestored() throws {
        var engine = try Self.signedIn()
        try engine.perform(segue: "compose", from: "home")
        try engine.open("/items/4")
        let data = try JSONEncoder().encode(engine.restorationState())
        let snapshot = try RestorationSnapshot(data: data)
        #expect(snapshot.pendingLink == "/items/4")
        var (restored, _) = try NavigationEngine.restoring(snapshot, definition: Self.definition())
        #expect(restored.pendingLink == "/items/4")
        try restored.start()
        #expect(restored.state.presentations.map { $0.stack.map(\.screen.id) } == [["compose"]])
        try restored.requestDismiss()
        #expect(restored.stackIDs == ["home", "item"])
    }
}
