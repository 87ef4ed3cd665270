/// A graph file the importer writes, as values: what `ImportedGraphWriter` turns into YAML. Each part keeps where
/// it came from in the storyboard, and comments say what the storyboard had that the graph does not.
package struct ImportedGraph: Sendable {
    /// The file's name, such as `Main.navgraph.yaml`.
    package var fileName: String
    /// The storyboard it comes from.
    package var storyboard: String
    /// The graph's name; nil for a part (a file another imported graph includes).
    package var graphName: String?
    package var root: String?
    package var rootComment: String?
    package var includes: [String] = []
    /// For a part: the main file that includes it.
    package var includedBy: String?
    /// Top-level `navigationController:` keys and values, as written.
    package var navigationController: [(key: String, value: String)] = []
    package var containers: [Container] = []
    package var screens: [Screen] = []
    /// Scenes that are not screens here, and why: written among the screens, where the scene sits in the
    /// storyboard.
    package var sceneNotes: [(position: Position, text: String)] = []

    /// Whether the file is a part: screens only, included by another imported graph.
    package var isPart: Bool { graphName == nil }

    /// What a container is: the `kind:` written for it.
    package enum ContainerKind: String, Sendable {
        case tabBar, split

        /// How messages and comments name it.
        var words: String { self == .tabBar ? "tab bar" : "split view" }
    }

    /// What an imported segue does: the `kind:` written for it.
    package enum SegueKind: String, Sendable {
        case show, showDetail, modal, unwind
    }

    /// A tab bar or split view.
    package struct Container: Sendable {
        package var id: String
        package var kind: ContainerKind
        package var comment: String?
        /// For a tab bar: each tab. For a split: each column, keyed by `primary`, `supplementary`, `secondary`.
        package var entries: [Entry] = []
        package var style: String?
        /// What the container held that the graph does not (relationships, segues), and why: each written inside the
        /// container's block, before the entry it preceded (at the end when `before` is past the last entry).
        package var notes: [(before: Int, text: String)] = []
    }

    /// A tab, or a split's column.
    package struct Entry: Sendable {
        /// The tab id, or the column's key.
        package var id: String
        package var root: String
        package var title: String?
        package var image: String?
        package var badge: String?
        package var accessibilityLabel: String?
        package var navigationController: [(key: String, value: String)] = []
        package var comment: String?
    }

    /// A screen.
    package struct Screen: Sendable {
        package var id: String
        /// What the screen was in the storyboard (its identifier, class, title).
        package var comment: String?
        package var title: String?
        package var restorationIdentifier: String?
        package var modalPresentationStyle: String?
        package var hidesBottomBarWhenPushed = false
        package var navigationItem: NavigationItem?
        package var toolbarItems: [Item] = []
        package var segues: [Segue] = []
        /// Lines written under the screen: what the scene had that the graph does not.
        package var notes: [String] = []
        /// The storyboard position of the scene's controller.
        package var position: Position
    }

    /// A screen's navigation item.
    package struct NavigationItem: Sendable {
        package var title: String?
        package var prompt: String?
        package var largeTitleDisplayMode: String?
        package var titleView: String?
        package var titleViewAccessibilityLabel: String?
        package var backButtonTitle: String?
        package var backBarButtonImage: String?
        package var hidesBackButton = false
        package var leftItemsSupplementBackButton = false
        package var leftItems: [Item] = []
        package var rightItems: [Item] = []
    }

    /// A bar button item, or one kept only as a comment in its list.
    package struct Item: Sendable {
        package var id: String
        /// `system`, `title` or `image`, and its value.
        package var face: (key: String, value: String)
        package var style: String?
        package var enabled = true
        package var accessibilityLabel: String?
        /// The id of the screen's segue the item performs.
        package var segue: String?
        package var comment: String?
        /// Why the item is written as a comment only; nil for an imported item.
        package var droppedBecause: String?
    }

    /// A segue, or one kept only as a comment.
    package struct Segue: Sendable {
        package var id: String
        /// What the segue does in the graph; nil while (or because) the storyboard's kind has no equivalent.
        package var kind: SegueKind?
        /// The segue's `kind` in the storyboard (`presentation`, `embed`, …).
        package var storyboardKind: String
        package var to: String
        package var presentation: String?
        package var embedInNavigationController = false
        package var navigationController: [(key: String, value: String)] = []
        package var animated = true
        /// What the comment above the segue says, in order.
        package var notes: [String] = []
        /// For an unwind whose target the importer chose: its action, and how the target was chosen (the words of
        /// the NG507 remark).
        package var unwind: (action: String, how: String)?
        /// How messages name the segue: its identifier, or the id made up for it with the storyboard's object id.
        package var label = ""
        /// Why the segue is written as a comment only; nil for an imported segue.
        package var droppedBecause: String?
        /// The storyboard's id of the segue and where it is declared.
        package var storyboardID: String
        package var position: Position

        /// The kind comments name: the graph's, else the storyboard's.
        package var kindName: String { kind?.rawValue ?? storyboardKind }

        /// The comment written above the segue: its notes, then how an unwind's target was chosen.
        package var comment: String? {
            let lines = notes + (unwind.map { [StoryboardMapping.unwindNote(action: $0.action, how: $0.how)] } ?? [])
            return lines.isEmpty ? nil : lines.joined(separator: "; ")
        }
    }
}
