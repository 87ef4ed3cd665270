/// The graph's tables as generated code embeds them (format 5): laid out so that the runtime reads only what it
/// needs when it needs it (docs/generation.md, The definition tables).
///
/// Lines, in order: the header (the format version, then numbers in base 62: the width `W` of every fixed-width
/// number, the counts of screens, strings, route nodes, numbers of the links section and distinct screen ids, then
/// the offset of each section); the graph row (everything but the screens); the row offsets (`screens + 1`
/// numbers); each distinct screen id's string index and first row position, sorted by the id's bytes (for a binary
/// search); the links section (`LinkTable`: what the deep-link trie is built from); the route nodes
/// (parent + 1, screen and segue string of each step of a deep link's synthetic back stack, so routes share
/// their prefixes); the string offsets; one row per screen; one string per line.
struct DefinitionTables: @unchecked Sendable {
    /// The embedded bytes: a `StaticString`'s, alive as long as the process.
    private let bytes: UnsafeBufferPointer<UInt8>
    private let width: Int
    let screenCount: Int
    private let stringCount: Int
    private let nodeCount: Int
    private let linkCount: Int
    private let sortedCount: Int
    private let graphRow: Range<Int>
    private let rowOffsets: Int
    private let sortedIndex: Int
    private let links: Int
    private let nodeTable: Int
    private let stringOffsets: Int

    /// The number of numbers in the header.
    static let fieldCount = 13

    /// Reads the header of `bytes`; nil when it is not format `version` or is malformed.
    init?(_ bytes: UnsafeBufferPointer<UInt8>, version: Int) {
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        var fields: [Int] = []
        var start = 0
        for index in 0...newline where index == newline || bytes[index] == UInt8(ascii: " ") {
            let token = UnsafeBufferPointer(rebasing: bytes[start..<index])
            guard let value = CompactText.readFixed(token, at: 0, width: token.count) else { return nil }
            fields.append(value)
            start = index + 1
        }
        guard fields.count == Self.fieldCount, fields[0] == version, (1...10).contains(fields[1]),
            fields.dropFirst(7).allSatisfy({ $0 <= bytes.count }), fields[7] < fields[8]
        else { return nil }
        self.bytes = bytes
        width = fields[1]
        screenCount = fields[2]
        stringCount = fields[3]
        nodeCount = fields[4]
        linkCount = fields[5]
        sortedCount = fields[6]
        graphRow = fields[7]..<(fields[8] - 1)
        rowOffsets = fields[8]
        sortedIndex = fields[9]
        links = fields[10]
        nodeTable = fields[11]
        stringOffsets = fields[12]
    }

    private func number(_ offset: Int) -> Int? {
        CompactText.readFixed(bytes, at: offset, width: width)
    }

    /// The line of a row or string whose start and the next one's are the numbers at `offset` and after: its
    /// bytes without the newline (the last line of the text has none).
    private func line(at offset: Int) -> Range<Int>? {
        guard let start = number(offset), let next = number(offset + width), start < next, next - 1 <= bytes.count
        else { return nil }
        return start..<(next - 1)
    }

    /// The string at `index` of the string table.
    func string(at index: Int) -> String? {
        guard index >= 0, index < stringCount, let range = line(at: stringOffsets + index * width) else { return nil }
        return CompactText.unescape(UnsafeBufferPointer(rebasing: bytes[range]))
    }

    /// A reader of the row in `range`.
    private func reader(_ range: Range<Int>) -> RowReader {
        RowReader(StringLines(bytes: bytes, offsets: stringOffsets, width: width, count: stringCount), range: range)
    }

    /// The graph row: the definition without its screens, and the restoration fingerprint it carries.
    func graph() -> (graph: GraphDefinition, fingerprint: String?)? {
        var reader = reader(graphRow)
        return reader.whole { $0.graphRow() }
    }

    /// The screen of row `position`; with `routes`, its deep links' routes rebuilt from the route nodes (else they
    /// are nil: rebuilding them costs their length, so only a link's target has them).
    func screen(at position: Int, routes: Bool) -> ScreenDefinition? {
        guard let row = row(at: position, stackOnly: false) else { return nil }
        var screen = row.screen
        guard routes else { return screen }
        if let node = row.routeNode { screen.linkRoute = route(from: node) }
        for (index, node) in row.linkNodes.enumerated() where index < screen.deepLinks.count {
            if let node { screen.deepLinks[index].route = route(from: node) }
        }
        return screen
    }

    /// What a deep link's synthetic back stack needs of the screen of row `position` (see
    /// `RowReader.screenRow(stackOnly:)`): its bars, deep links and alert are left empty.
    func stackScreen(at position: Int) -> ScreenDefinition? {
        row(at: position, stackOnly: true)?.screen
    }

    private func row(at position: Int, stackOnly: Bool) -> ScreenRow? {
        guard position >= 0, position < screenCount, let range = line(at: rowOffsets + position * width) else {
            return nil
        }
        var reader = reader(range)
        return reader.whole { $0.screenRow(stackOnly: stackOnly) }
    }

    /// The row position of the screen `id`: a binary search of the sorted ids, comparing bytes.
    func position(of id: String) -> Int? {
        let key = Array(CompactText.escape(id).utf8)
        var low = 0
        var high = sortedCount
        while low < high {
            let middle = (low + high) / 2
            guard let stringIndex = number(sortedIndex + middle * 2 * width), stringIndex < stringCount,
                let range = line(at: stringOffsets + stringIndex * width)
            else { return nil }
            let stored = UnsafeBufferPointer(rebasing: bytes[range])
            if stored.elementsEqual(key) { return number(sortedIndex + (middle * 2 + 1) * width) }
            if stored.lexicographicallyPrecedes(key) { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// The screens with deep links, in declaration order, as the links section has them.
    func linkedScreens() -> [LinkedScreen] {
        LinkTable.screens(count: linkCount, number: { number(links + $0 * width) }, string: { string(at: $0) })
    }

    /// The steps from a route's first screen to the one whose last step is `node`.
    private func route(from node: Int) -> [LinkStep] {
        var steps: [LinkStep] = []
        var current = node
        while current >= 0, current < nodeCount, steps.count <= nodeCount {
            let base = nodeTable + current * 3 * width
            guard let parent = number(base), let screen = number(base + width).flatMap(string(at:)),
                let segue = number(base + 2 * width).flatMap(string(at:))
            else { return [] }
            steps.append(LinkStep(screen: screen, segue: segue))
            current = parent - 1
        }
        return steps.reversed()
    }
}

/// The key the graph row adds to the graph's object: the restoration fingerprint of the whole definition. The
/// graph's decoder ignores it.
enum GraphRow {
    static let fingerprintKey = "$fingerprint"
}

/// The keys a screen row adds to its screen's object: the route node of `linkRoute` and those of each deep
/// link's own `route` (-1 for none). The screen's decoder ignores them.
enum ScreenRoutes {
    static let screenKey = "$route"
    static let linksKey = "$routes"
}
