#if canImport(UIKit)
    import Foundation
    import NavGraphRuntime
    import UIKit

    /// The UIKit hierarchy of one router, kept equal to its state: applies each `NavigationChange` the router
    /// describes (stacks, presentations, tab selection, split columns, bars) with the matching UIKit calls, and
    /// reports what the person did to the router. It compares before it changes anything, so a change the screen
    /// already shows (one the person made) costs nothing. See docs/hosts.md, "How the hierarchy is kept".
    @MainActor
    final class UIKitHost<Graph: NavigationGraph>: UIKitReportsHost {
        let router: Router<Graph>
        private let makeViewController: @MainActor (Graph.Screen) -> UIViewController
        /// The public face, for taps, title views and errors.
        weak var navigator: UIKitNavigator<Graph>?
        /// The window whose root this hierarchy is, once `show(in:)` named one.
        weak var window: UIWindow?
        private(set) var rootViewController: UIViewController

        /// One view controller per screen instance, made once, dropped when the instance leaves the router.
        private var controllers: [InstanceID: UIViewController] = [:]
        /// One navigation controller per stack (presentations without their own navigation controller have none).
        private var navigationControllers: [StackID: UINavigationController] = [:]
        /// Per split (key: its tab, nil at the root): the navigation controller UIKit shows while it is collapsed.
        private var compactNavigationControllers: [Int?: UINavigationController] = [:]
        private var tabBarController: UITabBarController?
        /// The presented chain: what each presentation presented (its navigation controller, or its one screen).
        private var presented: [UIViewController] = []
        /// Receives UIKit's delegate callbacks.
        private let reports = UIKitReports()
        private var observation: RouterObservation?
        /// Animations UIKit still runs for the change being applied; `completeTransition()` waits for them.
        private var runningAnimations = 0
        /// A size-class change seen while a transition was in flight, reported once it ends.
        private var pendingSizeClass: Bool?

        init(router: Router<Graph>, makeViewController: @escaping @MainActor (Graph.Screen) -> UIViewController) {
            self.router = router
            self.makeViewController = makeViewController
            rootViewController = UIViewController(nibName: nil, bundle: nil)
        }

        /// Builds the whole hierarchy for the router's state (a new router, or a restored one) and starts
        /// following its changes.
        func build() {
            reports.host = self
            rebuildRoot()
            for (index, presentation) in router.state.presentations.enumerated() {
                present(presentation, at: index, animated: false)
            }
            observation = router.observeChanges { [weak self] change in
                self?.apply(change)
            }
        }

        // MARK: Applying changes

        /// Applies one change of the router, in the order its steps come.
        private func apply(_ change: NavigationChange) {
            let animated = change.animated && !change.isUserDriven
            for step in change.steps {
                switch step {
                case .replaceRoot:
                    rebuildRoot()
                case .dismiss(let fromIndex):
                    dismiss(from: fromIndex, animated: animated)
                case .selectTab(let index):
                    if let tabBarController, tabBarController.selectedIndex != index {
                        tabBarController.selectedIndex = index
                    }
                case .split:
                    // UIKit collapses and expands the split by itself; the stack steps that follow move the
                    // screens between the columns and the compact stack.
                    break
                case .stack(let id, let screens, let kind):
                    setStack(id, screens, animated: animated && kind != .replace)
                case .present(let index, let presentation):
                    present(presentation, at: index, animated: animated)
                case .bars(let id, let bars):
                    applyBars(bars, to: id, animated: animated)
                }
            }
            releaseControllersOfGoneInstances()
            completeWhenAnimationsEnd()
        }

        /// The view controller of an instance, made by the app's factory the first time it is needed.
        private func controller(for instance: ScreenInstance) -> UIViewController {
            if let controller = controllers[instance.id] { return controller }
            let controller: UIViewController
            if let screen = router.screen(of: instance) {
                controller = makeViewController(screen)
            } else {
                // Every instance of a router is one of its graph's screens; an empty screen keeps the stack whole.
                controller = UIViewController(nibName: nil, bundle: nil)
            }
            if let item = router.navigationItem(for: instance) {
                applyNavigationItem(item, to: controller) { [weak self] itemID in
                    self?.navigator?.tap(itemID, on: instance)
                } titleView: { [weak self] identifier in
                    self?.navigator?.makeTitleView(identifier, for: instance)
                }
            }
            controllers[instance.id] = controller
            return controller
        }

        /// The view controller of an instance, when it has been made.
        func existingController(for id: InstanceID) -> UIViewController? {
            controllers[id]
        }

        /// The instance a view controller shows.
        private func instanceID(of controller: UIViewController) -> InstanceID? {
            controllers.first { $0.value === controller }?.key
        }

        /// Drops the view controllers of instances the router released.
        private func releaseControllersOfGoneInstances() {
            let alive = Set(router.stackContents.flatMap { $0.screens.map(\.id) })
            controllers = controllers.filter { alive.contains($0.key) }
        }

        // MARK: Stacks

        /// The navigation controller that shows stack `id` now.
        private func navigationController(for id: StackID) -> UINavigationController? {
            switch id {
            case .main, .tab:
                if router.state.split(inTab: id.tab)?.isCollapsed == true {
                    return compactNavigationControllers[id.tab]
                }
                return navigationControllers[id]
            case .column, .presentation:
                return navigationControllers[id]
            }
        }

        /// A new navigation controller for stack `id`, reporting its moves.
        private func makeNavigationController(for id: StackID) -> UINavigationController {
            let navigationController = UINavigationController(nibName: nil, bundle: nil)
            navigationController.delegate = reports
            return navigationController
        }

        /// The stack a navigation controller shows.
        func stackID(of navigationController: UINavigationController) -> StackID? {
            if let entry = navigationControllers.first(where: { $0.value === navigationController }) {
                return entry.key
            }
            if let entry = compactNavigationControllers.first(where: { $0.value === navigationController }) {
                return entry.key.map { .tab($0) } ?? .main
            }
            return nil
        }

        /// Makes stack `id` show `screens`, unless it already does.
        private func setStack(_ id: StackID, _ screens: [ScreenInstance], animated: Bool) {
            guard let navigationController = navigationController(for: id) else { return }
            let controllers = screens.map(controller(for:))
            guard !navigationController.viewControllers.elementsEqual(controllers, by: ===) else { return }
            navigationController.setViewControllers(controllers, animated: animated)
            if case .presentation = id, let top = screens.last, let item = router.navigationItem(for: top) {
                navigationController.isModalInPresentation = item.isModalInPresentation
            }
            if animated { waitForTransition(of: navigationController) }
        }

        /// Applies a stack's resolved bars: visibility, its navigation controller's settings, the edge swipe.
        private func applyBars(_ bars: StackBars, to id: StackID, animated: Bool) {
            guard let navigationController = navigationController(for: id) else { return }
            applySettings(bars.settings, to: navigationController)
            navigationController.setNavigationBarHidden(bars.navigationBar.hidden, animated: animated)
            navigationController.setToolbarHidden(bars.toolbar.hidden, animated: animated)
            if let top = router.state.screens(in: id)?.last, let item = router.navigationItem(for: top) {
                navigationController.interactivePopGestureRecognizer?.isEnabled = item.interactivePopGestureEnabled
            }
        }

        /// Fills a new navigation controller for stack `id` with its screens and bars.
        private func fill(_ navigationController: UINavigationController, with id: StackID) {
            let screens = router.state.screens(in: id) ?? []
            navigationController.setViewControllers(screens.map(controller(for:)), animated: false)
            if let bars = router.bars(in: id) {
                applyBars(bars, to: id, animated: false)
            }
        }

        // MARK: The root: a stack, a tab bar, splits

        /// Builds the root content again from the router's state: every root stack, the tab bar, the splits.
        private func rebuildRoot() {
            navigationControllers = navigationControllers.filter {
                if case .presentation = $0.key { return true }
                return false
            }
            compactNavigationControllers = [:]
            tabBarController = nil
            let state = router.state
            if let tabBar = state.tabBar {
                let tabBarController = UITabBarController(nibName: nil, bundle: nil)
                tabBarController.delegate = reports
                let tabs = Graph.definition.containers?.first { $0.id == tabBar.container }?.tabs ?? []
                tabBarController.viewControllers = tabBar.tabs.indices.map { index in
                    let content = makeContent(tab: index)
                    if tabs.indices.contains(index) {
                        let tab = tabs[index]
                        content.tabBarItem = UITabBarItem(
                            title: tab.title, image: tab.image.flatMap(UIImage.init(systemName:)), selectedImage: nil)
                        content.tabBarItem.badgeValue = tab.badge
                    }
                    return content
                }
                tabBarController.selectedIndex = tabBar.selected
                self.tabBarController = tabBarController
                rootViewController = tabBarController
            } else {
                rootViewController = makeContent(tab: nil)
            }
            window?.rootViewController = rootViewController
        }

        /// The content of a tab (or of the root without tabs): its navigation controller, or a split.
        private func makeContent(tab: Int?) -> UIViewController {
            let mainID: StackID = tab.map { .tab($0) } ?? .main
            let main = makeNavigationController(for: mainID)
            navigationControllers[mainID] = main
            guard let split = router.state.split(inTab: tab),
                let container = Graph.definition.containers?.first(where: { $0.id == split.container })
            else {
                fill(main, with: mainID)
                return main
            }
            let splitViewController = UISplitViewController(
                style: container.style == .tripleColumn ? .tripleColumn : .doubleColumn)
            splitViewController.delegate = reports
            let compact = makeNavigationController(for: mainID)
            compactNavigationControllers[tab] = compact
            for column in 0..<split.leadingColumnCount {
                let id = StackID.column(column, tab: tab)
                let navigationController = makeNavigationController(for: id)
                navigationControllers[id] = navigationController
                fill(navigationController, with: id)
                splitViewController.setViewController(
                    navigationController, for: column == 0 ? .primary : .supplementary)
            }
            splitViewController.setViewController(main, for: .secondary)
            splitViewController.setViewController(compact, for: .compact)
            fill(split.isCollapsed ? compact : main, with: mainID)
            return splitViewController
        }

        // MARK: Presentations

        /// Presents presentation `index` over the one below it (or over the root content).
        private func present(_ presentation: Presentation, at index: Int, animated: Bool) {
            guard index == presented.count, let top = presentation.stack.last else { return }
            let presenter = index == 0 ? rootViewController : presented[index - 1]
            let presentedController: UIViewController
            if presentation.embedsNavigationController {
                let id = StackID.presentation(index)
                let navigationController = makeNavigationController(for: id)
                navigationControllers[id] = navigationController
                fill(navigationController, with: id)
                navigationController.isModalInPresentation =
                    router.navigationItem(for: top)?.isModalInPresentation ?? false
                presentedController = navigationController
            } else {
                presentedController = controller(for: top)
            }
            preparePresentation(of: presentedController, style: presentation.style, by: presenter)
            presentedController.presentationController?.delegate = reports
            presented.append(presentedController)
            if animated { runningAnimations += 1 }
            presenter.present(presentedController, animated: animated) { [weak self] in
                if animated { self?.animationEnded() }
            }
        }

        /// Dismisses the presentations from `fromIndex` up, unless UIKit already did (a sheet swiped down).
        private func dismiss(from fromIndex: Int, animated: Bool) {
            guard fromIndex < presented.count else { return }
            let presenter = fromIndex == 0 ? rootViewController : presented[fromIndex - 1]
            forgetPresentations(from: fromIndex)
            if animated { runningAnimations += 1 }
            presenter.dismiss(animated: animated) { [weak self] in
                if animated { self?.animationEnded() }
            }
        }

        /// Forgets the presentations from `fromIndex` up and their navigation controllers.
        private func forgetPresentations(from fromIndex: Int) {
            presented.removeSubrange(fromIndex...)
            navigationControllers = navigationControllers.filter {
                if case .presentation(let index) = $0.key { return index < fromIndex }
                return true
            }
        }

        /// The index of the presentation a presentation controller manages.
        private func presentationIndex(of presentationController: UIPresentationController) -> Int? {
            presented.firstIndex { $0.presentationController === presentationController }
        }

        // MARK: Animations and the router's transitions

        /// Counts a navigation controller's animation until UIKit ends it.
        private func waitForTransition(of navigationController: UINavigationController) {
            guard let coordinator = navigationController.transitionCoordinator else { return }
            runningAnimations += 1
            _ = coordinator.animate(alongsideTransition: nil) { [weak self] _ in
                self?.animationEnded()
            }
        }

        private func animationEnded() {
            runningAnimations = max(0, runningAnimations - 1)
            completeWhenAnimationsEnd()
        }

        /// Tells the router its transition ended once UIKit's animations have (a router in `.manual` mode waits for
        /// this before it runs what was asked meanwhile).
        private func completeWhenAnimationsEnd() {
            guard runningAnimations == 0 else { return }
            if router.isTransitioning {
                do {
                    _ = try router.completeTransition()
                } catch {
                    navigator?.report(error)
                }
            }
            if !router.isTransitioning, let compact = pendingSizeClass {
                pendingSizeClass = nil
                sizeClassChanged(compact: compact)
            }
        }

        // MARK: What the person did

        /// A navigation controller will show `controller`: an edge swipe starts here.
        func willShow(_ controller: UIViewController, in navigationController: UINavigationController) {
            guard let coordinator = navigationController.transitionCoordinator, coordinator.isInteractive else {
                return
            }
            do {
                try router.beginInteractivePop()
            } catch {
                navigator?.report(error)
                return
            }
            _ = coordinator.animate(alongsideTransition: nil) { [weak self] context in
                self?.interactivePopEnded(cancelled: context.isCancelled)
            }
        }

        private func interactivePopEnded(cancelled: Bool) {
            do {
                if cancelled {
                    _ = try router.cancelInteractivePop()
                } else {
                    _ = try router.finishInteractivePop()
                }
            } catch {
                navigator?.report(error)
            }
        }

        /// A navigation controller showed `controller`: when its stack is now shorter than the router's (the back
        /// button, its long-press menu), the person popped it.
        func didShow(_ controller: UIViewController, in navigationController: UINavigationController) {
            guard !router.isTransitioning, let id = stackID(of: navigationController),
                let expected = router.state.screens(in: id)?.map(\.id)
            else { return }
            let shown = navigationController.viewControllers.compactMap(instanceID(of:))
            guard shown.count < expected.count, expected.starts(with: shown), let top = shown.last else { return }
            do {
                try router.userDidPop(to: top, in: id)
            } catch {
                navigator?.report(error)
            }
        }

        /// The person swiped a sheet down (UIKit already dismissed it and those above it).
        func presentationDismissed(_ presentationController: UIPresentationController) {
            guard let index = presentationIndex(of: presentationController) else { return }
            forgetPresentations(from: index)
            do {
                try router.userDidDismissPresentation()
            } catch {
                navigator?.report(error)
            }
        }

        /// The person tapped a tab.
        func tabSelected(_ controller: UIViewController, in tabBarController: UITabBarController) {
            guard let index = tabBarController.viewControllers?.firstIndex(where: { $0 === controller }) else {
                return
            }
            do {
                try router.userDidSelectTab(at: index)
            } catch {
                navigator?.report(error)
            }
        }

        /// A split collapsed (a compact width) or expanded.
        func sizeClassChanged(compact: Bool) {
            guard !router.isTransitioning else {
                pendingSizeClass = compact
                return
            }
            do {
                try router.userDidChangeSizeClass(compact: compact)
            } catch {
                navigator?.report(error)
            }
        }
    }
#endif
