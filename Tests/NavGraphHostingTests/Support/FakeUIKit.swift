import NavGraphHosting
import NavGraphRuntime

/// A view controller of the fake UIKit: one per screen instance.
@MainActor
final class FakeViewController {
    let instance: ScreenInstance
    /// What the host set as its `navigationItem` and `toolbarItems`.
    var navigationItem: NavigationItemState?
    var isReleased = false

    init(instance: ScreenInstance) {
        self.instance = instance
    }
}

/// A `UINavigationController` of the fake UIKit: a stack of view controllers, bar and toolbar visibility, the
/// settings the host applied.
@MainActor
final class FakeNavigationController {
    let stack: StackID
    var viewControllers: [FakeViewController] = []
    var isNavigationBarHidden = false
    var isToolbarHidden = true
    var settings = ContainerSettings()
    /// `interactivePopGestureRecognizer.isEnabled`: whether the edge swipe starts.
    var isInteractivePopGestureEnabled = true

    init(stack: StackID) {
        self.stack = stack
    }

    var ids: [InstanceID] { viewControllers.map(\.instance.id) }

    /// The bar UIKit draws over the top, resolved from the view controllers' navigation items as UIKit does:
    /// the back button from the previous item's `backBarButtonItem`, else its title ("Back" when it has none or
    /// it is too long), the top's left items with or without it, its title, prompt and right items.
    var navigationBar: NavigationBarState? {
        guard let top = viewControllers.last, let item = top.navigationItem else { return nil }
        let previous = viewControllers.count >= 2 ? viewControllers[viewControllers.count - 2].navigationItem : nil
        let back = item.hidesBackButton ? nil : previous.map(backButton(showing:))
        var left: [LeftBarEntry] = []
        if !item.leftItems.isEmpty {
            if item.leftItemsSupplementBackButton, let back { left.append(.back(back)) }
            left += item.leftItems.map(LeftBarEntry.item)
        } else if let back {
            left.append(.back(back))
        }
        return NavigationBarState(
            hidden: isNavigationBarHidden, left: left, title: item.displayedTitle, titleView: item.titleView,
            prompt: item.prompt, right: item.rightItems, largeTitle: largeTitle, appearance: settings.appearance)
    }

    /// The toolbar under the top: its `toolbarItems`, shown unless `isToolbarHidden`.
    var toolbar: ToolbarState? {
        guard let item = viewControllers.last?.navigationItem else { return nil }
        return ToolbarState(hidden: isToolbarHidden, items: item.toolbarItems)
    }

