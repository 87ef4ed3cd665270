import NavGraphHosting
@_spi(Hosting) import NavGraphRuntime

/// A view controller of the fake UIKit: one per screen instance.
@MainActor
final class FakeViewController {
    let instance: ScreenInstance
    /// What the host set as its `navigationItem` and `toolbarItems`.
    var navigationItem: NavigationItemState?
    /// `navigationItem.backButtonTitle`, as the host set it.
    var backButtonTitle: String?
    /// `navigationItem.backBarButtonItem` (its title and image), as the host set it.
    var backBarButtonItem: BackButton?
    /// `navigationItem.searchController`, as the host set it (see FakeSearchController).
    var searchController: FakeSearchController?
    var isReleased = false

    init(instance: ScreenInstance) {
        self.instance = instance
    }
}

/// A `UINavigationController` of the fake UIKit: a stack of view controllers, bar and toolbar visibility, the
/// settings the host applied.
@MainActor
final class FakeNavigationController {
    /// Which navigation controller of the hierarchy this is (the host's name for it).
    let holder: StackHolder
    var viewControllers: [FakeViewController] = []
    var isNavigationBarHidden = false
    var isToolbarHidden = true
    /// What the host applied: `prefersLargeTitles`, the appearance, the `hidesBarsOn…` behaviours. UIKit's
    /// defaults until then.
    var settings = ContainerSettings()
    /// `interactivePopGestureRecognizer.isEnabled`: whether the edge swipe starts.
    var isInteractivePopGestureEnabled = true
    /// Transitions begun by `setViewControllers(_:animated:)` and not ended: UIKit has read the bars and the back
    /// button of their new top when they began.
    var transitionsInFlight = 0
    /// Whether the last bar and toolbar visibility changes were asked animated.
    var barsAnimated = false
    /// The bar over the new top as UIKit read it when the last transition began.
    var barWhenTransitionBegan: NavigationBarState?

    init(holder: StackHolder) {
        self.holder = holder
    }

    var ids: [InstanceID] { viewControllers.map(\.instance.id) }

    /// The bar UIKit draws over the top, resolved from the view controllers' navigation items as UIKit does:
    /// the back button from the previous view controller's `backBarButtonItem`, else its `backButtonTitle`, else
    /// its title ("Back" without one), the top's left items with or without it, its title, prompt and right items.
    var navigationBar: NavigationBarState? {
        guard let top = viewControllers.last, let item = top.navigationItem else { return nil }
        let previous = viewControllers.count >= 2 ? viewControllers[viewControllers.count - 2] : nil
        let back = item.hidesBackButton ? nil : previous.map(Self.backButton(showing:))
        var left: [LeftBarEntry] = []
        if !item.leftItems.isEmpty {
            if item.leftItemsSupplementBackButton, let back { left.append(.back(back)) }
            left += item.leftItems.map(LeftBarEntry.item)
        } else if let back {
            left.append(.back(back))
        }
        var bar = NavigationBarState(
            hidden: isNavigationBarHidden, left: left, title: item.displayedTitle, titleView: item.titleView,
            prompt: item.prompt, right: item.rightItems, largeTitle: largeTitle, appearance: settings.appearance)
        // The title view's label is the view's own, which the host set from the item.
        bar.titleViewAccessibilityLabel = item.titleViewAccessibilityLabel
        return bar
    }

    /// The toolbar under the top: its `toolbarItems`, shown unless `isToolbarHidden`.
    var toolbar: ToolbarState? {
        guard let item = viewControllers.last?.navigationItem else { return nil }
        return ToolbarState(hidden: isToolbarHidden, items: item.toolbarItems)
    }

    /// UIKit's back button pointing at `previous`: only what the host set on its navigation item, else its title.
    /// (UIKit also shortens a title too wide for the bar, which the fake does not model: the host sets every
    /// title the router shortens.)
    private static func backButton(showing previous: FakeViewController) -> BackButton {
        if let item = previous.backBarButtonItem { return item }
        if let title = previous.backButtonTitle { return BackButton(title: title) }
        guard let title = previous.navigationItem?.navigationTitle ?? previous.navigationItem?.title, !title.isEmpty
        else { return BackButton(title: BackButton.defaultTitle) }
        return BackButton(title: title)
    }

