/// The text edit that keeps an element's old name when it is renamed: `old` becomes the first name of its
/// `renamedFrom:` (the most recent old name comes first), written in the style the element already uses.
enum RenamedFromEdit {
    /// An edit in LSP terms: a range on one line (UTF-16 characters) and its new text.
    struct Edit {
        var line: Int
        var start: Int
        var end: Int
        var newText: String
    }

    /// The edit for the element whose key (its name's characters) is at `key` in `text`, which already lists
    /// `existing` old names; `shorthandType` is a parameter's type when the parameter may be written as
    /// `name: Type`. Nil when the element's value has a shape this cannot extend.
    static func edit(
        in text: String, key: SourceLocationParts, existing: [SourceLocationParts], shorthandType: SourceLocationParts?,
        old: String
    ) -> Edit? {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map {
            Array($0.unicodeScalars)
        }
        var columns = LineColumns(text)
        func edit(_ line: Int, _ start: Int, _ end: Int, _ newText: String) -> Edit {
            Edit(
                line: line, start: columns.character(line: line + 1, scalarColumn: start + 1),
                end: columns.character(line: line + 1, scalarColumn: end + 1), newText: newText)
        }
        if let first = existing.first {
            let line = first.line - 1
            guard line >= 0, line < lines.count else { return nil }
            let scalars = lines[line]
            let start = first.column - 1
            var before = start - 1
            while before >= 0, scalars[before] == " " || scalars[before] == "\t" { before -= 1 }
            switch before >= 0 ? scalars[before] : " " {
            case "[": return edit(line, start, start, "\(old), ")
            case "-":
                let indent = String(String.UnicodeScalarView(scalars[..<before].map { $0 == "\t" ? " " : $0 }))
                return edit(line, before, before, "- \(old)\n\(indent)")
            default:
                let end = min(start + first.length, scalars.count)
                guard start < end else { return nil }
                let written = String(String.UnicodeScalarView(scalars[start..<end]))
                return edit(line, start, end, "[\(old), \(written)]")
            }
        }
        let line = key.line - 1
        guard line >= 0, line < lines.count else { return nil }
        let scalars = lines[line]
        var index = key.column - 1 + key.length
        if index < scalars.count, scalars[index] == "\"" || scalars[index] == "'" { index += 1 }
        func skipSpaces(_ from: Int) -> Int {
            var at = from
            while at < scalars.count, scalars[at] == " " || scalars[at] == "\t" { at += 1 }
            return at
        }
        index = skipSpaces(index)
        guard index < scalars.count, scalars[index] == ":" else { return nil }
        let colon = index
        index = skipSpaces(index + 1)
        if index < scalars.count, scalars[index] == "{" {
            let next = skipSpaces(index + 1)
            if next < scalars.count, scalars[next] == "}" {
                return edit(line, index + 1, next, " renamedFrom: \(old) ")
            }
            return edit(line, index + 1, index + 1, " renamedFrom: \(old),")
        }
        if index >= scalars.count || scalars[index] == "#" {
            let indent = indentation(lines[line])
            if let next = lines.indices.dropFirst(line + 1).first(where: { isContent(lines[$0]) }),
                indentation(lines[next]) > indent
            {
                let prefix = String(repeating: " ", count: indentation(lines[next]))
                return edit(next, 0, 0, "\(prefix)renamedFrom: \(old)\n")
            }
            return edit(line, colon + 1, colon + 1, " { renamedFrom: \(old) }")
        }
        guard let type = shorthandType, type.line == key.line, type.column - 1 == index else { return nil }
        let end = min(index + type.length, scalars.count)
        let written = String(String.UnicodeScalarView(scalars[index..<end]))
        return edit(line, index, end, "{ type: \(written), renamedFrom: \(old) }")
    }

    /// The number of leading spaces.
    private static func indentation(_ line: [Unicode.Scalar]) -> Int {
        line.prefix { $0 == " " }.count
    }

    /// Whether a line holds something other than spaces and a comment.
    private static func isContent(_ line: [Unicode.Scalar]) -> Bool {
        guard let first = line.first(where: { $0 != " " && $0 != "\t" }) else { return false }
        return first != "#"
    }
}

/// A place in a file as the compiler gives it: 1-based line, 1-based column and length in Unicode scalars.
struct SourceLocationParts {
    var line: Int
    var column: Int
    var length: Int
}
