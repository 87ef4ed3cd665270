import NavGraphHosting
import NavGraphRuntime
import Testing

@testable import NavGraphSwiftUI

/// How the SwiftUI host changes what is presented at one place of the chain: what is there is dismissed first and
/// its replacement presented once SwiftUI says the dismissal ended (`onDismiss`), and a nil SwiftUI writes for a
/// presentation the host is removing or replacing itself is not taken for the person's dismissal.
@MainActor
@Suite struct PresentationSwapTests {
    /// Collects what `onError` receives.
    final class Errors {
        var received: [NavigationError] = []
    }

    let router = Router<MailFlow>()
    let errors = Errors()
    let bridge: HostBridge<MailFlow>

    init() throws {
        try router.start()
        let errors = errors
        bridge = HostBridge(router: router, onError: { errors.received.append($0) })
    }

    /// The bottom instance of what the sheet and the cover at `index` show now, in that order.
    func shown(at index: Int) -> [InstanceID?] {
        [
            bridge.shownPresentation(at: index, coveringScreen: false)?.root,
            bridge.shownPresentation(at: index, coveringScreen: true)?.root,
        ]
    }

    /// `instance` shown by the cover when `style` covers the screen, else by the sheet.
    func showing(_ instance: ScreenInstance, as style: PresentationStyle) -> [InstanceID?] {
        style.coversScreen ? [nil, instance.id] : [instance.id, nil]
    }

    @Test(arguments: [
        (PresentationStyle.pageSheet, PresentationStyle.fullScreen),
        (.fullScreen, .formSheet),
        (.pageSheet, .formSheet),
        (.overFullScreen, .fullScreen),
    ])
    func aReplacedPresentationIsDismissedBeforeItsReplacementIsPresented(
        _ old: PresentationStyle, _ new: PresentationStyle
    ) throws {
        let first = try router.present(.mailboxes, style: old)
        bridge.routerChangedPresentation(at: 0)
        #expect(shown(at: 0) == showing(first, as: old))

        try router.dismiss()
        let second = try router.present(.mailboxes, style: new)
        bridge.routerChangedPresentation(at: 0)
        #expect(shown(at: 0) == [nil, nil])  // the old one is being dismissed; its replacement waits

        // SwiftUI writes nil back while dismissing the old one: the host's own dismissal, not the person's.
        bridge.presentationCleared(at: 0, coveringScreen: old.coversScreen)
        #expect(router.state.presentations.map(\.style) == [new])
        #expect(router.state.presentations.first?.stack.first?.id == second.id)
        #expect(errors.received.isEmpty)

        bridge.presentationDismissed(at: 0, coveringScreen: old.coversScreen)
        #expect(shown(at: 0) == showing(second, as: new))
    }

    @Test func aSheetSwipedDownIsThePersonsDismissal() throws {
        try router.present(.mailboxes, style: .pageSheet)
        bridge.routerChangedPresentation(at: 0)
        bridge.presentationCleared(at: 0, coveringScreen: false)
        #expect(router.state.presentations.isEmpty)
        #expect(errors.received.isEmpty)
        #expect(shown(at: 0) == [nil, nil])
        bridge.presentationDismissed(at: 0, coveringScreen: false)
        #expect(bridge.presentations.shown.isEmpty)
    }

    @Test func aDismissalTheRouterRefusesIsPresentedAgain() throws {
        let cover = try router.present(.mailboxes, style: .fullScreen)
        bridge.routerChangedPresentation(at: 0)
        let revision = bridge.revision.value
        // The app's view called `dismiss` in a full-screen cover, which the router does not let the person dismiss.
        bridge.presentationCleared(at: 0, coveringScreen: true)
        #expect(router.state.presentations.count == 1)
        #expect(errors.received.count == 1)
        bridge.presentationDismissed(at: 0, coveringScreen: true)
        #expect(shown(at: 0) == [nil, cover.id])
        #expect(bridge.revision.value == revision + 2)  // drawn again after the refusal and after the dismissal
    }

    @Test func replacingAPresentationFreesThePlacesAboveIt() throws {
        try router.present(.mailboxes, style: .pageSheet)
        bridge.routerChangedPresentation(at: 0)
        let above = try router.present(.mailboxes, style: .pageSheet)
        bridge.routerChangedPresentation(at: 1)
        #expect(shown(at: 1) == [above.id, nil])

        try router.dismiss()
        try router.dismiss()
        let cover = try router.present(.mailboxes, style: .fullScreen)
        bridge.routerChangedPresentation(at: 0)
        bridge.routerChangedPresentation(at: 1)
        #expect(shown(at: 0) == [nil, nil])
        #expect(shown(at: 1) == [nil, nil])
        // Dismissing the bottom sheet took the one above with it; SwiftUI may never say so for that one.
        bridge.presentationDismissed(at: 0, coveringScreen: false)
        #expect(shown(at: 0) == [nil, cover.id])
        let next = try router.present(.mailboxes, style: .pageSheet)
        bridge.routerChangedPresentation(at: 1)
        #expect(shown(at: 1) == [next.id, nil])
    }
}