    /// Large titles: `always` and `never` decide, `automatic` follows the item below (the root's the setting).
    private var largeTitle: Bool {
        guard settings.prefersLargeTitles else { return false }
        for controller in viewControllers.reversed() {
            switch controller.navigationItem?.largeTitleDisplayMode ?? .automatic {
            case .always: return true
            case .never: return false
            case .automatic: continue
            }
        }
        return true
    }
}

/// A column-style `UISplitViewController` of the fake UIKit: a navigation controller per column and the
/// secondary's, shown while expanded, and the compact column's, which UIKit shows instead while collapsed.
@MainActor
final class FakeSplit {
    let columns: [FakeNavigationController]
    let secondary: FakeNavigationController
    let compact: FakeNavigationController
    var isCollapsed: Bool

    init(
        columns: [FakeNavigationController], secondary: FakeNavigationController, compact: FakeNavigationController,
        isCollapsed: Bool
    ) {
        self.columns = columns
        self.secondary = secondary
        self.compact = compact
        self.isCollapsed = isCollapsed
    }

    /// The navigation controllers on screen.
    var visible: [FakeNavigationController] { isCollapsed ? [compact] : columns + [secondary] }
}

/// What the root, or a tab, shows: a navigation controller or a split.
enum FakeContent {
    case navigation(FakeNavigationController)
    case split(FakeSplit)
}

/// A `UIPresentationController` of the fake UIKit: what `presentationControllerDidDismiss(_:)` hands the delegate.
@MainActor
final class FakePresentationController {
    /// `presentedViewController`: the presentation it manages.
    let presentedViewController: FakePresentation

    init(presentedViewController: FakePresentation) {
        self.presentedViewController = presentedViewController
    }
}

/// A presented view controller of the fake UIKit: a navigation controller, or one view controller.
@MainActor
final class FakePresentation {
    let style: PresentationStyle
    let navigationController: FakeNavigationController?
    var viewController: FakeViewController?
    /// `presentationController`: made when presented; after a swipe down UIKit may let it go (nil) or make a new
    /// one on the next read, so a host must not read it then.
    var presentationController: FakePresentationController?
    /// Whether its presentation has ended: UIKit presents nothing from it before.
    var isOnScreen = false
    /// The sheet's `detents`, as the host set them (empty: UIKit's default, full height only).
    var detents: [SheetDetent] = []
    /// The sheet's `selectedDetentIdentifier`, as the host or the person's drag set it.
    var selectedDetent: SheetDetent?

    init(style: PresentationStyle, navigationController: FakeNavigationController?, viewController: FakeViewController?)
    {
        self.style = style
        self.navigationController = navigationController
        self.viewController = viewController
    }

    var ids: [InstanceID] { navigationController?.ids ?? viewController.map { [$0.instance.id] } ?? [] }

    /// The view controller on top, whose `isModalInPresentation` UIKit consults before a swipe down.
    var top: FakeViewController? { navigationController?.viewControllers.last ?? viewController }
}

