import Foundation
import Testing

@testable import _NavGraphCore

/// The schema's key descriptions are docs/format.md's key tables, recorded in `KeyDescriptions+Recorded.swift`;
/// each table names exactly the keys the decoder reads. After changing a table:
/// `NAVGRAPH_RECORD=1 swift test --filter KeyDescriptionsTests`.
@Suite struct KeyDescriptionsTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let recordedFile = root.appendingPathComponent("Sources/NavGraphCore/Export/KeyDescriptions+Recorded.swift")

    /// Where each table is in docs/format.md: its section and which key table of the section it is.
    static let places: [(KeyDescriptions.Table, section: String, ordinal: Int)] = [
        (.topLevel, "Top level", 0),
        (.navigationController, "navigationController and appearance", 0),
        (.appearance, "navigationController and appearance", 1),
        (.screen, "Screens", 0),
        (.parameter, "Parameters and types", 0),
        (.navigationItem, "navigationItem", 0),
        (.backBarButtonItem, "navigationItem", 1),
        (.search, "navigationItem", 2),
        (.barItem, "Bar button items", 0),
        (.menuElement, "Menus", 0),
        (.segue, "Segues", 0),
        (.container, "Containers", 0),
        (.tab, "Containers", 1),
        (.column, "Containers", 2),
        (.deepLink, "Deep links", 0),
        (.alertAction, "Alerts and action sheets", 0),
    ]

    /// The keys the decoder reads, by table.
    static let decoderKeys: [KeyDescriptions.Table: [String]] = [
        .topLevel: GraphFileDecoder.topLevelKeys,
        .navigationController: GraphFileDecoder.navigationControllerKeys,
        .appearance: GraphFileDecoder.appearanceKeys,
        .screen: GraphFileDecoder.screenKeys,
        .parameter: GraphFileDecoder.parameterKeys,
        .navigationItem: GraphFileDecoder.navigationItemKeys,
        .backBarButtonItem: GraphFileDecoder.backBarButtonItemKeys,
        .search: GraphFileDecoder.searchKeys,
        .barItem: GraphFileDecoder.barItemKeys,
        .menuElement: GraphFileDecoder.menuChildKeys,
        .segue: GraphFileDecoder.segueKeys,
        .container: GraphFileDecoder.containerKeys,
        .tab: GraphFileDecoder.tabKeys,
        .column: GraphFileDecoder.columnKeys,
        .deepLink: GraphFileDecoder.deepLinkKeys,
        .alertAction: GraphFileDecoder.alertActionKeys,
    ]

    /// The key tables of docs/format.md (those whose first column is `key`, `key (long form)` or `option`) by
    /// section, each as its rows' first and last cells: the key without backticks, the meaning as plain text.
    static func documentedTables() throws -> [String: [[(key: String, meaning: String)]]] {
        let text = try String(contentsOf: root.appendingPathComponent("docs/format.md"), encoding: .utf8)
        var tables: [String: [[(key: String, meaning: String)]]] = [:]
        var section = ""
        var rows: [(key: String, meaning: String)]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") { section = String(line.dropFirst(3)) }
            guard line.hasPrefix("|") else {
                if let finished = rows { tables[section, default: []].append(finished) }
                rows = nil
                continue
            }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard let first = cells.first, let last = cells.last else { continue }
            if rows == nil {
                rows = ["key", "key (long form)", "option"].contains(first) ? [] : nil
                if rows == nil { rows = nil }
                continue
            }
            if first.hasPrefix("---") { continue }
            rows?.append((first.trimmingCharacters(in: CharacterSet(charactersIn: "`")), plain(last)))
        }
        return tables
    }

    /// Markdown as an editor shows a description: links become their text, bold marks go.
    static func plain(_ markdown: String) -> String {
        var result = markdown.replacingOccurrences(of: "**", with: "")
        while let open = result.range(of: "]("), let start = result[..<open.lowerBound].lastIndex(of: "["),
            let close = result[open.upperBound...].firstIndex(of: ")")
        {
            let text = result[result.index(after: start)..<open.lowerBound]
            result.replaceSubrange(start...close, with: text)
        }
        return result
    }

    /// The recorded file's text for `tables`.
    static func recordedSource(_ tables: [KeyDescriptions.Table: [(key: String, meaning: String)]]) -> String {
        var text = """
            // Recorded from the key tables of docs/format.md by KeyDescriptionsTests; do not edit. After changing a \
            table, run
            // `NAVGRAPH_RECORD=1 swift test --filter KeyDescriptionsTests`.

            extension KeyDescriptions {
                static let recorded = \"\"\"

            """
        for table in KeyDescriptions.Table.allCases {
            text += "        [\(table.rawValue)]\n"
            for row in tables[table] ?? [] {
                let meaning = row.meaning.replacingOccurrences(of: "\\", with: "\\\\")
                text += "        \(row.key) \(meaning)\n"
            }
        }
        return text + "        \"\"\"\n}\n"
    }

    @Test func docsTablesNameExactlyTheKeysTheDecoderReads() throws {
        let documented = try Self.documentedTables()
        for (table, section, ordinal) in Self.places {
            let tables = documented[section] ?? []
            try #require(tables.indices.contains(ordinal), "docs/format.md, '\(section)': no key table \(ordinal + 1)")
            let keys = tables[ordinal].map(\.key)
            #expect(Set(keys) == Set(Self.decoderKeys[table] ?? []), "docs/format.md, '\(section)', \(table)")
            #expect(Set(keys).count == keys.count, "a key listed twice in \(table)")
        }
    }

    @Test func recordedDescriptionsAreTheDocsTables() throws {
        let documented = try Self.documentedTables()
        var tables: [KeyDescriptions.Table: [(key: String, meaning: String)]] = [:]
        for (table, section, ordinal) in Self.places {
            tables[table] = (documented[section] ?? []).indices.contains(ordinal) ? documented[section]?[ordinal] : []
        }
        let source = Self.recordedSource(tables)
        if ProcessInfo.processInfo.environment["NAVGRAPH_RECORD"] == "1" {
            try Data(source.utf8).write(to: Self.recordedFile)
        }
        let committed = try String(contentsOf: Self.recordedFile, encoding: .utf8)
        #expect(
            committed == source,
            "KeyDescriptions+Recorded.swift differs from docs/format.md: NAVGRAPH_RECORD=1 swift test --filter KeyDescriptionsTests"
        )
        for (table, rows) in tables {
            let meanings = KeyDescriptions.meanings[table] ?? [:]
            #expect(meanings.count == rows.count, "\(table)")
            for row in rows { #expect(meanings[row.key] == row.meaning.replacingOccurrences(of: "\\\\", with: "\\")) }
        }
    }
}

