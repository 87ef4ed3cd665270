extension CoverageReport {
    /// An lcov tracefile (what `genhtml` and coverage services read), one record per file of the graph: `SF:` the
    /// file, one `DA:LINE,HITS` per line declaring an element (the fewest hits among the elements on that line,
    /// so a line counts as hit only when everything it declares was exercised), then `LF:`/`LH:`, lines found and
    /// hit. A control character in a path is shown escaped, so that a file name cannot break a record's line.
    func lcov() -> String {
        // One pass over the elements: each file's lines with their hits.
        var linesOfFile: [String: [Int: Int]] = [:]
        for element in elements {
            let (file, line) = (element.location.file, element.location.line)
            linesOfFile[file, default: [:]][line] = min(linesOfFile[file]?[line] ?? element.hits, element.hits)
        }
        var output = ""
        for file in files {
            guard let lines = linesOfFile[file], !lines.isEmpty else { continue }
            output += "TN:\nSF:\(TextRenderer.visible(file))\n"
            for (line, hits) in lines.sorted(by: { $0.key < $1.key }) { output += "DA:\(line),\(hits)\n" }
            output += "LF:\(lines.count)\nLH:\(lines.values.filter { $0 > 0 }.count)\nend_of_record\n"
        }
        return output
    }
}