/// A fake UIKit that behaves as UIKit does for what a host uses: navigation controllers with
/// `setViewControllers(_:animated:)` and their delegate's `willShow`/`didShow` (after the animation when
/// animated), a presented chain (presented only from a view controller in a window that presents nothing yet), a
/// tab bar controller (a tap on the selected tab pops its navigation controller to its root), column-style split
/// views that show their compact column's navigation controller while collapsed, the back button (from the
/// navigation items as the host set them), the edge swipe, the swipe down of sheets (refused for
/// `isModalInPresentation`), tab taps and size-class changes, each reported to the coordinator as UIKit's
/// delegates report them. Like the UIKit host, it keeps its containers in `HostContainers` and maps its navigation
/// controllers to stacks through the coordinator, so the tests run those decisions too; what it shows (`contents`,
/// `presented`) is its own model of UIKit.
@MainActor
final class FakeUIKit: HostPlatform {
    /// Receives the delegate callbacks.
    weak var coordinator: HostCoordinator<FakeUIKit>?
    /// The host's bookkeeping, as the UIKit host keeps it.
    private(set) var containers = HostContainers<FakeNavigationController, FakePresentation>()
    /// What the root shows (key nil) or each tab (key: its index).
    private(set) var contents: [Int?: FakeContent] = [:]
    /// The root as last installed.
    private(set) var root: HostTree.Root?
    /// The tab bar controller's `selectedIndex`.
    private(set) var selectedIndex: Int?
    /// The presented chain on screen, bottom to top.
    private(set) var presented: [FakePresentation] = []
    /// Where the app put the root's view.
    enum RootPlacement: Equatable {
        /// In no window and no container.
        case nowhere
        /// The root view controller of a window (`show(in:)`, or the app's `window.rootViewController =`).
        case windowRoot
        /// A child of the app's own container (a side menu, an onboarding shell), itself in a window or not.
        case child(containerInWindow: Bool)
    }
    /// Where the root's view is.
    private(set) var placement = RootPlacement.nowhere
    /// Whether `showInWindow()` (`show(in:)`) installed the root: the navigator then installs each new root too.
    private(set) var isShownByNavigator = false
    /// Whether the root's view is in a window: UIKit presents nothing from it otherwise.
    var isInWindow: Bool { placement == .windowRoot || placement == .child(containerInWindow: true) }
    /// Whether presentations end on a later run-loop turn even unanimated (as UIKit may deliver their
    /// completions), so that a presentation just asked for is not yet on screen.
    var completesPresentationsLater = false
    /// After a swipe down, whether the dismissed view controller's `presentationController` is a new one (true)
    /// or nil (false): UIKit documents neither.
    var remakesPresentationControllers = false
    /// The search results controllers made, in order: the searching instance and the results instance.
    private(set) var resultsControllersMade: [(searching: InstanceID, results: InstanceID)] = []
    /// Every view controller made and not released, by instance.
    private(set) var live: [InstanceID: FakeViewController] = [:]
    /// Instances whose view controller was made again while the one made before was still alive.
    private(set) var remade: [InstanceID] = []
    /// The delegate callbacks, in order (`willShow #3`, `didShow #3`, `didSelect 1`, ...).
    private(set) var log: [String] = []
    /// Animations not finished yet: their ends, in order.
    private var animations: [() -> Void] = []
    /// What UIKit refused to do, as it logs it (a presentation from a view controller whose dismissal animates).
    private(set) var failures: [String] = []
    /// Dismissals whose animation has not ended.
    private var dismissalsAnimating = 0
    /// Whether animations end at once (as UIKit's do for views outside a window).
    var animatesInstantly = false
    /// The app action the last alert button chosen reported (`chooseAlertAction(_:)`).
    private(set) var lastAppAction: String?
    /// The stack being swiped back, between `beginSwipe` and `finishSwipe`/`cancelSwipe`.
    private var swiping: FakeNavigationController?

    // MARK: HostPlatform

    func makeController(for instance: ScreenInstance) -> FakeViewController {
        if live[instance.id] != nil { remade.append(instance.id) }
        let controller = FakeViewController(instance: instance)
        live[instance.id] = controller
        return controller
    }

    func releaseController(_ controller: FakeViewController, of instance: InstanceID) {
        controller.isReleased = true
        if live[instance] === controller { live[instance] = nil }
    }

    func applyNavigationItem(_ item: NavigationItemState, to controller: FakeViewController) {
        controller.navigationItem = item
        applySearch(item, to: controller)
    }

    /// As the UIKit host's `applySearch`: a search controller made once, its results controller made by the
    /// factory for the instance `HostSearch.results` names, and the field set from the router (`SearchField`).
    private func applySearch(_ item: NavigationItemState, to controller: FakeViewController) {
        guard let field = SearchField(item) else {
            controller.searchController = nil
            return
        }
        if controller.searchController == nil {
            let results = coordinator.flatMap { HostSearch.results(of: controller.instance.id, router: $0.router) }
            let resultsController = results.map(FakeViewController.init(instance:))
            if let results { resultsControllersMade.append((controller.instance.id, results.id)) }
            controller.searchController = FakeSearchController(field: field, resultsController: resultsController)
        }
        controller.searchController?.field = field
    }

