package import NavGraphRuntime

/// `navgraph graph`: a graph as a diagram, in Mermaid or Graphviz DOT. Screens are boxes (the root has a double
/// border in DOT and a stadium shape in Mermaid) labelled with their id and title; segues are arrows labelled with
/// their id: solid for `show`; for `modal` and `showDetail` (labelled with the kind and the presentation style when
/// the segue sets one) dashed in DOT and thick in Mermaid; dotted for `unwind`. Nodes are numbered in declaration order, so no screen id can clash with a keyword
/// of the diagram language; the output is the same bytes for the same graph. Control and bidirectional characters
/// in names and titles are shown escaped (`TextRenderer.visible`), never passed to the terminal or the viewer.
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
    }

    private static func edges(_ definition: GraphDefinition) -> [Edge] {
        let index = Dictionary(
            definition.screens.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        var edges: [Edge] = []
        for (from, screen) in definition.screens.enumerated() {
            for segue in screen.segues {
                guard let to = index[segue.destination] else { continue }
                var label = segue.id
                switch segue.kind {
                case .show: break
                case .modal, .showDetail:
                    label +=
                        " ("
                        + ([segue.kind.rawValue] + [segue.presentation?.rawValue].compactMap { $0 })
                        .joined(separator: ", ") + ")"
                case .unwind: label += " (unwind)"
                }
                edges.append(Edge(from: from, to: to, label: label, kind: segue.kind))
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
        for edge in edges(definition) {
            let arrow: String
            switch edge.kind {
            case .show: arrow = "-->"
            case .modal, .showDetail: arrow = "==>"
            case .unwind: arrow = "-.->"
            }
            output += "    n\(edge.from) \(arrow)|\"\(text(edge.label))\"| n\(edge.to)\n"
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
        var output = "digraph \(quoted(definition.name)) {\n    rankdir=LR;\n    node [shape=box];\n"
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
            }
            output += "    n\(edge.from) -> n\(edge.to) [label=\(quoted(edge.label))\(style)];\n"
        }
        return output + "}\n"
    }
}
