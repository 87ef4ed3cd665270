import NavGraphHosting
@_spi(Hosting) import NavGraphRuntime
import Testing

@testable import NavGraphSwiftUI

/// Where the SwiftUI host shows a popover: on the bar item that anchors it (the shop's Size item), else on the view
/// it is presented over, never as a sheet; a nil SwiftUI writes back is the person closing it.
@MainActor
@Suite struct PopoverBridgeTests {
    let router = Router<ShopFlow>()
    let bridge: HostBridge<ShopFlow>
    let product: ScreenInstance

    init() throws {
        try router.start()
        try router.perform(ShopFlow.SignIn.signedIn())
        try router.perform(ShopFlow.Home.openDeal())
        bridge = HostBridge(router: router)
        product = try #require(router.state.stack.last)
    }

    @Test func theSizeItemAnchorsTheSizesPopover() throws {
        bridge.tap("sizes", on: product, onAction: nil)
        bridge.routerChangedPresentation(at: 0)
        let sizes = try #require(router.state.presentations.first?.stack.first)
        #expect(bridge.shownPopover(on: product.id, item: "sizes")?.root == sizes.id)
        #expect(bridge.shownPopover(overPresenterOf: 0) == nil)
        #expect(bridge.shownPresentation(at: 0, coveringScreen: false) == nil)
        #expect(bridge.shownPresentation(at: 0, coveringScreen: true) == nil)
        #expect(bridge.shownPopover(on: sizes.id, item: "sizes") == nil)

        // A tap outside: SwiftUI writes nil, the router dismisses; the place is free once the content disappeared.
        let shown = try #require(bridge.shownPopover(on: product.id, item: "sizes"))
        bridge.popoverCleared(on: product.id, item: "sizes")
        #expect(router.state.presentations.isEmpty)
        bridge.popoverDisappeared(shown)
        #expect(bridge.presentations.shown.isEmpty)
    }

    @Test func aPopoverWithoutAnItemIsShownOnItsPresenterAndASheetIsNoPopover() throws {
        let presented = try router.present(.sizePicker, style: .popover)
        bridge.routerChangedPresentation(at: 0)
        #expect(bridge.shownPopover(overPresenterOf: 0)?.root == presented.id)
        #expect(bridge.shownPopover(on: product.id, item: "sizes") == nil)
        #expect(bridge.shownPresentation(at: 0, coveringScreen: false) == nil)

        // A full-screen cover over it takes its content away without dismissing it.
        let popover = try #require(bridge.shownPopover(overPresenterOf: 0))
        let cover = try router.present(.sizePicker, style: .fullScreen)
        bridge.routerChangedPresentation(at: 1)
        bridge.popoverDisappeared(popover)
        #expect(bridge.shownPopover(overPresenterOf: 0) == popover)
        #expect(bridge.shownPresentation(at: 1, coveringScreen: true)?.root == cover.id)

        try router.dismiss()
        bridge.presentationDismissed(at: 1, coveringScreen: true)
        try router.dismiss()
        bridge.popoverDisappeared(popover)
        try router.perform(ShopFlow.Product.chooseSize())
        bridge.routerChangedPresentation(at: 0)
        #expect(bridge.shownPresentation(at: 0, coveringScreen: false) != nil)
        #expect(bridge.shownPopover(overPresenterOf: 0) == nil)
    }
}
