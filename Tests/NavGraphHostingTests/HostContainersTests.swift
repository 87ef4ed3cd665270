import NavGraphHosting
@_spi(Hosting) import NavGraphRuntime
import Testing

/// The bookkeeping the UIKit host and the fake share: which navigation controller holds a stack, and the
/// presented chain with what waits for the window.
@MainActor
@Suite struct HostContainersTests {
    final class Box {}

    private typealias Containers = HostContainers<Box, Box>

    private static func isRoot(_ presenter: Containers.Presenter?) -> Bool {
        if case .root = presenter { true } else { false }
    }

    private static func presenter(_ presenter: Containers.Presenter?, is box: Box) -> Bool {
        if case .presented(let presented) = presenter { presented === box } else { false }
    }

    @Test func presentationsWaitForTheWindowThenArePresentedBottomFirst() throws {
        var containers = Containers()
        let first = Box()
        let second = Box()
        let placed = containers.add(first, navigationController: nil, at: 0)
        let placement = try #require(placed)
        #expect(!placement.presentsNow)
        #expect(Self.isRoot(placement.presenter))
        let placedSecond = containers.add(second, navigationController: nil, at: 1)
        #expect(placedSecond?.presentsNow == false)
        let pastTheChain = containers.add(Box(), navigationController: nil, at: 3)
        #expect(pastTheChain == nil, "nothing to present from")
        let waiting = containers.enterWindow()
        #expect(waiting.count == 2)
        #expect(Self.isRoot(waiting.first?.presenter) && waiting.first?.presented === first)
        #expect(Self.presenter(waiting.last?.presenter, is: first) && waiting.last?.presented === second)
        let waitingAgain = containers.enterWindow()
        #expect(waitingAgain.isEmpty)
        let placedThird = containers.add(Box(), navigationController: nil, at: 2)
        let third = try #require(placedThird)
        #expect(third.presentsNow && Self.presenter(third.presenter, is: second))
    }

    @Test func aDismissalOfWhatNeverShowedDismissesNothing() {
        var containers = Containers()
        let navigation = Box()
        _ = containers.add(Box(), navigationController: navigation, at: 0)
        #expect(containers.navigationController(for: .own(.presentation(0))) === navigation)
        let presenter = containers.dismiss(fromIndex: 0)
        #expect(presenter == nil)
        #expect(containers.presented.isEmpty)
        #expect(containers.navigationController(for: .own(.presentation(0))) == nil)
        let waiting = containers.enterWindow()
        #expect(waiting.isEmpty)
    }

    @Test func aSwipeDownFindsItsPresentationAndForgetsThoseAbove() {
        var containers = Containers()
        _ = containers.enterWindow()
        let boxes = [Box(), Box(), Box()]
        for (index, box) in boxes.enumerated() { _ = containers.add(box, navigationController: Box(), at: index) }
        let swiped = containers.userDismissed { $0 === boxes[1] }
        #expect(swiped == 1)
        #expect(containers.presented.count == 1)
        #expect(containers.navigationController(for: .own(.presentation(1))) == nil)
        #expect(containers.navigationController(for: .own(.presentation(0))) != nil)
        let gone = containers.userDismissed { $0 === boxes[2] }
        #expect(gone == nil)
        let presenter = containers.dismiss(fromIndex: 0)
        #expect(Self.isRoot(presenter))
    }

    @Test func aCollapsedSplitsStackIsHeldByItsCompactColumn() throws {
        try HostHarness.on("graphs/shop.navgraph.yaml") { harness in
            try harness.run("perform signedIn")
            try harness.run("selectTab catalog")
            let expanded = HostTree(harness.router)
            #expect(expanded.holder(of: .tab(1)) == .own(.tab(1)))
            #expect(expanded.stack(heldBy: .own(.column(0, tab: 1))) == .column(0, tab: 1))
            #expect(expanded.stack(heldBy: .compact(tab: 1)) == nil, "the compact column is hidden while expanded")
            try harness.run("compact on")
            let tree = HostTree(harness.router)
            #expect(tree.holder(of: .tab(0)) == .own(.tab(0)))
            #expect(tree.holder(of: .tab(1)) == .compact(tab: 1))
            #expect(tree.holder(of: .column(0, tab: 1)) == .own(.column(0, tab: 1)))
            #expect(tree.stack(heldBy: .compact(tab: 1)) == .tab(1))
            #expect(tree.stack(heldBy: .own(.tab(1))) == nil, "the secondary is hidden while collapsed")
            #expect(tree.stack(heldBy: .own(.column(0, tab: 1))) == nil)
            #expect(tree.stack(heldBy: .compact(tab: 0)) == nil)
        }
    }

    @Test func theRootLeavesTheWindowOnlyWithNothingOfTheChainOnScreen() throws {
        var containers = Containers()
        _ = containers.enterWindow()
        let sheet = Box()
        #expect(containers.add(sheet, navigationController: nil, at: 0)?.presentsNow == true)
        // UIKit takes the root's view out of the window under a full-screen presentation: the chain stays.
        containers.leaveWindow()
        #expect(containers.isInWindow)
        #expect(containers.add(Box(), navigationController: nil, at: 1)?.presentsNow == true)
        _ = containers.dismiss(fromIndex: 0)
        containers.leaveWindow()
        #expect(!containers.isInWindow)
        #expect(containers.add(Box(), navigationController: nil, at: 0)?.presentsNow == false)
        #expect(containers.enterWindow().count == 1)
    }

    @Test func aRefusedPresentationWaitsAgainWithThoseAboveIt() throws {
        var containers = Containers()
        _ = containers.enterWindow()
        let first = Box()
        let second = Box()
        _ = containers.add(first, navigationController: nil, at: 0)
        _ = containers.add(second, navigationController: nil, at: 1)
        #expect(containers.presentedOnScreen == 2)
        #expect(containers.presentationRefused(second) == 1)
        #expect(containers.presentedOnScreen == 1)
        // Nothing to dismiss on screen from it, and what comes above it waits.
        #expect(containers.add(Box(), navigationController: nil, at: 2)?.presentsNow == false)
        containers.presentationAppeared(second)
        #expect(containers.presentedOnScreen == 2)
        #expect(containers.presentationRefused(Box()) == nil)
    }
}
