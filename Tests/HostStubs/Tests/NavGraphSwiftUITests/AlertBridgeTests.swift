import NavGraphHosting
@_spi(Hosting) import NavGraphRuntime
import Testing

@testable import NavGraphSwiftUI

/// The mail graph's action sheet as the SwiftUI host shows it: over the composer with `.confirmationDialog`, never
/// as a sheet or cover; a button reports its action, and SwiftUI closing it without a button reports the cancel
/// action. Checked against the router on Linux (the modifiers themselves only type-check here).
@MainActor
@Suite struct AlertBridgeTests {
    let router = Router<MailFlow>()
    var bridge: HostBridge<MailFlow> { HostBridge(router: router) }

    init() throws {
        try router.start()
        try router.perform(MailFlow.Mailboxes.compose())
        try router.perform(MailFlow.Compose.confirmDiscard(subject: "Lunch"))
    }

    /// The composer under the action sheet.
    var composer: [ScreenInstance] { router.state.presentations.first?.stack ?? [] }

    @Test func theActionSheetIsAConfirmationDialogOverTheComposerNotASheet() throws {
        #expect(bridge.wantedPresentation(at: 0)?.root == composer.first?.id)
        #expect(bridge.wantedPresentation(at: 1) == nil)
        let alert = try #require(bridge.alert(at: 1))
        #expect(alert.style == .actionSheet)
        #expect(alert.title == "Lunch")
        #expect(alert.actions.map(\.id) == ["discard", "save", "keepEditing"])
        #expect(bridge.shownAlert(at: 1, style: .actionSheet) == alert.instance.id)
        #expect(bridge.shownAlert(at: 1, style: .alert) == nil)  // not also shown as an alert
        #expect(bridge.alert(at: 0) == nil)
    }

    @Test func aButtonReportsItsActionAndTheClosingThatFollowsReportsNothing() throws {
        let alert = try #require(bridge.alert(at: 1))
        var handed: [(MailFlow.Action, MailFlow.Screen)] = []
        let onAction: (MailFlow.Action, MailFlow.Screen) -> Void = { handed.append(($0, $1)) }
        bridge.chooseAlertAction("save", of: alert.instance, at: 1, onAction: onAction)
        #expect(handed.map(\.0) == [.saveDraft])
        #expect(handed.map(\.1) == [.discardDraft(subject: "Lunch")])
        #expect(router.state.presentations.count == 1)  // the composer stays
        // SwiftUI then writes false to the binding: the choice was already reported, so the composer stays.
        bridge.alertClosed(alert.instance.id, at: 1, onAction: onAction)
        #expect(router.state.presentations.count == 1)
        #expect(handed.count == 1)
        #expect(bridge.shownAlert(at: 1, style: .actionSheet) == nil)
    }

    @Test func closingWithoutAButtonReportsTheCancelAction() throws {
        let alert = try #require(bridge.shownAlert(at: 1, style: .actionSheet))
        var handed: [MailFlow.Action] = []
        bridge.alertClosed(alert, at: 1) { action, _ in handed.append(action) }
        #expect(router.state.presentations.map { $0.stack.map(\.screen.id) } == [["compose"]])
        #expect(handed.isEmpty)  // keepEditing only closes the sheet
        #expect(router.lastEvents.contains { "\($0)".contains("discardDraft") })
    }

    @Test func aTapOnAnAlertTheRouterNoLongerShowsReportsNothing() throws {
        let alert = try #require(bridge.alert(at: 1))
        try router.dismiss(animated: false)  // the app closes the sheet from code
        bridge.chooseAlertAction("discard", of: alert.instance, at: 1, onAction: nil)
        #expect(router.state.presentations.map { $0.stack.map(\.screen.id) } == [["compose"]])
    }
}
