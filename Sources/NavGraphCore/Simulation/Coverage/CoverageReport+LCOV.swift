extension CoverageReport {
    /// An lcov tracefile (what `genhtml` and coverage services read), one record per file of the graph: `SF:` the
    /// file, one `DA:LINE,HITS` per line declaring an element (the fewest hits among the elements on that line,
    /// so a line counts as hit only when everything it declares was exercised), then `LF:`/`LH:`, lines found and
    /// hit. A control character in a path is shown escaped, so that a file name cannot break a record's line.
    func lcov() -> String {
        var output = ""
        for file in files {
            var lines: [Int: Int] = [:]
            for element in elements where element.location.file == file {
                lines[element.location.line] = min(lines[element.location.line] ?? element.hits, element.hits)
            }
            guard !lines.isEmpty else { continue }
            output += "TN:\nSF:\(TextRenderer.visible(file))\n"
            for (line, hits) in lines.sorted(by: { $0.key < $1.key }) { output += "DA:\(line),\(hits)\n" }
            output += "LF:\(lines.count)\nLH:\(lines.values.filter { $0 > 0 }.count)\nend_of_record\n"
        }
        return output
    }
}
