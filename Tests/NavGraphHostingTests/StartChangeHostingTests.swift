import NavGraphHosting
import NavGraphRuntime
import Testing

/// `start()` is a change that shows the whole state as a new root (so that a host following only the changes can
/// start empty), but a coordinator shown before it (as `UIKitNavigator` does) built that state already: it
/// rebuilds nothing.
@MainActor
@Suite struct StartChangeHostingTests {
    @Test func aCoordinatorShownBeforeStartKeepsWhatItBuilt() throws {
        let definition = try #require(try ExampleGraphs.definition("graphs/shop.navgraph.yaml"))
        try DynamicGraph.$current.withValue(definition) {
            let router = Router<DynamicGraph>()
            let fake = FakeUIKit()
            let coordinator = HostCoordinator(router: router, platform: fake)
            fake.coordinator = coordinator
            coordinator.show()
            let built = coordinator.controllers
            try router.start()
            fake.finishAnimations()
            #expect(router.lastChange?.replacesRoot == true)
            #expect(coordinator.lastOperations == [])
            #expect(coordinator.controllers.keys.sorted() == built.keys.sorted())
            #expect(fake.remade.isEmpty)
            #expect(fake.differences(from: router) == [])
        }
    }

    @Test func aRestoredRouterShowsItsPresentationsWhenItStarts() throws {
        let definition = try #require(try ExampleGraphs.definition("graphs/mail.navgraph.yaml"))
        try DynamicGraph.$current.withValue(definition) {
            let first = Router<DynamicGraph>()
            try first.start()
            try first.perform("compose", of: "mailboxes")
            let router = try Router<DynamicGraph>(restoring: first.restorationState())
            #expect(router.lastChange == nil)
            try router.start()
            let change = try #require(router.lastChange)
            #expect(change.serial == 1)
            guard case .replaceRoot(let root) = change.steps.first else {
                Issue.record("expected a new root first, got \(change.steps)")
                return
            }
            #expect(root.stacks.map(\.id) == [.main])
            #expect(!change.steps.contains { if case .dismiss = $0 { true } else { false } })
            let presented = change.steps.compactMap { step -> Presentation? in
                if case .present(_, let presentation) = step { presentation } else { nil }
            }
            #expect(presented == router.state.presentations)
            let instances = router.stackContents.flatMap(\.screens)
            #expect(Set(change.items.keys) == Set(instances.map(\.id)))
        }
    }
}
