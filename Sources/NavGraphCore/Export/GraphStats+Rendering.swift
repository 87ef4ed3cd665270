import NavGraphRuntime

extension GraphStats {
    /// The output formats of `navgraph stats`.
    package enum Format: String, CaseIterable, Sendable {
        case text
        case json
    }

    package func rendered(_ format: Format) -> String {
        switch format {
        case .text: text()
        case .json: json().serialized() + "\n"
        }
    }

    /// A table, one screen a row, then the graph-wide numbers.
    func text() -> String {
        let header = ["screen", "taps", "back home", "segues", "notes"]
        let rows = screens.map { screen -> [String] in
            [
                screen.id, screen.taps.map(String.init) ?? "-", screen.backLeadsHome ? "yes" : "no",
                String(screen.segues), notes(of: screen).joined(separator: ", "),
            ]
        }
        var widths = header.map(\.count)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        var output = ""
        for row in [header] + rows {
            let cells = row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
            }
            output += cells.joined(separator: "  ").trimmingTrailingSpaces() + "\n"
        }
        output += "\n"
        let steps = max(deepestBackChain.count - 1, 0)
        output += "deepest back chain: \(steps) back step\(steps == 1 ? "" : "s")"
        output += deepestBackChain.isEmpty ? "\n" : " (" + deepestBackChain.joined(separator: " → ") + ")\n"
        if let widest = widestFanOut {
            output += "widest fan-out: \(widest.segues) segue\(widest.segues == 1 ? "" : "s") from '\(widest.screen)'\n"
        }
        return output
    }

    private func notes(of screen: Screen) -> [String] {
        var notes: [String] = []
        if !screen.isReachable { notes.append("unreachable") }
        if screen.isDeadEnd { notes.append("dead end") }
        if screen.onlyThroughModal { notes.append("only through a modal") }
        if screen.onlyThroughLink { notes.append("only through a deep link") }
        return notes
    }

    func json() -> JSONValue {
        .object([
            ("graph", .string(graph)),
            (
                "screens",
                .array(
                    screens.map { screen in
                        .object([
                            ("id", .string(screen.id)),
                            ("taps", screen.taps.map(JSONValue.int) ?? .null),
                            ("backLeadsHome", .bool(screen.backLeadsHome)),
                            ("segues", .int(screen.segues)),
                            ("deadEnd", .bool(screen.isDeadEnd)),
                            ("onlyThroughModal", .bool(screen.onlyThroughModal)),
                            ("onlyThroughLink", .bool(screen.onlyThroughLink)),
                            ("reachable", .bool(screen.isReachable)),
                        ])
                    })
            ),
            ("deepestBackChain", .array(deepestBackChain.map(JSONValue.string))),
            (
                "widestFanOut",
                widestFanOut.map { .object([("screen", .string($0.screen)), ("segues", .int($0.segues))]) } ?? .null
            ),
        ])
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