/// Every key the schema names carries its docs/format.md meaning as its `description` (the title and image of
/// `backBarButtonItem`, which has no table of its own, excepted).
@Test func everySchemaKeyHasItsDocumentedDescription() throws {
    let schema = try #require(
        try JSONSerialization.jsonObject(with: Data(GraphSchema.render().utf8)) as? [String: Any])
    var pending: [(path: String, value: Any)] = [("", schema)]
    var described = 0
    while let (path, value) = pending.popLast() {
        if let list = value as? [Any] {
            pending += list.map { (path + "[]", $0) }
            continue
        }
        guard let object = value as? [String: Any] else { continue }
        if let properties = object["properties"] as? [String: Any] {
            for (key, property) in properties where !path.hasSuffix("backBarButtonItem") {
                let description = (property as? [String: Any])?["description"] as? String
                #expect(description?.isEmpty == false, "no description on '\(key)' at \(path)")
                // Only a default value may be anything; every other key says what it takes.
                let constraints = (property as? [String: Any])?.keys.filter { $0 != "description" } ?? []
                #expect(key == "default" || !constraints.isEmpty, "'\(key)' at \(path) takes anything")
                described += 1
            }
        }
        pending += object.map { (path + "/" + $0.key, $0.value) }
    }
    #expect(described > 80)
    let screen = try #require(
        ((schema["$defs"] as? [String: Any])?["screen"] as? [String: Any])?["properties"] as? [String: Any])
    let deepLinks = (screen["deepLinks"] as? [String: Any])?["description"] as? String
    #expect(deepLinks == KeyDescriptions.meanings[.screen]?["deepLinks"])
    #expect(deepLinks?.hasPrefix("URL patterns that open this screen") == true)
}
