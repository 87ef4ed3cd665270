#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
    import NavGraphHosting
    @_spi(Hosting) import NavGraphRuntime

    /// The SwiftUI host's one door to the router: what each stack, presentation and screen shows, read from the
    /// router (SwiftUI re-reads it whenever the `@Observable` router changes), and the changes the user makes
    /// outside the router (a path shortened by the back button or the swipe, a sheet swiped down, a tab tapped, a
    /// size-class change), reported back with the router's user-driven calls so its state stays what is on screen.
    @MainActor
    struct HostBridge<Graph: NavigationGraph>: Sendable {
        /// The router the host shows.
        let router: Router<Graph>
        /// Bumped when the router refuses what the user did, so the router's state is drawn again.
        var revision = HostRevision()
        /// What SwiftUI shows at each place of the presentation chain (see `PresentationSequencer`).
        var presentations = PresentationSequencer()
        /// Receives the errors of refused user-driven reports and of requests the router ran after a transition.
        var onError: (@MainActor (NavigationError) -> Void)?

        // MARK: Reading

        /// The whole state; reading it also makes the reading view draw again after a refusal.
        var state: NavigationState {
            _ = revision.value
            return router.state
        }

        /// The hierarchy to show: the root (a stack, a split, a tab bar of those) and the presentation chain.
        var tree: HostTree {
            _ = revision.value
            return HostTree(router)
        }

        /// The screens of a stack, bottom first; empty when the stack is gone (a view SwiftUI is removing).
        func screens(in stack: StackID) -> [ScreenInstance] {
            state.screens(in: stack) ?? []
        }

        /// The screens a `NavigationStack` shows: a whole stack, or a split's column; none when it is gone.
        func segment(of source: StackSource) -> StackSegment {
            switch source {
            case .stack(let stack):
                return StackSegment(stack: stack, screens: screens(in: stack)[...])
            case .column(let index, let main):
                let columns = splitColumns(of: main)?.columns ?? []
                return columns.indices.contains(index) ? columns[index] : StackSegment(stack: main, screens: [])
            }
        }

        /// The columns of the split whose main stack is `main` (`.main`, or a tab's); nil when there is none.
        func splitColumns(of main: StackID) -> SplitColumns? {
            guard let split = state.split(inTab: main.tab) else { return nil }
            return SplitColumns(split, main: main, screens: screens(in: main))
        }

        /// The typed screen of an instance; nil only when the generated code and the graph disagree.
        func screen(of instance: ScreenInstance) -> Graph.Screen? {
            router.screen(of: instance)
        }

        /// What the graph puts around the instance at `index` of a stack (see docs/hosts.md, SwiftUI).
        func chrome(of instance: ScreenInstance, at index: Int, in stack: StackID) -> ScreenChrome {
            ScreenChrome(of: instance, at: index, in: stack, router: router)
        }

        // MARK: What the user did

        /// The router's screens are on screen: starts it (first appearance events) unless the app already did.
        func startIfNeeded() {
            guard !router.state.isStarted else { return }
            report { () throws(NavigationError) in try router.start() }
        }

        /// SwiftUI wrote back the path of a stack or a split's column: a shorter one is the user going back (the
        /// router pops the stack holding those screens), any other (a `NavigationLink` pushing outside the router)
        /// is undone by drawing the router's path again. A column without screens has nothing to go back to.
        func userChanged(path newPath: [InstanceID], in source: StackSource) {
            let segment = segment(of: source)
            guard let root = segment.screens.first else { return }
            guard newPath.count < segment.screens.count - 1 else {
                revision.bump()
                return
            }
            userPopped(to: newPath.last ?? root.id, in: segment.stack)
        }

        /// SwiftUI wrote back the column on top of a collapsed split (the person went back from a column's root to
        /// the column before it): the router pops the split's stack to the top of the nearest column at or before
        /// it that holds a screen. A later column than the router's top is drawn again; an expanded split shows
        /// every column, so what SwiftUI writes then means nothing.
        func userShowedColumn(_ column: Int, in main: StackID) {
            guard let split = splitColumns(of: main), split.isCollapsed, column != split.topColumn else { return }
            guard column < split.topColumn,
                let target = split.columns[...column].last(where: { !$0.screens.isEmpty })?.screens.last
            else {
                revision.bump()
                return
            }
            userPopped(to: target.id, in: main)
        }

        /// The user shortened a stack's path (back button, swipe back, a re-tapped tab): the router pops to
        /// `instance`. A refusal (a stack the user cannot touch) draws the router's path again.
        func userPopped(to instance: InstanceID, in stack: StackID) {
            guard screens(in: stack).last?.id != instance else { return }
            report { () throws(NavigationError) in _ = try router.userDidPop(to: instance, in: stack) }
        }

        /// The user swiped the top-most sheet down. The router refuses a presentation that is not a sheet or
        /// whose visible screen sets `modalInPresentation` (SwiftUI is told to refuse those swipes too); a refusal
        /// draws the presentation again.
        func userDismissed(presentationAt index: Int) {
            guard index == router.state.presentations.count - 1 else {
                revision.bump()
                return
            }
            report { () throws(NavigationError) in _ = try router.userDidDismissPresentation() }
        }

        /// The user dragged the sheet at `index` to another detent; a refusal (a sheet under another
        /// presentation) draws the router's detent again.
        func userChangedDetent(to detent: SheetDetent, at index: Int) {
            guard index == router.state.presentations.count - 1 else {
                revision.bump()
                return
            }
            guard router.state.presentations[index].detent != detent else { return }
            report { () throws(NavigationError) in try router.userDidChangeDetent(detent) }
        }

        /// The user tapped another tab; a tab the router does not know draws the selected one again.
        func userSelected(tab index: Int) {
            guard index != router.state.tabBar?.selected else { return }
            report { () throws(NavigationError) in try router.userDidSelectTab(at: index) }
        }

        /// The horizontal size class changed: the router collapses (compact) or expands its split, now or when
        /// one is installed later.
        func sizeClassChanged(compact: Bool) {
            report { () throws(NavigationError) in _ = try router.userDidChangeSizeClass(compact: compact) }
        }

        /// A bar item of `instance` (the top of its stack: the visible screen, or a split column's), a menu entry
        /// (`ITEM.ENTRY`, `title.ENTRY`) of its bars, or an action of the alert over it was tapped: the router
        /// performs its segue or builtin from that screen; an app-handled action goes to `onAction` with that screen.
        func tap(_ id: String, on instance: ScreenInstance, onAction: ((Graph.Action, Graph.Screen) -> Void)?) {
            report { () throws(NavigationError) in
                guard case .action(let action) = try router.tap(id, on: instance.id),
                    let screen = router.screen(of: instance)
                else { return }
                onAction?(action, screen)
            }
        }

        // MARK: Transitions

        /// Whether a transition waits for the host to say its animation ended (a `.manual` router); a swipe back
        /// the app drives itself is left to it.
        var awaitsCompletion: Bool {
            router.isTransitioning && !router.isInteractivelyPopping
        }

        /// SwiftUI animates every change on its own, so the host completes each transition as soon as it is drawn:
        /// the router runs the requests queued meanwhile, which may start the next transition, completed in turn.
        /// A refused queued request goes to `onError`.
        func completeTransitions() {
            // Each round ends one transition and runs the queue; the bound only guards against a router that
            // keeps transitioning forever.
            var rounds = 0
            while awaitsCompletion, rounds < 1000 {
                rounds += 1
                report { () throws(NavigationError) in
                    for queued in try router.completeTransition() {
                        if case .failure(let error) = queued.result { onError?(error) }
                    }
                }
            }
        }

        /// Runs a user-driven report; when the router refuses it, its state is drawn again and the error goes to
        /// `onError`.
        func report(_ body: () throws(NavigationError) -> Void) {
            do {
                try body()
            } catch {
                revision.bump()
                onError?(error)
            }
        }
    }
#endif