    func setRoot(_ root: HostTree.Root, selectedTab: Int?) {
        if self.root != nil, !isShownByNavigator {
            // A new root view controller, which the app has not installed yet (as the UIKit host assumes when
            // `show(in:)` did not name a window).
            placement = .nowhere
            containers.leaveWindow()
        }
        self.root = root
        containers.forgetRootNavigationControllers()
        contents = [:]
        selectedIndex = selectedTab
        func navigation(_ holder: StackHolder) -> FakeNavigationController {
            let navigation = FakeNavigationController(holder: holder)
            containers.register(navigation, for: holder)
            return navigation
        }
        func install(_ content: HostTree.Content, tab: Int?) {
            switch content {
            case .stack(let id):
                contents[tab] = .navigation(navigation(.own(id)))
            case .split(let container, _, let secondary, let isCollapsed):
                let columns = coordinator?.router.columnStacks(ofSplit: container, tab: tab) ?? []
                contents[tab] = .split(
                    FakeSplit(
                        columns: columns.map { navigation(.own($0)) }, secondary: navigation(.own(secondary)),
                        compact: navigation(.compact(tab: tab)), isCollapsed: isCollapsed))
            }
        }
        switch root {
        case .content(let content): install(content, tab: nil)
        case .tabBar(_, let tabs): for (index, tab) in tabs.enumerated() { install(tab.content, tab: index) }
        }
    }

    func setStack(
        _ holder: StackHolder, to controllers: [FakeViewController], animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        if case .own(.presentation) = holder, containers.navigationController(for: holder) == nil {
            // A presentation without a navigation controller shows one view controller: it is replaced only by
            // presenting anew, which the host does.
            run(animated: animated, completion)
            return
        }
        let navigation = containers.navigationController(for: holder)
        let oldTop = navigation?.viewControllers.last
        navigation?.viewControllers = controllers
        guard let navigation, let top = controllers.last, top !== oldTop else {
            run(animated: animated, completion)
            return
        }
        log.append("willShow \(top.instance.id)")
        navigation.barWhenTransitionBegan = navigation.navigationBar
        navigation.transitionsInFlight += 1
        run(animated: animated) { [weak self] in
            navigation.transitionsInFlight -= 1
            self?.didShow(navigation)
            completion()
        }
    }

    func applyBars(
        _ bars: StackBars, to holder: StackHolder, backButtonOwner: FakeViewController?, animated: Bool
    ) {
        guard let navigation = containers.navigationController(for: holder) else { return }
        let before = (navigation.navigationBar, navigation.toolbar)
        if navigation.isNavigationBarHidden != bars.navigationBar.hidden
            || navigation.isToolbarHidden
                != bars.toolbar.hidden
        {
            navigation.barsAnimated = animated
        }
        navigation.isNavigationBarHidden = bars.navigationBar.hidden
        navigation.isToolbarHidden = bars.toolbar.hidden
        navigation.settings = bars.settings
        navigation.isInteractivePopGestureEnabled = bars.interactivePopGestureEnabled
        if let backButtonOwner, let back = bars.navigationBar.backButton {
            // As the UIKit host sets it: an item for an image, else the title.
            backButtonOwner.backBarButtonItem = back.image == nil ? nil : back
            backButtonOwner.backButtonTitle = back.image == nil ? back.title : nil
        }
        // UIKit read the bars and the back button when the transition began: a change now shows late.
        if navigation.transitionsInFlight > 0, before != (navigation.navigationBar, navigation.toolbar) {
            failures.append("bars of \(holder) set after its transition began")
        }
    }

    func present(
        _ presentation: HostTree.Presentation, controllers: [FakeViewController], animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        let navigation =
            presentation.embedsNavigationController
            ? FakeNavigationController(holder: .own(presentation.stack)) : nil
        navigation?.viewControllers = controllers
        let item = FakePresentation(
            style: presentation.style, navigationController: navigation,
            viewController: navigation == nil ? controllers.last : nil)
        item.detents = presentation.sheet?.detents ?? []
        item.selectedDetent = presentation.detent
        guard let placement = containers.add(item, navigationController: navigation, at: presentation.index),
            placement.presentsNow
        else {
            completion()
            return
        }
        presentChecked(item, by: placement.presenter, animated: animated, completion)
    }

