import Foundation
import NavGraphHosting
@_spi(Hosting) import NavGraphRuntime
import Testing

@testable import MailGraphFixture

/// The operations between two trees, in UIKit's order, and the tree a SwiftUI host reads.
@MainActor
@Suite struct HostPlanTests {
    private let messageID = UUID()

    private func replying() throws -> Router<MailFlow> {
        try MailScenarios.replying(to: messageID)
    }

    @Test func theFirstShowBuildsEverythingWithoutAnimation() throws {
        let router = try replying()
        let operations = HostPlan.operations(from: nil, to: HostTree(router), animated: true)
        let kinds = operations.map(Self.kind)
        #expect(kinds.filter { $0 == "make" }.count == 4)
        let root = try #require(kinds.firstIndex(of: "setRoot"))
        #expect(kinds[..<root].allSatisfy { $0 == "make" || $0 == "item" })
        #expect(kinds.last == "bars")
        #expect(operations.contains(.setStack(.main, router.state.stack.map(\.id), animated: false)))
        #expect(
            operations.contains { if case .present(_, _, animated: false) = $0 { true } else { false } })
    }

    @Test func anUnwindDismissesThenPopsThenReleases() throws {
        let router = try replying()
        let before = HostTree(router)
        try router.perform(MailFlow.Compose.send())
        let operations = HostPlan.operations(from: before, to: HostTree(router), animated: true)
        let kinds = operations.map(Self.kind)
        #expect(kinds == ["dismiss", "bars", "setStack", "release", "release", "release"])
        #expect(operations.first == .dismiss(fromIndex: 0, animated: true))
        // Released top first: compose, message, messages.
        #expect(operations.suffix(3) == [4, 3, 2].map { .releaseController(InstanceID(rawValue: $0)) })
    }

    /// The bars come before the stack: UIKit reads the new top's bars and the back button of the view controller
    /// below it when the push begins.
    @Test func aPushMakesTheControllerAndSetsTheBarsBeforeSettingTheStack() throws {
        let router = Router<MailFlow>()
        try router.start()
        let before = HostTree(router)
        try router.perform(MailFlow.Mailboxes.openMailbox(mailbox: .inbox, name: "Inbox"))
        let operations = HostPlan.operations(from: before, to: HostTree(router), animated: true)
        #expect(operations.map(Self.kind) == ["make", "item", "bars", "setStack"])
        #expect(operations.contains { if case .applyBars(.main, _, animated: true) = $0 { true } else { false } })
    }

    @Test func theTreeGivesPathsAndPresentationsToADeclarativeHost() throws {
        let router = try replying()
        let tree = HostTree(router)
        #expect(tree.root == .content(.stack(.main)))
        #expect(tree.path(of: .main) == [InstanceID(rawValue: 2), InstanceID(rawValue: 3)])
        #expect(tree.path(of: .presentation(0)) == [])
        #expect(tree.presentations.map(\.style) == [.formSheet])
        #expect(tree.presentations.first?.isModalInPresentation == true)
        #expect(tree.items[InstanceID(rawValue: 3)]?.navigationTitle == "Hi")
        #expect(tree.stack(.presentation(0))?.bars == router.bars(in: .presentation(0)))
    }

    private static func kind(_ operation: HostOperation) -> String {
        switch operation {
        case .makeController: "make"
        case .releaseController: "release"
        case .applyNavigationItem: "item"
        case .setRoot: "setRoot"
        case .setStack: "setStack"
        case .applyBars: "bars"
        case .present: "present"
        case .dismiss: "dismiss"
        case .selectTab: "selectTab"
        case .setSplitCollapsed: "split"
        case .setBadge: "badge"
        case .setDetent: "detent"
        }
    }
}
