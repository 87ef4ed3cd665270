/// Prints diagnostics in the Swift compiler's shape (docs/cli.md, "navgraph validate"), so editors and Xcode pick them up:
///
/// ```
/// graphs/settings.navgraph.yaml:14:11: error: segue 'openApp' goes to unknown screen 'appSetings' [NG201]
///    14 |       to: appSetings
///       |           ^~~~~~~~~~
/// graphs/settings.navgraph.yaml:14:11: note: did you mean 'appSettings'?
/// ```
package enum TextRenderer {
    /// The diagnostics, each followed by its source line (when the file's text is known) and its notes. No line
    /// is quoted from a file that is not text (one an NG008 diagnostic names: not UTF-8, or holding NUL or
    /// control bytes), so a binary file given by mistake is named, never shown.
    /// - Parameters:
    ///   - sources: file texts keyed by the path diagnostics name (`CheckResult.sources`).
    ///   - color: whether to add ANSI colours.
    package static func render(_ diagnostics: [Diagnostic], sources: [String: String], color: Bool = false) -> String {
        render(diagnostics, sourceTexts: sources.map { (path: $0.key, text: $0.value) }, color: color)
    }

    /// The diagnostics with the file texts given as a list: paths are told apart by their bytes, so two files
    /// whose names differ only by Unicode normalisation (one key of a `[String: String]`) each show their own
    /// lines. The first text of a path counts.
    package static func render(
        _ diagnostics: [Diagnostic],
        sourceTexts: [(path: String, text: String)],
        color: Bool = false
    ) -> String {
        var lines = SourceLines(sourceTexts: sourceTexts)
        let style = Style(enabled: color)
        var output = ""
        let binaryFiles = Set(
            diagnostics.filter { $0.code == .emptyOrInvalidFile }.map { Array($0.location.file.utf8) })
        for diagnostic in diagnostics {
            let location = diagnostic.location
            output += style.bold(position(location) + ": ")
            output += style.severity(diagnostic.severity.rawValue, diagnostic.severity.rawValue + ":")
            output += style.bold(" \(visible(diagnostic.message)) [\(diagnostic.code.rawValue)]") + "\n"
            if !binaryFiles.contains(Array(location.file.utf8)),
                let scalars = lines.scalars(location.line, of: location.file), !scalars.isEmpty
            {
                output += snippet(scalars, location: location, style: style)
            }
            for note in diagnostic.notes {
                output += style.bold(position(note.location ?? location) + ": ")
                output += style.severity("note", "note:") + " \(visible(note.message))\n"
            }
        }
        return output
    }

    /// The summary line, such as `2 errors, 1 warning in 3 files` (remarks counted only when there are some).
    package static func summary(of diagnostics: [Diagnostic], fileCount: Int) -> String {
        let errors = diagnostics.count { $0.severity == .error }
        let warnings = diagnostics.count { $0.severity == .warning }
        let remarks = diagnostics.count { $0.severity == .remark }
        var parts = [counted(errors, "error"), counted(warnings, "warning")]
        if remarks > 0 { parts.append(counted(remarks, "remark")) }
        return parts.joined(separator: ", ") + " in " + counted(fileCount, "file")
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    private static func position(_ location: SourceLocation) -> String {
        "\(visible(location.file)):\(location.line):\(location.column)"
    }

    /// `text` with control characters shown as their Unicode control pictures (`␛` for ESC), so that a graph
    /// file cannot send escape sequences to the terminal; each stays one character wide, keeping the caret in
    /// place. Tabs are kept when `keepingTabs`. A byte of a file name that is not UTF-8 (`FileNameBytes`) is shown
    /// as `\xFF`, and a bidirectional override or isolate (U+202A–U+202E, U+2066–U+2069), which would reorder the
    /// text around it on a terminal, as `\u{202E}`. Every place that prints text from a graph, a flow file or the
    /// command line goes through this one function.
    package static func visible(_ text: some StringProtocol, keepingTabs: Bool = false) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if let byte = FileNameBytes.byte(standingFor: scalar) {
                result += "\\x" + String(byte, radix: 16, uppercase: true)
                continue
            }
            switch scalar.value {
            case 0x09 where keepingTabs: result.unicodeScalars.append(scalar)
            case 0x00...0x1F: result.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value) ?? "?")
            case 0x7F: result += "\u{2421}"
            case 0x80...0x9F: result += "\u{FFFD}"
            case 0x202A...0x202E, 0x2066...0x2069:
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Source lines longer than this are shown as a window around the span.
    package static let longestLineShown = 200

    /// The source line under a line-number gutter, then a caret and `~` under the span (clipped to the line).
    /// A very long line is cut to a window around the span, with `…` where text was left out, so a snippet costs
    /// the same whatever the line's length (many diagnostics on one long line stay linear).
    private static func snippet(_ line: [Unicode.Scalar], location: SourceLocation, style: Style) -> String {
        let number = String(location.line)
        let width = max(4, number.count)
        let gutter = String(repeating: " ", count: width - number.count + 1) + number + " | "
        let emptyGutter = String(repeating: " ", count: width + 1) + " | "
        var scalars = line[...]
        var start = min(max(location.column - 1, 0), scalars.count)
        var prefix = ""
        var suffix = ""
        if scalars.count > longestLineShown {
            let windowStart = max(0, start - longestLineShown / 2)
            let windowEnd = min(scalars.count, windowStart + longestLineShown)
            if windowStart > 0 { prefix = "…" }
            if windowEnd < scalars.count { suffix = "…" }
            scalars = scalars[windowStart..<windowEnd]
            start -= windowStart
        }
        let shown = prefix + visible(String(String.UnicodeScalarView(scalars)), keepingTabs: true) + suffix
        // Keep tabs in the padding so the caret lines up with the text above it.
        var padding = prefix.isEmpty ? "" : " "
        for scalar in scalars.prefix(start) {
            // As wide as the scalar is shown: `\u{202E}` takes eight columns.
            padding += scalar == "\t" ? "\t" : String(repeating: " ", count: visible(String(scalar)).count)
        }
        let length = max(1, min(location.length, scalars.count - start))
        let marker = "^" + String(repeating: "~", count: length - 1)
        return style.gutter(gutter) + shown + "\n" + style.gutter(emptyGutter) + padding + style.caret(marker) + "\n"
    }
}

