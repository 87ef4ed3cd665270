#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
    import NavGraphHosting
    @_spi(Hosting) import NavGraphRuntime
    import SwiftUI

    /// The presentation at one index of the router's chain, shown over `presenter` as a sheet or a full-screen
    /// cover (see docs/hosts.md, SwiftUI, for how each presentation style maps); the next presentation is shown
    /// over it in turn. A sheet the user swipes down reaches the router as a dismissal; `modalInPresentation`
    /// screens cannot be swiped away.
    struct PresentationLayer<Graph: NavigationGraph, Content: View, Presenter: View>: View {
        let factory: ScreenFactory<Graph, Content>
        let index: Int
        @ViewBuilder let presenter: () -> Presenter

        var body: some View {
            // Drawn again after a refused dismissal, so a refused swipe puts the sheet back.
            let _ = factory.bridge.revision.value
            presenter()
                .sheet(item: factory.bridge.presentation(at: index, coveringScreen: false)) { item in
                    presented(item)
                }
                .fullScreenCover(item: factory.bridge.presentation(at: index, coveringScreen: true)) { item in
                    presented(item)
                }
        }

        private func presented(_ item: PresentedItem) -> some View {
            PresentationLayer<Graph, Content, PresentedContent<Graph, Content>>(factory: factory, index: index + 1) {
                PresentedContent(factory: factory, index: item.index)
            }
        }
    }

    /// What a presentation shows: its own navigation stack when embedded, else its one screen without a bar.
    struct PresentedContent<Graph: NavigationGraph, Content: View>: View {
        let factory: ScreenFactory<Graph, Content>
        let index: Int

        var body: some View {
            let presentations = factory.bridge.tree.presentations
            if presentations.indices.contains(index) {
                let presentation = presentations[index]
                Group {
                    if presentation.embedsNavigationController {
                        StackView(factory: factory, stack: presentation.stack)
                    } else if let screen = factory.bridge.screens(in: presentation.stack).first {
                        factory.view(of: screen, at: 0, in: nil)
                    }
                }
                .interactiveDismissDisabled(presentation.isModalInPresentation)
            }
        }
    }

    /// The identity SwiftUI gives a presented sheet: its place in the chain and its bottom instance (a new
    /// presentation at the same place is a new sheet).
    struct PresentedItem: Identifiable, Hashable {
        let index: Int
        let root: InstanceID
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
