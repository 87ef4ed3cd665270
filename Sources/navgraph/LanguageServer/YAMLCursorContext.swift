/// Where a position is in a YAML document's structure, worked out from the text alone (indentation, `- `, `key:`,
/// and flow collections on the position's own line), so that it works on a document halfway through an edit that
/// does not parse. Block scalars and flow collections spread over several lines are not followed.
struct YAMLCursorContext: Equatable {
    /// One step of the way from the document's top to the position.
    enum Step: Equatable {
        /// The value of a mapping's key.
        case key(String)
        /// An element of a sequence.
        case item
    }

    /// What is being typed at the position.
    enum Place: Equatable {
        /// A key of the mapping that `path` leads to.
        case key
        /// The value that `path` leads to (the value of its last key, or an element of a flow sequence).
        case value
        /// The start of a block sequence's element (`- |`): a scalar element, or the first key of a mapping element.
        case keyOrValue
    }

    /// The keys and elements above the position, outermost first.
    var path: [Step]
    var place: Place
    /// The name typed before the position (letters, digits, `_` and `.`), possibly empty.
    var partial: String
    /// The UTF-16 column where `partial` starts on the position's line.
    var partialStart: Int
    /// Whether the character before the partial name is the `:` of a key (a value inserted there needs a space).
    var followsColon: Bool
    /// The keys with a plain value around the position, as written: those of the block mapping the position's
    /// last key is in, and those of the flow mappings open on its line (an inner mapping's winning):
    /// `to: detail` beside an `arguments:` being typed.
    var siblings: [String: String]
    /// The keys already in the mapping where a key is typed (`place` `.key` or `.keyOrValue`), with or without a
    /// value.
    var givenKeys: Set<String> = []

    /// The last key of `path`, if its last step is a key.
    var lastKey: String? {
        if case .key(let name) = path.last { return name }
        return nil
    }

    /// The keys of `path` without the sequence steps.
    var keys: [String] {
        path.compactMap { step in
            if case .key(let name) = step { return name }
            return nil
        }
    }
}

extension YAMLCursorContext {
    /// The context at an LSP position of `text`; nil inside a comment, a quoted text or after a closed flow
    /// collection, where nothing can be completed.
    static func at(line: Int, character: Int, in text: String) -> YAMLCursorContext? {
        at(line: line, character: character, in: YAMLLines(text))
    }

    /// The context at an LSP position of the text `lines` holds.
    static func at(line: Int, character: Int, in lines: YAMLLines) -> YAMLCursorContext? {
        guard line >= 0, line < lines.count else { return nil }
        let own = Array(lines.units(of: line))
        let cursor = min(max(character, 0), own.count)
        var scan = LineScan(Array(own[..<cursor]))
        guard scan.run() else { return nil }
        let above = Self.ancestors(above: line, limit: scan.firstColumn, startsWithItem: scan.startsWithItem, lines)
        var siblings: [String: String] = [:]
        if let column = scan.mappingColumn {
            siblings = Self.plainValues(Self.keys(at: column, around: line, lines))
        } else if let key = above.lastKey {
            siblings = Self.plainValues(Self.keys(at: key.column, around: key.line, lines))
        }
        for values in scan.flowValues { siblings.merge(values) { _, inner in inner } }
        var given: Set<String> = []
        if scan.place != .value {
            if let open = scan.openMapping {
                given = Set(open.keys)
            } else {
                given = Set(Self.keys(at: scan.keyColumn, around: line, lines).map(\.key))
            }
        }
        let partial = String(decoding: scan.partial, as: UTF16.self)
        return YAMLCursorContext(
            path: above.steps + scan.path, place: scan.place, partial: partial,
            partialStart: cursor - scan.partial.count, followsColon: scan.followsColon, siblings: siblings,
            givenKeys: given.subtracting([partial]))
    }

    private static func plainValues(_ keys: [(key: String, value: String?)]) -> [String: String] {
        var result: [String: String] = [:]
        for (key, value) in keys { if let value, result[key] == nil { result[key] = value } }
        return result
    }

    /// The keys and elements of the lines above `line` that contain a node starting at column `limit`, and where
    /// the last of those keys is.
    private static func ancestors(
        above line: Int, limit: Int, startsWithItem: Bool, _ lines: YAMLLines
    ) -> (steps: [Step], lastKey: (line: Int, column: Int)?) {
        var steps: [Step] = []
        var lastKey: (line: Int, column: Int)?
        var limit = limit
        var itemFirst = startsWithItem
        var index = line - 1
        while index >= 0, limit > 0 || itemFirst {
            // Most lines are indented deeper than the node: they are skipped without being read.
            guard lines.indentation(of: index) <= limit else {
                index -= 1
                continue
            }
            for entry in lines.entries(of: index).reversed() {
                // A block sequence may sit at its key's own indentation (`deepLinks:` then `- /home` below it).
                let parentOfItem = itemFirst && entry.column == limit && entry.opensBlock && entry.key != nil
                guard entry.column < limit || parentOfItem else { continue }
                steps.insert(entry.key.map(Step.key) ?? .item, at: 0)
                if entry.key != nil, lastKey == nil { lastKey = (index, entry.column) }
                limit = entry.column
                itemFirst = entry.key == nil
            }
            index -= 1
        }
        return (steps, lastKey)
    }

