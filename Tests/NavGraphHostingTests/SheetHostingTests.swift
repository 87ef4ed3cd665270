@_spi(Hosting) import NavGraphHosting
@_spi(Hosting) import NavGraphRuntime
import Testing
import _NavGraphCore

/// A sheet's detents on the host: presented at the router's detent, moved by `setDetent` as one operation, and a
/// person's drag reported back without being set again; a popover points at its bar item.
@MainActor
@Suite struct SheetHostingTests {
    static func openSizeSheet(_ harness: HostHarness) throws {
        for line in ["perform signedIn", "perform openDeal", "perform chooseSize"] { try harness.run(line) }
    }

    @Test func theSheetIsPresentedWithItsDetentsAtTheFirst() throws {
        try HostHarness.on("graphs/shop.navgraph.yaml") { harness in
            try Self.openSizeSheet(harness)
            let sheet = try #require(harness.fake.presented.last)
            #expect(sheet.detents == [.medium, .large])
            #expect(sheet.selectedDetent == .medium)
            let presentation = try #require(HostTree(harness.router).presentations.last)
            #expect(presentation.sheet?.prefersGrabberVisible == true)
            #expect(presentation.detent == .medium)
        }
    }

    @Test func theAppsDetentIsOneAnimatedOperation() throws {
        try HostHarness.on("graphs/shop.navgraph.yaml") { harness in
            try Self.openSizeSheet(harness)
            let live = harness.fake.live
            try harness.router.setDetent(.large)
            #expect(harness.coordinator.lastOperations == [.setDetent(.large, presentation: 0, animated: true)])
            #expect(harness.fake.presented.last?.selectedDetent == .large)
            #expect(harness.fake.live.keys == live.keys)
            #expect(harness.fake.failures.isEmpty)
            #expect(harness.fake.differences(from: harness.router) == [])
        }
    }

    @Test func aDragReachesTheRouterAndIsNotSetAgain() throws {
        try HostHarness.on("graphs/shop.navgraph.yaml") { harness in
            try Self.openSizeSheet(harness)
            var events: [String] = []
            let observation = harness.router.observe { events.append($0.description) }
            #expect(harness.fake.dragSheet(to: .large))
            #expect(harness.router.detent == .large)
            #expect(events == ["detentChanged sizePicker large"])
            #expect(!harness.coordinator.lastOperations.contains { if case .setDetent = $0 { true } else { false } })
            #expect(harness.fake.log.filter { $0.hasPrefix("setDetent") }.isEmpty)
            #expect(harness.fake.differences(from: harness.router) == [])
            _ = observation
        }
    }

    @Test func aDragTheRouterRefusesPutsItsDetentBack() throws {
        try HostHarness.on("graphs/shop.navgraph.yaml") { harness in
            try Self.openSizeSheet(harness)
            // A report for a sheet that is not the top-most one (as a stale callback would be).
            harness.coordinator.sheetDidChangeDetent(to: .large, at: 1)
            #expect(harness.router.detent == .medium)
            harness.coordinator.sheetDidChangeDetent(to: .height(10), at: 0)
            #expect(harness.coordinator.lastRefusal == .detentNotOffered(detent: "10", offered: ["medium", "large"]))
            #expect(harness.router.detent == .medium)
            #expect(harness.fake.presented.last?.selectedDetent == .medium)
            #expect(harness.coordinator.lastOperations.contains(.setDetent(.medium, presentation: 0, animated: true)))
        }
    }

    @Test func aPopoverPointsAtItsSourceItemOnTheScreenBelow() throws {
        try HostHarness.on("graphs/shop.navgraph.yaml") { harness in
            for line in ["perform signedIn", "perform openDeal", "tap sizes"] { try harness.run(line) }
            let product = try #require(harness.router.state.stack.last)
            let anchor = try #require(harness.router.popoverAnchor(ofPresentationAt: 0))
            #expect(anchor.presenter == product)
            #expect(anchor.item == "sizes")
            #expect(harness.router.popoverAnchor(ofPresentationAt: 1) == nil)
            try harness.run("dismiss")
            try harness.run("perform chooseSize")
            #expect(harness.router.popoverAnchor(ofPresentationAt: 0) == nil)
        }
    }
}
