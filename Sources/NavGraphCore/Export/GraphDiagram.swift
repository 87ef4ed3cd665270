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

        /// Options that draw the whole graph, with every screen in the main file unless `files` says otherwise.
        package init(files: [String: String] = [:], focus: GraphNeighbourhood? = nil) {
            self.files = files
            self.focus = focus
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

    static func title(of screen: ScreenDefinition) -> String? {
        screen.navigationItem.title ?? screen.title
    }

    /// The lines of a screen's box: its id, its title, its deep-link patterns; for an alert, its style and its
    /// actions instead of links (`[discard (destructive)] [save]`).
    static func lines(of screen: ScreenDefinition) -> [String] {
        guard let alert = screen.alert else {
            return [screen.id] + [title(of: screen)].compactMap { $0 } + screen.deepLinks.map { "link " + $0.pattern }
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
    }

    /// A container drawn as a cluster: its position, the screens directly in it, the containers inside it.
    struct Cluster {
        var position: Int
        var screens: [Int]
        var children: [Int]
        var nested: Bool
        var shown: Bool
    }

    let definition: GraphDefinition
    /// Positions of the screens drawn, in declaration order.
    let screens: [Int]
    let edges: [Edge]
    /// Every container, by position; those with nothing drawn in them are not `shown`.
    let clusters: [Cluster]
    /// Screens of included files outside every cluster, grouped by file in the order first met.
    let fileGroups: [(file: String, screens: [Int])]
    /// The focused screen's position.
    let focus: Int?
    /// The focus's depth, when focused.
    let depth: Int?

    init(_ definition: GraphDefinition, options: GraphDiagram.Options) {
        self.definition = definition
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
        edges = allEdges.filter { drawn.contains($0.from) && drawn.contains($0.to) }
        clusters = Self.clusters(definition, index: index, drawn: drawn)
        var inClusters: Set<Int> = []
        for cluster in clusters { inClusters.formUnion(cluster.screens) }
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
                let isShared = sharedIDs[screen.id]?.contains(segue.id) == true
                if segue.kind == .return {
                    let label = segue.id + (isShared ? " (return, shared)" : " (return)")
                    edges += callers[from].map { Edge(from: from, to: $0, label: label, kind: .return) }
                    continue
                }
                var container: Int?
                var target = index[segue.destination]
                if target == nil, let position = containerPosition(segue.destination, in: definition) {
                    container = position
                    target = firstScreen(ofContainer: segue.destination, in: definition, index: index, depth: 0)
                }
                guard let to = target else { continue }
                var label = segue.id
                let actions = screen.alert?.actions.filter { $0.behavior == .segue(segue.id) }.map(\.id) ?? []
                if !actions.isEmpty { label = actions.map { "[\($0)]" }.joined(separator: " ") + " " + label }
                switch segue.kind {
                case .show: break
                case .modal, .showDetail:
                    label +=
                        " ("
                        + ([segue.kind.rawValue] + [segue.presentation?.rawValue].compactMap { $0 })
                        .joined(separator: ", ") + ")"
                case .unwind: label += " (unwind)"
                case .replaceRoot: label += " (replaceRoot)"
                case .return: break
                }
                if isShared {
                    label = label.hasSuffix(")") ? label.dropLast() + ", shared)" : label + " (shared)"
                }
                if let paths = menuPaths[segue.id] { label += " [" + paths.joined(separator: ", ") + "]" }
                edges.append(Edge(from: from, to: to, label: label, kind: segue.kind, container: container))
            }
        }
        return edges
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
        for (position, container) in containers.enumerated() {
            let roots = container.kind == .tabBar ? container.tabs.map(\.root) : container.columns.map(\.root)
            var cluster = Cluster(position: position, screens: [], children: [], nested: false, shown: false)
            for root in roots {
                if let screen = index[root] {
                    if drawn.contains(screen) && !cluster.screens.contains(screen) { cluster.screens.append(screen) }
                } else if let child = containerPosition(root, in: definition), child != position,
                    !cluster.children.contains(child)
                {
                    cluster.children.append(child)
                    nested.insert(child)
                }
            }
            result.append(cluster)
        }
        for position in result.indices {
            result[position].nested = nested.contains(position)
            result[position].shown = !result[position].screens.isEmpty
        }
        // A cluster with a shown child is shown (containers nest one level: a split in a tab bar).
        for position in result.indices where result[position].children.contains(where: { result[$0].shown }) {
            result[position].shown = true
        }
        return result
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
