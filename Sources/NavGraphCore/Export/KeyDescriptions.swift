/// What each key of a graph file means, in one sentence or a few: the descriptions `navgraph schema` gives editors.
/// The text is recorded from the key tables of docs/format.md (`KeyDescriptions+Recorded.swift`), and a test checks
/// that it still matches them and that each table names exactly the keys the decoder reads.
package enum KeyDescriptions {
    /// The objects of a graph file that have a key table.
    package enum Table: String, Sendable, CaseIterable {
        case topLevel, navigationController, appearance, screen, parameter, navigationItem, backBarButtonItem, barItem
        case segue, menuElement
        case container, tab, column
        case deepLink
        case alertAction
        case search
    }

    /// The meaning of each key of every table, by key.
    package static let meanings: [Table: [String: String]] = parse(recorded)

    /// Reads the recorded text: a `[table]` line opens a table; each other line is a key, a space and its meaning.
    package static func parse(_ text: String) -> [Table: [String: String]] {
        var result: [Table: [String: String]] = [:]
        var table: Table?
        for line in text.split(separator: "\n") {
            if line.hasPrefix("["), line.hasSuffix("]") {
                table = Table(rawValue: String(line.dropFirst().dropLast()))
                continue
            }
            guard let table, let space = line.firstIndex(of: " ") else { continue }
            result[table, default: [:]][String(line[..<space])] = String(line[line.index(after: space)...])
        }
        return result
    }
}
