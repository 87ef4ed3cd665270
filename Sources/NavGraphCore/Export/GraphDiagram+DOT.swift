import NavGraphRuntime

extension GraphDiagram {
    /// Deep-link entry points are filled with this colour.
    private static let entryFill = "\"#E8F0FE\""
    /// The focused screen is filled with this colour.
    private static let focusFill = "\"#FFF4C2\""

    /// A DOT string literal.
    private static func quoted(_ raw: String) -> String {
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

    /// The DOT attributes that draw a segue of `kind` (after its label): solid for show, dashed for modal, dashed
    /// blue for showDetail, dotted grey for unwind, dotted purple for return (to each caller), bold red for replaceRoot.
    static func edgeStyle(_ kind: SegueKind) -> String {
        switch kind {
        case .show: ""
        case .modal: ", style=dashed"
        case .showDetail: ", style=dashed, color=\"#0969DA\", fontcolor=\"#0969DA\""
        case .unwind: ", style=dotted, color=\"#57606A\", fontcolor=\"#57606A\""
        case .return: ", style=dotted, color=\"#8250DF\", fontcolor=\"#8250DF\""
        case .replaceRoot: ", style=bold, color=\"#CF222E\", fontcolor=\"#CF222E\""
        }
    }

    /// The Graphviz diagram, with a legend of what its shapes and arrows mean.
    static func dot(_ scene: Scene) -> String {
        let definition = scene.definition
        var output = "digraph \(quoted(definition.name)) {\n    rankdir=LR;\n    node [shape=box];\n"
        if let caption = scene.focusCaption { output += "    label=\(quoted(caption));\n    labelloc=t;\n" }
        if scene.clusters.contains(where: \.shown) { output += "    compound=true;\n" }
        for cluster in scene.clusters where !cluster.nested && cluster.shown {
            output += dotCluster(cluster, scene: scene, indent: 1)
        }
        for (number, group) in scene.fileGroups.enumerated() {
            output += "    subgraph cluster_f\(number) {\n"
            output += "        label=\(quoted(group.file));\n        style=dashed;\n"
            for screen in group.screens { output += "        n\(screen);\n" }
            output += "    }\n"
        }
        for number in scene.screens {
            let screen = definition.screens[number]
            var attributes = "label=\(quoted(lines(of: screen).joined(separator: "\n")))"
            if screen.id == definition.root { attributes += ", peripheries=2" }
            if screen.alert != nil { attributes += ", shape=hexagon" }
            if let coloring = scene.coloring {
                // Coloured, a screen is filled by its metric alone; the focus keeps its thick border.
                if let shade = coloring.shade(of: screen.id) {
                    attributes += ", style=filled, fillcolor=\"\(shade.fill)\", color=\"\(shade.stroke)\""
                }
                if number == scene.focus { attributes += ", penwidth=2" }
            } else if number == scene.focus {
                attributes += ", style=filled, fillcolor=\(focusFill), penwidth=2"
            } else if !screen.deepLinks.isEmpty {
                attributes += ", style=filled, fillcolor=\(entryFill)"
            }
            output += "    n\(number) [\(attributes)];\n"
        }
        for (number, node) in scene.sharedNodes.enumerated() {
            output += "    s\(number) [label=\(quoted(node.lines.joined(separator: "\n"))), shape=note, fontsize=10];\n"
        }
        for edge in scene.edges {
            let head = edge.container.map { ", lhead=cluster_c\($0)" } ?? ""
            output += "    \(edge.tail) -> n\(edge.to) [label=\(quoted(edge.label))\(edgeStyle(edge.kind))\(head)];\n"
        }
        return output + legend(scene) + "}\n"
    }

    /// The legend cluster: a sample of the root, of a deep-link entry point and of the focus when the diagram has
    /// them, then one sample arrow per kind of segue drawn. Its nodes are named `legend…`.
    private static func legend(_ scene: Scene) -> String {
        let screens = scene.screens.map { scene.definition.screens[$0] }
        var output = "    subgraph cluster_legend {\n        label=\"legend\";\n        color=\"#8C959F\";\n"
        output += "        node [fontsize=10];\n        edge [fontsize=10];\n"
        if screens.contains(where: { $0.id == scene.definition.root }) {
            output += "        legend_root [label=\"root\", peripheries=2];\n"
        }
        if let coloring = scene.coloring {
            output += "        legend_colors [label=\(quoted(coloring.title + ":")), shape=plaintext];\n"
            for (number, shade) in coloring.shadesUsed(by: screens.map(\.id)).enumerated() {
                output += "        legend_color\(number) [label=\(quoted(shade.meaning)), style=filled, "
                output += "fillcolor=\"\(shade.fill)\", color=\"\(shade.stroke)\"];\n"
            }
        } else if screens.contains(where: { !$0.deepLinks.isEmpty }) {
            output += "        legend_link [label=\"deep-link entry\", style=filled, fillcolor=\(entryFill)];\n"
        }
        if screens.contains(where: { $0.alert != nil }) {
            output += "        legend_alert [label=\"alert or action sheet\", shape=hexagon];\n"
        }
        if !scene.sharedNodes.isEmpty {
            output += "        legend_shared [label=\"shared segue, drawn once\", shape=note];\n"
        }
        let marks = markLegend(scene)
        if !marks.isEmpty {
            output += "        legend_marks [label=\(quoted(marks.joined(separator: "\n"))), shape=plaintext];\n"
        }
        if scene.focus != nil {
            let fill = scene.coloring == nil ? ", style=filled, fillcolor=\(focusFill)" : ""
            output += "        legend_focus [label=\"focus\"\(fill), penwidth=2];\n"
        }
        let kinds = SegueKind.allCases.filter { kind in scene.edges.contains { $0.kind == kind } }
        for (number, kind) in kinds.enumerated() {
            output += "        legend_\(number)a [label=\"\", shape=point];\n"
            output += "        legend_\(number)b [label=\"\", shape=point];\n"
            output +=
                "        legend_\(number)a -> legend_\(number)b [label=\(quoted(legendText(kind)))\(edgeStyle(kind))];\n"
        }
        return output + "    }\n"
    }

    /// What the marks the diagram uses mean, a line each: bar items, toolbar items, `modalInPresentation`, `+nav`.
    private static func markLegend(_ scene: Scene) -> [String] {
        let marks = scene.screens.map { scene.definition.screens[$0] }.filter { $0.alert == nil }.flatMap(marks(of:))
        let shown = marks.joined(separator: " ")
        var lines: [String] = []
        if shown.contains(leftItemMark) || shown.contains(rightItemMark) {
            lines.append("\(leftItemMark)item, item\(rightItemMark): left and right bar items")
        }
        if shown.contains(toolbarItemMark) { lines.append("\(toolbarItemMark)item: toolbar item") }
        if marks.contains(modalInPresentationMark) {
            lines.append("\(modalInPresentationMark): not dismissed by a swipe")
        }
        if scene.edges.contains(where: \.embedded) {
            lines.append("\(embeddedMark): presented in a navigation controller")
        }
        return lines
    }

    private static func dotCluster(_ cluster: Scene.Cluster, scene: Scene, indent: Int) -> String {
        let pad = String(repeating: "    ", count: indent)
        var output = "\(pad)subgraph cluster_c\(cluster.position) {\n"
        output += "\(pad)    label=\(quoted(scene.label(of: cluster)));\n"
        output += dotMembers(cluster.screens, cluster.children, scene: scene, indent: indent + 1)
        for (number, tab) in cluster.tabs.enumerated() where scene.isShown(tab) {
            output += "\(pad)    subgraph cluster_c\(cluster.position)t\(number + 1) {\n"
            output += "\(pad)        label=\(quoted(tab.label));\n\(pad)        style=rounded;\n"
            output += dotMembers(tab.screens, tab.children, scene: scene, indent: indent + 2)
            output += "\(pad)    }\n"
        }
        return output + "\(pad)}\n"
    }

    /// The lines naming `screens` inside a cluster, then the clusters of the shown `children`.
    private static func dotMembers(_ screens: [Int], _ children: [Int], scene: Scene, indent: Int) -> String {
        let pad = String(repeating: "    ", count: indent)
        var output = ""
        for screen in screens { output += "\(pad)n\(screen);\n" }
        for child in children where scene.clusters.indices.contains(child) && indent < 5 {
            guard scene.clusters[child].shown else { continue }
            output += dotCluster(scene.clusters[child], scene: scene, indent: indent)
        }
        return output
    }
}
