import NavGraphHosting
@_spi(Hosting) import NavGraphRuntime
import Testing
import _NavGraphCore

/// What the person does on the fake UIKit reaches the router through the coordinator, which applies it with the
/// events of the programmatic operation (the simulator beside it runs the programmatic one) and keeps the fake
/// and the router equal.
@MainActor
@Suite struct UserDrivenHostingTests {
    @Test func aBackTapPopsTheRouterWithThePopEvents() throws {
        try HostHarness.on("graphs/mail.navgraph.yaml") { harness in
            try harness.run("perform openMailbox mailbox=inbox name=Inbox")
            try harness.run("perform openMessage messageID=6F9619FF-8B86-D011-B42D-00CF4FC964FF subject=Hi")
            let log = harness.fake.log.count
            let (hostRefused, simulatorRefused) = try harness.run("back")
            #expect(!hostRefused && !simulatorRefused)
            #expect(harness.router.lastEvents == harness.simulator.lastEvents)
            #expect(harness.router.lastEvents.map(\.description).last == "deinit message")
            #expect(harness.router.state == harness.simulator.navigationState)
            #expect(harness.router.lastChange?.isUserDriven == true)
            // UIKit's delegate order, and no second setViewControllers for the echo.
            #expect(Array(harness.fake.log[log...]) == ["willShow #2", "didShow #2"])
            #expect(!harness.coordinator.lastOperations.contains { if case .setStack = $0 { true } else { false } })
            #expect(harness.coordinator.lastOperations.contains(.releaseController(InstanceID(rawValue: 3))))
            #expect(harness.fake.differences(from: harness.router) == [])
        }
    }

