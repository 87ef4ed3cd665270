#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
    import NavGraphHosting
    import NavGraphRuntime

    /// The SwiftUI host's one door to the router: what each stack, presentation and screen shows, read from the
    /// router (SwiftUI re-reads it whenever the `@Observable` router changes), and the changes the user makes
    /// outside the router (a path shortened by the back button or the swipe, a sheet swiped down, a tab tapped, a
    /// size-class change), reported back with the router's user-driven calls so its state stays what is on screen.
    @MainActor
    struct HostBridge<Graph: NavigationGraph>: Sendable {
        /// The router the host shows.
        let router: Router<Graph>

        // MARK: Reading

        /// The whole state.
        var state: NavigationState { router.state }

        /// The hierarchy to show: the root (a stack, a split, a tab bar of those) and the presentation chain.
        var tree: HostTree { HostTree(router) }

        /// The screens of a stack, bottom first; empty when the stack is gone (a view SwiftUI is removing).
        func screens(in stack: StackID) -> [ScreenInstance] {
            router.state.screens(in: stack) ?? []
        }

        /// The typed screen of an instance; nil only when the generated code and the graph disagree.
        func screen(of instance: ScreenInstance) -> Graph.Screen? {
            router.screen(of: instance)
        }

        /// What the graph puts around the instance at `index` of a stack (see docs/hosts.md, SwiftUI).
        func chrome(of instance: ScreenInstance, at index: Int, in stack: StackID) -> ScreenChrome {
            let settings = router.bars(in: stack)?.settings ?? Graph.definition.container
            guard let item = router.navigationItem(for: instance) else {
                return ScreenChrome(
                    title: nil, titleMode: .automatic, left: [], right: [], toolbar: [], hidesBackButton: false,
                    navigationBarHidden: settings.navigationBarHidden, toolbarHidden: settings.toolbarHidden,
                    hidesTabBar: false)
            }
            let titleMode: ScreenChrome.TitleMode
            switch item.largeTitleDisplayMode {
            case .always: titleMode = settings.prefersLargeTitles ? .large : .inline
            case .never: titleMode = .inline
            case .automatic: titleMode = index == 0 ? (settings.prefersLargeTitles ? .large : .inline) : .automatic
            }
            let replacesBackButton = !item.leftItems.isEmpty && !item.leftItemsSupplementBackButton
            return ScreenChrome(
                title: item.displayedTitle,
                titleMode: titleMode,
                left: item.leftItems,
                right: item.rightItems.reversed(),
                toolbar: item.toolbarItems,
                hidesBackButton: item.hidesBackButton || replacesBackButton,
                navigationBarHidden: item.navigationBarHidden ?? settings.navigationBarHidden,
                toolbarHidden: item.toolbarHidden ?? settings.toolbarHidden,
                hidesTabBar: hidesTabBar(upTo: index, in: stack)
            )
        }

        /// Whether the tab bar hides while the instance at `index` of a stack is on top: as in UIKit, when it or
        /// any instance between it and the stack's root sets `hidesBottomBarWhenPushed`.
        private func hidesTabBar(upTo index: Int, in stack: StackID) -> Bool {
            let screens = screens(in: stack)
            guard index > 0, index < screens.count else { return false }
            return screens[1...index].contains { router.navigationItem(for: $0)?.hidesBottomBarWhenPushed == true }
        }

        // MARK: What the user did

        /// The router's screens are on screen: starts it (first appearance events) unless the app already did.
        func startIfNeeded() {
            guard !router.state.isStarted else { return }
            try? router.start()
        }

        /// The user shortened a stack's path (back button, swipe back, a re-tapped tab): the router pops to
        /// `instance`. A path that did not shrink (a `NavigationLink` pushing outside the router) is ignored, and
        /// so is one the router refuses (a stack the user cannot touch): the router stays the truth and the path
        /// is read back from it.
        func userPopped(to instance: InstanceID, in stack: StackID) {
            guard screens(in: stack).last?.id != instance else { return }
            _ = try? router.userDidPop(to: instance, in: stack)
        }

        /// The user swiped the top-most sheet down. The router refuses a presentation that is not a sheet or
        /// whose visible screen sets `modalInPresentation` (SwiftUI is told to refuse those swipes too).
        func userDismissed(presentationAt index: Int) {
            guard index == router.state.presentations.count - 1 else { return }
            _ = try? router.userDidDismissPresentation()
        }

        /// The user tapped another tab.
        func userSelected(tab index: Int) {
            guard index != router.state.tabBar?.selected else { return }
            try? router.userDidSelectTab(at: index)
        }

        /// The horizontal size class changed: the router collapses (compact) or expands its split, now or when
        /// one is installed later.
        func sizeClassChanged(compact: Bool) {
            _ = try? router.userDidChangeSizeClass(compact: compact)
        }

        /// A bar item was tapped: the router performs its segue or builtin; an app-handled action goes to
        /// `onAction` with the screen it belongs to.
        func tap(_ item: BarButtonItemDefinition, onAction: ((Graph.Action, Graph.Screen) -> Void)?) {
            let visible = router.visible
            guard case .action(let action) = try? router.tap(item.id), let visible else { return }
            onAction?(action, visible)
        }
    }
#endif
