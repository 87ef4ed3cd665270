package import NavGraphRuntime

/// `navgraph graph`: a graph as a diagram, in Mermaid or Graphviz DOT (see docs/diagrams.md). Screens are boxes
/// labelled with their id, title and deep-link patterns: the root has a double border in DOT and a stadium shape in
/// Mermaid; deep-link entry points are filled. Segues are arrows labelled with their id, styled by kind (see
/// `edgeStyle(_:)`; the DOT diagram carries a legend). Containers are clusters (subgraphs) around their tabs' and
/// columns' screens, a split inside a tab bar's cluster; a `replaceRoot` to a container points at its cluster.
/// Screens of included files outside containers are grouped by file. Nodes and clusters are numbered in
/// declaration order, so no id can clash with a keyword of the diagram language; the output is the same bytes for
/// the same graph. Control and bidirectional characters in names and titles are shown escaped
/// (`TextRenderer.visible`), never passed to the terminal or the viewer.
package enum GraphDiagram {
    /// The diagram languages.
    package enum Format: String, Sendable, CaseIterable {
        case mermaid, dot
    }

    /// What to draw beyond the graph itself.
    package struct Options: Sendable {
        /// The file of each screen read from an included file, by screen id, as shown (relative to the main
        /// file's folder). Screens not named here belong to the main file.
        package var files: [String: String]
        /// When set, only the screens at most `depth` segues away from `screen` (either way) are drawn.
        package var focus: GraphNeighbourhood?
        /// Whether each shared segue is drawn once (a node for the segue, one arrow to where it goes) instead of
        /// once from each of its sources (`--collapse shared`).
        package var collapseShared: Bool
        /// When set, screens are filled by a stats metric (`--color-by`), with a legend; the deep-link fill is
        /// left out.
        package var coloring: Coloring?

        /// Options that draw the whole graph, with every screen in the main file unless `files` says otherwise.
        package init(files: [String: String] = [:], focus: GraphNeighbourhood? = nil, collapseShared: Bool = false) {
            self.files = files
            self.focus = focus
            self.collapseShared = collapseShared
        }
    }

    /// The diagram of `definition` in `format`, ending with a line break.
    package static func render(_ definition: GraphDefinition, format: Format, options: Options = Options()) -> String {
        let scene = Scene(definition, options: options)
        switch format {
        case .mermaid: return mermaid(scene)
        case .dot: return dot(scene)
        }
    }

    /// What the legend calls each kind of segue.
    static func legendText(_ kind: SegueKind) -> String {
        switch kind {
        case .show: "show: push"
        case .showDetail: "showDetail: detail column"
        case .modal: "modal: present"
        case .unwind: "unwind: back to"
        case .return: "return: back to caller"
        case .replaceRoot: "replaceRoot: new root"
        }
    }

    /// What marks a screen's bar items in its box: `◂id` a left item, `id▸` a right item, `▾id` a toolbar item.
    static let leftItemMark = "◂", rightItemMark = "▸", toolbarItemMark = "▾"
    /// What marks a modal segue that wraps its destination in a navigation controller, on its arrow.
    static let embeddedMark = "+nav"
    /// The line of a screen's box saying a swipe cannot dismiss it.
    static let modalInPresentationMark = "modalInPresentation"

    /// The small marks of a screen's box: a line of its navigation bar items (`◂cancel save▸`), a line of its
    /// toolbar items (`▾compose ▾reply`), and `modalInPresentation` when a swipe cannot dismiss it. Spaces (system
    /// items that show nothing and do nothing) are left out.
    static func marks(of screen: ScreenDefinition) -> [String] {
        func shown(_ items: [BarButtonItemDefinition]) -> [String] {
            items.filter { item in
                guard case .system(let system) = item.content, item.behavior == .none, item.menu == nil else {
                    return true
                }
                return system != .flexibleSpace && system != .fixedSpace
            }.map(\.id)
        }
        let bar =
            shown(screen.navigationItem.leftBarButtonItems).map { leftItemMark + $0 }
            + shown(screen.navigationItem.rightBarButtonItems).map { $0 + rightItemMark }
        let toolbar = shown(screen.toolbarItems).map { toolbarItemMark + $0 }
        return [bar, toolbar].filter { !$0.isEmpty }.map { $0.joined(separator: " ") }
            + (screen.modalInPresentation ? [modalInPresentationMark] : [])
    }

    static func title(of screen: ScreenDefinition) -> String? {
        screen.navigationItem.title ?? screen.title
    }

    /// The lines of a screen's box: its id, its title, its deep-link patterns, then its marks (`marks(of:)`); for
    /// an alert, its style and its actions instead (`[discard (destructive)] [save]`).
    static func lines(of screen: ScreenDefinition) -> [String] {
        guard let alert = screen.alert else {
            return [screen.id] + [title(of: screen)].compactMap { $0 } + screen.deepLinks.map { "link " + $0.pattern }
                + marks(of: screen)
        }
        let actions = alert.actions.map { action in "[\(action.id)" + (action.role.map { " (\($0))" } ?? "") + "]" }
        return [
            screen.id, alert.style.rawValue + (title(of: screen).map { ": " + $0 } ?? ""),
            actions.joined(separator: " "),
        ]
    }
}