    /// Presents as the UIKit host does: a refusal (UIKit's `presentedViewController` is not the item after the
    /// call) is reported to the coordinator and ends the presentation's animation.
    private func presentChecked(
        _ item: FakePresentation, by presenter: HostContainers<FakeNavigationController, FakePresentation>.Presenter,
        animated: Bool, _ completion: @escaping @MainActor () -> Void
    ) {
        Presenting.present(
            { done in present(item, by: presenter, animated: animated, done) },
            isPresented: { presented.contains { $0 === item } },
            refused: {
                if let index = containers.presentationRefused(item) { coordinator?.presentationRefused(at: index) }
            },
            appearedLate: { [weak self] in self?.containers.presentationAppeared(item) },
            completion: completion)
    }

    func dismiss(fromIndex index: Int, animated: Bool, completion: @escaping @MainActor () -> Void) {
        guard let presenter = containers.dismiss(fromIndex: index) else {
            completion()
            return
        }
        // UIKit: `dismiss` on a presenter dismisses what it presented and everything above.
        switch presenter {
        case .root:
            presented = []
        case .presented(let below):
            guard let position = presented.firstIndex(where: { $0 === below }) else {
                failures.append("dismiss from a view controller that is not presented")
                completion()
                return
            }
            presented.removeSubrange((position + 1)...)
        }
        dismissalsAnimating += 1
        run(animated: animated) { [weak self] in
            self?.dismissalsAnimating -= 1
            completion()
        }
    }

    func selectTab(_ index: Int) {
        selectedIndex = index
    }

    func setDetent(_ detent: SheetDetent, presentation index: Int, animated: Bool) {
        guard presented.indices.contains(index), presented[index].detents.contains(detent) else {
            failures.append("setDetent \(detent) on presentation \(index), which does not offer it")
            return
        }
        presented[index].selectedDetent = detent
        log.append("setDetent \(detent) \(index)")
    }

    /// The person drags the top-most sheet to `detent`: UIKit moves it there and tells the delegate
    /// (`sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`). Returns false when the sheet does not
    /// offer the detent (UIKit would not rest there).
    func dragSheet(to detent: SheetDetent) -> Bool {
        guard let last = presented.last, last.detents.contains(detent) else { return false }
        last.selectedDetent = detent
        coordinator?.sheetDidChangeDetent(to: detent, at: presented.count - 1)
        return true
    }

    func setBadge(_ value: String?, tab: Int) {
        // The tab bar item of the tab's root view controller, as UIKit's `tabBarItem.badgeValue`.
        guard case .tabBar(let container, var tabs) = root, tabs.indices.contains(tab) else {
            failures.append("setBadge on tab \(tab), which the tab bar does not have")
            return
        }
        tabs[tab].badge = value
        root = .tabBar(container: container, tabs: tabs)
        log.append("badge \(tab) \(value ?? "nil")")
    }

    func setSplitCollapsed(_ isCollapsed: Bool, tab: Int?) {
        // A simulation's `setCompact`: the fake's split follows it, as UIKit's would for a trait change.
        if case .split(let split) = contents[tab] { split.isCollapsed = isCollapsed }
    }

    /// `UIKitNavigator.show(in:)`: the root is a window's root; what waited for it is presented.
    func showInWindow() {
        isShownByNavigator = true
        place(.windowRoot)
        presentWaiting()
    }

    /// The app puts the root's view somewhere itself (a window's root, a child of its container, nowhere): UIKit
    /// tells the root's view when its window changes (`didMoveToWindow()`), which the UIKit host observes.
    func place(_ placement: RootPlacement) {
        let wasInWindow = isInWindow
        self.placement = placement
        guard isInWindow != wasInWindow else { return }
        log.append(isInWindow ? "root in a window" : "root out of the window")
        rootWindowDidChange()
    }

    /// As the UIKit host's observer of the root's view: presents what waited for the window, or counts the root
    /// as outside one.
    private func rootWindowDidChange() {
        if isInWindow { presentWaiting() } else { containers.leaveWindow() }
    }

    /// Presents what waited for the window, each after the one below it is on screen, unanimated, holding the
    /// coordinator's changes back meanwhile (as the UIKit host does).
    private func presentWaiting() {
        let waiting = containers.enterWindow()
        guard !waiting.isEmpty else { return }
        let end = coordinator?.platformWillAnimate()
        Presenting.inSequence(
            waiting,
            { [weak self] item, done in
                guard let self else { return done() }
                self.presentChecked(item.presented, by: item.presenter, animated: false, done)
            }, completion: { end?() })
    }

