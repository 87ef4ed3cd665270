import NavGraphHosting
@_spi(Hosting) import NavGraphRuntime
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
            #expect(change.replacesRoot)
            // A coordinator shown after `start()` builds the restored sheet with everything else.
            let fake = FakeUIKit()
            let coordinator = HostCoordinator(router: router, platform: fake)
            fake.coordinator = coordinator
            coordinator.show()
            fake.showInWindow()
            fake.finishAnimations()
            #expect(fake.differences(from: router) == [])
            #expect(router.state.presentations.count == 1)
        }
    }
}