/// What one diagram draws: the screens (all, or a focus's neighbourhood), the arrows between them, the container
/// clusters holding them and the included files grouping the others.
struct Scene {
    /// One arrow of the diagram.
    struct Edge {
        var from: Int
        var to: Int
        var label: String
        var kind: SegueKind
        /// A `replaceRoot` to a container: the container's position (`to` is its first screen).
        var container: Int?
        /// The shared segue this arrow draws for one of its sources, if it is one.
        var shared: String? = nil
        /// With shared segues collapsed: the position of the shared segue's node the arrow starts from instead of
        /// the screen `from`.
        var sharedNode: Int? = nil
        /// Whether the segue wraps its destination in a navigation controller (`+nav` in the label).
        var embedded = false

        /// The diagram's name of the node the arrow starts from.
        var tail: String { sharedNode.map { "s\($0)" } ?? "n\(from)" }
    }

    /// A shared segue drawn once (`--collapse shared`): a node naming its sources, with one arrow to each place
    /// it leads.
    struct SharedNode {
        var id: String
        var sources: [String]

        /// The node's lines: the segue's id, then its sources, four to a line.
        var lines: [String] {
            let rows = stride(from: 0, to: sources.count, by: 4).map {
                sources[$0..<min($0 + 4, sources.count)].joined(separator: ", ")
            }
            return ["shared \(id)", "from " + (rows.first ?? "")] + rows.dropFirst()
        }
    }

    /// A tab of a tab bar's cluster: its number (from 1, left to right), its label, and what it holds (its root
    /// screen, or a split container).
    struct Tab {
        var label: String
        var screens: [Int]
        var children: [Int]
    }

    /// A container drawn as a cluster: its position, the screens directly in it, the containers inside it; a tab
    /// bar's screens and containers are in its `tabs` instead, each drawn as a cluster of its own.
    struct Cluster {
        var position: Int
        var screens: [Int]
        var children: [Int]
        var tabs: [Tab]
        var nested: Bool
        var shown: Bool
    }

    let definition: GraphDefinition
    /// Positions of the screens drawn, in declaration order.
    let screens: [Int]
    let edges: [Edge]
    /// The shared segues drawn once, when the options collapse them.
    let sharedNodes: [SharedNode]
    /// Every container, by position; those with nothing drawn in them are not `shown`.
    let clusters: [Cluster]
    /// Screens of included files outside every cluster, grouped by file in the order first met.
    let fileGroups: [(file: String, screens: [Int])]
    /// The focused screen's position.
    let focus: Int?
    /// The focus's depth, when focused.
    let depth: Int?
    /// The fills by a stats metric, when asked for.
    let coloring: GraphDiagram.Coloring?

