@_spi(Hosting) public import NavGraphRuntime

/// Keeps a platform's containers equal to a router's state, both ways (see docs/hosts.md):
///
/// - router → screen: every router change becomes `HostOperation`s applied through the platform, the view
///   controllers made once per instance and released with it. The first `show()` and a change that replaces the
///   root (a restoration) build everything anew. While the platform animates, further changes wait; when the
///   animation ends, the coordinator calls `completeTransition()` (a `.manual` router then runs what it queued,
///   checked against the new state) and catches up with whatever changed meanwhile.
/// - screen → router: the platform reports what the person did (`navigationStack(_:didShow:)`, the swipe back,
///   a sheet swiped down, a tab tapped, a size-class change); the coordinator records it as shown and forwards it
///   to the router. A report that merely echoes a change the coordinator made is recognised and ignored; one the
///   router refuses is undone on screen and passed to `onRefusal`.
@MainActor
public final class HostCoordinator<Platform: HostPlatform> {
    /// The router followed.
    public let router: any HostRouting
    /// The platform driven.
    public let platform: Platform
    /// The view controller of each instance on screen.
    public private(set) var controllers: [InstanceID: Platform.Controller] = [:]
    /// What the platform shows, as far as the coordinator knows; nil before `show()`.
    public private(set) var shown: HostTree?
    /// The operations of the last synchronisation, in order (for logs and tests).
    public private(set) var lastOperations: [HostOperation] = []
    /// Why the router refused the last report of the platform; nil when it took it.
    public private(set) var lastRefusal: NavigationError?
    /// Called with each refusal of something the person did (a report the router does not take), after the
    /// router's state is back on screen, with the error of a failed `completeTransition()`, and with each request
    /// the router had queued and refused when its turn came (a double tap whose source is gone); a host passes it
    /// to the app (`UIKitNavigator.onError`).
    public var onRefusal: ((NavigationError) -> Void)?
    /// What became of the requests the router had queued during the last animation (a refused one was checked
    /// against the state it met, e.g. a double tap whose source is gone).
    public private(set) var lastQueuedResults: [QueuedResult] = []
    /// Animations the platform has not finished.
    private var animationsInFlight = 0
    /// A change arrived while the platform animated: catch up when it ends.
    private var needsSync = false
    /// A change that arrived while the platform animated replaced the root.
    private var needsRebuild = false
    /// Operations are being applied: platform callbacks made meanwhile wait until the last one is.
    private var isApplying = false
    /// A dismissal animates: the operations that follow it wait in `waitingForDismissal`.
    private var isDismissing = false
    /// Presentations whose animation has not ended: the next presentation or dismissal waits in
    /// `waitingForDismissal`, with everything after it.
    private var presentationsInFlight = 0
    /// The operations waiting for the dismissal (or presentation) in flight to end, in order.
    private var waitingForDismissal: [HostOperation] = []
    /// A size-class report that arrived while the router was in a transition (which refuses it): applied when
    /// the transition ends.
    private var pendingSizeClass: Bool?
    private var observation: RouterObservation?

    /// A coordinator between `router` and `platform`; nothing is shown until `show()`.
    public init(router: any HostRouting, platform: Platform) {
        self.router = router
        self.platform = platform
        observation = router.observeChanges { [weak self] change in self?.routerDidChange(change) }
    }

    /// Builds the whole hierarchy from the router's state (the first show, or again after the app replaced the
    /// router's state wholesale).
    public func show() {
        sync(animated: false, rebuild: true)
    }

    /// Whether the platform is animating a change the coordinator made.
    public var isAnimating: Bool { animationsInFlight > 0 }

    // MARK: Router → screen

    private func routerDidChange(_ change: NavigationChange) {
        guard shown != nil else { return }
        // `start()` describes everything as new, but `show()` built it already: only a later new root rebuilds.
        let rebuild = change.replacesRoot && change.transition != NavigationTransition.none
        if isAnimating || isApplying {
            needsSync = true
            needsRebuild = needsRebuild || rebuild
            return
        }
        sync(animated: change.animated, rebuild: rebuild)
    }

    /// Applies the operations taking the platform from `shown` to the router's state.
    private func sync(animated: Bool, rebuild: Bool) {
        let tree = HostTree(router)
        var operations = HostPlan.operations(
            from: shown, to: tree, animated: animated, rebuild: rebuild, existing: Set(controllers.keys))
        // The instances the person removed on screen (a back tap, a swipe down) left `shown` already: release
        // their controllers too, newest first.
        let remaining = Set(tree.instances.map(\.id))
        let released = Set(operations.compactMap { if case .releaseController(let id) = $0 { id } else { nil } })
        for id in controllers.keys.sorted(by: >) where !remaining.contains(id) && !released.contains(id) {
            operations.append(.releaseController(id))
        }
        shown = tree
        lastOperations = operations
        isApplying = true
        for operation in operations { applyAfterDismissal(operation) }
        isApplying = false
        if animationsInFlight == 0 { settle() }
    }

