#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
    import NavGraphHosting
    @_spi(Hosting) import NavGraphRuntime
    import SwiftUI

    /// The presentation at one index of the router's chain, shown over `presenter` as a sheet, a full-screen
    /// cover or a popover (pointing at `presenter` unless a bar item anchors it, see `PopoverContent`; docs/hosts.md,
    /// SwiftUI, says how each presentation style maps), or as an alert or confirmation
    /// dialog when it is an alert screen (`AlertLayer`); the next presentation is shown
    /// over it in turn. A sheet the user swipes down reaches the router as a dismissal; `modalInPresentation`
    /// screens cannot be swiped away. A presentation the router replaces is dismissed before its replacement is
    /// presented (see `PresentationSequencer`).
    struct PresentationLayer<Graph: NavigationGraph, Content: View, Presenter: View>: View {
        let factory: ScreenFactory<Graph, Content>
        let index: Int
        @ViewBuilder let presenter: () -> Presenter

        var body: some View {
            let bridge = factory.bridge
            // Drawn again after a refused dismissal, so a refused swipe puts the sheet back, and whenever what this
            // place shows changes (the bindings' getters may run outside the body, where nothing is observed).
            let _ = bridge.revision.value
            let _ = bridge.presentations.shown[index]
            AlertLayer(factory: factory, index: index, presenter: presenter())
                .sheet(
                    item: bridge.presentation(at: index, coveringScreen: false),
                    onDismiss: { bridge.presentationDismissed(at: index, coveringScreen: false) }
                ) { item in
                    presented(item)
                }
                .fullScreenCover(
                    item: bridge.presentation(at: index, coveringScreen: true),
                    onDismiss: { bridge.presentationDismissed(at: index, coveringScreen: true) }
                ) { item in
                    presented(item)
                }
                .popover(item: bridge.popover(anchoredAtPresenterOf: index)) { item in
                    PopoverContent(factory: factory, item: item)
                }
                .onChange(of: bridge.wantedPresentation(at: index), initial: true) { _, _ in
                    bridge.routerChangedPresentation(at: index)
                }
        }

        private func presented(_ item: PresentedItem) -> some View {
            PresentationLayer<Graph, Content, PresentedContent<Graph, Content>>(factory: factory, index: index + 1) {
                PresentedContent(factory: factory, item: item)
            }
        }
    }

    /// What a presentation shows: its own navigation stack when embedded, else its one screen without a bar. Empty
    /// once the router no longer presents it (while SwiftUI animates its dismissal, the router may already present
    /// its replacement at the same place, which is not this sheet's to show).
    struct PresentedContent<Graph: NavigationGraph, Content: View>: View {
        let factory: ScreenFactory<Graph, Content>
        let item: PresentedItem

        var body: some View {
            let presentations = factory.bridge.tree.presentations
            if presentations.indices.contains(item.index),
                factory.bridge.screens(in: presentations[item.index].stack).first?.id == item.root
            {
                let presentation = presentations[item.index]
                SheetDetents(
                    bridge: factory.bridge, presentation: presentation,
                    content: FormSheetSizing(
                        presentation: presentation,
                        content: Group {
                            if presentation.embedsNavigationController {
                                StackView(factory: factory, source: .stack(presentation.stack))
                            } else if let screen = factory.bridge.screens(in: presentation.stack).first {
                                factory.view(of: screen, at: 0, in: nil)
                            }
                        }
                        .interactiveDismissDisabled(presentation.isModalInPresentation)))
            }
        }
    }

    /// What is presented at a place of the chain, and the identity SwiftUI gives it: its bottom instance (a new
    /// presentation at the same place is a new sheet), and whether a full-screen cover shows it rather than a
    /// sheet, or a popover (`isPopover`, see `PopoverContent`).
    struct PresentedItem: Identifiable, Hashable, Sendable {
        let index: Int
        let root: InstanceID
        let coversScreen: Bool
        let isPopover: Bool
        var id: InstanceID { root }
    }

    extension PresentationStyle {
        /// Whether SwiftUI shows this style as a full-screen cover rather than a sheet.
        var coversScreen: Bool {
            switch self {
            case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext: true
            case .automatic, .pageSheet, .formSheet, .popover: false
            }
        }
    }
#endif