    init(_ definition: GraphDefinition, options: GraphDiagram.Options) {
        self.definition = definition
        self.coloring = options.coloring
        let index = Dictionary(
            definition.screens.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        let allEdges = Self.edges(definition, index: index)
        var drawn = Set(definition.screens.indices)
        if let focus = options.focus, let centre = index[focus.screen] {
            drawn = focus.members(around: centre, links: allEdges.map { ($0.from, $0.to) })
            self.focus = centre
            self.depth = focus.depth
        } else {
            self.focus = nil
            self.depth = nil
        }
        screens = definition.screens.indices.filter(drawn.contains)
        let shownEdges = allEdges.filter { drawn.contains($0.from) && drawn.contains($0.to) }
        if options.collapseShared {
            (edges, sharedNodes) = Self.collapsed(shownEdges, definition: definition)
        } else {
            (edges, sharedNodes) = (shownEdges, [])
        }
        clusters = Self.clusters(definition, index: index, drawn: drawn)
        var inClusters: Set<Int> = []
        for cluster in clusters { inClusters.formUnion(cluster.allScreens) }
        var groups: [(file: String, screens: [Int])] = []
        for position in screens where !inClusters.contains(position) {
            guard let file = options.files[definition.screens[position].id] else { continue }
            if let group = groups.firstIndex(where: { $0.file == file }) {
                groups[group].screens.append(position)
            } else {
                groups.append((file, [position]))
            }
        }
        fileGroups = groups
    }

    private static func edges(_ definition: GraphDefinition, index: [String: Int]) -> [Edge] {
        var edges: [Edge] = []
        // A shared segue is drawn from each of its sources, marked as shared.
        let sharedIDs = definition.sharedSegueIDsByScreen
        let callers = callers(definition, index: index)
        for (from, screen) in definition.screens.enumerated() {
            let menuPaths = screen.menuEntriesBySegue
            for segue in screen.segues {
                let shared = sharedIDs[screen.id]?.contains(segue.id) == true ? segue.id : nil
                if segue.kind == .return {
                    let label = label(of: segue, shared: shared != nil)
                    edges += callers[from].map {
                        Edge(from: from, to: $0, label: label, kind: .return, shared: shared)
                    }
                    continue
                }
                var container: Int?
                var target = index[segue.destination]
                if target == nil, let position = containerPosition(segue.destination, in: definition) {
                    container = position
                    target = firstScreen(ofContainer: segue.destination, in: definition, index: index, depth: 0)
                }
                guard let to = target else { continue }
                var label = label(of: segue, shared: shared != nil)
                let actions = screen.alert?.actions.filter { $0.behavior == .segue(segue.id) }.map(\.id) ?? []
                if !actions.isEmpty { label = actions.map { "[\($0)]" }.joined(separator: " ") + " " + label }
                if let paths = menuPaths[segue.id] { label += " [" + paths.joined(separator: ", ") + "]" }
                var edge = Edge(
                    from: from, to: to, label: label, kind: segue.kind, container: container, shared: shared)
                edge.embedded = segue.kind == .modal && segue.embedInNavigationController
                edges.append(edge)
            }
        }
        return edges
    }

    /// An arrow's label: the segue's id, then in parentheses its kind unless `show`, a modal's presentation style,
    /// `+nav` when it wraps its destination in a navigation controller, and `shared` for a shared segue.
    private static func label(of segue: SegueDefinition, shared: Bool) -> String {
        var notes: [String] = []
        switch segue.kind {
        case .show: break
        case .modal, .showDetail:
            notes = [segue.kind.rawValue] + [segue.presentation?.rawValue].compactMap { $0 }
            if segue.kind == .modal && segue.embedInNavigationController { notes.append(GraphDiagram.embeddedMark) }
        case .unwind, .return, .replaceRoot: notes = [segue.kind.rawValue]
        }
        if shared { notes.append("shared") }
        return notes.isEmpty ? segue.id : segue.id + " (" + notes.joined(separator: ", ") + ")"
    }

    /// `edges` with each shared segue drawn once: a node per shared segue (in the order first met) and one arrow
    /// from it to each place its copies lead, labelled without a copy's menu entries or alert actions.
    private static func collapsed(_ edges: [Edge], definition: GraphDefinition) -> ([Edge], [SharedNode]) {
        var nodes: [SharedNode] = []
        var result: [Edge] = []
        var drawnOnce: Set<String> = []
        for edge in edges {
            guard let id = edge.shared, let segue = definition.screens[edge.from].segues.first(where: { $0.id == id })
            else {
                result.append(edge)
                continue
            }
            let node: Int
            if let known = nodes.firstIndex(where: { $0.id == id }) {
                node = known
            } else {
                node = nodes.count
                nodes.append(SharedNode(id: id, sources: definition.sharedSegue(id)?.sources ?? []))
            }
            guard drawnOnce.insert("\(node) \(edge.to) \(edge.container ?? -1)").inserted else { continue }
            var collapsed = edge
            collapsed.label = label(of: segue, shared: true)
            collapsed.sharedNode = node
            result.append(collapsed)
        }
        return (result, nodes)
    }

    private static func containerPosition(_ id: String, in definition: GraphDefinition) -> Int? {
        definition.containers?.firstIndex { $0.id == id }
    }

    /// The screen a container shows first: its first tab's (or column's) root, through a nested split.
    private static func firstScreen(
        ofContainer id: String, in definition: GraphDefinition, index: [String: Int], depth: Int
    ) -> Int? {
        guard depth < 3, let container = definition.containers?.first(where: { $0.id == id }) else { return nil }
        let root = container.kind == .tabBar ? container.tabs.first?.root : container.columns.first?.root
        guard let root else { return nil }
        if let screen = index[root] { return screen }
        return firstScreen(ofContainer: root, in: definition, index: index, depth: depth + 1)
    }

    private static func clusters(_ definition: GraphDefinition, index: [String: Int], drawn: Set<Int>) -> [Cluster] {
        let containers = definition.containers ?? []
        var nested: Set<Int> = []
        var result: [Cluster] = []
        // Where each root goes: a screen drawn in the cluster, or a container nested in it.
        func place(_ root: String, in screens: inout [Int], _ children: inout [Int], parent: Int) {
            if let screen = index[root] {
                if drawn.contains(screen) && !screens.contains(screen) { screens.append(screen) }
            } else if let child = containerPosition(root, in: definition), child != parent, !children.contains(child) {
                children.append(child)
                nested.insert(child)
            }
        }
        for (position, container) in containers.enumerated() {
            var cluster = Cluster(position: position, screens: [], children: [], tabs: [], nested: false, shown: false)
            switch container.kind {
            case .tabBar:
                for (number, tab) in container.tabs.enumerated() {
                    var group = Tab(label: "tab \(number + 1): \(tab.title ?? tab.id)", screens: [], children: [])
                    place(tab.root, in: &group.screens, &group.children, parent: position)
                    cluster.tabs.append(group)
                }
            case .split:
                for column in container.columns {
                    place(column.root, in: &cluster.screens, &cluster.children, parent: position)
                }
            }
            result.append(cluster)
        }
        for position in result.indices {
            result[position].nested = nested.contains(position)
            result[position].shown = !result[position].allScreens.isEmpty
        }
        // A cluster with a shown child is shown (containers nest one level: a split in a tab bar).
        for position in result.indices where result[position].allChildren.contains(where: { result[$0].shown }) {
            result[position].shown = true
        }
        return result
    }

    /// Whether a tab of a tab bar's cluster holds anything drawn.
    func isShown(_ tab: Tab) -> Bool {
        !tab.screens.isEmpty || tab.children.contains { clusters.indices.contains($0) && clusters[$0].shown }
    }

    /// What a container's cluster is labelled.
    func label(of cluster: Cluster) -> String {
        guard let container = definition.containers?[cluster.position] else { return "" }
        let root = container.id == definition.root ? ", root" : ""
        return "\(container.id) (\(container.kind.rawValue)\(root))"
    }

    /// What the diagram says when it shows a focus's neighbourhood only.
    var focusCaption: String? {
        guard let focus, let depth else { return nil }
        let steps = depth == 1 ? "1 segue" : "\(depth) segues"
        return "screens at most \(steps) away from \(definition.screens[focus].id)"
    }
}

extension Scene.Cluster {
    /// The screens drawn in the cluster, in its tabs too.
    var allScreens: [Int] { screens + tabs.flatMap(\.screens) }
    /// The containers nested in the cluster, in its tabs too.
    var allChildren: [Int] { children + tabs.flatMap(\.children) }
}

extension GraphDiagram {
    /// The file of each screen `graph` read from an included file, relative to the main file's folder (included
    /// files lie inside it), by screen id.
    package static func includedFiles(of graph: Graph) -> [String: String] {
        let folder = PathUtilities.directory(of: graph.mainFile)
        let prefix = folder == "." ? "" : (folder.hasSuffix("/") ? folder : folder + "/")
        var files: [String: String] = [:]
        for screen in graph.screens where screen.id.location.file != graph.mainFile {
            let file = screen.id.location.file
            files[screen.id.value] = file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
        }
        return files
    }
}

extension ScreenDefinition {
    /// The menu entries performing each segue, as `ITEM.ENTRY` (`title.ENTRY` for the title menu), in bar order:
    /// a diagram names them on the segue's arrow.
    var menuEntriesBySegue: [String: [String]] {
        var paths: [String: [String]] = [:]
        let items = navigationItem.leftBarButtonItems + navigationItem.rightBarButtonItems + toolbarItems
        let menus = items.map { ($0.id, $0.menu ?? []) } + [("title", navigationItem.titleMenu ?? [])]
        for (owner, menu) in menus {
            for element in menu.depthFirst {
                if case .segue(let segue) = element.behavior {
                    paths[segue, default: []].append(owner + "." + element.id)
                }
            }
        }
        return paths
    }
}
