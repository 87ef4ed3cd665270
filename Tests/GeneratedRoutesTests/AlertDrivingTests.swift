import NavGraphRuntime
import Testing

/// The generated mail API with its discard-draft action sheet: the segue that shows it is a typed modal segue,
/// its app action a case of `MailFlow.Action`, and `tap` on its actions does what each says.
@MainActor
@Suite struct AlertDrivingTests {
    @Test func theActionSheetIsShownByItsTypedSegueAndItsActionsAreTapped() throws {
        let router = Router<MailFlow>()
        try router.start()
        try router.perform(MailFlow.Mailboxes.compose())
        try router.perform(MailFlow.Compose.confirmDiscard(subject: "Lunch"))
        #expect(router.visible == .discardDraft(subject: "Lunch"))
        #expect(try router.tap("save") == .action(.saveDraft))
        #expect(router.visible == .compose())
        try router.tap("cancel")
        #expect(router.visible == .discardDraft())
        #expect(try router.tap("discard") == .builtin(.dismiss, .performed(inFlight: false)))
        #expect(router.visible == .mailboxes)
        #expect(router.state.presentations.isEmpty)
        #expect(MailFlow.action(named: "saveDraft") == .saveDraft)
    }
}