    /// The keys at `column` in the block mapping around `line`, with their plain values.
    private static func keys(at column: Int, around line: Int, _ lines: YAMLLines) -> [(key: String, value: String?)] {
        var result: [(key: String, value: String?)] = []
        var index = line
        upward: while index >= 0 {
            let entries = lines.entries(of: index)
            for entry in entries where entry.column == column {
                if let key = entry.key { result.append((key, entry.value)) }
            }
            if entries.contains(where: { $0.column < column }) { break upward }
            index -= 1
        }
        index = line + 1
        while index < lines.count {
            let entries = lines.entries(of: index)
            index += 1
            guard let first = entries.first else { continue }
            guard first.column >= column else { break }
            if first.column == column, let key = first.key { result.append((key, first.value)) }
        }
        return result
    }
}

/// The lines of a text as UTF-16 units, and the block structure each line opens.
struct YAMLLines {
    /// A `- ` or a `key:` at the start of a line (after other `- `).
    struct Entry {
        var column: Int
        /// nil for a `- `.
        var key: String?
        /// The key's plain value on the same line, if any.
        var value: String?
        /// Whether the key has nothing after it on its line: its value is the block below.
        var opensBlock: Bool
    }

    private let units: [UInt16]
    private let positions: TextPositions

    init(_ text: String) {
        units = Array(text.utf16)
        positions = TextPositions(text)
    }

    var count: Int { positions.lineStarts.count }

    /// The units of `line` without its line break.
    func units(of line: Int) -> ArraySlice<UInt16> {
        let start = positions.lineStarts[line]
        let end = positions.offset(line: line, character: Int.max)
        return units[start..<end]
    }

    /// The number of spaces that start `line`.
    func indentation(of line: Int) -> Int {
        var index = positions.lineStarts[line]
        while index < units.count, units[index] == 0x20 { index += 1 }
        return index - positions.lineStarts[line]
    }

    /// The `- ` and `key:` entries that start `line`, left to right; none for a blank or comment line.
    func entries(of line: Int) -> [Entry] {
        var scan = LineScan(Array(units(of: line)))
        return scan.entries()
    }
}

/// One line's text up to the position, read as YAML.
private struct LineScan {
    let units: [UInt16]
    var index = 0
    var path: [YAMLCursorContext.Step] = []
    var place = YAMLCursorContext.Place.key
    var partial: [UInt16] = []
    var followsColon = false
    /// The column of the first `- ` or key of the line (or of the position on a blank line).
    var firstColumn = 0
    var startsWithItem = false
    /// The column of the last block key of this line, if it has one.
    var mappingColumn: Int?
    /// The keys and plain values before the position of each flow mapping open on the line, outermost first.
    var flowValues: [[String: String]] = []
    /// The column where a block key of this line starts (after its `- `).
    var keyColumn = 0
    /// The keys and plain values before the position of the innermost open flow collection, when it is a mapping.
    var openMapping: [String: String]?

    init(_ units: [UInt16]) { self.units = units }

    private static let space: UInt16 = 0x20
    private static let dash: UInt16 = 0x2D
    private static let colon: UInt16 = 0x3A

    private func isBlank(_ at: Int) -> Bool { at >= units.count || units[at] == Self.space || units[at] == 0x09 }

    /// Reads the leading spaces and `- ` of the line.
    private mutating func readItems() {
        while index < units.count, units[index] == Self.space { index += 1 }
        firstColumn = index
        while index < units.count, units[index] == Self.dash, isBlank(index + 1) {
            path.append(.item)
            startsWithItem = true
            index += 1
            while index < units.count, units[index] == Self.space { index += 1 }
        }
        place = startsWithItem ? .keyOrValue : .key
        keyColumn = index
    }

    /// The entries that start the line (for the lines around the position's).
    mutating func entries() -> [YAMLLines.Entry] {
        var result: [YAMLLines.Entry] = []
        while index < units.count, units[index] == Self.space { index += 1 }
        // A tab in the indentation is a YAML error: the line says nothing reliable about the structure.
        guard index < units.count, units[index] != 0x23, units[index] != 0x09 else { return [] }
        while index < units.count, units[index] == Self.dash, isBlank(index + 1) {
            result.append(YAMLLines.Entry(column: index, key: nil, value: nil, opensBlock: false))
            index += 1
            while index < units.count, units[index] == Self.space { index += 1 }
        }
        let keyStart = index
        guard let colon = keyEnd(from: index) else { return result }
        let key = Self.unquoted(units[keyStart..<colon])
        let rest = Self.trimmed(Self.withoutComment(units[(colon + 1)...]))
        let plain = !rest.isEmpty && ![0x7B, 0x5B, 0x22, 0x27, 0x7C, 0x3E, 0x26, 0x2A].contains(rest[rest.startIndex])
        result.append(
            YAMLLines.Entry(
                column: keyStart, key: key, value: plain ? String(decoding: rest, as: UTF16.self) : nil,
                opensBlock: rest.isEmpty))
        return result
    }