    private func backButton(showing previous: NavigationItemState) -> BackButton {
        if let custom = previous.backButton { return custom }
        guard let title = previous.navigationTitle ?? previous.title, !title.isEmpty,
            title.count <= settings.backButtonTitleMaxLength
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

/// A presented view controller of the fake UIKit: a navigation controller, or one view controller.
@MainActor
final class FakePresentation {
    let style: PresentationStyle
    let navigationController: FakeNavigationController?
    var viewController: FakeViewController?

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
/// animated), a presented chain, a tab bar controller, split views that collapse, the back button, the edge
/// swipe, the swipe down of sheets (refused for `isModalInPresentation`), tab taps and size-class changes, each
/// reported to the coordinator as UIKit's delegates report them.
@MainActor
final class FakeUIKit: HostPlatform {
    /// Receives the delegate callbacks.
    weak var coordinator: HostCoordinator<FakeUIKit>?
    /// The root's navigation controllers, by stack.
    private(set) var navigationControllers: [StackID: FakeNavigationController] = [:]
    /// The root as last installed (its splits' collapse kept up to date).
    private(set) var root: HostTree.Root?
    /// The tab bar controller's `selectedIndex`.
    private(set) var selectedIndex: Int?
    /// Whether each split (by tab; nil for the root content's) is collapsed.
    private(set) var collapsed: [Int?: Bool] = [:]
    /// The presented chain, bottom to top.
    private(set) var presented: [FakePresentation] = []
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
    }

    func setRoot(_ root: HostTree.Root, selectedTab: Int?) {
        self.root = root
        navigationControllers = [:]
        collapsed = [:]
        selectedIndex = selectedTab
        func install(_ content: HostTree.Content, tab: Int?) {
            for stack in content.stacks { navigationControllers[stack] = FakeNavigationController(stack: stack) }
            if case .split(_, _, _, let isCollapsed) = content { collapsed[tab] = isCollapsed }
        }
        switch root {
        case .content(let content): install(content, tab: nil)
        case .tabBar(_, let tabs): for (index, tab) in tabs.enumerated() { install(tab.content, tab: index) }
        }
    }

    func setStack(
        _ stack: StackID, to controllers: [FakeViewController], animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        if case .presentation(let index) = stack, presented.indices.contains(index),
            presented[index].navigationController == nil
        {
            presented[index].viewController = controllers.last
            run(animated: animated, completion)
            return
        }
        let navigation = navigationController(for: stack)
        let oldTop = navigation?.viewControllers.last
        navigation?.viewControllers = controllers
        guard let navigation, let top = controllers.last, top !== oldTop else {
            run(animated: animated, completion)
            return
        }
        log.append("willShow \(top.instance.id)")
        run(animated: animated) { [weak self] in
            self?.didShow(navigation)
            completion()
        }
    }

    func applyBars(_ bars: StackBars, to stack: StackID) {
        guard let navigation = navigationController(for: stack) else { return }
        navigation.isNavigationBarHidden = bars.navigationBar.hidden
        navigation.isToolbarHidden = bars.toolbar.hidden
        navigation.settings = bars.settings
        navigation.isInteractivePopGestureEnabled = bars.interactivePopGestureEnabled
    }

    func present(
        _ presentation: HostTree.Presentation, controllers: [FakeViewController], animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        // UIKit: "Attempt to present ... while a presentation is in progress"; nothing is presented.
        guard dismissalsAnimating == 0 else {
            failures.append("present \(presentation.index) while a dismissal animates")
            completion()
            return
        }
        let navigation =
            presentation.embedsNavigationController ? FakeNavigationController(stack: presentation.stack) : nil
        navigation?.viewControllers = controllers
        presented.append(
            FakePresentation(
                style: presentation.style, navigationController: navigation,
                viewController: navigation == nil ? controllers.last : nil))
        run(animated: animated, completion)
    }

    func dismiss(fromIndex index: Int, animated: Bool, completion: @escaping @MainActor () -> Void) {
        if presented.indices.contains(index) { presented.removeSubrange(index...) }
        dismissalsAnimating += 1
        run(animated: animated) { [weak self] in
            self?.dismissalsAnimating -= 1
            completion()
        }
    }

    func selectTab(_ index: Int) {
        selectedIndex = index
    }

    func setSplitCollapsed(_ isCollapsed: Bool, tab: Int?) {
        collapse(isCollapsed, tab: tab)
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
        coordinator?.interactivePopBegan(in: stack)
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
        log.append("cancelled \(navigation.stack)")
        coordinator?.interactivePopCancelled(in: navigation.stack)
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
        coordinator?.presentationDidDismiss(at: presented.count)
        return true
    }

    /// Taps a tab of the tab bar: refused (false) while a presentation covers it.
    @discardableResult
    func tapTab(_ index: Int) -> Bool {
        guard case .tabBar(_, let tabs) = root, tabs.indices.contains(index), presented.isEmpty else { return false }
        selectedIndex = index
        log.append("didSelect \(index)")
        coordinator?.tabDidSelect(index)
        return true
    }

    /// The size class changes: every split collapses (compact) or expands, then the host hears of it.
    func changeSizeClass(compact: Bool) {
        for tab in collapsed.keys { collapse(compact, tab: tab) }
        log.append("sizeClass \(compact ? "compact" : "regular")")
        coordinator?.sizeClassDidChange(compact: compact)
    }

    // MARK: Reading

    /// Whether the tab bar controller hides its bar: a view controller above the root of one of the selected
    /// tab's navigation controllers has `hidesBottomBarWhenPushed`.
    var isTabBarHidden: Bool {
        guard let selectedIndex else { return false }
        return navigationControllers.contains { stack, navigation in
            stack.tab == selectedIndex
                && navigation.viewControllers.dropFirst().contains {
                    $0.navigationItem?.hidesBottomBarWhenPushed == true
                }
        }
    }

    /// The navigation controller of a stack (made on demand for a column that came back when its split
    /// expanded).
    func navigationController(for stack: StackID) -> FakeNavigationController? {
        if case .presentation(let index) = stack {
            return presented.indices.contains(index) ? presented[index].navigationController : nil
        }
        if let navigation = navigationControllers[stack] { return navigation }
        guard case .column(_, let tab) = stack, collapsed[tab] == false else { return nil }
        let navigation = FakeNavigationController(stack: stack)
        navigationControllers[stack] = navigation
        return navigation
    }

    /// The stack the person can touch: the top-most presentation's, else one of the root's.
    private func isTouchable(_ stack: StackID) -> Bool {
        if case .presentation(let index) = stack { return index == presented.count - 1 }
        return presented.isEmpty
    }

    private func didShow(_ navigation: FakeNavigationController) {
        guard let top = navigation.viewControllers.last else { return }
        log.append("didShow \(top.instance.id)")
        coordinator?.navigationStack(navigation.stack, didShow: navigation.ids)
    }

    private func collapse(_ isCollapsed: Bool, tab: Int?) {
        collapsed[tab] = isCollapsed
        if isCollapsed {
            for stack in navigationControllers.keys {
                if case .column(_, let columnTab) = stack, columnTab == tab { navigationControllers[stack] = nil }
            }
        }
    }
}
