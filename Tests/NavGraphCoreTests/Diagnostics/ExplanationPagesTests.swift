import Foundation
import Testing

@testable import _NavGraphCore

/// Every text a user reads about a diagnostic code has one source: the code's page, docs/diagnostics/NGxxx.md. From
/// the pages come `Explanations+Recorded.swift` (`explain`, the summaries, SARIF's rule descriptions) and the tables
/// of codes in docs/validation.md and docs/import.md. After editing a page:
/// `NAVGRAPH_RECORD=1 swift test --filter ExplanationPagesTests`.
@Suite struct ExplanationPagesTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let pagesFolder = root.appendingPathComponent("docs/diagnostics")
    static let recordedFile = root.appendingPathComponent(
        "Sources/NavGraphCore/Diagnostics/Explanations/Explanations+Recorded.swift")
    static let recordCommand = "NAVGRAPH_RECORD=1 swift test --filter ExplanationPagesTests"
    static var recording: Bool { ProcessInfo.processInfo.environment["NAVGRAPH_RECORD"] == "1" }

    /// One page, as read.
    struct Page {
        var code: String
        var summary = ""
        var severity = ""
        var firesWhen = ""
        var limits: [(name: String, value: Int)] = []
        var paragraph = ""
        var otherFiles: [(name: String, text: String)] = []
        var wrong: String?
        var right: String?
        var storyboards = false

    }

    /// A page that does not have the shape every page has.
    struct PageError: Error, CustomStringConvertible {
        var description: String
    }

    /// The limits a page may set with `- **Checked with:** `name: value``: `Limits`' properties.
    static var limitKeyPaths: [String: WritableKeyPath<Limits, Int>] {
        [
            "fileSize": \.fileSize, "nestingDepth": \.nestingDepth, "aliasExpansions": \.aliasExpansions,
            "scalarLength": \.scalarLength, "includes": \.includes,
        ]
    }

    /// Reads a page: `# NGxxx: summary`, the `- **Severity:**`, `- **Fires when:**` and optional `- **Checked
    /// with:**` lines, the paragraph (lines joined by spaces), then `## Included by both examples: PATH`, `## Wrong`
    /// and `## Right` sections, each holding one fenced code block (`yaml`, or `xml` for a storyboard to import).
    static func read(_ text: String, file: String) throws -> Page {
        let code = String(file.dropLast(3))
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        var index = 0
        func fail(_ message: String) -> PageError {
            PageError(description: "docs/diagnostics/\(file):\(index + 1): \(message)")
        }
        let title = "# \(code): "
        guard let first = lines.first, first.hasPrefix(title) else {
            throw fail("the first line is not '\(title)SUMMARY'")
        }
        var page = Page(code: code, summary: String(first.dropFirst(title.count)))
        index = 2
        while index < lines.count, lines[index].hasPrefix("- **") {
            let line = lines[index]
            if let value = line.removingPrefix("- **Severity:** ") {
                page.severity = value
            } else if let value = line.removingPrefix("- **Fires when:** ") {
                page.firesWhen = value
            } else if let value = line.removingPrefix("- **Checked with:** ") {
                for setting in value.split(separator: ",") {
                    let parts = setting.trimmingCharacters(in: CharacterSet(charactersIn: " `")).split(separator: ":")
                    guard parts.count == 2, limitKeyPaths[String(parts[0])] != nil,
                        let number = Int(parts[1].trimmingCharacters(in: .whitespaces))
                    else { throw fail("'Checked with' takes `limit: number` of \(limitKeyPaths.keys.sorted())") }
                    page.limits.append((String(parts[0]), number))
                }
            } else {
                throw fail("unknown line (Severity, Fires when, Checked with)")
            }
            index += 1
        }
        var paragraph: [String] = []
        while index < lines.count, !lines[index].hasPrefix("## ") {
            if !lines[index].isEmpty { paragraph.append(lines[index]) }
            index += 1
        }
        page.paragraph = paragraph.joined(separator: " ")
        while index < lines.count {
            let heading = lines[index]
            index += 1
            guard index + 1 < lines.count, lines[index].isEmpty, lines[index + 1].hasPrefix("```") else {
                throw fail("'\(heading)' is not followed by a blank line and a code block")
            }
            let language = lines[index + 1].dropFirst(3)
            index += 2
            var body = ""
            while index < lines.count, lines[index] != "```" {
                body += lines[index] + "\n"
                index += 1
            }
            guard index < lines.count else { throw fail("a code block is not closed") }
            index += 1
            while index < lines.count, lines[index].isEmpty { index += 1 }
            let storyboard = language == "xml"
            guard storyboard || language == "yaml" else { throw fail("a code block is `yaml` or `xml`") }
            page.storyboards = page.storyboards || storyboard
            let what = storyboard ? " (a storyboard to import)" : ""
            if let name = heading.removingPrefix("## Included by both examples: ") {
                page.otherFiles.append((name, body))
            } else if heading == "## Wrong\(what)" {
                page.wrong = body
            } else if heading == "## Right\(what)" {
                page.right = body
            } else {
                throw fail("unknown section '\(heading)' (Included by both examples: PATH, Wrong\(what), Right\(what))")
            }
        }
        return page
    }

    static func pages() throws -> [Page] {
        let names = try FileManager.default.contentsOfDirectory(atPath: pagesFolder.path)
            .filter { $0.hasSuffix(".md") }.sorted()
        return try names.map { name in
            try read(String(contentsOf: pagesFolder.appendingPathComponent(name), encoding: .utf8), file: name)
        }
    }

    /// `text` as a Swift multi-line string literal whose lines are indented by `indent` spaces (the last line of a
    /// text that ends with a newline is an empty one; backslashes, `"""`, tabs and trailing spaces are escaped).
    static func literal(_ text: String, indent: Int, wrapAt width: Int? = nil) -> String {
        if text.isEmpty { return "\"\"" }
        let pad = String(repeating: " ", count: indent)
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var escaped = line.replacingOccurrences(of: "\\", with: "\\\\")
                .replacingOccurrences(of: "\"\"\"", with: "\\\"\"\"").replacingOccurrences(of: "\t", with: "\\t")
            if escaped.hasSuffix(" ") { escaped = String(escaped.dropLast()) + "\\u{20}" }
            guard let width else {
                lines.append(escaped)
                continue
            }
            // A long line is cut at spaces, each cut ending in `\` so the string stays one line.
            var rest = Substring(escaped)
            while rest.count > width, let cut = rest.prefix(width).lastIndex(of: " ") {
                lines.append(rest[...cut] + "\\")
                rest = rest[rest.index(after: cut)...]
            }
            lines.append(String(rest))
        }
        return "\"\"\"\n" + lines.map { $0.isEmpty ? "\n" : pad + $0 + "\n" }.joined() + pad + "\"\"\""
    }

    /// The recorded file's text for `pages`.
    static func recordedSource(_ pages: [Page]) throws -> String {
        var text = """
            // Recorded from the pages in docs/diagnostics by ExplanationPagesTests; do not edit. After changing a page,
            // run `\(recordCommand)`.

            extension Explanations {
                /// Every code's texts, in code order.
                static let recorded: [Explanation] = [

            """
        for page in pages {
            guard let code = DiagnosticCode(rawValue: page.code) else { continue }
            text += "        Explanation(\n            .\(code),\n"
            text += "            summary: \(literal(page.summary, indent: 16)),\n"
            text += "            firesWhen: \(literal(page.firesWhen, indent: 16, wrapAt: 100)),\n"
            text += "            paragraph: \(literal(page.paragraph, indent: 16, wrapAt: 100)),\n"
            text += "            wrong: \(literal(page.wrong ?? "", indent: 16)),\n"
            text += "            right: \(literal(page.right ?? "", indent: 16))"
            if !page.otherFiles.isEmpty {
                text += ",\n            otherFiles: [\n"
                // swift-format's shape: a lone entry has no trailing comma.
                let comma = page.otherFiles.count > 1 ? "," : ""
                for file in page.otherFiles {
                    text += "                \"\(file.name)\": \(literal(file.text, indent: 16))\(comma)\n"
                }
                text += "            ]"
            }
            if !page.limits.isEmpty {
                text +=
                    ",\n            limits: Limits(\(page.limits.map { "\($0.name): \($0.value)" }.joined(separator: ", ")))"
            }
            if page.storyboards { text += ",\n            examplesAreStoryboards: true" }
            text += "),\n"
        }
        return text + "    ]\n}\n"
    }

    /// `document` with the recorded table between its markers replaced by `rows`' table.
    static func withTable(_ document: String, header: String, rows: [Page]) throws -> String {
        let start =
            "<!-- Recorded from the pages in docs/diagnostics by ExplanationPagesTests; edit a page, then run "
            + "\(recordCommand) -->\n"
        let end = "<!-- End of the recorded table. -->\n"
        guard let from = document.range(of: start),
            let to = document.range(of: end, range: from.upperBound..<document.endIndex)
        else { throw PageError(description: "the recorded table's markers are missing") }
        var table = header + "\n|---|---|---|\n"
        for page in rows {
            // Links in a page are relative to docs/diagnostics; the tables are one folder up.
            let firesWhen = page.firesWhen.replacingOccurrences(of: "](../", with: "](")
            table += "| [\(page.code)](diagnostics/\(page.code).md) | \(page.severity) | \(firesWhen) |\n"
        }
        return document.replacingCharacters(in: from.upperBound..<to.lowerBound, with: table)
    }

    /// Writes `text` to `file` when recording; then expects the committed file to be `text`.
    static func compare(_ file: URL, with text: String) throws {
        if recording { try Data(text.utf8).write(to: file) }
        let committed = try String(contentsOf: file, encoding: .utf8)
        #expect(committed == text, "\(file.lastPathComponent) differs from docs/diagnostics: \(recordCommand)")
    }

    @Test func everyCodeHasOnePageOfItsSeverityAndEveryPageACode() throws {
        let pages = try Self.pages()
        #expect(pages.map(\.code) == DiagnosticCode.allCases.map(\.rawValue))
        for page in pages {
            let code = try #require(DiagnosticCode(rawValue: page.code), "\(page.code).md names no code")
            #expect(page.severity == code.severity.rawValue, "\(page.code).md: severity")
            #expect(!page.summary.isEmpty && !page.firesWhen.isEmpty && !page.paragraph.isEmpty, "\(page.code).md")
            #expect(page.wrong != nil && page.right != nil, "\(page.code).md: a Wrong and a Right example")
        }
    }

    @Test func recordedSwiftIsThePages() throws {
        let pages = try Self.pages()
        try Self.compare(Self.recordedFile, with: try Self.recordedSource(pages))
        // What the tool holds is what the pages say, field by field.
        for page in pages {
            let explanation = try #require(DiagnosticCode(rawValue: page.code).flatMap(Explanations.explanation(for:)))
            let limits = page.limits.reduce(into: Limits()) { limits, limit in
                if let keyPath = Self.limitKeyPaths[limit.name] { limits[keyPath: keyPath] = limit.value }
            }
            #expect(explanation.summary == page.summary && explanation.code.summary == page.summary, "\(page.code)")
            #expect(explanation.firesWhen == page.firesWhen, "\(page.code)")
            #expect(explanation.paragraph == page.paragraph, "\(page.code)")
            #expect(explanation.wrong == page.wrong && explanation.right == page.right, "\(page.code)")
            #expect(explanation.otherFiles == Dictionary(page.otherFiles.map { ($0.name, $0.text) }) { a, _ in a })
            #expect(explanation.limits == limits && explanation.examplesAreStoryboards == page.storyboards)
        }
    }

    @Test func docsTablesOfCodesAreThePages() throws {
        let pages = try Self.pages()
        let validation = Self.root.appendingPathComponent("docs/validation.md")
        try Self.compare(
            validation,
            with: try Self.withTable(
                String(contentsOf: validation, encoding: .utf8), header: "| code | severity | fires when |",
                rows: pages))
        let importPage = Self.root.appendingPathComponent("docs/import.md")
        try Self.compare(
            importPage,
            with: try Self.withTable(
                String(contentsOf: importPage, encoding: .utf8), header: "| code | severity | when |",
                rows: pages.filter { $0.code.hasPrefix("NG5") }))
    }

    @Test func aPageOfTheWrongShapeIsRefusedWithItsLine() {
        #expect(throws: PageError.self) { try Self.read("# NG999 summary\n", file: "NG001.md") }
        #expect(throws: PageError.self) {
            try Self.read("# NG001: s\n\n- **Severity:** error\n- **Whenever:** x\n", file: "NG001.md")
        }
        #expect(throws: PageError.self) {
            try Self.read("# NG001: s\n\n- **Severity:** error\n\nP.\n\n## Wrong\n\n```yaml\na: 1\n", file: "NG001.md")
        }
        let page = try? Self.read(
            "# NG001: s\n\n- **Severity:** error\n- **Fires when:** f\n\nOne\ntwo.\n\n## Wrong\n\n```yaml\na: 1\n```\n",
            file: "NG001.md")
        #expect(page?.paragraph == "One two." && page?.wrong == "a: 1\n" && page?.right == nil)
    }
}

extension String {
    /// The rest of the string after `prefix`, nil if it does not start with it.
    fileprivate func removingPrefix(_ prefix: String) -> String? {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
    }
}