    /// The index of the `:` that ends a key starting at `start` (outside quotes, followed by a blank), if any.
    private func keyEnd(from start: Int) -> Int? {
        var at = start
        var quote: UInt16?
        while at < units.count {
            let unit = units[at]
            if let open = quote {
                if unit == open { quote = nil }
            } else if at == start, unit == 0x22 || unit == 0x27 {
                quote = unit
            } else if unit == 0x23, at > start, units[at - 1] == Self.space {
                return nil
            } else if unit == Self.colon, isBlank(at + 1) {
                return at
            } else if unit == 0x7B || unit == 0x5B {
                return nil
            }
            at += 1
        }
        return nil
    }

    /// Reads the line up to the position; false when the position is in a comment, a quoted text or after a closed
    /// value.
    mutating func run() -> Bool {
        readItems()
        // Open flow collections: whether each is a mapping, the path's length inside it, and its keys' values.
        var frames: [(mapping: Bool, depth: Int, values: [String: String])] = []
        var token: [UInt16] = []
        var closed = false
        while index < units.count {
            let unit = units[index]
            index += 1
            switch unit {
            case 0x22, 0x27:
                guard Self.trimmed(token[...]).isEmpty else {
                    token.append(unit)
                    continue
                }
                guard let close = units[index...].firstIndex(of: unit) else { return false }
                token.append(contentsOf: units[(index - 1)...close])
                index = close + 1
            case 0x23 where index == 1 || units[index - 2] == Self.space:
                return false
            case Self.colon where isBlank(index) || (!frames.isEmpty && [0x2C, 0x7D, 0x5D].contains(units[index])):
                path.append(.key(Self.unquoted(Self.trimmed(token[...]))))
                if frames.isEmpty { mappingColumn = index - 1 - token.count + Self.leadingBlanks(token) }
                place = .value
                token = []
            case 0x7B, 0x5B:
                if unit == 0x5B {
                    path.append(.item)
                }
                frames.append((unit == 0x7B, path.count, [:]))
                place = unit == 0x7B ? .key : .value
                token = []
            case 0x2C where !frames.isEmpty:
                let frame = frames.count - 1
                if frames[frame].mapping, path.count > frames[frame].depth,
                    case .key(let key) = path[frames[frame].depth]
                {
                    frames[frame].values[key] = String(decoding: Self.trimmed(token[...]), as: UTF16.self)
                }
                path.removeSubrange(frames[frame].depth...)
                place = frames[frame].mapping ? .key : .value
                closed = false
                token = []
            case 0x7D, 0x5D:
                guard let frame = frames.popLast() else { return false }
                let depth = frame.mapping ? frame.depth : frame.depth - 1
                path.removeSubrange(min(depth, path.count)...)
                closed = true
                token = []
            default:
                token.append(unit)
            }
        }
        guard !closed else { return false }
        if let frame = frames.last, frame.mapping { openMapping = frame.values }
        flowValues = frames.filter(\.mapping).map(\.values)
        followsColon = place == .value && units.last == Self.colon
        var start = token.count
        while start > 0, Self.isNameUnit(token[start - 1]) { start -= 1 }
        // Only a name, after blanks, is a partial name: `title: Two wo|` is a text being typed.
        guard Self.trimmed(token[..<start]).isEmpty else { return false }
        partial = Array(token[start...])
        return true
    }

    private static func leadingBlanks(_ token: [UInt16]) -> Int {
        token.prefix { $0 == space || $0 == 0x09 }.count
    }

    private static func isNameUnit(_ unit: UInt16) -> Bool {
        (0x30...0x39).contains(unit) || (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit) || unit == 0x5F
            || unit == 0x2E
    }

    private static func trimmed(_ units: ArraySlice<UInt16>) -> ArraySlice<UInt16> {
        var slice = units
        while let first = slice.first, first == space || first == 0x09 { slice = slice.dropFirst() }
        while let last = slice.last, last == space || last == 0x09 { slice = slice.dropLast() }
        return slice
    }

    private static func withoutComment(_ units: ArraySlice<UInt16>) -> ArraySlice<UInt16> {
        var previous = space
        for index in units.indices {
            if units[index] == 0x23, previous == space { return units[..<index] }
            previous = units[index]
        }
        return units
    }

    private static func unquoted(_ units: ArraySlice<UInt16>) -> String {
        var slice = units
        if slice.count >= 2, let first = slice.first, first == 0x22 || first == 0x27, slice.last == first {
            slice = slice.dropFirst().dropLast()
        }
        return String(decoding: slice, as: UTF16.self)
    }
}

extension YAMLLines {
    /// The keys of the block mapping under the top-level key `name` (`steps:` of a flow file), in order.
    func keys(under name: String) -> [String] {
        var result: [String] = []
        var column: Int?
        var inside = false
        for line in 0..<count {
            guard let first = entries(of: line).first else { continue }
            if first.column == 0 {
                inside = first.key == name && first.opensBlock
                continue
            }
            guard inside, let key = first.key else { continue }
            if column == nil { column = first.column }
            if first.column == column { result.append(key) }
        }
        return result
    }
}
