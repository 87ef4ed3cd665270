/// A storyboard as the importer sees it: its scenes' controllers, their segues, bar items and navigation items,
/// each with the line and column where the storyboard declares it. Built from the XML by `StoryboardReader`.
package struct Storyboard: Sendable {
    /// The storyboard's path as given.
    package var file: String
    /// Its name as other storyboards refer to it: the file name without `.storyboard`.
    package var name: String
    /// The XML id of the initial view controller, when the storyboard has one.
    package var initialControllerID: String?
    /// Every scene's controller, in storyboard order.
    package var controllers: [Controller] = []
    /// Scenes with no controller the importer can use, and why, in storyboard order.
    package var skippedScenes: [(location: Position, reason: String)] = []
    /// How many `<scene>` elements the file has.
    package var sceneCount = 0
    /// Where the `<document>` element is.
    package var documentPosition = Position(line: 1, column: 1)
}

/// A 1-based line and column in a storyboard.
package struct Position: Hashable, Sendable {
    package var line: Int
    package var column: Int
}

extension Storyboard {
    /// What a scene's top-level element is.
    package enum ControllerKind: String, Sendable {
        case viewController, tableViewController, collectionViewController, hostingController, pageViewController
        case navigationController, tabBarController, splitViewController
        case placeholder = "viewControllerPlaceholder"
        /// Any other controller element (`glkViewController`, `avPlayerViewController`, …): a plain screen.
        case other

        /// Whether the controller becomes a screen of its own.
        var isScreen: Bool {
            switch self {
            case .viewController, .tableViewController, .collectionViewController, .hostingController,
                .pageViewController, .other:
                true
            case .navigationController, .tabBarController, .splitViewController, .placeholder: false
            }
        }
    }

    /// One scene's controller.
    package struct Controller: Sendable {
        package var kind: ControllerKind
        /// The element's name, as written (`tableViewController`).
        package var element: String
        package var id: String
        package var position: Position
        package var storyboardIdentifier: String?
        package var customClass: String?
        package var title: String?
        package var userLabel: String?
        package var restorationIdentifier: String?
        package var modalPresentationStyle: String?
        package var modalTransitionStyle: String?
        package var hidesBottomBarWhenPushed = false
        package var navigationBarHidden = false
        package var toolbarHidden = true
        package var prefersLargeTitles = false
        package var navigationItem: NavigationItem?
        package var toolbarItems: [BarItem] = []
        package var tabBarItem: TabBarItem?
        /// Every segue the scene declares (on the controller, its bar items, buttons and cells), in order.
        package var segues: [Segue] = []
        /// The ids of the scene's `<exit>` objects.
        package var exitIDs: Set<String> = []
        /// For a storyboard reference: the storyboard and the identifier in it (nil: its initial controller).
        package var referencedStoryboard: String?
        package var referencedIdentifier: String?
    }

    /// A `<navigationItem>`.
    package struct NavigationItem: Sendable {
        package var title: String?
        package var prompt: String?
        package var largeTitleDisplayMode: String?
        package var leftItemsSupplementBackButton = false
        package var hidesBackButton = false
        package var backButtonTitle: String?
        package var backBarButtonItem: BarItem?
        package var leftItems: [BarItem] = []
        package var rightItems: [BarItem] = []
        /// The element of a custom title view (`segmentedControl`), when there is one.
        package var titleView: String?
        /// The title view's `<accessibility key="accessibilityConfiguration" label="…">`.
        package var titleViewAccessibilityLabel: String?
        package var position: Position
    }

    /// A `<barButtonItem>`.
    package struct BarItem: Sendable {
        package var id: String
        package var systemItem: String?
        package var title: String?
        package var image: String?
        package var style: String?
        package var enabled = true
        /// Whether the item shows a custom view (a button, a switch) instead of a title, image or system item.
        package var hasCustomView = false
        package var position: Position
        /// `<accessibility key="accessibilityConfiguration" label="…">`.
        package var accessibilityLabel: String? = nil
    }

    /// A `<tabBarItem>`.
    package struct TabBarItem: Sendable {
        package var title: String?
        package var image: String?
        package var systemItem: String?
        package var badge: String?
        /// `<accessibility key="accessibilityConfiguration" label="…">`.
        package var accessibilityLabel: String? = nil
    }

    /// What triggers a segue.
    package enum Trigger: Hashable, Sendable {
        /// The controller itself (`performSegue(withIdentifier:sender:)`).
        case controller
        /// A bar button item, by its XML id.
        case barButtonItem(String)
        /// A table or collection view cell; `prototype` when it is a dynamic prototype (each row needs its data).
        case cell(element: String, prototype: Bool)
        /// Any other control (`button`, `containerView`, a gesture recognizer), by element name.
        case control(String)
    }

    /// A `<segue>` with a `kind`.
    package struct Segue: Sendable {
        package var id: String
        package var kind: String
        package var destination: String
        package var identifier: String?
        package var relationship: String?
        package var unwindAction: String?
        package var modalPresentationStyle: String?
        package var modalTransitionStyle: String?
        package var customClass: String?
        /// The `@IBSegueAction` method that makes the destination (`destinationCreationSelector`), when there is one.
        package var creationSelector: String?
        package var animates = true
        package var trigger: Trigger
        package var position: Position
    }
}