    @Test func aSwipeBeginsFinishesAndCancelsWithTheRoutersEvents() throws {
        try HostHarness.on("graphs/mail.navgraph.yaml") { harness in
            try harness.run("perform openMailbox mailbox=inbox name=Inbox")
            #expect(harness.fake.beginSwipe(in: .main))
            #expect(harness.router.isTransitioning)
            #expect(
                harness.router.lastEvents.map(\.description) == [
                    "viewWillDisappear messages", "viewWillAppear mailboxes",
                ])
            harness.fake.cancelSwipe()
            #expect(!harness.router.isTransitioning)
            #expect(
                harness.router.lastEvents.map(\.description) == [
                    "viewWillDisappear mailboxes", "viewDidDisappear mailboxes", "viewWillAppear messages",
                    "viewDidAppear messages",
                ])
            #expect(harness.router.state.stack.count == 2)
            #expect(harness.fake.differences(from: harness.router) == [])
            #expect(harness.fake.beginSwipe(in: .main))
            harness.fake.finishSwipe()
            #expect(
                harness.router.lastEvents.map(\.description) == [
                    "willShow mailboxes", "viewDidDisappear messages", "viewDidAppear mailboxes", "didShow mailboxes",
                    "deinit messages",
                ])
            #expect(harness.router.state.stack.map(\.screen.id) == ["mailboxes"])
            #expect(harness.fake.differences(from: harness.router) == [])
            // A host told twice (the delegate's didShow, then the transition coordinator) pops once.
            harness.coordinator.interactivePopFinished(in: .main)
            harness.coordinator.interactivePopCancelled(in: .main)
            #expect(harness.router.state.stack.map(\.screen.id) == ["mailboxes"])
            #expect(harness.coordinator.lastRefusal == nil)
            #expect(harness.fake.differences(from: harness.router) == [])
            #expect(!harness.fake.beginSwipe(in: .main), "no swipe at the root")
        }
    }

    @Test func aSwipeDownIsRefusedByAModalInPresentationScreen() throws {
        try HostHarness.on("graphs/mail.navgraph.yaml") { harness in
            try harness.run("perform compose")
            #expect(harness.router.state.presentations.count == 1)
            #expect(!harness.fake.swipeDown())
            #expect(harness.fake.log.last == "didAttemptToDismiss")
            #expect(harness.router.state.presentations.count == 1)
            #expect(harness.fake.differences(from: harness.router) == [])
        }
    }

    @Test func aSwipeDownDismissesASheetWithTheDismissalEvents() throws {
        try HostHarness.on("graphs/settings.navgraph.yaml") { harness in
            let sheet = try #require(Self.sheetSegue(of: harness))
            try harness.run("perform \(sheet)")
            #expect(harness.router.state.presentations.count == 1)
            let (hostRefused, simulatorRefused) = try harness.run("swipeDown")
            #expect(!hostRefused && !simulatorRefused)
            #expect(harness.router.state.presentations.isEmpty)
            #expect(harness.router.lastEvents == harness.simulator.lastEvents)
            #expect(harness.router.lastEvents.last?.kind == .deinit)
            #expect(harness.fake.differences(from: harness.router) == [])
        }
    }

    @Test func aRefusedDismissalReportPutsThePresentationBack() throws {
        try HostHarness.on("graphs/mail.navgraph.yaml") { harness in
            try harness.run("perform compose")
            // A host that forgot `isModalInPresentation` lets the sheet go: the router refuses the report and the
            // coordinator presents the sheet again.
            #expect(harness.fake.swipeDown(ignoringModalInPresentation: true))
            #expect(harness.fake.presented.isEmpty || harness.fake.isAnimating)
            harness.fake.finishAnimations()
            #expect(harness.coordinator.lastRefusal?.caseName == "cannotDismissInteractively")
            #expect(harness.router.state.presentations.count == 1)
            #expect(harness.fake.presented.count == 1)
            #expect(harness.fake.differences(from: harness.router) == [])
        }
    }

    @Test func aTabTapSelectsTheTabAndASecondTapPopsItToItsRoot() throws {
        try HostHarness.on("graphs/shop.navgraph.yaml") { harness in
            try harness.run("perform signedIn")
            #expect(harness.router.state.tabBar?.selected == 0)
            let (hostRefused, _) = try harness.run("selectTab cart")
            #expect(!hostRefused)
            #expect(harness.router.state.tabBar?.selectedTab == "cart")
            #expect(harness.router.lastEvents == harness.simulator.lastEvents)
            #expect(harness.fake.log.last == "didSelect 2")
            #expect(harness.fake.differences(from: harness.router) == [])
            try harness.run("selectTab home")
            try harness.run("perform openAccount")
            #expect(harness.router.state.stack.count == 2)
            try harness.run("selectTab home")
            #expect(harness.router.state.stack.count == 1)
            #expect(harness.router.lastEvents == harness.simulator.lastEvents)
            #expect(harness.fake.differences(from: harness.router) == [])
        }
    }

    @Test func aSizeClassChangeCollapsesAndExpandsTheSplit() throws {
        try HostHarness.on("graphs/shop.navgraph.yaml") { harness in
            try harness.run("perform signedIn")
            try harness.run("selectTab catalog")
            #expect(harness.router.state.split?.isCollapsed == false)
            try harness.run("compact on")
            #expect(harness.router.state.split?.isCollapsed == true)
            #expect(harness.router.lastChange?.isUserDriven == true)
            #expect(harness.router.state == harness.simulator.navigationState)
            #expect(harness.fake.differences(from: harness.router) == [])
            try harness.run("compact off")
            #expect(harness.router.state.split?.isCollapsed == false)
            #expect(harness.router.state == harness.simulator.navigationState)
            #expect(harness.fake.differences(from: harness.router) == [])
        }
    }

    @Test func aSwipeAndABackTapInASplitColumnPopThatColumn() throws {
        try HostHarness.on("graphs/shop.navgraph.yaml") { harness in
            try harness.run("perform signedIn")
            try harness.run("selectTab catalog")
            try harness.run("perform openProducts")
            let primary = StackID.column(0, tab: 1)
            #expect(harness.router.state.screens(in: primary)?.map(\.screen.id) == ["categories", "products"])
            #expect(harness.fake.differences(from: harness.router) == [])
            #expect(harness.fake.beginSwipe(in: primary))
            #expect(harness.coordinator.lastRefusal == nil)
            #expect(
                harness.router.lastEvents.map(\.description) == [
                    "viewWillDisappear products", "viewWillAppear categories",
                ])
            harness.fake.cancelSwipe()
            #expect(harness.router.state.screens(in: primary)?.count == 2)
            #expect(harness.fake.tapBack(in: primary))
            #expect(harness.coordinator.lastRefusal == nil)
            #expect(harness.router.state.screens(in: primary)?.map(\.screen.id) == ["categories"])
            #expect(harness.router.lastEvents.map(\.description).last == "deinit products")
            #expect(harness.fake.differences(from: harness.router) == [])
            #expect(!harness.fake.beginSwipe(in: primary), "no swipe at the column's root")
        }
    }

    @Test func aStackThePersonCannotHaveMadeIsPutBack() throws {
        try HostHarness.on("graphs/mail.navgraph.yaml") { harness in
            try harness.run("perform openMailbox mailbox=inbox")
            let before = harness.router.state
            harness.coordinator.navigationStack(.main, didShow: [InstanceID(rawValue: 99)])
            harness.fake.finishAnimations()
            #expect(harness.router.state == before)
            #expect(harness.fake.differences(from: harness.router) == [])
        }
    }

    @Test func theRouterRefusesReportsThatDoNotFitItsState() throws {
        try HostHarness.on("graphs/mail.navgraph.yaml") { harness in
            try harness.run("perform openMailbox mailbox=inbox")
            let router = harness.router
            let before = router.state
            let change = router.lastChange
            #expect(throws: NavigationError.self) {
                try router.userDidPop(to: InstanceID(rawValue: 1), in: .presentation(0))
            }
            #expect(throws: NavigationError.self) { try router.userDidPop(to: InstanceID(rawValue: 2), in: .main) }
            #expect(throws: NavigationError.self) { try router.userDidPop(to: InstanceID(rawValue: 42), in: .main) }
            #expect(throws: NavigationError.self) { try router.userDidSelectTab(at: 0) }
            #expect(throws: NavigationError.self) { try router.userDidDismissPresentation() }
            #expect(router.state == before)
            #expect(router.lastChange == change)
        }
    }

    /// A modal segue of the settings graph's root that presents a sheet anyone can swipe away.
    private static func sheetSegue(of harness: HostHarness) -> String? {
        let definition = harness.router.engine.definition
        let root = definition.screens.first { $0.id == harness.router.state.visible.screen.id }
        return root?.segues.first { segue in
            segue.kind == .modal && segue.presentation.map { $0.isSwipeDismissable } != false
                && definition.screens.first { $0.id == segue.destination }?.modalInPresentation == false
                && definition.screens.first { $0.id == segue.destination }?.parameters.allSatisfy { !$0.isRequired }
                    == true
        }?.id
    }
}
