@_spi(Hosting) public import NavGraphRuntime

/// What a host needs of a router: its state, its changes and its user-driven reports. `Router` of every graph
/// conforms, so a host is written once for all graphs.
@MainActor
public protocol HostRouting: AnyObject {
    /// The whole state.
    var state: NavigationState { get }
    /// The graph the router runs.
    var graphDefinition: GraphDefinition { get }
    /// Everything the last operation changed; nil when it changed nothing a host shows.
    var lastChange: NavigationChange? { get }
    /// Whether a transition is in flight (an animated one waiting for `completeTransition()`, or a swipe).
    var isTransitioning: Bool { get }
    /// Whether the transition in flight is a swipe back, which only the person finishes or cancels.
    var isInteractivelyPopping: Bool { get }
    /// The resolved bars of a stack's navigation controller.
    func bars(in stack: StackID) -> StackBars?
    /// What a host sets on an instance's view controller.
    func navigationItem(for instance: ScreenInstance) -> NavigationItemState?
    /// The badge a tab of the tab bar `container` shows: the app's (`setBadge(_:for:)`), else the graph's.
    func badge(ofTab tab: String, in container: String) -> String?
    /// Calls `handler` with every change.
    func observeChanges(_ handler: @escaping @MainActor (NavigationChange) -> Void) -> RouterObservation
    /// The person popped a stack down to an instance.
    @discardableResult
    func userDidPop(to instance: InstanceID, in stack: StackID) throws(NavigationError) -> [ScreenInstance]
    /// The person swiped the top-most sheet down.
    @discardableResult
    func userDidDismissPresentation() throws(NavigationError) -> [ScreenInstance]
    /// What an instance shows when its screen is an alert; nil otherwise.
    func alertContent(of instance: ScreenInstance) -> AlertContentState?
    /// The person chose an action of the alert on screen, which the platform already took away; returns the app
    /// action's name for an action the app handles.
    @discardableResult
    func userDidChooseAlertAction(_ action: String) throws(NavigationError) -> String?
    /// Dismisses the top-most presentation (a request, as the app makes it).
    @discardableResult
    func dismiss(animated: Bool) throws(NavigationError) -> RequestOutcome
    /// The person dragged the top-most sheet to another detent.
    func userDidChangeDetent(_ detent: SheetDetent) throws(NavigationError)
    /// The person tapped a tab.
    func userDidSelectTab(at index: Int) throws(NavigationError)
    /// The size class changed.
    @discardableResult
    func userDidChangeSizeClass(compact: Bool) throws(NavigationError) -> RequestOutcome
    /// The swipe back began on a stack.
    func beginInteractivePop(in stack: StackID) throws(NavigationError)
    /// The swipe back finished.
    @discardableResult
    func finishInteractivePop() throws(NavigationError) -> [QueuedResult]
    /// The swipe back was cancelled.
    @discardableResult
    func cancelInteractivePop() throws(NavigationError) -> [QueuedResult]
    /// The animation of the transition in flight ended.
    @discardableResult
    func completeTransition() throws(NavigationError) -> [QueuedResult]
    /// The person typed in the visible screen's search field or chose a scope.
    func search(_ text: String, scope: String?) throws(NavigationError)
    /// The person cancelled the visible screen's search.
    func cancelSearch() throws(NavigationError)
    /// The results screen's instance of an instance's search (made when first asked); nil without `results:`.
    func searchResults(of instance: InstanceID) -> ScreenInstance?
    /// A screen with `dismissesItself` closed itself.
    @discardableResult
    func dismissedItself(_ instance: InstanceID) throws(NavigationError) -> [ScreenInstance]
}

extension Router: HostRouting {
    /// The graph the router runs.
    public var graphDefinition: GraphDefinition { Graph.definition }

    /// Whether an interactive pop (not an animation) holds the transition in flight.
    public var isInteractivelyPopping: Bool { engine.isInteractivelyPopping }

    /// The badge of a tab now: the one the app set at run time, else the graph's.
    public func badge(ofTab tab: String, in container: String) -> String? {
        engine.badge(ofTab: tab, in: container)
    }
}
