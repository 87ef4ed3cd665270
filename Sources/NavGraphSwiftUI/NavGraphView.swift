#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
    @_spi(Hosting) public import NavGraphRuntime
    public import SwiftUI

    /// Shows a router in SwiftUI: a `NavigationStack` per navigation stack, `.sheet` / `.fullScreenCover` for
    /// presentations, `TabView` and `NavigationSplitView` for containers, with titles, bar items, toolbar items and
    /// bar visibility from the graph (see docs/hosts.md, SwiftUI).
    ///
    /// ```swift
    /// NavGraphView(router) { screen in
    ///     switch screen {
    ///     case .mailboxes: MailboxesView(router: router)
    ///     case .messages(let mailbox, let name, _): MessagesView(mailbox: mailbox, name: name)
    ///     // ...
    ///     }
    /// }
    /// ```
    ///
    /// The router is the truth: the view reads it (it is `@Observable`) and what the user does outside it — the
    /// back button, the swipe back, a sheet swiped down, a tab tapped, a size-class change — is reported back so
    /// that its state always equals what is on screen. Navigate with the router (`perform`, `tap`, ...), not with
    /// `NavigationLink`.
    public struct NavGraphView<Graph: NavigationGraph, Content: View>: View {
        let router: Router<Graph>
        let content: (Graph.Screen) -> Content
        let onAction: ((Graph.Action, Graph.Screen) -> Void)?
        let onError: (@MainActor (NavigationError) -> Void)?
        @Environment(\.horizontalSizeClass) private var sizeClass
        @State private var revision = HostRevision()
        @State private var presentations = PresentationSequencer()

        /// Shows `router`, making each screen's view with `content`; `onAction` receives the app-handled actions
        /// of bar items (`action:` in the graph) with the screen whose item was tapped; `onError` receives why
        /// the router refused something the user did on screen (which is then drawn again from the router) or a
        /// request it ran after a transition.
        public init(
            _ router: Router<Graph>,
            onAction: ((Graph.Action, Graph.Screen) -> Void)? = nil,
            onError: (@MainActor (NavigationError) -> Void)? = nil,
            @ViewBuilder content: @escaping (Graph.Screen) -> Content
        ) {
            self.router = router
            self.content = content
            self.onAction = onAction
            self.onError = onError
        }

        /// The root content with the presentation chain over it. SwiftUI animates each change itself, so every
        /// transition is completed as soon as the router starts it (see docs/hosts.md, SwiftUI).
        public var body: some View {
            let bridge = bridge
            PresentationLayer(factory: factory, index: 0) {
                RootView(factory: factory)
            }
            .onAppear { bridge.startIfNeeded() }
            .onChange(of: sizeClass, initial: true) { _, newValue in
                // nil: no size class yet (nothing to tell the router).
                if let newValue { bridge.sizeClassChanged(compact: newValue == .compact) }
            }
            .onChange(of: bridge.awaitsCompletion, initial: true) { _, awaits in
                if awaits { bridge.completeTransitions() }
            }
        }

        private var bridge: HostBridge<Graph> {
            HostBridge(router: router, revision: revision, presentations: presentations, onError: onError)
        }

        private var factory: ScreenFactory<Graph, Content> {
            ScreenFactory(bridge: bridge, content: content, onAction: onAction)
        }
    }
#endif