/// The lines of each source text, split once per file on first use; each line's scalars made once. Files are
/// keyed by the bytes of their paths.
struct SourceLines {
    private var sources: [[UInt8]: String] = [:]
    private var cache: [[UInt8]: [Substring]] = [:]
    private var scalarCache: [[UInt8]: [Int: [Unicode.Scalar]]] = [:]

    init(sourceTexts: [(path: String, text: String)]) {
        for (path, text) in sourceTexts where sources[Array(path.utf8)] == nil {
            sources[Array(path.utf8)] = text
        }
    }

    /// Line `number` (1-based) of `file` without its line break, nil when the text or line is unknown.
    mutating func line(_ number: Int, of file: String) -> Substring? {
        line(number, key: Array(file.utf8))
    }

    private mutating func line(_ number: Int, key: [UInt8]) -> Substring? {
        if cache[key] == nil {
            guard let text = sources[key] else { return nil }
            // `\r\n` is one Character; a lone `\r` also ends a line, as libyaml counts lines.
            cache[key] = text.split(omittingEmptySubsequences: false) {
                $0 == "\n" || $0 == "\r\n" || $0 == "\r"
            }
        }
        guard let fileLines = cache[key], number >= 1, number <= fileLines.count else { return nil }
        return fileLines[number - 1]
    }

    /// The scalars of line `number` of `file`, made once per line however many diagnostics point into it.
    mutating func scalars(_ number: Int, of file: String) -> [Unicode.Scalar]? {
        let key = Array(file.utf8)
        if let cached = scalarCache[key]?[number] { return cached }
        guard let text = line(number, key: key) else { return nil }
        let scalars = Array(text.unicodeScalars)
        scalarCache[key, default: [:]][number] = scalars
        return scalars
    }
}

/// ANSI colours for the text renderer, or none.
private struct Style {
    let enabled: Bool

    private func wrap(_ text: String, _ codes: String) -> String {
        enabled ? "\u{1B}[\(codes)m\(text)\u{1B}[0m" : text
    }

    func bold(_ text: String) -> String { wrap(text, "1") }
    func gutter(_ text: String) -> String { wrap(text, "34") }
    func caret(_ text: String) -> String { wrap(text, "1;32") }

    /// `text` in the colour of `kind` (`error`, `warning`, `remark`, `note`).
    func severity(_ kind: String, _ text: String) -> String {
        switch kind {
        case "error": wrap(text, "1;31")
        case "warning": wrap(text, "1;35")
        default: wrap(text, "1;36")
        }
    }
}
