extension NavigationEngine {
    /// Why an interactive pop cannot begin now, or nil when it can: the visible screen is in a navigation
    /// stack of two or more whose top allows the swipe (even when a custom left item replaced the back button),
    /// and no transition is in flight.
    package var interactivePopRefusal: String? {
        interactivePopRefusal(in: state.visibleContainer)
    }

    /// Why an interactive pop of `container`'s stack cannot begin now, or nil when it can (see
    /// `interactivePopRefusal`).
    func interactivePopRefusal(in container: ContainerID) -> String? {
        if pending != nil { return "a transition is in progress" }
        guard state.isNavigationController(container) else {
            let screen = state.screens(in: container)?.last?.screen.id ?? state.visible.screen.id
            return "screen '\(screen)' is not in a navigation stack"
        }
        let count = state.count(in: container)
        guard count >= 2, let top = state.screen(at: count - 1, in: container) else {
            return "the stack holds only its root"
        }
        if graph.screen(top.screen.id)?.interactivePopGestureEnabled == false {
            return "screen '\(top.screen.id)' disables the swipe back"
        }
        return nil
    }

    /// Begins the left-edge swipe back on `container`'s stack (default: the visible screen's):
    /// `viewWillDisappear` top, `viewWillAppear` below. The stack is unchanged until `finishInteractivePop()`;
    /// other requests wait meanwhile.
    package mutating func beginInteractivePop(in container: ContainerID? = nil) throws(NavigationError) {
        lastEvents = []
        lastTransition = nil
        let container = container ?? state.visibleContainer
        if let reason = interactivePopRefusal(in: container) { throw .interactivePopNotAllowed(reason: reason) }
        let count = state.count(in: container)
        guard let top = state.screen(at: count - 1, in: container),
            let below = state.screen(at: count - 2, in: container)
        else { throw .interactivePopNotAllowed(reason: "the stack holds only its root") }
        if state.isStarted {
            if state.loaded.insert(below.id).inserted { lastEvents.append(NavigationEvent(.viewDidLoad, below)) }
            lastEvents.append(NavigationEvent(.viewWillDisappear, top))
            lastEvents.append(NavigationEvent(.viewWillAppear, below))
        }
        lastTransition = .pop
        pending = .interactivePop(container: container)
    }

    /// Finishes the swipe: completes like `pop` (`willShow` below → `viewDidDisappear` top → `viewDidAppear` below
    /// → `didShow` below → `deinit` top; with `begin`'s events, exactly a pop's), then runs queued requests.
    @discardableResult
    package mutating func finishInteractivePop() throws(NavigationError) -> [QueuedResult] {
        lastEvents = []
        lastTransition = nil
        let (container, top, below) = try interactivePopInProgress()
        pending = nil
        lastTransition = .pop
        state.removeLast(1, in: container)
        state.loaded.remove(top.id)
        lastEvents.append(NavigationEvent(.willShow, below))
        if state.isStarted {
            lastEvents.append(NavigationEvent(.viewDidDisappear, top))
            lastEvents.append(NavigationEvent(.viewDidAppear, below))
        }
        lastEvents.append(NavigationEvent(.didShow, below))
        lastEvents.append(NavigationEvent(.deinit, top))
        return runQueue()
    }

    /// Cancels the swipe: `viewWillDisappear` below → `viewDidDisappear` below → `viewWillAppear` top →
    /// `viewDidAppear` top; the stack stays as it was. Then runs queued requests.
    @discardableResult
    package mutating func cancelInteractivePop() throws(NavigationError) -> [QueuedResult] {
        lastEvents = []
        lastTransition = nil
        let (_, top, below) = try interactivePopInProgress()
        pending = nil
        if state.isStarted {
            lastEvents.append(NavigationEvent(.viewWillDisappear, below))
            lastEvents.append(NavigationEvent(.viewDidDisappear, below))
            lastEvents.append(NavigationEvent(.viewWillAppear, top))
            lastEvents.append(NavigationEvent(.viewDidAppear, top))
        }
        return runQueue()
    }

    /// The stack of the interactive pop in progress, its top and the instance below; throws when none is.
    private func interactivePopInProgress() throws(NavigationError) -> (ContainerID, ScreenInstance, ScreenInstance) {
        guard case .interactivePop(let container) = pending,
            let top = state.screen(at: state.count(in: container) - 1, in: container),
            let below = state.screen(at: state.count(in: container) - 2, in: container)
        else { throw .noTransitionInProgress }
        return (container, top, below)
    }
}
