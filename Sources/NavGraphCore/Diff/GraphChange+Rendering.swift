extension GraphChange {
    /// How `navgraph diff` prints changes.
    package enum Format: String, CaseIterable, Sendable {
        case text, json, github
    }

    /// `changes` in `format` (see docs/diff.md, Output).
    package static func render(_ changes: [GraphChange], as format: Format) -> String {
        switch format {
        case .text: text(changes)
        case .json: JSONValue.array(changes.map(\.json)).serialized() + "\n"
        case .github: github(changes)
        }
    }

    /// Grouped by class, breaking first (a change both breaking and API-breaking is listed with the breaking
    /// ones), then a count.
    private static func text(_ changes: [GraphChange]) -> String {
        guard !changes.isEmpty else { return "no changes\n" }
        let breaking = changes.filter(\.isBreaking)
        let api = changes.filter { $0.isAPIBreaking && !$0.isBreaking }
        let additive = changes.filter { !$0.isBreaking && !$0.isAPIBreaking }
        var output = ""
        for (title, group) in [("breaking", breaking), ("API-breaking", api), ("additive", additive)]
        where !group.isEmpty {
            output += "\(title):\n"
            for change in group {
                let place = change.location.map { "\(FileNameBytes.escaped($0.file)):\($0.line):\($0.column): " }
                let tags = change.classes.joined(separator: ", ")
                output += "  " + (place ?? "") + TextRenderer.visible("\(change.kind.rawValue) \(change.element) ")
                output += "[\(tags)]: " + TextRenderer.visible(change.message) + "\n"
            }
        }
        let apiCount = changes.filter(\.isAPIBreaking).count
        output += "\(changes.count) change\(changes.count == 1 ? "" : "s"): \(breaking.count) breaking, "
        output += "\(apiCount) API-breaking, \(additive.count) additive\n"
        return output
    }

    /// One workflow command per change: `::error` for breaking, `::warning` for API-breaking, `::notice` else.
    private static func github(_ changes: [GraphChange]) -> String {
        var output = ""
        for change in changes {
            let command = change.isBreaking ? "error" : change.isAPIBreaking ? "warning" : "notice"
            var properties: [String] = []
            if let location = change.location {
                properties += [
                    "file=" + GitHubRenderer.escapeProperty(FileNameBytes.escaped(location.file)),
                    "line=\(location.line)", "col=\(location.column)",
                ]
            }
            properties.append(
                "title=" + GitHubRenderer.escapeProperty("navgraph diff: \(change.classes.joined(separator: ", "))"))
            output += "::\(command) \(properties.joined(separator: ","))::"
            output += GitHubRenderer.escapeData("\(change.kind.rawValue) \(change.element): \(change.message)") + "\n"
        }
        return output
    }

    /// The change as a JSON object (docs/diff.md, JSON).
    private var json: JSONValue {
        func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
        return .object([
            ("kind", .string(kind.rawValue)),
            ("classes", .array(classes.map(JSONValue.string))),
            ("element", .string(element)),
            ("old", optional(old)),
            ("new", optional(new)),
            ("message", .string(message)),
            ("file", optional(location.map { FileNameBytes.escaped($0.file) })),
            ("line", location.map { .int($0.line) } ?? .null),
            ("column", location.map { .int($0.column) } ?? .null),
        ])
    }
}
