package import NavGraphRuntime

/// `navgraph graph`: a graph as a diagram, in Mermaid or Graphviz DOT. Screens are boxes (the root has a double
/// border in DOT and a stadium shape in Mermaid) labelled with their id and title; segues are arrows labelled with
/// their id: solid for `show`; for `modal` and `showDetail` (labelled with the kind and the presentation style when
/// the segue sets one) dashed in DOT and thick in Mermaid; dotted for `unwind`; bold (DOT) or ending in a circle
/// (Mermaid) for `replaceRoot`. Containers are clusters (subgraphs) around their tabs' and columns' screens, a
/// split inside a tab bar's cluster; a `replaceRoot` to a container points at its cluster. Nodes and clusters are
/// numbered in declaration order, so no id can clash with a keyword of the diagram language; the output is the
/// same bytes for the same graph. Control and bidirectional characters in names and titles are shown escaped
/// (`TextRenderer.visible`), never passed to the terminal or the viewer.
package enum GraphDiagram {
    /// The diagram languages.
    package enum Format: String, Sendable, CaseIterable {
        case mermaid, dot
    }

    /// The diagram of `definition` in `format`, ending with a line break.
    package static func render(_ definition: GraphDefinition, format: Format) -> String {
        switch format {
        case .mermaid: mermaid(definition)
        case .dot: dot(definition)
        }
    }

    /// One arrow of the diagram.
    private struct Edge {
        var from: Int
        var to: Int
        var label: String
        var kind: SegueKind
        /// A `replaceRoot` to a container: the container's position (`to` is its first screen).
        var container: Int?
    }

    private static func edges(_ definition: GraphDefinition) -> [Edge] {
        let index = Dictionary(
            definition.screens.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        var edges: [Edge] = []
        for (from, screen) in definition.screens.enumerated() {
            for segue in screen.segues {
                var container: Int?
                var target = index[segue.destination]
                if target == nil, let position = containerPosition(segue.destination, in: definition) {
                    container = position
                    target = firstScreen(ofContainer: segue.destination, in: definition, index: index)
                }
                guard let to = target else { continue }
                var label = segue.id
                switch segue.kind {
                case .show: break
                case .modal, .showDetail:
                    label +=
                        " ("
                        + ([segue.kind.rawValue] + [segue.presentation?.rawValue].compactMap { $0 })
                        .joined(separator: ", ") + ")"
                case .unwind: label += " (unwind)"
                case .replaceRoot: label += " (replaceRoot)"
                }
                edges.append(Edge(from: from, to: to, label: label, kind: segue.kind, container: container))
            }
        }
        return edges
    }

    private static func title(of screen: ScreenDefinition) -> String? {
        screen.navigationItem.title ?? screen.title
    }

    private static func mermaid(_ definition: GraphDefinition) -> String {
        func text(_ raw: String) -> String {
            var result = ""
            for character in raw {
                switch character {
                case "\"": result += "#quot;"
                case "#": result += "#35;"
                case "<": result += "#lt;"
                case ">": result += "#gt;"
                case "\n", "\r": result += " "
                default: result += TextRenderer.visible(String(character))
                }
            }
            return result
        }
        var output = "---\ntitle: \(text(definition.name))\n---\nflowchart LR\n"
        for (number, screen) in definition.screens.enumerated() {
            let label = text(screen.id) + (title(of: screen).map { "<br/>" + text($0) } ?? "")
            let shape = screen.id == definition.root ? ("([\"", "\"])") : ("[\"", "\"]")
            output += "    n\(number)\(shape.0)\(label)\(shape.1)\n"
        }
        let clusters = clusters(definition)
        for cluster in clusters where !cluster.nested {
            output += mermaidCluster(cluster, all: clusters, definition: definition, text: text, indent: 1)
        }
        for edge in edges(definition) {
            let arrow: String
            switch edge.kind {
            case .show: arrow = "-->"
            case .modal, .showDetail: arrow = "==>"
            case .unwind: arrow = "-.->"
            case .replaceRoot: arrow = "--o"
            }
            let target = edge.container.map { "c\($0)" } ?? "n\(edge.to)"
            output += "    n\(edge.from) \(arrow)|\"\(text(edge.label))\"| \(target)\n"
        }
        return output
    }

    private static func dot(_ definition: GraphDefinition) -> String {
        func quoted(_ raw: String) -> String {
            var result = "\""
            for character in raw {
                switch character {
                case "\"": result += "\\\""
                case "\\": result += "\\\\"
                case "\n", "\r": result += "\\n"
                default: result += TextRenderer.visible(String(character))
                }
            }
            return result + "\""
        }
        let clusters = clusters(definition)
        var output = "digraph \(quoted(definition.name)) {\n    rankdir=LR;\n    node [shape=box];\n"
        if !clusters.isEmpty { output += "    compound=true;\n" }
        for cluster in clusters where !cluster.nested {
            output += dotCluster(cluster, all: clusters, definition: definition, quoted: quoted, indent: 1)
        }
        for (number, screen) in definition.screens.enumerated() {
            let label = quoted(screen.id + (title(of: screen).map { "\n" + $0 } ?? ""))
            let root = screen.id == definition.root ? ", peripheries=2" : ""
            output += "    n\(number) [label=\(label)\(root)];\n"
        }
        for edge in edges(definition) {
            let style: String
            switch edge.kind {
            case .show: style = ""
            case .modal, .showDetail: style = ", style=dashed"
            case .unwind: style = ", style=dotted"
            case .replaceRoot: style = ", style=bold"
            }
            let head = edge.container.map { ", lhead=cluster_c\($0)" } ?? ""
            output += "    n\(edge.from) -> n\(edge.to) [label=\(quoted(edge.label))\(style)\(head)];\n"
        }
        return output + "}\n"
    }

    // MARK: Containers

    /// A container drawn as a cluster: its position, the screens directly in it, the containers inside it.
    private struct Cluster {
        var position: Int
        var screens: [Int]
        var children: [Int]
        var nested: Bool
    }

    private static func containerPosition(_ id: String, in definition: GraphDefinition) -> Int? {
        definition.containers?.firstIndex { $0.id == id }
    }

    /// The screen a container shows first: its first tab's (or column's) root, through a nested split.
    private static func firstScreen(ofContainer id: String, in definition: GraphDefinition, index: [String: Int])
        -> Int?
    {
        guard let container = definition.containers?.first(where: { $0.id == id }) else { return nil }
        let root = container.kind == .tabBar ? container.tabs.first?.root : container.columns.first?.root
        guard let root else { return nil }
        if let screen = index[root] { return screen }
        return root == id ? nil : firstScreen(ofContainer: root, in: definition, index: index)
    }

    private static func clusters(_ definition: GraphDefinition) -> [Cluster] {
        let containers = definition.containers ?? []
        let screens = Dictionary(
            definition.screens.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        var nested: Set<Int> = []
        var result: [Cluster] = []
        for (position, container) in containers.enumerated() {
            let roots = container.kind == .tabBar ? container.tabs.map(\.root) : container.columns.map(\.root)
            var cluster = Cluster(position: position, screens: [], children: [], nested: false)
            for root in roots {
                if let screen = screens[root] {
                    if !cluster.screens.contains(screen) { cluster.screens.append(screen) }
                } else if let child = containerPosition(root, in: definition), child != position,
                    !cluster.children.contains(child)
                {
                    cluster.children.append(child)
                    nested.insert(child)
                }
            }
            result.append(cluster)
        }
        for position in result.indices where nested.contains(position) { result[position].nested = true }
        return result
    }

    private static func label(of cluster: Cluster, _ definition: GraphDefinition) -> String {
        guard let container = definition.containers?[cluster.position] else { return "" }
        let root = container.id == definition.root ? ", root" : ""
        return "\(container.id) (\(container.kind.rawValue)\(root))"
    }

    private static func mermaidCluster(
        _ cluster: Cluster, all: [Cluster], definition: GraphDefinition, text: (String) -> String, indent: Int
    ) -> String {
        let pad = String(repeating: "    ", count: indent)
        var output = "\(pad)subgraph c\(cluster.position)[\"\(text(label(of: cluster, definition)))\"]\n"
        for screen in cluster.screens { output += "\(pad)    n\(screen)\n" }
        for child in cluster.children where all.indices.contains(child) && indent < 3 {
            output += mermaidCluster(all[child], all: all, definition: definition, text: text, indent: indent + 1)
        }
        return output + "\(pad)end\n"
    }

    private static func dotCluster(
        _ cluster: Cluster, all: [Cluster], definition: GraphDefinition, quoted: (String) -> String, indent: Int
    ) -> String {
        let pad = String(repeating: "    ", count: indent)
        var output = "\(pad)subgraph cluster_c\(cluster.position) {\n"
        output += "\(pad)    label=\(quoted(label(of: cluster, definition)));\n"
        for screen in cluster.screens { output += "\(pad)    n\(screen);\n" }
        for child in cluster.children where all.indices.contains(child) && indent < 3 {
            output += dotCluster(all[child], all: all, definition: definition, quoted: quoted, indent: indent + 1)
        }
        return output + "\(pad)}\n"
    }
}