    /// UIKit's `present(_:animated:completion:)`: refused (nothing presented, no completion) outside a window,
    /// while a dismissal animates, by a view controller that already presents one, and by a presentation whose
    /// own presentation has not ended.
    private func present(
        _ item: FakePresentation, by presenter: HostContainers<FakeNavigationController, FakePresentation>.Presenter,
        animated: Bool, _ completion: @escaping @MainActor () -> Void
    ) {
        let index = presented.count
        let presenterIsTop: Bool
        switch presenter {
        case .root: presenterIsTop = presented.isEmpty
        case .presented(let below): presenterIsTop = presented.last === below
        }
        var presenterOnScreen = true
        if case .presented(let below) = presenter { presenterOnScreen = below.isOnScreen }
        if !isInWindow {
            failures.append("present \(index) from a view controller not in a window")
        } else if dismissalsAnimating > 0 {
            // UIKit: "Attempt to present ... while a presentation is in progress"; nothing is presented.
            failures.append("present \(index) while a dismissal animates")
        } else if !presenterIsTop {
            failures.append("present \(index) from a view controller that is already presenting")
        } else if !presenterOnScreen {
            failures.append("present \(index) from a view controller whose presentation has not ended")
        } else {
            presented.append(item)
            item.presentationController = FakePresentationController(presentedViewController: item)
            let end: @MainActor () -> Void = {
                item.isOnScreen = true
                completion()
            }
            if completesPresentationsLater { animations.append(end) } else { run(animated: animated, end) }
        }
    }

    /// The app (not the host) presents a view controller of its own (an alert) over the top of the chain.
    func appPresentsAlert() {
        let alert = FakePresentation(style: .overFullScreen, navigationController: nil, viewController: nil)
        alert.isOnScreen = true
        presented.append(alert)
    }

    /// The app dismisses its alert.
    func appDismissesAlert() {
        if presented.last?.viewController == nil, presented.last?.navigationController == nil { presented.removeLast() }
    }

    // MARK: Animations

    /// Whether an animation is running.
    var isAnimating: Bool { !animations.isEmpty }

    /// Ends every running animation, in order (and those their ends start).
    func finishAnimations() {
        while !animations.isEmpty {
            let end = animations.removeFirst()
            end()
        }
    }

    private func run(animated: Bool, _ end: @escaping @MainActor () -> Void) {
        if animated, !animatesInstantly { animations.append(end) } else { end() }
    }

    // MARK: What the person does

    /// Taps the back button of a stack's bar: refused (false) when the bar shows none; else the navigation
    /// controller pops its top and tells its delegate.
    @discardableResult
    func tapBack(in stack: StackID) -> Bool {
        guard isTouchable(stack), let navigation = navigationController(for: stack),
            let bar = navigation.navigationBar, !bar.hidden, bar.backButton != nil,
            navigation.viewControllers.count >= 2
        else { return false }
        navigation.viewControllers.removeLast()
        if let top = navigation.viewControllers.last { log.append("willShow \(top.instance.id)") }
        didShow(navigation)
        return true
    }

    /// Begins the edge swipe: refused (false) at a root or when the host disabled the gesture recognizer.
    @discardableResult
    func beginSwipe(in stack: StackID) -> Bool {
        guard swiping == nil, isTouchable(stack), let navigation = navigationController(for: stack),
            navigation.viewControllers.count >= 2, navigation.isInteractivePopGestureEnabled
        else { return false }
        swiping = navigation
        log.append("willShow \(navigation.viewControllers[navigation.viewControllers.count - 2].instance.id)")
        if let stack = coordinator?.stack(heldBy: navigation.holder) { coordinator?.interactivePopBegan(in: stack) }
        return true
    }

    /// Lifts the finger past the middle: the top goes, the delegate's `didShow` follows.
    func finishSwipe() {
        guard let navigation = swiping else { return }
        swiping = nil
        navigation.viewControllers.removeLast()
        didShow(navigation)
    }

    /// Lifts the finger early: the transition coordinator reports the cancellation; the stack stays.
    func cancelSwipe() {
        guard let navigation = swiping else { return }
        swiping = nil
        log.append("cancelled \(navigation.holder)")
        if let stack = coordinator?.stack(heldBy: navigation.holder) {
            coordinator?.interactivePopCancelled(in: stack)
        }
    }

