#if canImport(UIKit)
    import Foundation
    import NavGraphHosting
    import NavGraphRuntime
    import UIKit

    /// UIKit's side of the host: performs the operations `HostCoordinator` decides (a view controller per instance,
    /// a navigation controller per stack, the tab bar and split view controllers, presentations, bars) and passes
    /// what UIKit reports (the back button, the edge swipe, a sheet swiped down, a tab tapped, a split collapsing)
    /// to the coordinator. It decides nothing itself. See docs/hosts.md.
    @MainActor
    final class UIKitPlatform<Graph: NavigationGraph>: HostPlatform, UIKitReportsHost {
        typealias Controller = UIViewController

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
        /// The navigation controller of each stack (a presentation without its own has none).
        private var navigationControllers: [StackID: UINavigationController] = [:]
        /// Per split (key: its tab, nil at the root): the navigation controller UIKit shows while it is collapsed,
        /// which then holds the split's only stack.
        private var compactNavigationControllers: [Int?: UINavigationController] = [:]
        /// Per split: whether it is collapsed now.
        private var collapsed: [Int?: Bool] = [:]
        private var tabBarController: UITabBarController?
        /// What each presentation presented: its navigation controller, or its one screen.
        private var presented: [UIViewController] = []
        /// How many of `presented` UIKit shows: until `show(in:)` puts the root in a window, presentations wait
        /// (UIKit presents only from a view controller in a window).
        private var presentedOnScreen = 0
        /// Whether the root is in a window.
        private var isInWindow = false
        /// Receives UIKit's delegate callbacks.
        private let reports = UIKitReports()

        init(router: Router<Graph>, makeViewController: @escaping @MainActor (Graph.Screen) -> UIViewController) {
            self.router = router
            self.makeViewController = makeViewController
            reports.host = self
        }

        // MARK: Screens

        func makeController(for instance: ScreenInstance) -> UIViewController {
            let controller =
                router.screen(of: instance).map(makeViewController)
                // Every instance of a router is one of its graph's screens: this keeps a stack whole regardless.
                ?? UIViewController(nibName: nil, bundle: nil)
            instances[ObjectIdentifier(controller)] = instance
            return controller
        }

        func releaseController(_ controller: UIViewController, of instance: InstanceID) {
            instances[ObjectIdentifier(controller)] = nil
        }

        func applyNavigationItem(_ item: NavigationItemState, to controller: UIViewController) {
            guard let instance = instances[ObjectIdentifier(controller)] else { return }
            NavGraphUIKit.applyNavigationItem(item, to: controller) { [weak self] itemID in
                self?.navigator?.tap(itemID, on: instance)
            } titleView: { [weak self] identifier in
                self?.navigator?.makeTitleView(identifier, for: instance)
            }
        }

        /// The instance a view controller shows.
        private func instanceID(of controller: UIViewController) -> InstanceID? {
            instances[ObjectIdentifier(controller)]?.id
        }

        // MARK: The root

        func setRoot(_ root: HostTree.Root, selectedTab: Int?) {
            navigationControllers = navigationControllers.filter {
                if case .presentation = $0.key { return true }
                return false
            }
            compactNavigationControllers = [:]
            collapsed = [:]
            tabBarController = nil
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
                    return content
                }
                if let selectedTab { tabBarController.selectedIndex = selectedTab }
                self.tabBarController = tabBarController
                rootViewController = tabBarController
            }
            window?.rootViewController = rootViewController
        }

        /// The containers of one tab's content (or of the root without tabs): a navigation controller, or a
        /// split view controller with one per column and one for its collapsed state.
        private func makeContent(_ content: HostTree.Content, tab: Int?) -> UIViewController {
            switch content {
            case .stack(let id):
                return makeNavigationController(for: id)
            case .split(let container, let columns, let secondary, let isCollapsed):
                let style = router.graphDefinition.containers?.first { $0.id == container }?.style
                let splitViewController = UISplitViewController(
                    style: style == .tripleColumn ? .tripleColumn : .doubleColumn)
                splitViewController.delegate = reports
                for (index, column) in columns.enumerated() {
                    splitViewController.setViewController(
                        makeNavigationController(for: column), for: index == 0 ? .primary : .supplementary)
                }
                splitViewController.setViewController(makeNavigationController(for: secondary), for: .secondary)
                let compact = UINavigationController(nibName: nil, bundle: nil)
                compact.delegate = reports
                compactNavigationControllers[tab] = compact
                splitViewController.setViewController(compact, for: .compact)
                collapsed[tab] = isCollapsed
                return splitViewController
            }
        }

        /// A new, empty navigation controller for a stack, reporting its moves.
        private func makeNavigationController(for id: StackID) -> UINavigationController {
            let navigationController = UINavigationController(nibName: nil, bundle: nil)
            navigationController.delegate = reports
            navigationControllers[id] = navigationController
            return navigationController
        }

        /// The navigation controller showing stack `id` now (a collapsed split shows its compact one).
        private func navigationController(for id: StackID) -> UINavigationController? {
            switch id {
            case .main, .tab:
                if collapsed[id.tab] == true, let compact = compactNavigationControllers[id.tab] { return compact }
                return navigationControllers[id]
            case .column, .presentation:
                return navigationControllers[id]
            }
        }

        /// The stack a navigation controller shows.
        private func stackID(of navigationController: UINavigationController) -> StackID? {
            if let entry = compactNavigationControllers.first(where: { $0.value === navigationController }) {
                return entry.key.map(StackID.tab) ?? .main
            }
            return navigationControllers.first { $0.value === navigationController }?.key
        }

        func selectTab(_ index: Int) {
            tabBarController?.selectedIndex = index
        }

        func setSplitCollapsed(_ isCollapsed: Bool, tab: Int?) {
            // UIKit collapses a split by itself when the width becomes compact; this only records which of its
            // navigation controllers holds the stack now (the coordinator then sets that stack).
            collapsed[tab] = isCollapsed
        }

        // MARK: Stacks and bars

        func setStack(
            _ stack: StackID, to controllers: [UIViewController], animated: Bool,
            completion: @escaping @MainActor () -> Void
        ) {
            guard let navigationController = navigationController(for: stack),
                !navigationController.viewControllers.elementsEqual(controllers, by: ===)
            else {
                completion()
                return
            }
            navigationController.setViewControllers(controllers, animated: animated)
            if case .presentation = stack, let top = controllers.last {
                navigationController.isModalInPresentation = top.isModalInPresentation
            }
            whenTransitionEnds(of: navigationController, animated: animated, completion)
        }

        func applyBars(_ bars: StackBars, to stack: StackID) {
            guard let navigationController = navigationController(for: stack) else { return }
            applySettings(bars.settings, to: navigationController)
            navigationController.setNavigationBarHidden(bars.navigationBar.hidden, animated: false)
            navigationController.setToolbarHidden(bars.toolbar.hidden, animated: false)
            navigationController.interactivePopGestureRecognizer?.isEnabled = bars.interactivePopGestureEnabled
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
            guard presentation.index <= presented.count, let top = controllers.last else {
                completion()
                return
            }
            forgetPresentations(from: presentation.index)
            let presenter = presentation.index == 0 ? rootViewController : presented[presentation.index - 1]
            let presentedController: UIViewController
            if presentation.embedsNavigationController {
                let navigationController = makeNavigationController(for: presentation.stack)
                navigationController.setViewControllers(controllers, animated: false)
                presentedController = navigationController
            } else {
                presentedController = top
            }
            preparePresentation(of: presentedController, style: presentation.style, by: presenter)
            presentedController.isModalInPresentation = presentation.isModalInPresentation
            presentedController.presentationController?.delegate = reports
            presented.append(presentedController)
            guard isInWindow else {
                completion()
                return
            }
            presentedOnScreen = presented.count
            presenter.present(presentedController, animated: animated) { completion() }
        }

        /// Puts the root in `window` (and makes it the key window), then presents what waited for it.
        func show(in window: UIWindow) {
            self.window = window
            window.rootViewController = rootViewController
            window.makeKeyAndVisible()
            isInWindow = true
            while presentedOnScreen < presented.count {
                let presenter = presentedOnScreen == 0 ? rootViewController : presented[presentedOnScreen - 1]
                presenter.present(presented[presentedOnScreen], animated: false)
                presentedOnScreen += 1
            }
        }

        func dismiss(fromIndex index: Int, animated: Bool, completion: @escaping @MainActor () -> Void) {
            guard index < presented.count else {
                completion()
                return
            }
            let onScreen = index < presentedOnScreen
            let presenter = index == 0 ? rootViewController : presented[index - 1]
            forgetPresentations(from: index)
            guard onScreen else {
                completion()
                return
            }
            presenter.dismiss(animated: animated) { completion() }
        }

        /// Forgets the presentations from `index` up and their navigation controllers.
        private func forgetPresentations(from index: Int) {
            guard index < presented.count else { return }
            presented.removeSubrange(index...)
            presentedOnScreen = min(presentedOnScreen, index)
            navigationControllers = navigationControllers.filter {
                if case .presentation(let presentation) = $0.key { return presentation < index }
                return true
            }
        }

        // MARK: What the person did

        func willShow(_ controller: UIViewController, in navigationController: UINavigationController) {
            guard let transition = navigationController.transitionCoordinator, transition.isInteractive,
                let stack = stackID(of: navigationController)
            else { return }
            coordinator?.interactivePopBegan(in: stack)
            _ = transition.animate(alongsideTransition: nil) { [weak self] context in
                // A finished swipe arrives as `didShow` with the shorter stack; only a cancelled one is told here.
                if context.isCancelled { self?.coordinator?.interactivePopCancelled(in: stack) }
            }
        }

        func didShow(_ controller: UIViewController, in navigationController: UINavigationController) {
            guard let stack = stackID(of: navigationController) else { return }
            let shown = navigationController.viewControllers.compactMap(instanceID(of:))
            coordinator?.navigationStack(stack, didShow: shown)
        }

        func presentationDismissed(_ presentationController: UIPresentationController) {
            guard let index = presented.firstIndex(where: { $0.presentationController === presentationController })
            else { return }
            forgetPresentations(from: index)
            coordinator?.presentationDidDismiss(at: index)
        }

        func tabSelected(_ controller: UIViewController, in tabBarController: UITabBarController) {
            guard let index = tabBarController.viewControllers?.firstIndex(where: { $0 === controller }) else {
                return
            }
            coordinator?.tabDidSelect(index)
        }

        func sizeClassChanged(compact: Bool) {
            for tab in collapsed.keys { collapsed[tab] = compact }
            coordinator?.sizeClassDidChange(compact: compact)
        }
    }
#endif
