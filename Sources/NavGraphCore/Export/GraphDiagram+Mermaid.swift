import NavGraphRuntime

extension GraphDiagram {
    /// Mermaid text, escaped for a quoted label.
    private static func mermaidText(_ raw: String) -> String {
        var result = ""
        for character in raw {
            switch character {
            case "\"": result += "#quot;"
            case "#": result += "#35;"
            case "&": result += "#amp;"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            case "\n", "\r": result += " "
            default: result += TextRenderer.visible(String(character))
            }
        }
        return result
    }

    /// The Mermaid flowchart: show `-->`, modal and showDetail `==>`, unwind `-.->`, replaceRoot `--o`; deep-link
    /// entry points in the `deepLink` class, the focus in the `focus` class.
    static func mermaid(_ scene: Scene) -> String {
        let definition = scene.definition
        let text = mermaidText
        var output = "---\ntitle: \(text(definition.name))\n---\nflowchart LR\n"
        if let caption = scene.focusCaption { output += "    %% \(text(caption))\n" }
        for number in scene.screens {
            let screen = definition.screens[number]
            let label = lines(of: screen).map(text).joined(separator: "<br/>")
            // The root a stadium, an alert a hexagon, any other screen a box.
            let shape =
                screen.id == definition.root
                ? ("([\"", "\"])") : screen.alert != nil ? ("{{\"", "\"}}") : ("[\"", "\"]")
            output += "    n\(number)\(shape.0)\(label)\(shape.1)\n"
        }
        for cluster in scene.clusters where !cluster.nested && cluster.shown {
            output += mermaidCluster(cluster, scene: scene, indent: 1)
        }
        for (number, group) in scene.fileGroups.enumerated() {
            output += "    subgraph f\(number)[\"\(text(group.file))\"]\n"
            for screen in group.screens { output += "        n\(screen)\n" }
            output += "    end\n"
        }
        for (number, node) in scene.sharedNodes.enumerated() {
            output += "    s\(number)>\"\(node.lines.map(text).joined(separator: "<br/>"))\"]\n"
        }
        for edge in scene.edges {
            let arrow: String
            switch edge.kind {
            case .show: arrow = "-->"
            case .modal, .showDetail: arrow = "==>"
            case .unwind, .return: arrow = "-.->"
            case .replaceRoot: arrow = "--o"
            }
            let target = edge.container.map { "c\($0)" } ?? "n\(edge.to)"
            output += "    \(edge.tail) \(arrow)|\"\(text(edge.label))\"| \(target)\n"
        }
        let entries = scene.screens.filter { !definition.screens[$0].deepLinks.isEmpty }
        if let coloring = scene.coloring {
            output += mermaidColoring(coloring, scene: scene)
        } else if !entries.isEmpty {
            output += "    classDef deepLink fill:#E8F0FE,stroke:#0969DA\n"
            output += "    class \(entries.map { "n\($0)" }.joined(separator: ",")) deepLink\n"
        }
        if let focus = scene.focus {
            // Coloured, the focus keeps its metric's fill and is marked by its border only.
            let fill = scene.coloring == nil ? "fill:#FFF4C2," : ""
            output += "    classDef focus \(fill)stroke:#BF8700,stroke-width:3px\n"
            output += "    class n\(focus) focus\n"
        }
        return output
    }

    /// `--color-by`: a legend subgraph with a sample node per shade used, a `classDef` per shade, and the `class`
    /// lines filling the screens.
    private static func mermaidColoring(_ coloring: Coloring, scene: Scene) -> String {
        let ids = scene.screens.map { scene.definition.screens[$0].id }
        let used = coloring.shadesUsed(by: ids)
        guard !used.isEmpty else { return "" }
        var output = "    subgraph legend[\"legend: \(mermaidText(coloring.title))\"]\n"
        for (number, shade) in used.enumerated() {
            output += "        legend\(number)[\"\(mermaidText(shade.meaning))\"]\n"
        }
        output += "    end\n"
        for (number, shade) in used.enumerated() {
            output += "    classDef \(shade.name) fill:\(shade.fill),stroke:\(shade.stroke)\n"
            let members = scene.screens.filter { coloring.shade(of: scene.definition.screens[$0].id) == shade }
            output +=
                "    class \((["legend\(number)"] + members.map { "n\($0)" }).joined(separator: ",")) \(shade.name)\n"
        }
        return output
    }

    private static func mermaidCluster(_ cluster: Scene.Cluster, scene: Scene, indent: Int) -> String {
        let pad = String(repeating: "    ", count: indent)
        var output = "\(pad)subgraph c\(cluster.position)[\"\(mermaidText(scene.label(of: cluster)))\"]\n"
        output += mermaidMembers(cluster.screens, cluster.children, scene: scene, indent: indent + 1)
        for (number, tab) in cluster.tabs.enumerated() where scene.isShown(tab) {
            output += "\(pad)    subgraph c\(cluster.position)t\(number + 1)[\"\(mermaidText(tab.label))\"]\n"
            output += mermaidMembers(tab.screens, tab.children, scene: scene, indent: indent + 2)
            output += "\(pad)    end\n"
        }
        return output + "\(pad)end\n"
    }

    /// The lines naming `screens` inside a subgraph, then the subgraphs of the shown `children`.
    private static func mermaidMembers(_ screens: [Int], _ children: [Int], scene: Scene, indent: Int) -> String {
        let pad = String(repeating: "    ", count: indent)
        var output = ""
        for screen in screens { output += "\(pad)n\(screen)\n" }
        for child in children where scene.clusters.indices.contains(child) && indent < 5 {
            guard scene.clusters[child].shown else { continue }
            output += mermaidCluster(scene.clusters[child], scene: scene, indent: indent)
        }
        return output
    }
}
