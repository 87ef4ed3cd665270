extension Router {
    // MARK: What a host shows

    /// Every stack of screens a host shows, in the order it builds them (see `NavigationState.stackContents`).
    public var stackContents: [StackContent] { engine.state.stackContents }

    /// The resolved bars of a stack's navigation controller (bar, toolbar, settings); nil when there is no such
    /// stack or it is a presentation without its own navigation controller.
    public func bars(in stack: StackID) -> StackBars? {
        engine.bars(in: stack, of: engine.state)
    }

    /// What a host sets on an instance's view controller (`navigationItem`, `toolbarItems`, per-screen bar
    /// settings), titles filled from its arguments; nil for a screen the graph does not have.
    public func navigationItem(for instance: ScreenInstance) -> NavigationItemState? {
        engine.navigationItem(for: instance)
    }

    /// Calls `handler` with every change (`lastChange`) from now on, after the operation that made it and before
    /// its events are delivered, until the returned token is cancelled or released. What a UIKit host follows.
    public func observeChanges(_ handler: @escaping @MainActor (NavigationChange) -> Void) -> RouterObservation {
        let id = (changeHandlers.map(\.id).max() ?? 0) + 1
        changeHandlers.append((id, handler))
        return RouterObservation { [weak self] in self?.changeHandlers.removeAll { $0.id == id } }
    }

    // MARK: What the person did on screen

    /// Reports that the person popped `stack` down to `instance` on screen (the back button, its long-press
    /// menu, a shortened SwiftUI path). The router applies it as `popTo` with the same events, at once; it
    /// throws `userChangeMismatch` and changes nothing when the stack is not the one the person can touch or the
    /// instance is not below its top.
    @discardableResult
    public func userDidPop(to instance: InstanceID, in stack: StackID) throws(NavigationError) -> [ScreenInstance] {
        try run(userDriven: true) { (engine) throws(NavigationError) in try engine.userDidPop(to: instance, in: stack) }
    }

    /// Reports that the person swiped the top-most sheet down. The router applies it as a dismissal with the same
    /// events, at once; it throws `cannotDismissInteractively` and changes nothing when the presentation is not a
    /// sheet or its visible screen sets `modalInPresentation` (UIKit would have kept it).
    @discardableResult
    public func userDidDismissPresentation() throws(NavigationError) -> [ScreenInstance] {
        try run(userDriven: true) { (engine) throws(NavigationError) in try engine.userDidDismissPresentation() }
    }

    /// Reports that the person tapped the tab at `index` (tapping the selected tab pops its stack to its root, as
    /// UIKit does). Applied with the same events as `select(_:)`, at once; throws `userChangeMismatch` when no tab
    /// bar is on screen or it has no such tab.
    public func userDidSelectTab(at index: Int) throws(NavigationError) {
        try run(userDriven: true) { (engine) throws(NavigationError) in try engine.userDidSelectTab(index) }
    }

    /// Reports a size-class change the host saw (`true`: a compact width): as `setCompact(_:)`, but applied at once
    /// since the screen already changed. Throws `transitionInProgress` while a transition is in flight.
    @discardableResult
    public func userDidChangeSizeClass(compact: Bool) throws(NavigationError) -> RequestOutcome {
        try run(userDriven: true) { (engine) throws(NavigationError) in
            try engine.requireIdle()
            return try engine.handle(.setCompact(compact))
        }
    }
}
