// The members a host calls: what it shows, and what the person did on screen. Behind `@_spi(Hosting)`, so that an
// app's `router.` completion lists the app's API; a host imports `@_spi(Hosting) import NavGraphRuntime`.
extension Router {
    // MARK: What a host shows

    /// Every stack of screens a host shows, in the order it builds them (see `NavigationState.stackContents`).
    @_spi(Hosting)
    public var stackContents: [StackContent] { engine.state.stackContents }

    /// The resolved bars of a stack's navigation controller (bar, toolbar, settings); nil when there is no such
    /// stack or it is a presentation without its own navigation controller.
    @_spi(Hosting)
    public func bars(in stack: StackID) -> StackBars? {
        engine.bars(in: stack, of: engine.state)
    }

    /// What a host sets on an instance's view controller (`navigationItem`, `toolbarItems`, per-screen bar
    /// settings), titles filled from its arguments; nil for a screen the graph does not have.
    @_spi(Hosting)
    public func navigationItem(for instance: ScreenInstance) -> NavigationItemState? {
        engine.navigationItem(for: instance)
    }

    /// Calls `handler` with every change (`lastChange`) from now on, after the operation that made it has
    /// delivered its events, until the returned token is cancelled or released. What a UIKit host follows; the
    /// handler may call the router again (`completeTransition()` when nothing animates).
    @_spi(Hosting)
    public func observeChanges(_ handler: @escaping @MainActor (NavigationChange) -> Void) -> RouterObservation {
        let id = (changeHandlers.map(\.id).max() ?? 0) + 1
        changeHandlers.append((id, handler))
        return RouterObservation { [weak self] in self?.changeHandlers.removeAll { $0.id == id } }
    }

    // MARK: What the person did on screen

    /// Begins the left-edge swipe back on the visible screen's stack.
    @_spi(Hosting)
    public func beginInteractivePop() throws(NavigationError) {
        try run { (engine) throws(NavigationError) in try engine.beginInteractivePop() }
    }

    /// Finishes the swipe back: the top is popped.
    @discardableResult
    @_spi(Hosting)
    public func finishInteractivePop() throws(NavigationError) -> [QueuedResult] {
        try run(userDriven: true) { (engine) throws(NavigationError) in try engine.finishInteractivePop() }
    }

    /// Cancels the swipe back: the stack stays as it was.
    @discardableResult
    @_spi(Hosting)
    public func cancelInteractivePop() throws(NavigationError) -> [QueuedResult] {
        try run { (engine) throws(NavigationError) in try engine.cancelInteractivePop() }
    }

    /// Collapses (`true`, a compact width) or expands the split on screen, as a size-class change does.
    @discardableResult
    @_spi(Hosting)
    public func setCompact(_ compact: Bool) throws(NavigationError) -> RequestOutcome {
        try run { engine throws(NavigationError) in try engine.handle(.setCompact(compact)) }
    }

    /// Reports that the person popped `stack` down to `instance` on screen (the back button, its long-press
    /// menu, a shortened SwiftUI path). The router applies it as `popTo` with the same events, at once; it
    /// throws `userChangeMismatch` and changes nothing when the stack is not the one the person can touch or the
    /// instance is not below its top.
    @discardableResult
    @_spi(Hosting)
    public func userDidPop(to instance: InstanceID, in stack: StackID) throws(NavigationError) -> [ScreenInstance] {
        try run(userDriven: true) { (engine) throws(NavigationError) in try engine.userDidPop(to: instance, in: stack) }
    }

    /// Reports that the person began the edge swipe on `stack` (on the visible screen's stack, or a split column
    /// of the root content): as `beginInteractivePop()`, on that stack; `finishInteractivePop()` or
    /// `cancelInteractivePop()` ends it. Throws `interactivePopNotAllowed` and changes nothing when the stack is
    /// not one the person can touch, holds only its root, or its top disables the swipe.
    @_spi(Hosting)
    public func beginInteractivePop(in stack: StackID) throws(NavigationError) {
        try run { (engine) throws(NavigationError) in try engine.userDidBeginInteractivePop(in: stack) }
    }

    /// Reports that the person swiped the top-most sheet down. The router applies it as a dismissal with the same
    /// events, at once; it throws `cannotDismissInteractively` and changes nothing when the presentation is not a
    /// sheet or its visible screen sets `modalInPresentation` (UIKit would have kept it).
    @discardableResult
    @_spi(Hosting)
    public func userDidDismissPresentation() throws(NavigationError) -> [ScreenInstance] {
        try run(userDriven: true) { (engine) throws(NavigationError) in try engine.userDidDismissPresentation() }
    }

    /// What `instance` shows when its screen is an alert or action sheet (texts filled in); nil otherwise.
    @_spi(Hosting)
    public func alertContent(of instance: ScreenInstance) -> AlertContentState? {
        engine.alertContent(of: instance)
    }

    /// Reports that the person chose action `action` of the alert on screen, which UIKit dismissed before calling
    /// the action's handler. The router does what the action says, as `tap(_:)` does, the alert's removal
    /// included (a host has already forgotten it as shown). Returns the name of the app action to hand to the app,
    /// nil for any other action; throws `itemNotOnScreen` when no alert is on screen or it has no such action.
    @discardableResult
    @_spi(Hosting)
    public func userDidChooseAlertAction(_ action: String) throws(NavigationError) -> String? {
        let outcome = try run { (engine) throws(NavigationError) in try engine.userDidChooseAlertAction(action) }
        if case .action(let name) = outcome { return name }
        return nil
    }

    /// Reports that the person tapped the tab at `index` (tapping the selected tab pops its stack to its root, as
    /// UIKit does). Applied with the same events as `select(_:)`, at once; throws `userChangeMismatch` when no tab
    /// bar is on screen or it has no such tab.
    @_spi(Hosting)
    public func userDidSelectTab(at index: Int) throws(NavigationError) {
        try run(userDriven: true) { (engine) throws(NavigationError) in try engine.userDidSelectTab(index) }
    }

    /// Reports a size-class change the host saw (`true`: a compact width): as `setCompact(_:)`, but applied at once
    /// since the screen already changed. Throws `transitionInProgress` while a transition is in flight.
    @discardableResult
    @_spi(Hosting)
    public func userDidChangeSizeClass(compact: Bool) throws(NavigationError) -> RequestOutcome {
        try run(userDriven: true) { (engine) throws(NavigationError) in
            try engine.requireIdle()
            return try engine.handle(.setCompact(compact))
        }
    }
}