    /// Applies an operation now, or after the dismissal that animates: UIKit presents nothing from a view
    /// controller still dismissing its presentation, so what follows a dismissal (the presentation that replaces
    /// it above all) waits for its end, in order.
    /// Likewise, a presentation or dismissal waits for the presentation in flight to end (UIKit presents nothing
    /// from a view controller still being presented), and what follows it waits too, in order.
    private func applyAfterDismissal(_ operation: HostOperation) {
        let waits =
            isDismissing || !waitingForDismissal.isEmpty
            || (presentationsInFlight > 0 && operation.changesPresentations)
        if waits { waitingForDismissal.append(operation) } else { apply(operation) }
    }

    /// A dismissal ended: applies what waited for it, then counts its animation as ended.
    private func dismissalDidEnd() {
        isDismissing = false
        applyWaiting()
        animationDidEnd()
    }

    /// A presentation ended: applies what waited for it, then counts its animation as ended.
    private func presentationDidEnd() {
        presentationsInFlight = max(0, presentationsInFlight - 1)
        applyWaiting()
        animationDidEnd()
    }

    /// Applies the operations that waited for a dismissal or presentation, in order, unless one still animates.
    private func applyWaiting() {
        guard !isDismissing, presentationsInFlight == 0 else { return }
        let waiting = waitingForDismissal
        waitingForDismissal = []
        let wasApplying = isApplying
        isApplying = true
        for operation in waiting { applyAfterDismissal(operation) }
        isApplying = wasApplying
    }

    private func apply(_ operation: HostOperation) {
        switch operation {
        case .makeController(let instance):
            controllers[instance.id] = platform.makeController(for: instance)
        case .releaseController(let id):
            if let controller = controllers.removeValue(forKey: id) { platform.releaseController(controller, of: id) }
        case .applyNavigationItem(let id, let item):
            if let controller = controllers[id] { platform.applyNavigationItem(item, to: controller) }
        case .setRoot(let root, let selectedTab):
            platform.setRoot(root, selectedTab: selectedTab)
        case .setStack(let stack, let ids, let animated):
            animationsInFlight += 1
            platform.setStack(holder(of: stack), to: ids.compactMap { controllers[$0] }, animated: animated) {
                [weak self] in self?.animationDidEnd()
            }
        case .applyBars(let stack, let bars, let animated):
            // The back button over the top is the one of the view controller below it.
            let screens = shown?.stack(stack)?.screens ?? []
            let owner = screens.count >= 2 ? controllers[screens[screens.count - 2].id] : nil
            platform.applyBars(bars, to: holder(of: stack), backButtonOwner: owner, animated: animated)
        case .present(let presentation, let ids, let animated):
            animationsInFlight += 1
            presentationsInFlight += 1
            platform.present(presentation, controllers: ids.compactMap { controllers[$0] }, animated: animated) {
                [weak self] in self?.presentationDidEnd()
            }
        case .dismiss(let index, let animated):
            animationsInFlight += 1
            isDismissing = true
            platform.dismiss(fromIndex: index, animated: animated) { [weak self] in self?.dismissalDidEnd() }
        case .selectTab(let index):
            platform.selectTab(index)
        case .setSplitCollapsed(let collapsed, let tab):
            platform.setSplitCollapsed(collapsed, tab: tab)
        case .setBadge(let value, let tab):
            platform.setBadge(value, tab: tab)
        case .setDetent(let detent, let index, let animated):
            platform.setDetent(detent, presentation: index, animated: animated)
        }
    }

    /// The navigation controller holding `stack` in what the platform shows.
    private func holder(of stack: StackID) -> StackHolder {
        shown?.holder(of: stack) ?? .own(stack)
    }

    /// The stack a navigation controller of the platform shows now; nil when it shows none (a split's column
    /// while the split is collapsed, its compact column while it is expanded). A platform maps its navigation
    /// controllers' reports to stacks with it.
    public func stack(heldBy holder: StackHolder) -> StackID? {
        shown?.stack(heldBy: holder)
    }

    /// The platform animates something by itself (the presentations that waited for the window, presented one
    /// after the other): the coordinator holds its changes back, as for its own animations, until the platform
    /// calls the closure returned (once; later calls do nothing).
    public func platformWillAnimate() -> @MainActor () -> Void {
        animationsInFlight += 1
        var ended = false
        return { [weak self] in
            guard !ended else { return }
            ended = true
            self?.animationDidEnd()
        }
    }

