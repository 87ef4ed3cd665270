/// Writes an `ImportedGraph` as YAML a person would have written: keys in the format's order, flow mappings for
/// segues, items and tabs, shorthand forms where they fit, no empty keys, and comments where the storyboard had
/// something the graph does not.
enum ImportedGraphWriter {
    /// The file's text.
    static func write(_ graph: ImportedGraph) -> String {
        var writer = Lines()
        let origin = "Imported from \(graph.storyboard) by 'navgraph import storyboard'."
        writer.add("# " + oneLine(origin + (graph.includedBy.map { " Included by \($0)." } ?? "")))
        writer.add("navgraph: 1")
        if let name = graph.graphName {
            writer.add("graph: \(name)")
            if let root = graph.root {
                writer.add("root: \(root)" + comment(graph.rootComment))
            }
        }
        switch graph.includes.count {
        case 0: break
        case 1: writer.add("include: \(scalar(graph.includes[0]))")
        default:
            writer.add("include:")
            for include in graph.includes { writer.add("  - \(scalar(include))") }
        }
        if !graph.navigationController.isEmpty {
            writer.add("navigationController: \(flow(graph.navigationController))")
        }
        if !graph.containers.isEmpty {
            writer.add("containers:")
            for container in graph.containers { writeContainer(container, into: &writer) }
        }
        writer.add(graph.screens.isEmpty ? "screens: {}" : "screens:")
        // Scenes not imported sit among the screens, where the storyboard has them.
        var notes = graph.sceneNotes.enumerated().sorted {
            ($0.element.position.line, $0.element.position.column, $0.offset)
                < ($1.element.position.line, $1.element.position.column, $1.offset)
        }.map(\.element)[...]
        for screen in graph.screens {
            while let note = notes.first,
                (note.position.line, note.position.column) < (screen.position.line, screen.position.column)
            {
                writer.add("  # " + oneLine(note.text))
                notes.removeFirst()
            }
            writeScreen(screen, into: &writer)
        }
        for note in notes { writer.add("  # " + oneLine(note.text)) }
        return writer.text
    }

    private static func writeContainer(_ container: ImportedGraph.Container, into writer: inout Lines) {
        writer.add("  \(container.id):" + comment(container.comment))
        writer.add("    kind: \(container.kind.rawValue)")
        // A tab's note sits in the list of tabs, where the tab would be.
        func notes(before entry: Int) {
            for note in container.notes where note.before == entry { writer.add("      # " + oneLine(note.text)) }
        }
        if container.kind == .tabBar {
            writer.add("    tabs:")
            for (index, tab) in container.entries.enumerated() {
                notes(before: index)
                var pairs: [(key: String, value: String)] = [("id", tab.id), ("root", tab.root)]
                if let title = tab.title { pairs.append(("title", scalar(title))) }
                if let image = tab.image { pairs.append(("image", scalar(image))) }
                if let badge = tab.badge { pairs.append(("badge", scalar(badge))) }
                if let label = tab.accessibilityLabel { pairs.append(("accessibilityLabel", scalar(label))) }
                if !tab.navigationController.isEmpty {
                    pairs.append(("navigationController", flow(tab.navigationController)))
                }
                writer.add("      - \(flow(pairs))" + comment(tab.comment))
            }
            notes(before: container.entries.count)
        } else {
            if let style = container.style { writer.add("    style: \(style)") }
            for column in container.entries {
                let value =
                    column.navigationController.isEmpty
                    ? column.root
                    : flow([("root", column.root), ("navigationController", flow(column.navigationController))])
                writer.add("    \(column.id): \(value)" + comment(column.comment))
            }
        }
        for note in container.notes where note.before == Int.max {
            writer.add("    # " + oneLine(note.text))
        }
    }

