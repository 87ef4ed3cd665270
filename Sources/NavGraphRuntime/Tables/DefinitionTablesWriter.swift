/// Writes a definition as `DefinitionTables` read it: the lines of the text generated code embeds.
package enum DefinitionTablesWriter {
    /// The tables of `definition` as lines (joined by newlines, they are the embedded text); nil when a part of
    /// it does not encode.
    package static func lines(of definition: GraphDefinition, formatVersion: Int) -> [String]? {
        var strings = StringInterner()
        var graph = definition
        graph.screens = []
        guard case .object(let graphEntries)? = try? CompactEncoder.encode(graph) else { return nil }
        let graphValue = CompactValue.object(
            graphEntries + [(GraphRow.fingerprintKey, .string(definition.restorationFingerprint))])
        var nodes = RouteNodes()
        var values: [CompactValue] = []
        values.reserveCapacity(definition.screens.count)
        for screen in definition.screens {
            guard let value = value(of: screen, nodes: &nodes) else { return nil }
            values.append(value)
        }
        // Keys first, so that they take the shortest numbers.
        graphValue.internKeys(in: &strings)
        for value in values { value.internKeys(in: &strings) }
        var graphRow = ""
        graphValue.write(to: &graphRow, strings: &strings)
        var rows: [String] = []
        var ids: [(id: String, string: Int, position: Int)] = []
        rows.reserveCapacity(values.count)
        // Values several rows hold alike are stored once, as strings the rows refer to.
        let shared = SharedValues(rows: values, strings: &strings)
        var unusedCounts: [String: Int] = [:]
        for (position, screen) in definition.screens.enumerated() {
            rows.append(values[position].texts(strings: &strings, shared: shared, counts: &unusedCounts).written)
            ids.append((CompactText.escape(screen.id), strings.intern(screen.id), position))
        }
        ids.sort { ($0.id.utf8.lexicographicallyPrecedes($1.id.utf8)) || ($0.id == $1.id && $0.position < $1.position) }
        var sorted: [(string: Int, position: Int)] = []
        for (index, entry) in ids.enumerated() where index == 0 || ids[index - 1].id != entry.id {
            sorted.append((entry.string, entry.position))
        }
        let links = LinkTable.numbers(of: definition.screens) { strings.intern($0) }
        var nodeNumbers: [Int] = []
        for node in nodes.entries {
            nodeNumbers += [node.parent + 1, strings.intern(node.step.screen), strings.intern(node.step.segue)]
        }
        let stringLines = strings.strings.map(CompactText.escape)

        // The widths of the fixed-width numbers depend on the total size, which depends on them: try each.
        for width in 2...10 {
            let layout = Layout(
                width: width, version: formatVersion, graphRow: graphRow, rows: rows,
                sorted: sorted.flatMap { [$0.string, $0.position] }, links: links, nodes: nodeNumbers,
                strings: stringLines)
            if let lines = layout.lines() { return lines }
        }
        return nil
    }

    /// A screen's row: its compact value without the deep-link routes, plus the route nodes standing for them.
    private static func value(of screen: ScreenDefinition, nodes: inout RouteNodes) -> CompactValue? {
        var stripped = screen
        stripped.linkRoute = nil
        for index in stripped.deepLinks.indices { stripped.deepLinks[index].route = nil }
        guard case .object(var entries)? = try? CompactEncoder.encode(stripped) else { return nil }
        if let route = screen.linkRoute {
            entries.append((ScreenRoutes.screenKey, .int(nodes.node(for: route))))
        }
        if screen.deepLinks.contains(where: { $0.route != nil }) {
            let routes = screen.deepLinks.map { link in
                link.route.map { CompactValue.int(nodes.node(for: $0)) } ?? .null
            }
            entries.append((ScreenRoutes.linksKey, .array(routes)))
        }
        return .object(entries)
    }
}

/// The steps of every route as a tree: a route is its last step's node, whose parents are the steps before it.
private struct RouteNodes {
    /// Each node: its parent (-1 for a first step) and its step.
    private(set) var entries: [(parent: Int, step: LinkStep)] = []
    private var index: [NodeKey: Int] = [:]
    var count: Int { entries.count }

    private struct NodeKey: Hashable {
        var parent: Int
        var step: LinkStep
    }

    /// The node of `route`'s last step (-1 for an empty route), adding the steps not yet in the tree.
    mutating func node(for route: [LinkStep]) -> Int {
        var current = -1
        for step in route {
            let key = NodeKey(parent: current, step: step)
            if let existing = index[key] {
                current = existing
            } else {
                entries.append((current, step))
                index[key] = entries.count - 1
                current = entries.count - 1
            }
        }
        return current
    }
}

/// The tables laid out with one width of fixed-width numbers.
private struct Layout {
    var width: Int
    var version: Int
    var graphRow: String
    var rows: [String]
    /// Pairs: an id's string index and its row position.
    var sorted: [Int]
    /// The links section (`LinkTable`).
    var links: [Int]
    /// Triples: parent + 1, the step's screen and segue string indices.
    var nodes: [Int]
    var strings: [String]

    /// The lines; nil when a number does not fit `width` digits.
    func lines() -> [String]? {
        // Sizes of the fixed sections, then offsets: each section is one line, its newline counted.
        let rowOffsetsLength = (rows.count + 1) * width
        let sortedLength = sorted.count * width
        let linksLength = links.count * width
        let nodesLength = nodes.count * width
        let stringOffsetsLength = (strings.count + 1) * width
        func header(_ offsets: [Int]) -> String {
            ([version, width, rows.count, strings.count, nodes.count / 3, links.count, sorted.count / 2] + offsets)
                .map { CompactText.base62(UInt(max($0, 0))) }.joined(separator: " ")
        }
        // The header's length depends on the offsets; two passes settle it (its length only grows with them).
        var headerLength = header(Array(repeating: 0, count: 6)).utf8.count + 1
        var offsets: [Int] = []
        for _ in 0..<3 {
            var cursor = headerLength
            offsets = []
            for length in [
                graphRow.utf8.count, rowOffsetsLength, sortedLength, linksLength, nodesLength, stringOffsetsLength,
            ] {
                offsets.append(cursor)
                cursor += length + 1
            }
            let length = header(offsets).utf8.count + 1
            if length == headerLength { break }
            headerLength = length
        }
        guard header(offsets).utf8.count + 1 == headerLength, offsets.count == 6 else { return nil }
        var cursor = offsets[5] + stringOffsetsLength + 1
        var rowStarts: [Int] = []
        for row in rows {
            rowStarts.append(cursor)
            cursor += row.utf8.count + 1
        }
        rowStarts.append(cursor)
        var stringStarts: [Int] = []
        for string in strings {
            stringStarts.append(cursor)
            cursor += string.utf8.count + 1
        }
        stringStarts.append(cursor)
        func fixed(_ values: [Int]) -> String? {
            var text = ""
            text.reserveCapacity(values.count * width)
            for value in values {
                guard let digits = CompactText.fixed(value, width: width) else { return nil }
                text += digits
            }
            return text
        }
        guard let rowOffsets = fixed(rowStarts), let sortedLine = fixed(sorted), let linksLine = fixed(links),
            let nodeLine = fixed(nodes), let stringOffsets = fixed(stringStarts)
        else { return nil }
        return [header(offsets), graphRow, rowOffsets, sortedLine, linksLine, nodeLine, stringOffsets] + rows + strings
    }
}