    /// The platform could not present the presentation at `index` (UIKit refused it): the app hears it through
    /// `onRefusal`; the router's state stays as it is, and the coordinator goes on following it.
    public func presentationRefused(at index: Int) {
        let screen = shown.flatMap { $0.stack(.presentation(index))?.screens.last?.screen.id }
        onRefusal?(.presentationRefused(screen: screen ?? "presentation \(index)"))
    }

    /// One platform animation ended; when the last did, settles.
    private func animationDidEnd() {
        animationsInFlight = max(0, animationsInFlight - 1)
        if animationsInFlight == 0, !isApplying { settle() }
    }

    /// Nothing animates: completes the router's transition in flight (running what it queued, whose change
    /// arrives through `routerDidChange`) and catches up with what changed meanwhile.
    private func settle() {
        if router.isTransitioning, !router.isInteractivelyPopping {
            // Runs the queued requests; their change arrives through `routerDidChange`.
            do throws(NavigationError) {
                lastQueuedResults = try router.completeTransition()
                for case .failure(let error) in lastQueuedResults.map(\.result) { onRefusal?(error) }
            } catch {
                lastRefusal = error
                onRefusal?(error)
            }
        }
        applyPendingSizeClass()
        guard animationsInFlight == 0, !isApplying, needsSync else { return }
        let rebuild = needsRebuild
        needsSync = false
        needsRebuild = false
        sync(animated: false, rebuild: rebuild)
    }

    // MARK: Screen → router

    /// A stack's navigation controller now shows `ids` (UIKit's `navigationController(_:didShow:animated:)`):
    /// an echo of the coordinator's own change is ignored; a shorter stack is the person's pop (the back button, a
    /// finished swipe, a shortened SwiftUI path), reported to the router.
    public func navigationStack(_ stack: StackID, didShow ids: [InstanceID]) {
        guard let current = shown?.stack(stack)?.screens else { return }
        let currentIDs = current.map(\.id)
        guard ids != currentIDs else { return }
        if router.isInteractivelyPopping, ids == Array(currentIDs.dropLast()) {
            interactivePopFinished(in: stack)
            return
        }
        guard let target = ids.last, !ids.isEmpty, ids.count < currentIDs.count,
            Array(currentIDs.prefix(ids.count)) == ids
        else {
            // Not something a person can do: put the router's state back on screen.
            resyncStack(stack, showing: ids)
            return
        }
        setShownScreens(Array(current.prefix(ids.count)), of: stack)
        report { (router) throws(NavigationError) in try router.userDidPop(to: target, in: stack) }
    }

    /// The swipe back began in a stack.
    public func interactivePopBegan(in stack: StackID) {
        report { (router) throws(NavigationError) in try router.beginInteractivePop(in: stack) }
    }

    /// The swipe back finished: the stack's top is gone. Reporting it after `navigationStack(_:didShow:)`
    /// already did (UIKit's delegate and its transition coordinator both tell) changes nothing.
    public func interactivePopFinished(in stack: StackID) {
        guard router.isInteractivelyPopping else { return }
        if let current = shown?.stack(stack)?.screens, current.count >= 2 {
            setShownScreens(Array(current.dropLast()), of: stack)
        }
        report { (router) throws(NavigationError) in try router.finishInteractivePop() }
        applyPendingSizeClass()
    }

    /// The swipe back was cancelled: the stack stays as it was (nothing when no swipe is in progress).
    public func interactivePopCancelled(in stack: StackID) {
        guard router.isInteractivelyPopping else { return }
        report { (router) throws(NavigationError) in try router.cancelInteractivePop() }
        applyPendingSizeClass()
    }

    /// The person swiped the presentation at `index` down, or closed the alert there without a button (a tap
    /// outside an action sheet's popover) (UIKit's `presentationControllerDidDismiss(_:)`). A closed alert
    /// reports its cancel action, or is dismissed when it has none (`userClosedAlert`); returns the app action its
    /// cancel action names, if any.
    @discardableResult
    public func presentationDidDismiss(at index: Int) -> String? {
        let alert = router.alertContent(ofPresentationAt: index)
        forgetShownPresentations(from: index)
        guard let alert else {
            report { (router) throws(NavigationError) in try router.userDidDismissPresentation() }
            return nil
        }
        var appAction: String?
        report { (router) throws(NavigationError) in
            appAction = try router.userClosedAlert(alert.instance.id, at: index)
        }
        return appAction
    }

    /// The person chose action `action` of the alert presented at `index`, which the platform dismissed before
    /// calling the action's handler (as UIKit does): forgets it as shown and reports the choice; what the router
    /// then changes (the presentation under the alert dismissed, a new one presented, a pop) is applied as any
    /// change is. Returns the app action to hand to the app, nil for any other action or a refusal.
    @discardableResult
    public func alertActionChosen(_ action: String, at index: Int) -> String? {
        forgetShownPresentations(from: index)
        var appAction: String?
        report { (router) throws(NavigationError) in appAction = try router.userDidChooseAlertAction(action) }
        return appAction
    }