    private static func writeScreen(_ screen: ImportedGraph.Screen, into writer: inout Lines) {
        var body = Lines()
        // A bar item performs only a segue written as one (not one kept as a comment).
        let segues = Set(screen.segues.filter { $0.droppedBecause == nil }.map(\.id))
        if let title = screen.title { body.add("title: \(text(title))") }
        if let item = screen.navigationItem { writeNavigationItem(item, segues: segues, into: &body) }
        writeItems("toolbarItems", screen.toolbarItems, segues: segues, into: &body)
        if screen.hidesBottomBarWhenPushed { body.add("hidesBottomBarWhenPushed: true") }
        if let style = screen.modalPresentationStyle { body.add("modalPresentationStyle: \(style)") }
        if let identifier = screen.restorationIdentifier {
            body.add("restorationIdentifier: \(scalar(identifier))")
        }
        if !screen.segues.isEmpty {
            body.add("segues:")
            for segue in screen.segues {
                if let reason = segue.droppedBecause {
                    let name = segue.id.isEmpty ? "" : " '\(segue.id)'"
                    let to = segue.to.isEmpty ? "" : " to '\(segue.to)'"
                    body.add("  # " + oneLine("\(segue.kindName) segue\(name)\(to): not imported, \(reason)"))
                    continue
                }
                if let note = segue.comment { body.add("  # " + oneLine(note)) }
                body.add("  \(segue.id): \(flow(segueFields(segue)))")
            }
        }
        if !body.hasContent {
            writer.add("  \(screen.id): {}" + comment(screen.comment))
        } else {
            writer.add("  \(screen.id):" + comment(screen.comment))
        }
        for line in body.lines { writer.add("    " + line) }
        for note in screen.notes { writer.add("    # " + oneLine(note)) }
    }

    private static func segueFields(_ segue: ImportedGraph.Segue) -> [(key: String, value: String)] {
        var fields: [(key: String, value: String)] = [("kind", segue.kindName), ("to", segue.to)]
        if let presentation = segue.presentation { fields.append(("presentation", presentation)) }
        if segue.embedInNavigationController { fields.append(("embedInNavigationController", "true")) }
        if !segue.navigationController.isEmpty {
            fields.append(("navigationController", flow(segue.navigationController)))
        }
        if !segue.animated { fields.append(("animated", "false")) }
        return fields
    }

    private static func writeNavigationItem(
        _ item: ImportedGraph.NavigationItem,
        segues: Set<String>,
        into writer: inout Lines
    ) {
        var body = Lines()
        if let title = item.title { body.add("title: \(text(title))") }
        if let titleView = item.titleView { body.add("titleView: \(scalar(titleView))") }
        if item.titleView != nil, let label = item.titleViewAccessibilityLabel {
            body.add("titleViewAccessibilityLabel: \(scalar(label))")
        }
        if let prompt = item.prompt { body.add("prompt: \(text(prompt))") }
        if let mode = item.largeTitleDisplayMode { body.add("largeTitleDisplayMode: \(mode)") }
        if let image = item.backBarButtonImage {
            var pairs: [(key: String, value: String)] = [("image", scalar(image))]
            if let title = item.backButtonTitle { pairs.insert(("title", text(title)), at: 0) }
            body.add("backBarButtonItem: \(flow(pairs))")
        } else if let title = item.backButtonTitle {
            body.add("backButtonTitle: \(text(title))")
        }
        if item.hidesBackButton { body.add("hidesBackButton: true") }
        if item.leftItemsSupplementBackButton { body.add("leftItemsSupplementBackButton: true") }
        writeItems("leftBarButtonItems", item.leftItems, singular: "leftBarButtonItem", segues: segues, into: &body)
        writeItems("rightBarButtonItems", item.rightItems, singular: "rightBarButtonItem", segues: segues, into: &body)
        // Only comments (items not imported): they stand where the navigation item would be.
        guard body.hasContent else {
            for line in body.lines { writer.add(line) }
            return
        }
        writer.add("navigationItem:")
        for line in body.lines { writer.add("  " + line) }
    }

