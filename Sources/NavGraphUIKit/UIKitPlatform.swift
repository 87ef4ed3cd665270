#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import Foundation
    import NavGraphHosting
    @_spi(Hosting) import NavGraphRuntime
    import UIKit

    /// UIKit's side of the host: performs the operations `HostCoordinator` decides (a view controller per instance,
    /// a navigation controller per stack holder, the tab bar and split view controllers, presentations, bars) and
    /// passes what UIKit reports (the back button, the edge swipe, a sheet swiped down, a tab tapped, a split
    /// collapsing) to the coordinator. It decides nothing itself: which navigation controller holds a stack comes
    /// with each operation, and the presented chain (what waits for a window, which presentation a swipe down
    /// removed) is kept by `HostContainers`, which the package's tests run against a fake UIKit. See docs/hosts.md.
    @MainActor
    final class UIKitPlatform<Graph: NavigationGraph>: HostPlatform, UIKitReportsHost {
        typealias Controller = UIViewController
        typealias Containers = HostContainers<UINavigationController, UIViewController>

        private let router: Router<Graph>
        private let makeViewController: @MainActor (Graph.Screen) -> UIViewController
        /// The public face, for taps, title views and errors.
        weak var navigator: UIKitNavigator<Graph>?
        /// Where UIKit's reports go.
        weak var coordinator: HostCoordinator<UIKitPlatform<Graph>>?
        /// The window whose root this hierarchy is, once `show(in:)` named one.
        weak var window: UIWindow?
        /// The root of the hierarchy: a navigation, split view or tab bar controller.
        private(set) var rootViewController = UIViewController(nibName: nil, bundle: nil)

        /// The instance each view controller shows.
        private var instances: [ObjectIdentifier: ScreenInstance] = [:]
        /// The search reports of each view controller with a search (search controllers hold them weakly).
        private var searchReports: [ObjectIdentifier: SearchReports] = [:]
        /// The navigation controller of each holder and the presented chain.
        private var containers = Containers()
        /// Receives UIKit's delegate callbacks.
        private let reports = UIKitReports()
        /// The delegates of the popovers whose `adaptsTo` the host answers.
        private var popoverDelegates: [PopoverAdaptationDelegate] = []

        init(router: Router<Graph>, makeViewController: @escaping @MainActor (Graph.Screen) -> UIViewController) {
            self.router = router
            self.makeViewController = makeViewController
            reports.host = self
        }

        // MARK: Screens

        func makeController(for instance: ScreenInstance) -> UIViewController {
            if let content = router.alertContent(of: instance) {
                let alert = makeAlertController(content) { [weak self] action in
                    self?.alertActionChosen(action, of: instance)
                }
                instances[ObjectIdentifier(alert)] = instance
                return alert
            }
            let controller =
                router.screen(of: instance).map(makeViewController)
                // Every instance of a router is one of its graph's screens: this keeps a stack whole regardless.
                ?? UIViewController(nibName: nil, bundle: nil)
            instances[ObjectIdentifier(controller)] = instance
            return controller
        }

        func releaseController(_ controller: UIViewController, of instance: InstanceID) {
            instances[ObjectIdentifier(controller)] = nil
            searchReports[ObjectIdentifier(controller)] = nil
        }

        func applyNavigationItem(_ item: NavigationItemState, to controller: UIViewController) {
            guard let instance = instances[ObjectIdentifier(controller)] else { return }
            NavGraphUIKit.applyNavigationItem(item, to: controller) { [weak self] itemID in
                self?.navigator?.tap(itemID, on: instance)
            } titleView: { [weak self] identifier in
                self?.navigator?.makeTitleView(identifier, for: instance)
            }
            NavGraphUIKit.applySearch(item, to: controller, reports: searchReports(of: controller, item: item)) {
                [weak self] in
                guard let self, let results = HostSearch.results(of: instance.id, router: router) else { return nil }
                return router.screen(of: results).map(makeViewController)
            }
        }

        /// The search reports of `controller` when its screen has a search: made once, handing the field to the
        /// coordinator, which decides what the router hears.
        private func searchReports(of controller: UIViewController, item: NavigationItemState) -> SearchReports? {
            guard item.search != nil, let instance = instances[ObjectIdentifier(controller)] else { return nil }
            if let made = searchReports[ObjectIdentifier(controller)] { return made }
            let made = SearchReports { [weak self] change in
                self?.coordinator?.searchFieldDidChange(change, of: instance.id)
            }
            searchReports[ObjectIdentifier(controller)] = made
            return made
        }

        /// Looks for presentations of screens with `dismissesItself` that UIKit no longer presents (a Safari view
        /// closed by its Done button, a share sheet after a choice) and reports the lowest to the coordinator.
        func noticeSelfDismissals() {
            guard let coordinator,
                let index = containers.goneByThemselves(
                    qualifies: { coordinator.dismissesItself(presentationAt: $0) },
                    isGone: { $0.presentingViewController == nil })
            else { return }
            coordinator.presentationDismissedItself(at: index)
        }

        /// The instance a view controller of this host shows, if any.
        func instance(of controller: UIViewController) -> ScreenInstance? {
            instances[ObjectIdentifier(controller)]
        }

        // MARK: The root

        func setRoot(_ root: HostTree.Root, selectedTab: Int?) {
            containers.forgetRootNavigationControllers()
            switch root {
            case .content(let content):
                rootViewController = makeContent(content, tab: nil)
            case .tabBar(_, let tabs):
                let tabBarController = UITabBarController(nibName: nil, bundle: nil)
                tabBarController.delegate = reports
                tabBarController.viewControllers = tabs.enumerated().map { index, tab in
                    let content = makeContent(tab.content, tab: index)
                    content.tabBarItem = UITabBarItem(
                        title: tab.title, image: tab.image.flatMap(UIImage.init(systemName:)), selectedImage: nil)
                    content.tabBarItem.badgeValue = tab.badge
                    if let label = tab.accessibilityLabel { content.tabBarItem.accessibilityLabel = label }
                    return content
                }
                if let selectedTab { tabBarController.selectedIndex = selectedTab }
                rootViewController = tabBarController
            }
            let root = rootViewController
            RootWindowObserver.install(on: root) { [weak self, weak root] isInWindow in
                guard let self, let root, root === self.rootViewController else { return }
                self.rootWindowDidChange(isInWindow: isInWindow)
            }
            if let window {
                window.rootViewController = root
            } else {
                // The app installs the root itself: the new one is in no window until it does.
                containers.leaveWindow()
            }
            navigator?.rootViewControllerDidChange(root)
        }

        /// The containers of one tab's content (or of the root without tabs): a navigation controller, or a
        /// split view controller with one per column (whether or not it starts collapsed) and one for its compact
        /// column.
        private func makeContent(_ content: HostTree.Content, tab: Int?) -> UIViewController {
            switch content {
            case .stack(let id):
                return makeNavigationController(for: .own(id))
            case .split(let container, _, let secondary, _):
                let style = router.graphDefinition.containers?.first { $0.id == container }?.style
                let splitViewController = UISplitViewController(
                    style: style == .tripleColumn ? .tripleColumn : .doubleColumn)
                splitViewController.delegate = reports
                for (index, column) in router.columnStacks(ofSplit: container, tab: tab).enumerated() {
                    splitViewController.setViewController(
                        makeNavigationController(for: .own(column)), for: index == 0 ? .primary : .supplementary)
                }
                splitViewController.setViewController(makeNavigationController(for: .own(secondary)), for: .secondary)
                splitViewController.setViewController(makeNavigationController(for: .compact(tab: tab)), for: .compact)
                return splitViewController
            }
        }

        /// A new, empty navigation controller for a holder, reporting its moves.
        private func makeNavigationController(for holder: StackHolder) -> UINavigationController {
            let navigationController = UINavigationController(nibName: nil, bundle: nil)
            navigationController.delegate = reports
            containers.register(navigationController, for: holder)
            return navigationController
        }

        func selectTab(_ index: Int) {
            (rootViewController as? UITabBarController)?.selectedIndex = index
        }

        func setBadge(_ value: String?, tab: Int) {
            let tabs = (rootViewController as? UITabBarController)?.viewControllers ?? []
            if tabs.indices.contains(tab) { tabs[tab].tabBarItem.badgeValue = value }
        }

        func setSplitCollapsed(_ isCollapsed: Bool, tab: Int?) {
            // UIKit collapses a split by itself, from the window's traits; the coordinator then puts the stack in
            // the navigation controller that holds it (see docs/hosts.md, What the person does).
        }

        // MARK: Stacks and bars

        func setStack(
            _ holder: StackHolder, to controllers: [UIViewController], animated: Bool,
            completion: @escaping @MainActor () -> Void
        ) {
            guard let navigationController = containers.navigationController(for: holder),
                !navigationController.viewControllers.elementsEqual(controllers, by: ===)
            else {
                completion()
                return
            }
            navigationController.setViewControllers(controllers, animated: animated)
            if case .own(.presentation) = holder, let top = controllers.last {
                navigationController.isModalInPresentation = top.isModalInPresentation
            }
            whenTransitionEnds(of: navigationController, animated: animated, completion)
        }

        func applyBars(
            _ bars: StackBars, to holder: StackHolder, backButtonOwner: UIViewController?, animated: Bool
        ) {
            guard let navigationController = containers.navigationController(for: holder) else { return }
            applySettings(bars.settings, to: navigationController)
            // Before the stack's transition begins (the coordinator's order), animated alongside it.
            navigationController.setNavigationBarHidden(bars.navigationBar.hidden, animated: animated)
            navigationController.setToolbarHidden(bars.toolbar.hidden, animated: animated)
            navigationController.interactivePopGestureRecognizer?.isEnabled = bars.interactivePopGestureEnabled
            if let backButtonOwner, let back = bars.navigationBar.backButton {
                applyBackButton(back, to: backButtonOwner.navigationItem)
            }
        }

        /// Calls `completion` when UIKit's animation of a navigation controller ends (at once without one).
        private func whenTransitionEnds(
            of navigationController: UINavigationController, animated: Bool,
            _ completion: @escaping @MainActor () -> Void
        ) {
            guard animated, let transition = navigationController.transitionCoordinator else {
                completion()
                return
            }
            _ = transition.animate(alongsideTransition: nil) { _ in completion() }
        }

        // MARK: Presentations

        func present(
            _ presentation: HostTree.Presentation, controllers: [UIViewController], animated: Bool,
            completion: @escaping @MainActor () -> Void
        ) {
            guard let top = controllers.last else {
                completion()
                return
            }
            var navigationController: UINavigationController?
            if presentation.embedsNavigationController {
                let embedding = UINavigationController(nibName: nil, bundle: nil)
                embedding.delegate = reports
                embedding.setViewControllers(controllers, animated: false)
                navigationController = embedding
            }
            let presented = navigationController ?? top
            guard
                let placement = containers.add(
                    presented, navigationController: navigationController, at: presentation.index)
            else {
                completion()
                return
            }
            let presenter = viewController(placement.presenter)
            if let alert = presented as? UIAlertController {
                // An alert keeps its own presentation style; an action sheet points at its bar item on iPad.
                if alert.preferredStyle == .actionSheet, let popover = alert.popoverPresentationController {
                    anchorActionSheet(
                        popover,
                        to: anchoredItem(router.actionSheetAnchor(ofPresentationAt: presentation.index)),
                        orTo: presenter.view)
                }
            } else {
                preparePresentation(
                    of: presented, style: modalStyle(of: presentation), by: presenter,
                    item: anchoredItem(router.popoverAnchor(ofPresentationAt: presentation.index)))
                prepareSheet(presented, for: presentation)
            }
            presented.isModalInPresentation = presentation.isModalInPresentation
            presented.presentationController?.delegate = adaptationDelegate(for: presentation, presented) ?? reports
            guard placement.presentsNow else {
                completion()
                return
            }
            present(presented, by: presenter, animated: animated, completion)
        }

        /// `present(_:animated:completion:)`, watching for UIKit's refusal: when, right after the call, neither
        /// the presenter presents `presented` nor `presented` has a presenting view controller (UIKit logs the
        /// refusal and never calls the completion), the coordinator hears it and the animation counts as ended.
        private func present(
            _ presented: UIViewController, by presenter: UIViewController, animated: Bool,
            _ completion: @escaping @MainActor () -> Void
        ) {
            Presenting.present(
                { done in presenter.present(presented, animated: animated) { done() } },
                isPresented: {
                    presenter.presentedViewController === presented || presented.presentingViewController != nil
                },
                refused: {
                    if let index = containers.presentationRefused(presented) {
                        coordinator?.presentationRefused(at: index)
                    }
                },
                appearedLate: { [weak self] in self?.containers.presentationAppeared(presented) },
                completion: completion)
        }

        /// Puts the root in `window` (and makes it the key window), then presents what waited for it.
        func show(in window: UIWindow) {
            self.window = window
            window.rootViewController = rootViewController
            window.makeKeyAndVisible()
            presentWaiting()
        }

        /// UIKit moved the root's view into a window or out of every window: presents what waited for one (on
        /// the next turn of the run loop, once the root's appearance is under way, if it is still in one), or
        /// counts the root as outside one.
        private func rootWindowDidChange(isInWindow: Bool) {
            guard isInWindow else {
                containers.leaveWindow()
                return
            }
            Task { @MainActor [weak self] in
                guard let self, self.rootViewController.view.window != nil else { return }
                // The root's view comes back under a full-screen presentation that went: maybe by itself.
                self.noticeSelfDismissals()
                self.presentWaiting()
            }
        }

        /// Presents what waited for a window, each once the one below it is on screen, unanimated; the
        /// coordinator holds its changes back meanwhile.
        private func presentWaiting() {
            let waiting = containers.enterWindow()
            guard !waiting.isEmpty else { return }
            let end = coordinator?.platformWillAnimate()
            Presenting.inSequence(
                waiting,
                { [weak self] item, done in
                    guard let self else { return done() }
                    self.present(item.presented, by: self.viewController(item.presenter), animated: false, done)
                }, completion: { end?() })
        }

        func dismiss(fromIndex index: Int, animated: Bool, completion: @escaping @MainActor () -> Void) {
            guard let presenter = containers.dismiss(fromIndex: index) else {
                completion()
                return
            }
            viewController(presenter).dismiss(animated: animated) { completion() }
        }

        /// The bar button item `anchor` names (an action sheet's or a popover's: the presenter and its item's
        /// id), when the presenter's controller is on screen.
        private func anchoredItem(_ anchor: (presenter: ScreenInstance, item: String)?) -> UIBarButtonItem? {
            guard let (presenter, item) = anchor, let controller = coordinator?.controllers[presenter.id],
                let applied = router.navigationItem(for: presenter)
            else { return nil }
            return barButtonItem(item, of: controller, applied: applied)
        }

        /// The delegate answering a popover's `adaptsTo: fullScreen|none` (kept here, as UIKit holds its delegate
        /// weakly); nil for every other presentation, whose delegate is `reports`.
        private func adaptationDelegate(
            for presentation: HostTree.Presentation, _ presented: UIViewController
        ) -> PopoverAdaptationDelegate? {
            popoverDelegates.removeAll { $0.presented == nil || $0.presented?.presentingViewController == nil }
            guard presentation.style == .popover, let style = presentation.sheet?.adaptsTo?.uiKit else { return nil }
            let delegate = PopoverAdaptationDelegate(style: style, presented: presented, reports: reports)
            popoverDelegates.append(delegate)
            return delegate
        }

        func setDetent(_ detent: SheetDetent, presentation index: Int, animated: Bool) {
            guard containers.presented.indices.contains(index) else { return }
            moveSheet(of: containers.presented[index], to: detent, animated: animated)
        }

        /// The person chose an action of an alert, which UIKit already dismissed: the coordinator forgets it and
        /// tells the router; an app action goes to the navigator's `onAction`.
        private func alertActionChosen(_ action: String, of instance: ScreenInstance) {
            let alert = coordinator?.controllers[instance.id]
            guard let index = containers.userDismissed({ $0 === alert }) else { return }
            let appAction = coordinator?.alertActionChosen(action, at: index)
            if let appAction, let alert { navigator?.report(appAction, of: instance, controller: alert) }
        }

        private func viewController(_ presenter: Containers.Presenter) -> UIViewController {
            switch presenter {
            case .root: rootViewController
            case .presented(let presented): presented
            }
        }

        // MARK: What the person did

        func willShow(_ controller: UIViewController, in navigationController: UINavigationController) {
            guard let transition = navigationController.transitionCoordinator, transition.isInteractive,
                let stack = stack(of: navigationController)
            else { return }
            coordinator?.interactivePopBegan(in: stack)
            _ = transition.animate(alongsideTransition: nil) { [weak self] context in
                // A finished swipe arrives as `didShow` with the shorter stack; only a cancelled one is told here.
                if context.isCancelled { self?.coordinator?.interactivePopCancelled(in: stack) }
            }
        }

        func didShow(_ controller: UIViewController, in navigationController: UINavigationController) {
            noticeSelfDismissals()
            guard let stack = stack(of: navigationController) else { return }
            let shown = navigationController.viewControllers.compactMap { instances[ObjectIdentifier($0)]?.id }
            coordinator?.navigationStack(stack, didShow: shown)
        }

        /// The stack a navigation controller shows now, as the coordinator knows it.
        private func stack(of navigationController: UINavigationController) -> StackID? {
            containers.holder(of: navigationController).flatMap { coordinator?.stack(heldBy: $0) }
        }

        func presentationDismissed(_ presentationController: UIPresentationController) {
            // The view controller UIKit names, not `presentationController` read from ours: once dismissed, that
            // may be nil or a new one.
            let dismissed = presentationController.presentedViewController
            guard let index = containers.userDismissed({ $0 === dismissed }) else { return }
            let appAction = coordinator?.presentationDidDismiss(at: index)
            // An action sheet closed by a tap outside its popover, whose cancel action names an app action.
            if let appAction, let instance = instances[ObjectIdentifier(dismissed)] {
                navigator?.report(appAction, of: instance, controller: dismissed)
            }
            noticeSelfDismissals()
        }

        func sheetDetentChanged(_ sheet: UISheetPresentationController) {
            let presented = sheet.presentedViewController
            guard let index = containers.presented.firstIndex(where: { $0 === presented }),
                let shown = coordinator?.shown?.presentations, shown.indices.contains(index),
                let detents = shown[index].sheet?.detents,
                let detent = detents.first(where: { $0.uiKitIdentifier == sheet.selectedDetentIdentifier })
            else { return }
            coordinator?.sheetDidChangeDetent(to: detent, at: index)
        }

        func tabSelected(_ controller: UIViewController, in tabBarController: UITabBarController) {
            noticeSelfDismissals()
            guard let index = tabBarController.viewControllers?.firstIndex(where: { $0 === controller }) else {
                return
            }
            coordinator?.tabDidSelect(index)
        }

        func sizeClassChanged(compact: Bool) {
            noticeSelfDismissals()
            coordinator?.sizeClassDidChange(compact: compact)
        }
    }
#endif
