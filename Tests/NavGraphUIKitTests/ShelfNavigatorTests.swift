#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import Foundation
    import NavGraphRuntime
    import Testing
    import UIKit

    @testable import NavGraphUIKit

    /// The UIKit host on a real UIKit (the iOS simulator, see .github/workflows/apple.yml), over the shelf graph of
    /// this folder (a tab bar with a stack and a split, a sheet): presentations in a window, the person's reports
    /// as UIKit's delegates send them, a restored router. UIKit's reports are sent to the delegate the navigator
    /// installed, as UIKit sends them after the person's gesture. UIKit may end a transition, a presentation or a
    /// dismissal on a later turn of the run loop, and the navigator applies what follows it only then: each test
    /// waits for what it reads (`waitUntil`).
    @MainActor
    @Suite struct ShelfNavigatorTests {
        /// The view controller the factory made for each screen, in order.
        private final class Made {
            var screens: [(ShelfFlow.Screen, UIViewController)] = []

            func controller(of screen: ShelfFlow.Screen) -> UIViewController? {
                screens.last { $0.0 == screen }?.1
            }
        }

        private func makeNavigator(_ router: Router<ShelfFlow>) -> (UIKitNavigator<ShelfFlow>, Made) {
            let made = Made()
            let navigator = UIKitNavigator(router: router) { screen in
                let controller = UIViewController(nibName: nil, bundle: nil)
                made.screens.append((screen, controller))
                return controller
            }
            return (navigator, made)
        }

        private func makeWindow() -> UIWindow {
            UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        }

        private func tabBarController(of navigator: UIKitNavigator<ShelfFlow>) throws -> UITabBarController {
            try #require(navigator.rootViewController as? UITabBarController)
        }

        /// The delegate the navigator gave UIKit's controllers.
        private func reports(of tabBarController: UITabBarController) throws -> UIKitReports {
            try #require(tabBarController.delegate as? UIKitReports)
        }

        @Test func aSheetIsPresentedInTheWindowAndDismissedByTheRouter() async throws {
            let router = Router<ShelfFlow>()
            let (navigator, made) = makeNavigator(router)
            navigator.show(in: makeWindow())
            try router.perform(ShelfFlow.Shelves.openBook(name: "Dune"))
            try router.perform(ShelfFlow.Book.writeNote())
            let root = navigator.rootViewController
            // The sheet is presented once the push has ended.
            #expect(await waitUntil { root.presentedViewController is UINavigationController })
            let sheet = try #require(root.presentedViewController as? UINavigationController)
            #expect(sheet.viewControllers.count == 1)
            #expect(sheet.viewControllers.first === made.controller(of: .note))
            #expect(sheet.modalPresentationStyle == .pageSheet)
            _ = try router.dismiss(animated: false)
            #expect(await waitUntil { root.presentedViewController == nil })
            #expect(router.state.presentations.isEmpty)
        }

        @Test func aSheetSwipedDownIsDismissedInTheRouter() async throws {
            let router = Router<ShelfFlow>()
            let (navigator, _) = makeNavigator(router)
            navigator.show(in: makeWindow())
            try router.perform(ShelfFlow.Shelves.openBook(name: "Dune"))
            try router.perform(ShelfFlow.Book.writeNote())
            let root = navigator.rootViewController
            #expect(await waitUntil { root.presentedViewController != nil })
            let sheet = try #require(root.presentedViewController)
            let presentationController = try #require(sheet.presentationController)
            let delegate = try #require(presentationController.delegate as? UIKitReports)
            // What UIKit does when the person swipes the sheet down: it dismisses it, then tells the delegate.
            root.dismiss(animated: false)
            #expect(await waitUntil { root.presentedViewController == nil })
            delegate.presentationControllerDidDismiss(presentationController)
            #expect(router.state.presentations.isEmpty)
            #expect(router.lastChange?.isUserDriven == true)
            #expect(router.lastEvents.map(\.description).last == "deinit note")
            // The next sheet is presented again: the host forgot the one the person removed.
            try router.perform(ShelfFlow.Book.writeNote())
            #expect(await waitUntil { root.presentedViewController is UINavigationController })
        }

        @Test func aTabTappedSelectsItAndTappedAgainPopsItToItsRoot() async throws {
            let router = Router<ShelfFlow>()
            let (navigator, made) = makeNavigator(router)
            navigator.show(in: makeWindow())
            let tabs = try tabBarController(of: navigator)
            let reports = try reports(of: tabs)
            let controllers = try #require(tabs.viewControllers)
            #expect(controllers.count == 2)
            #expect(controllers[0].tabBarItem.title == "Library")
            // The person taps the Browse tab: UIKit selects it, then tells the delegate.
            tabs.selectedIndex = 1
            reports.tabBarController(tabs, didSelect: controllers[1])
            #expect(router.state.tabBar?.selectedTab == "browse")
            #expect(controllers[1] is UISplitViewController)

            tabs.selectedIndex = 0
            reports.tabBarController(tabs, didSelect: controllers[0])
            try router.perform(ShelfFlow.Shelves.openBook(name: "Dune"))
            let library = try #require(controllers[0] as? UINavigationController)
            #expect(await waitUntil { library.viewControllers.count == 2 })
            // Tapped again: UIKit pops the tab's navigation controller to its root and tells both delegates.
            let shelves = try #require(made.controller(of: .shelves))
            library.setViewControllers([shelves], animated: false)
            reports.tabBarController(tabs, didSelect: library)
            reports.navigationController(library, didShow: shelves, animated: false)
            #expect(router.stack == [.shelves])
            #expect(await waitUntil { library.viewControllers == [shelves] })
        }

        @Test func aCollapsingSplitMovesItsStackToTheCompactColumnWithItsBars() async throws {
            let router = Router<ShelfFlow>()
            let (navigator, made) = makeNavigator(router)
            navigator.show(in: makeWindow())
            _ = try router.select(.browse)
            try router.perform(ShelfFlow.Genres.pickBook(name: "Dune"))
            let tabs = try tabBarController(of: navigator)
            let split = try #require(tabs.viewControllers?[1] as? UISplitViewController)
            let secondary = try #require(split.viewController(for: .secondary) as? UINavigationController)
            #expect(await waitUntil { made.controller(of: .book(name: "Dune")) != nil })
            let book = try #require(made.controller(of: .book(name: "Dune")))
            #expect(await waitUntil { secondary.viewControllers == [book] })
            // UIKit collapses the split when the width becomes compact, then tells its delegate.
            let reports = try reports(of: tabs)
            reports.splitViewControllerDidCollapse(split)
            #expect(router.state.split?.isCollapsed == true)
            let compact = try #require(split.viewController(for: .compact) as? UINavigationController)
            #expect(await waitUntil { compact.viewControllers.map { $0 === book } == [false, true] })
            #expect(compact.navigationBar.prefersLargeTitles, "the graph's settings reach the compact column")
            // "Genres" fits the graph's back button limit of 8: the back button over the book shows it.
            #expect(compact.viewControllers.first?.navigationItem.backButtonTitle == "Genres")
            reports.splitViewControllerDidExpand(split)
            #expect(router.state.split?.isCollapsed == false)
            #expect(await waitUntil { secondary.viewControllers == [book] })
            #expect(secondary.navigationBar.prefersLargeTitles)
        }

        /// A router saved with a book, a chapter and the note sheet open.
        private func savedWithASheet() throws -> Data {
            let original = Router<ShelfFlow>()
            try original.start()
            try original.perform(ShelfFlow.Shelves.openBook(name: "The Left Hand of Darkness"))
            try original.perform(ShelfFlow.Book.openChapter())
            try original.perform(ShelfFlow.Book.writeNote())
            return try original.restorationState().jsonData()
        }

        @Test func aRestoredRouterShowsItsStackAndPresentsItsSheetOnceInAWindow() async throws {
            let data = try savedWithASheet()

            let router = try Router<ShelfFlow>(restoring: data)
            let (navigator, made) = makeNavigator(router)
            let tabs = try tabBarController(of: navigator)
            let library = try #require(tabs.viewControllers?.first as? UINavigationController)
            #expect(library.viewControllers.count == 3)
            let book = try #require(library.viewControllers.dropFirst().first)
            // The book's title is longer than the graph's limit of 8: the router's "Back" is set on it.
            #expect(book.navigationItem.backButtonTitle == "Back")
            #expect(made.controller(of: .note) != nil)
            // UIKit presents only from a view controller in a window: the sheet waits for `show(in:)`.
            #expect(tabs.presentedViewController == nil)
            navigator.show(in: makeWindow())
            #expect(await waitUntil { tabs.presentedViewController is UINavigationController })
            let sheet = try #require(tabs.presentedViewController as? UINavigationController)
            #expect(sheet.viewControllers.first === made.controller(of: .note))
        }

        @Test func aRootTheAppInstallsItselfPresentsTheRestoredSheetInTheWindow() async throws {
            let router = try Router<ShelfFlow>(restoring: try savedWithASheet())
            let (navigator, made) = makeNavigator(router)
            let tabs = try tabBarController(of: navigator)
            // The app's own container holds the navigator's root; the container goes in a window.
            let container = UIViewController(nibName: nil, bundle: nil)
            container.addChild(tabs)
            container.view.addSubview(tabs.view)
            tabs.didMove(toParent: container)
            let window = makeWindow()
            window.rootViewController = container
            window.makeKeyAndVisible()
            #expect(await waitUntil { tabs.presentedViewController is UINavigationController })
            let sheet = try #require(tabs.presentedViewController as? UINavigationController)
            #expect(sheet.viewControllers.first === made.controller(of: .note))
            withExtendedLifetime(window) {}
        }
    }
#endif