    private static func writeItems(
        _ key: String,
        _ items: [ImportedGraph.Item],
        singular: String? = nil,
        segues: Set<String>,
        into writer: inout Lines
    ) {
        if items.count == 1, let singular, let item = items.first, item.droppedBecause == nil {
            writer.add("\(singular): \(flow(fields(of: item, segues: segues)))" + comment(item.comment))
            return
        }
        // Items not imported stay as comments where they sat: in the list, or in place of a list with nothing else.
        guard items.contains(where: { $0.droppedBecause == nil }) else {
            for item in items { writer.add("# \(key): " + oneLine(item.droppedBecause ?? "")) }
            return
        }
        writer.add("\(key):")
        for item in items {
            if let reason = item.droppedBecause {
                writer.add("  # " + oneLine(reason))
            } else {
                writer.add("  - \(flow(fields(of: item, segues: segues)))" + comment(item.comment))
            }
        }
    }

    private static func fields(
        of item: ImportedGraph.Item,
        segues: Set<String>
    ) -> [(key: String, value: String)] {
        var fields: [(key: String, value: String)] = [("id", item.id), (item.face.key, scalar(item.face.value))]
        if let style = item.style { fields.append(("style", style)) }
        if !item.enabled { fields.append(("enabled", "false")) }
        if let label = item.accessibilityLabel { fields.append(("accessibilityLabel", scalar(label))) }
        if let segue = item.segue, segues.contains(segue) { fields.append(("segue", segue)) }
        return fields
    }

    private static func flow(_ pairs: [(key: String, value: String)]) -> String {
        "{ " + pairs.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + " }"
    }

    private static func comment(_ text: String?) -> String {
        guard let text, !text.isEmpty else { return "" }
        return "  # " + oneLine(text)
    }

    /// A text that may hold `{placeholders}` in the format: braces doubled so they stay literal.
    static func text(_ value: String) -> String {
        scalar(value.replacingBraces())
    }

    /// `value` as a YAML scalar: plain when it is unambiguous text, else double-quoted with escapes.
    static func scalar(_ value: String) -> String {
        let reserved: Set<String> = ["null", "true", "false", "yes", "no", "on", "off", "y", "n", "~"]
        let safe =
            !value.isEmpty && !reserved.contains(value.lowercased())
            && value.unicodeScalars.allSatisfy { scalar in
                scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || " .-_/()'".unicodeScalars.contains(scalar)
            }
            && value.first.map { $0.isLetter } == true && value.last != " " && !value.contains(" '")
        if safe && Double(value) == nil { return value }
        var quoted = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\t": quoted += "\\t"
            case "\r": quoted += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                    || scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.value == 0xFEFF
                {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    quoted += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                } else {
                    quoted.unicodeScalars.append(scalar)
                }
            }
        }
        return quoted + "\""
    }

    /// `text` on one line, for a comment: line breaks and other control characters (which YAML refuses) become
    /// spaces.
    static func oneLine(_ text: String) -> String {
        var line = ""
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let isControl =
                value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value) || value == 0x2028 || value == 0x2029
                || value == 0xFEFF
            line.unicodeScalars.append(isControl ? " " : scalar)
        }
        return line
    }
}

/// Lines of YAML being written.
private struct Lines {
    var lines: [String] = []

    var count: Int { lines.count }

    mutating func add(_ line: String) { lines.append(line) }

    var text: String { lines.joined(separator: "\n") + "\n" }

    /// Whether a line is more than a comment.
    var hasContent: Bool { lines.contains { !$0.drop { $0 == " " }.hasPrefix("#") } }
}

extension String {
    /// The text with `{` and `}` doubled, as the format writes literal braces in placeholder texts.
    fileprivate func replacingBraces() -> String {
        var result = ""
        for character in self {
            result.append(character)
            if character == "{" || character == "}" { result.append(character) }
        }
        return result
    }
}
