import NavGraphHosting
import NavGraphRuntime
import Testing
import _NavGraphCore

/// A tab badge the app sets while the tab bar is shown reaches the tab bar item (`tabBarItem.badgeValue`) as one
/// `setBadge` operation: the tab bar is not rebuilt and no screen is touched. An instance kept on screen whose
/// navigation item changed gets it again.
@MainActor
@Suite struct BadgeHostingTests {
    /// The badges the fake's tab bar shows, by tab index.
    static func badges(_ fake: FakeUIKit) -> [String?] {
        guard case .tabBar(_, let tabs) = fake.root else { return [] }
        return tabs.map(\.badge)
    }

    @Test func aBadgeSetWhileTheTabBarIsShownIsOneOperation() throws {
        try HostHarness.on("graphs/shop.navgraph.yaml") { harness in
            try harness.run("perform signedIn")
            #expect(Self.badges(harness.fake) == [nil, nil, "2"])
            let live = harness.fake.live
            try harness.run("setBadge cart 7")
            #expect(harness.coordinator.lastOperations == [.setBadge("7", tab: 2)])
            #expect(Self.badges(harness.fake) == [nil, nil, "7"])
            #expect(harness.fake.live.keys == live.keys)
            try harness.run("setBadge cart null")
            #expect(harness.coordinator.lastOperations == [.setBadge(nil, tab: 2)])
            #expect(Self.badges(harness.fake) == [nil, nil, nil])
            try harness.run("setBadge home 1")
            #expect(Self.badges(harness.fake) == ["1", nil, nil])
            #expect(harness.fake.failures.isEmpty)
            #expect(harness.fake.differences(from: harness.router) == [])
        }
    }

    @Test func aBadgeSetBeforeTheTabBarIsInstalledShowsWhenItIs() throws {
        try HostHarness.on("graphs/shop.navgraph.yaml") { harness in
            try harness.run("setBadge cart 12")
            #expect(harness.coordinator.lastOperations.isEmpty)
            try harness.run("perform signedIn")
            #expect(Self.badges(harness.fake) == [nil, nil, "12"])
        }
    }

    @Test func thePlanReappliesAChangedItemOfAKeptInstanceAndABadge() throws {
        try HostHarness.on("graphs/shop.navgraph.yaml") { harness in
            try harness.run("perform signedIn")
            let old = HostTree(harness.router)
            var new = old
            let home = try #require(old.instances.first)
            var item = try #require(old.items[home.id])
            item.title = "Welcome back"
            new.items[home.id] = item
            guard case .tabBar(let container, var tabs) = new.root else {
                Issue.record("no tab bar")
                return
            }
            tabs[0].badge = "3"
            new.root = .tabBar(container: container, tabs: tabs)
            let operations = HostPlan.operations(from: old, to: new, animated: false)
            #expect(operations == [.setBadge("3", tab: 0), .applyNavigationItem(home.id, item)])
            #expect(HostPlan.operations(from: old, to: old, animated: false).isEmpty)
        }
    }
}
