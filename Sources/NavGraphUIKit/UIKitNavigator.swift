#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import Foundation
    @_spi(Hosting) public import NavGraphRuntime
    public import UIKit
    import NavGraphHosting

    /// Shows a router's navigation with UIKit: one `UINavigationController` per navigation stack, a
    /// `UITabBarController` and `UISplitViewController`s for the graph's containers, one view controller per screen
    /// instance (made once by the factory, released with the instance), and everything the graph says about bars,
    /// toolbars and presentations. What the person does outside the router (the back button, the edge swipe, a
    /// sheet swiped down, a tab tapped, a size-class change) is reported to the router, so its state always equals
    /// what is on screen. See docs/hosts.md.
    ///
    /// ```swift
    /// let navigator = UIKitNavigator(router: router) { screen in
    ///     switch screen {
    ///     case .mailboxes: MailboxesViewController()
    ///     case .messages(let mailbox, _, _): MessagesViewController(mailbox: mailbox)
    ///     // ...
    ///     }
    /// }
    /// navigator.show(in: window)
    /// ```
    @MainActor
    public final class UIKitNavigator<Graph: NavigationGraph> {
        /// The router shown: the truth about what is on screen.
        public let router: Router<Graph>

        /// The view controller at the root of the hierarchy: the tab bar controller, the split view controller or
        /// the navigation controller of the graph's root. A `replaceRoot` segue makes a new one; `show(in:)` keeps
        /// a window's `rootViewController` up to date. You may also install it yourself (a window's root, or a
        /// child of a container of yours): the navigator learns from UIKit when its view is in a window, and
        /// presents then what waited for one. Install the new one from `onNewRootViewController`.
        public var rootViewController: UIViewController { platform.rootViewController }

        /// Called with the new `rootViewController` after a `replaceRoot` segue or a restoration made one; an app
        /// that installs the root itself installs this one in its place. (`show(in:)` does it for its window.)
        public var onNewRootViewController: ((UIViewController) -> Void)?

        /// Called when the person taps a bar item whose `action:` the app handles, with the screen and the view
        /// controller whose bar or toolbar shows the item, and when they choose such an action of an alert, with the
        /// alert's screen and its `UIAlertController` (already dismissed). Items with a `segue:` or `builtin:` need
        /// nothing: the router performs them.
        public var onAction:
            ((_ action: Graph.Action, _ screen: Graph.Screen, _ viewController: UIViewController) -> Void)?

        /// Makes the custom title view a screen's `navigationItem.titleView` names (the graph gives its identifier).
        /// Setting it gives the screens already shown their title views too; nil (or a nil view) shows the title.
        public var titleView: ((_ identifier: String, _ screen: Graph.Screen) -> UIView?)? {
            didSet { refreshTitleViews() }
        }

        /// Called when the router refuses something the person did: a tap on an item that is no longer on screen
        /// (nothing changes then), a report of the person's change that does not fit its state (the screen is put
        /// back to the router's state first), a request queued during an animation that the state it met refused;
        /// and with `presentationRefused` when UIKit did not present one of the router's presentations (its
        /// presenter already presents a view controller of yours, such as an alert).
        public var onError: ((NavigationError) -> Void)?

        private let platform: UIKitPlatform<Graph>
        private let coordinator: HostCoordinator<UIKitPlatform<Graph>>

        /// Shows `router`, making each screen instance's view controller with `viewController` (called once per
        /// instance, when it first appears in a stack). Starts the router when it has not started yet.
        public init(
            router: Router<Graph>, viewController: @escaping @MainActor (_ screen: Graph.Screen) -> UIViewController
        ) {
            self.router = router
            platform = UIKitPlatform(router: router, makeViewController: viewController)
            coordinator = HostCoordinator(router: router, platform: platform)
            platform.navigator = self
            platform.coordinator = coordinator
            coordinator.onRefusal = { [weak self] error in self?.onError?(error) }
            coordinator.show()
            if !router.state.isStarted {
                do {
                    try router.start()
                } catch {
                    onError?(error)
                }
            }
        }

        /// Shows the navigation in `window`: makes `rootViewController` its root (again whenever a `replaceRoot`
        /// segue makes a new one), makes it the key window, and presents what the router has presented (a restored
        /// sheet waits for this: UIKit presents only from a view controller in a window). When the window's
        /// horizontal size class is not the router's (a router starts regular), the router hears it first, as
        /// `userDidChangeSizeClass(compact:)`: UIKit collapses the splits of a compact window by itself.
        public func show(in window: UIWindow) {
            let sizeClass = window.traitCollection.horizontalSizeClass
            if sizeClass != .unspecified, (sizeClass == .compact) != router.engine.isCompact {
                platform.sizeClassChanged(compact: sizeClass == .compact)
            }
            platform.show(in: window)
        }

        /// Tells the router that the view controller of a screen with `dismissesItself` closed itself: call it from
        /// the system controller's callback (`safariViewControllerDidFinish(_:)`, a share sheet's
        /// `completionWithItemsHandler`, a picker's delegate). The router removes its presentation with its events,
        /// as a dismissal the person made; UIKit already took it off screen. A view controller the navigator did not
        /// make, or whose screen does not dismiss itself, is reported to `onError`.
        public func screenDidDismissItself(_ viewController: UIViewController) {
            guard let instance = platform.instance(of: viewController) else {
                onError?(.userChangeMismatch(reason: "the view controller is not one of the navigator's screens"))
                return
            }
            // UIKit may have taken it away already, and the navigator noticed (or notices now): nothing more to say.
            platform.noticeSelfDismissals()
            guard router.state.presentations.contains(where: { $0.stack.contains { $0.id == instance.id } }) else {
                return
            }
            do {
                try router.dismissedItself(instance.id)
            } catch {
                onError?(error)
            }
        }

        /// The platform made a new root view controller (not the first, made before the app could be told).
        func rootViewControllerDidChange(_ root: UIViewController) {
            onNewRootViewController?(root)
        }

        /// Taps a bar item of `instance`'s screen: the router performs its segue or builtin, or returns its action,
        /// which goes to `onAction`.
        func tap(_ item: String, on instance: ScreenInstance) {
            // A system screen that closed itself is no longer over the one tapped: the router hears it first.
            platform.noticeSelfDismissals()
            do {
                let result = try router.tap(item, on: instance.id)
                if case .action(let action) = result, let screen = router.screen(of: instance),
                    let controller = coordinator.controllers[instance.id]
                {
                    onAction?(action, screen, controller)
                }
            } catch {
                onError?(error)
            }
        }

        /// Hands an app action an alert's button reported to `onAction`, with the alert's screen.
        func report(_ appAction: String, of instance: ScreenInstance, controller: UIViewController) {
            guard let action = Graph.action(named: appAction), let screen = router.screen(of: instance) else { return }
            onAction?(action, screen, controller)
        }

        /// The custom title view of `instance`, when the app makes one.
        func makeTitleView(_ identifier: String, for instance: ScreenInstance) -> UIView? {
            guard let titleView, let screen = router.screen(of: instance) else { return nil }
            let view = titleView(identifier, screen)
            if let view, let label = router.navigationItem(for: instance)?.titleViewAccessibilityLabel {
                view.accessibilityLabel = label
            }
            return view
        }

        /// Gives every view controller made so far the title view its screen names.
        private func refreshTitleViews() {
            for instance in router.stackContents.flatMap(\.screens) {
                guard let identifier = router.navigationItem(for: instance)?.titleView,
                    let controller = coordinator.controllers[instance.id]
                else { continue }
                controller.navigationItem.titleView = makeTitleView(identifier, for: instance)
            }
        }
    }
#endif