    /// Swipes the top-most presentation down: refused (false) for a style that cannot be swiped or a top that
    /// is modal in presentation (`presentationControllerDidAttemptToDismiss`).
    /// `ignoringModalInPresentation`: as a host that failed to set `isModalInPresentation` would let it go.
    @discardableResult
    func swipeDown(ignoringModalInPresentation: Bool = false) -> Bool {
        guard let last = presented.last, [.automatic, .pageSheet, .formSheet, .popover].contains(last.style) else {
            return false
        }
        if last.top?.navigationItem?.isModalInPresentation == true, !ignoringModalInPresentation {
            log.append("didAttemptToDismiss")
            return false
        }
        presented.removeLast()
        log.append("didDismiss \(presented.count)")
        let presentationController = last.presentationController
        // Once dismissed, the view controller's own `presentationController` is gone or a new one.
        last.presentationController =
            remakesPresentationControllers ? FakePresentationController(presentedViewController: last) : nil
        if let presentationController { presentationDidDismiss(presentationController) }
        return true
    }

    /// The person taps a button of the alert on top, as `UIAlertController` handles it: the alert is dismissed
    /// first, then the action's handler reports the choice (the UIKit host's handler calls
    /// `alertActionChosen(_:at:)`). False, with nothing changed, when the top presentation is no alert or shows no
    /// such button. The app action reported, if any, is in `lastAppAction`.
    func chooseAlertAction(_ action: String) -> Bool {
        let index = presented.count - 1
        guard let coordinator, let last = presented.last,
            let content = coordinator.router.alertContent(ofPresentationAt: index),
            content.actions.contains(where: { $0.id == action })
        else { return false }
        presented.removeLast()
        log.append("alert \(action)")
        guard let dismissed = containers.userDismissed({ $0 === last }) else { return false }
        lastAppAction = coordinator.alertActionChosen(action, at: dismissed)
        return true
    }

    /// The person taps outside the action sheet on top (a popover on iPad): with a cancel action, UIKit calls its
    /// handler as for a tap on it; without one, the sheet is dismissed and the presentation controller's delegate
    /// hears `presentationControllerDidDismiss(_:)`. False, with nothing changed, when the top is no action sheet.
    func tapOutsideActionSheet() -> Bool {
        let index = presented.count - 1
        guard let coordinator, let last = presented.last,
            let content = coordinator.router.alertContent(ofPresentationAt: index), content.style == .actionSheet
        else { return false }
        if let cancel = content.cancelActionID { return chooseAlertAction(cancel) }
        presented.removeLast()
        log.append("didDismiss \(presented.count)")
        let presentationController = last.presentationController
        last.presentationController = nil
        if let presentationController {
            guard
                let dismissed = containers.userDismissed({ $0 === presentationController.presentedViewController })
            else { return false }
            lastAppAction = coordinator.presentationDidDismiss(at: dismissed)
        }
        return true
    }

    /// The system screen on top closes itself (Safari's Done button, a share sheet after a choice): UIKit takes
    /// it away without telling the presentation controller's delegate (it does not for dismissals made in code).
    /// False when nothing is presented.
    @discardableResult
    func topClosesItself() -> Bool {
        guard !presented.isEmpty else { return false }
        presented.removeLast()
        log.append("closedItself \(presented.count)")
        return true
    }

    /// As the UIKit host's `noticeSelfDismissals()`: a presentation of a screen with `dismissesItself` that UIKit
    /// no longer shows is reported to the coordinator.
    func noticeSelfDismissals() {
        guard let coordinator,
            let index = containers.goneByThemselves(
                qualifies: { coordinator.dismissesItself(presentationAt: $0) },
                isGone: { item in !presented.contains { $0 === item } })
        else { return }
        coordinator.presentationDismissedItself(at: index)
    }

    /// As the UIKit host's `presentationControllerDidDismiss(_:)`: the presentation is the one the presentation
    /// controller handed over presents; the host finds its index.
    private func presentationDidDismiss(_ presentationController: FakePresentationController) {
        guard
            let index = containers.userDismissed({ $0 === presentationController.presentedViewController })
        else { return }
        coordinator?.presentationDidDismiss(at: index)
    }

