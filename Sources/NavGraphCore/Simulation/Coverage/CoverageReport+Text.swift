extension CoverageReport {
    /// A table, one category a row: the count exercised, the share, and the names left unexercised in file order.
    func text() -> String {
        // Paths as the diagnostics show them: a control character in a file name never reaches the terminal.
        var output = "coverage of \(TextRenderer.visible(graphFile))"
        output +=
            flowFiles.isEmpty
            ? ":\n" : " by " + flowFiles.map { TextRenderer.visible($0) }.joined(separator: ", ") + ":\n"
        var rows: [[String]] = []
        for category in Category.allCases {
            let elements = elements(in: category)
            guard !elements.isEmpty else {
                rows.append([category.rawValue, "none declared"])
                continue
            }
            let tally = CoverageTally(elements)
            let missing = elements.filter { $0.hits == 0 }.map { TextRenderer.visible($0.displayName) }
            let note = missing.isEmpty ? "" : "\(category.missing): " + missing.joined(separator: ", ")
            rows.append([category.rawValue, "\(tally.covered) of \(tally.count)", tally.percentText, note])
        }
        let total = total
        rows.append(["total", "\(total.covered) of \(total.count)", total.percentText])
        var widths: [Int] = []
        for row in rows where row.count > 2 {
            for (column, cell) in row.enumerated() {
                if widths.count <= column { widths.append(0) }
                widths[column] = max(widths[column], cell.count)
            }
        }
        for row in rows {
            let cells = row.enumerated().map { column, cell in
                column == row.count - 1 || column >= widths.count
                    ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
            }
            var line = "  " + cells.joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            output += line + "\n"
        }
        return output
    }
}

extension CoverageReport.Element {
    /// The name as the text report shows it: a shared segue's copy marked, a link pattern with its screen.
    var displayName: String {
        if isShared { return "\(name) (shared)" }
        if let screen { return "\(name) (\(screen))" }
        return name
    }
}
