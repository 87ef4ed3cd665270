import NavGraphRuntime
import _NavGraphCore

/// The Markdown that hover shows: a screen (its title, parameters and the ways into it), a segue (its kind,
/// destination and arguments), a key's meaning, a diagnostic code's explanation.
enum GraphHover {
    /// A screen or container id of `graph`, explained; nil when `name` is neither.
    static func name(_ name: String, in graph: Graph) -> String? {
        if let screen = graph.screen(name) { return self.screen(screen, in: graph) }
        guard let container = graph.container(name) else { return nil }
        var text = "**\(name)**: \(container.kind?.value.rawValue ?? "container") container"
        let roots = container.tabs.compactMap { tab in tab.id.map { "`\($0.value)` → `\(tab.root?.value ?? "?")`" } }
        if !roots.isEmpty { text += "\n\nTabs: " + roots.joined(separator: ", ") }
        let columns = container.columns.map { "\($0.role) `\($0.root?.value ?? "?")`" }
        if !columns.isEmpty { text += "\n\nColumns: " + columns.joined(separator: ", ") }
        return text + reached(name, in: graph)
    }

    static func screen(_ screen: ScreenDeclaration, in graph: Graph) -> String {
        var text = "**\(screen.id.value)**: screen"
        if let title = screen.title?.value { text += " titled “\(title)”" }
        if !screen.parameters.isEmpty {
            text += "\n\nParameters:\n"
            text += screen.parameters.map { parameter in
                let value = parameter.defaultValue.map { " = \(literal($0.value))" } ?? " (required)"
                return "- `\(parameter.name.value)`: `\(parameter.type.value.spelling)`\(value)"
            }.joined(separator: "\n")
        }
        return text + reached(screen.id.value, in: graph)
    }

    /// How the app reaches `id`: as the root or an entry, a tab's or column's root, the segues into it, its links.
    private static func reached(_ id: String, in graph: Graph) -> String {
        var ways: [String] = []
        if graph.root?.value == id { ways.append("the graph's root") }
        if graph.entries.contains(where: { $0.value == id }), graph.root?.value != id { ways.append("an entry") }
        for container in graph.containers {
            for tab in container.tabs where tab.root?.value == id {
                ways.append("root of tab `\(tab.id?.value ?? "?")` of `\(container.id.value)`")
            }
            for column in container.columns where column.root?.value == id {
                ways.append("root of the \(column.role) column of `\(container.id.value)`")
            }
        }
        let segues = graph.segues(into: id)
        for (source, segue) in segues.prefix(20) {
            ways.append("`\(source)` → `\(segue.id.value)` (\(segue.kind?.value.rawValue ?? "segue"))")
        }
        if segues.count > 20 { ways.append("and \(segues.count - 20) more segues") }
        for link in graph.screen(id)?.deepLinks ?? [] { ways.append("deep link `\(link.pattern.value)`") }
        guard !ways.isEmpty else { return "\n\nNothing leads here." }
        return "\n\nReached from:\n" + ways.map { "- " + $0 }.joined(separator: "\n")
    }

    static func segue(_ segue: SegueDeclaration, from source: String?) -> String {
        var text = "**\(segue.id.value)**: \(segue.kind?.value.rawValue ?? "segue") segue"
        if let source { text += " from `\(source)`" }
        if let destination = segue.destination?.value { text += " to `\(destination)`" }
        if let shared = segue.shared?.value, shared != segue.id.value { text += " (shared segue `\(shared)`)" }
        if !segue.arguments.isEmpty {
            text += "\n\nArguments:\n"
            text += segue.arguments.map { "- `\($0.name.value)`: \(literal($0.value.value))" }.joined(separator: "\n")
        }
        if !segue.forward.isEmpty {
            text += "\n\nForwards: " + segue.forward.map { "`\($0.value)`" }.joined(separator: ", ")
        }
        return text
    }

    /// A diagnostic code's explanation (`navgraph explain`'s summary and paragraph); nil for a word that is none.
    static func code(_ word: String) -> String? {
        guard let code = DiagnosticCode(rawValue: word.uppercased()),
            let explanation = Explanations.explanation(for: code)
        else { return nil }
        return "**\(code.rawValue)**: \(explanation.summary)\n\n\(explanation.paragraph)"
    }

    private static func literal(_ literal: Literal) -> String {
        switch literal {
        case .scalar(let text, let quoted): quoted ? "\"\(text)\"" : "`\(text)`"
        case .sequence(let elements): "[" + elements.map { Self.literal($0.value) }.joined(separator: ", ") + "]"
        case .mapping: "{…}"
        }
    }
}