    /// Taps a tab of the tab bar: refused (false) while a presentation covers it. Tapping the selected tab pops
    /// its navigation controller to its root (animated; the delegate's `didShow` follows when it ends) before
    /// `tabBarController(_:didSelect:)`, as UIKit does.
    @discardableResult
    func tapTab(_ index: Int) -> Bool {
        guard case .tabBar(_, let tabs) = root, tabs.indices.contains(index), presented.isEmpty else { return false }
        if index == selectedIndex, case .navigation(let navigation) = contents[index],
            navigation.viewControllers.count >= 2
        {
            navigation.viewControllers.removeSubrange(1...)
            log.append("willShow \(navigation.viewControllers[0].instance.id)")
            run(animated: true) { [weak self] in self?.didShow(navigation) }
        }
        selectedIndex = index
        log.append("didSelect \(index)")
        coordinator?.tabDidSelect(index)
        return true
    }

    /// The size class changes: every split collapses (compact) or expands, then the host hears of it.
    func changeSizeClass(compact: Bool) {
        for case .split(let split) in contents.values { split.isCollapsed = compact }
        log.append("sizeClass \(compact ? "compact" : "regular")")
        coordinator?.sizeClassDidChange(compact: compact)
    }

    // MARK: Reading

    /// Whether the tab bar controller hides its bar: a view controller above the root of one of the selected
    /// tab's navigation controllers on screen has `hidesBottomBarWhenPushed`.
    var isTabBarHidden: Bool {
        guard let selectedIndex else { return false }
        return visibleNavigationControllers(tab: selectedIndex).contains { navigation in
            navigation.viewControllers.dropFirst().contains { $0.navigationItem?.hidesBottomBarWhenPushed == true }
        }
    }

    /// The navigation controllers on screen in the root (tab nil) or in a tab.
    func visibleNavigationControllers(tab: Int?) -> [FakeNavigationController] {
        switch contents[tab] {
        case .navigation(let navigation): [navigation]
        case .split(let split): split.visible
        case nil: []
        }
    }

    /// Whether the split of the root (tab nil) or of a tab is collapsed; nil without one.
    func isCollapsed(tab: Int?) -> Bool? {
        if case .split(let split) = contents[tab] { split.isCollapsed } else { nil }
    }

    /// The navigation controller UIKit shows a stack in, read from the fake's own hierarchy: a root stack's
    /// navigation controller, a split's secondary or column (its compact column's for the stack of a collapsed
    /// split, none for a column then), a presentation's.
    func navigationController(for stack: StackID) -> FakeNavigationController? {
        switch stack {
        case .presentation(let index):
            return presented.indices.contains(index) ? presented[index].navigationController : nil
        case .main, .tab:
            switch contents[stack.tab] {
            case .navigation(let navigation): return navigation
            case .split(let split): return split.isCollapsed ? split.compact : split.secondary
            case nil: return nil
            }
        case .column(let column, let tab):
            guard case .split(let split) = contents[tab], !split.isCollapsed, split.columns.indices.contains(column)
            else { return nil }
            return split.columns[column]
        }
    }

    /// The stack the person can touch: the top-most presentation's, else one of the root's.
    private func isTouchable(_ stack: StackID) -> Bool {
        if case .presentation(let index) = stack { return index == presented.count - 1 }
        return presented.isEmpty
    }

    /// The navigation controller's delegate hears `didShow`; the host maps it to the stack it holds.
    private func didShow(_ navigation: FakeNavigationController) {
        guard let top = navigation.viewControllers.last else { return }
        log.append("didShow \(top.instance.id)")
        guard let stack = coordinator?.stack(heldBy: navigation.holder) else { return }
        coordinator?.navigationStack(stack, didShow: navigation.ids)
    }
}

extension FakeUIKit {
    /// A fake showing `router` through a coordinator, outside any window yet; keep the coordinator (the fake holds
    /// it weakly).
    static func hosting(
        _ router: any HostRouting, completesPresentationsLater: Bool = false
    ) -> (FakeUIKit, HostCoordinator<FakeUIKit>) {
        let fake = FakeUIKit()
        fake.completesPresentationsLater = completesPresentationsLater
        let coordinator = HostCoordinator(router: router, platform: fake)
        fake.coordinator = coordinator
        coordinator.show()
        return (fake, coordinator)
    }
}