    /// The person dragged the sheet of the presentation at `index` to `detent` (UIKit's
    /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`, SwiftUI's detent selection): recorded
    /// as shown, so it is not set again, and reported to the router. A refused report (a sheet under another
    /// presentation, a detent the graph does not list) puts the router's detent back on screen.
    public func sheetDidChangeDetent(to detent: SheetDetent, at index: Int) {
        guard var tree = shown, tree.presentations.indices.contains(index) else { return }
        tree.presentations[index].detent = detent
        shown = tree
        guard index == tree.presentations.count - 1 else {
            report { (_) throws(NavigationError) in
                throw .detentNotOffered(detent: detent.description, offered: [])
            }
            return
        }
        report { (router) throws(NavigationError) in try router.userDidChangeDetent(detent) }
    }

    /// Records that the presentations from `index` up are no longer on screen.
    private func forgetShownPresentations(from index: Int) {
        guard var tree = shown, tree.presentations.indices.contains(index) else { return }
        tree.presentations.removeSubrange(index...)
        tree.stacks.removeAll { stack in
            if case .presentation(let presented) = stack.id { presented >= index } else { false }
        }
        shown = tree
    }

    /// The person tapped the tab at `index` (UIKit's `tabBarController(_:didSelect:)`).
    public func tabDidSelect(_ index: Int) {
        shown?.selectedTab = index
        report { (router) throws(NavigationError) in try router.userDidSelectTab(at: index) }
    }

    /// The width became compact (`true`) or regular: the platform's splits collapsed or expanded themselves, so
    /// each split's stack is now in another navigation controller, whose screens and bars are not the router's:
    /// it is forgotten as shown, and the router's change sets it there whole.
    /// While the router is in a transition (which it would refuse the report in), the report waits and is applied
    /// when the transition ends; a later report replaces it.
    public func sizeClassDidChange(compact: Bool) {
        if router.isTransitioning {
            pendingSizeClass = compact
            // A transition no animation of the coordinator's will end (not a swipe in progress): end it now.
            if !isAnimating, !isApplying, !router.isInteractivelyPopping { settle() }
            return
        }
        pendingSizeClass = nil
        if var tree = shown {
            let before = tree
            tree.root = Self.root(tree.root, collapsed: compact)
            let after = tree
            tree.stacks.removeAll { before.holder(of: $0.id) != after.holder(of: $0.id) }
            shown = tree
        }
        report { (router) throws(NavigationError) in try router.userDidChangeSizeClass(compact: compact) }
    }

    /// Reports the size class that waited for the router's transition to end, once it has.
    private func applyPendingSizeClass() {
        guard let compact = pendingSizeClass, !router.isTransitioning, !isApplying else { return }
        sizeClassDidChange(compact: compact)
    }

    /// Forwards a report to the router (for the coordinator's extensions).
    func forward(_ forward: (any HostRouting) throws(NavigationError) -> Void) {
        report(forward)
    }

    /// Records that the presentations from `index` up are no longer on screen (for the coordinator's extensions).
    func forgetShown(from index: Int) {
        forgetShownPresentations(from: index)
    }

    /// Forwards a report to the router; a refusal puts the router's state back on screen.
    private func report(_ forward: (any HostRouting) throws(NavigationError) -> Void) {
        lastRefusal = nil
        do throws(NavigationError) {
            try forward(router)
        } catch {
            lastRefusal = error
            if isAnimating || isApplying { needsSync = true } else { sync(animated: true, rebuild: false) }
            onRefusal?(error)
        }
    }

    /// Records that the platform shows `ids` in a stack, then puts the router's state back on screen.
    private func resyncStack(_ stack: StackID, showing ids: [InstanceID]) {
        if let current = shown?.stack(stack)?.screens {
            setShownScreens(current.filter { ids.contains($0.id) }, of: stack)
        }
        sync(animated: false, rebuild: false)
    }

    private func setShownScreens(_ screens: [ScreenInstance], of stack: StackID) {
        guard var tree = shown, let index = tree.stacks.firstIndex(where: { $0.id == stack }) else { return }
        tree.stacks[index].screens = screens
        shown = tree
    }

    /// A root with every split collapsed or expanded.
    private static func root(_ root: HostTree.Root, collapsed: Bool) -> HostTree.Root {
        func content(_ content: HostTree.Content) -> HostTree.Content {
            guard case .split(let container, let columns, let secondary, _) = content else { return content }
            return .split(container: container, columns: columns, secondary: secondary, collapsed: collapsed)
        }
        switch root {
        case .content(let value):
            return .content(content(value))
        case .tabBar(let container, let tabs):
            return .tabBar(
                container: container,
                tabs: tabs.map { tab in
                    var tab = tab
                    tab.content = content(tab.content)
                    return tab
                })
        }
    }
}
