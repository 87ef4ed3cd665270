import NavGraphRuntime

/// Finds deep-link patterns that match a common URL (NG410), from the patterns' structure, never by sampling
/// URLs (see docs/deep-links.md, When two patterns overlap). Two patterns overlap when
///
/// - their origins intersect: a bare path intersects every origin, two whole URLs intersect when scheme and host
///   are equal (case-insensitively), or when their schemes are equal and one of them takes any host (`*`);
/// - they have the same number of path segments (query items never tell links apart: a link may leave them out and
///   may carry others);
/// - and, segment by segment, the two segments can match a common text: two literals when equal; a literal and a
///   parameter when the literal converts to the parameter's type (`new` is no `Int`); two parameters when their
///   types share a value (a `String` shares with every type, `Int` with `Double`, an enum with a type that reads one
///   of its cases, any type with itself; `Int` and `Bool`, or `UUID` and `Date`, share nothing). A parameter with
///   literal text around it (`@{acct}`, `{id}.json`) reads what lies between; two such segments overlap when a
///   text built from one's text around a sample value of either type is read by both.
///
/// Two patterns of the same screen that read the same parameters at the same places (and the same query items) do
/// not overlap in this sense: whichever matches, the same screen opens with the same values (`/` beside
/// `shop://home` on a root, `/p/{sku}` beside `https://*/p/{sku}`).
///
/// Each pattern is indexed by its number of segments and, per position, by its literal text or its parameter
/// slot. A new pattern is compared only with the earlier ones its most selective literal segment admits (those
/// with the same literal there, or a parameter that reads it); a pattern of parameters only is compared with every
/// earlier pattern of its length. The earliest overlapping pattern is reported. So a pattern costs about the
/// number of earlier patterns that agree with it on its most selective segment, not the number of patterns.
struct PatternOverlaps {
    /// A parameter segment: its type and the literal text around it.
    private struct Slot: Hashable {
        var type: ParameterType
        var prefix: String
        var suffix: String

        var isBare: Bool { prefix.isEmpty && suffix.isEmpty }
    }

    private enum Segment {
        case literal(String)
        /// A parameter's slot and name.
        case parameter(Slot, String)
    }

    /// A pattern inserted so far.
    private struct Entry {
        var segments: [Segment]
        var pattern: LinkPattern
        var screen: Int
        var location: Located<String>
    }

    /// The patterns of one length, by position: who has which literal there, who has a parameter of which slot.
    private struct Column {
        var literals: [String: [Int]] = [:]
        var parameters: [Slot: [Int]] = [:]
    }

    /// An earlier pattern that overlaps a new one, and a link both match.
    struct Overlap {
        var earlier: Located<String>
        var witness: String
    }

    private var entries: [Entry] = []
    /// How many earlier patterns and parameter slots the insertions so far were compared with: the measure of this
    /// check's cost that the tests bound.
    private(set) var comparisons = 0
    private var byLength: [Int: [Int]] = [:]
    private var columns: [Int: [Column]] = [:]
    private let enumCases: [String: Set<String>]

    init(enumCases: [String: Set<String>]) {
        self.enumCases = enumCases
    }

    /// Adds a pattern of the screen at `screen`; returns the earliest earlier pattern it overlaps, if any, with a
    /// link both match. `pathTypes` are the types of its path parameters, optional unwrapped.
    mutating func insert(
        _ pattern: LinkPattern, pathTypes: [ParameterType], screen: Int, location: Located<String>
    ) -> Overlap? {
        let entry = Entry(
            segments: Self.segments(pattern, pathTypes), pattern: pattern, screen: screen, location: location)
        let length = entry.segments.count
        var found: Overlap?
        for candidate in candidates(for: entry) {
            comparisons += 1
            if let overlap = overlap(entries[candidate], entry) {
                found = overlap
                break
            }
        }
        let position = entries.count
        entries.append(entry)
        byLength[length, default: []].append(position)
        // Changed in place: a column taken out of the dictionary would copy its lists each time.
        if columns[length] == nil { columns[length] = [Column](repeating: Column(), count: length) }
        for (depth, segment) in entry.segments.enumerated() {
            switch segment {
            case .literal(let text): columns[length, default: []][depth].literals[text, default: []].append(position)
            case .parameter(let slot, _):
                columns[length, default: []][depth].parameters[slot, default: []].append(position)
            }
        }
        return found
    }

    /// The earlier patterns that may overlap `entry`, earliest first: those its most selective literal segment
    /// admits, or every pattern of its length when it has no literal segment. Positions are compared by how many
    /// patterns they admit before any list is built.
    private mutating func candidates(for entry: Entry) -> [Int] {
        let length = entry.segments.count
        guard let all = byLength[length], let index = columns[length] else { return [] }
        var best: (depth: Int, text: String, slots: [Slot], count: Int)?
        for (depth, segment) in entry.segments.enumerated() {
            guard case .literal(let text) = segment else { continue }
            comparisons += index[depth].parameters.count
            let slots = index[depth].parameters.keys.filter { reads($0, text) }
            let count =
                (index[depth].literals[text]?.count ?? 0)
                + slots.reduce(0) {
                    $0 + (index[depth].parameters[$1]?.count ?? 0)
                }
            if best.map({ count < $0.count }) ?? true { best = (depth, text, slots, count) }
            if count == 0 { break }
        }
        guard let best else { return all }
        var admitted = index[best.depth].literals[best.text] ?? []
        for slot in best.slots { admitted += index[best.depth].parameters[slot] ?? [] }
        return admitted.sorted()
    }

    /// Whether `earlier` and `new` match a common link, and one such link; nil when they do not, or when they are
    /// the same screen's and read the same parameters at the same places.
    private func overlap(_ earlier: Entry, _ new: Entry) -> Overlap? {
        guard Self.originsMeet(earlier.pattern, new.pattern) else { return nil }
        if earlier.screen == new.screen, Self.bindAlike(earlier, new) { return nil }
        var witness: [String] = []
        for (first, second) in zip(earlier.segments, new.segments) {
            switch (first, second) {
            case (.literal(let one), .literal(let other)):
                guard one == other else { return nil }
                witness.append(one)
            case (.literal(let text), .parameter(let slot, _)), (.parameter(let slot, _), .literal(let text)):
                guard reads(slot, text) else { return nil }
                witness.append(text)
            case (.parameter(let one, _), .parameter(let other, _)):
                guard let text = commonText(one, other) else { return nil }
                witness.append(text)
            }
        }
        let path = "/" + witness.map(LinkSyntax.encode).joined(separator: "/")
        let origin = Self.witnessOrigin(new.pattern.origin, earlier.pattern.origin)
        return Overlap(earlier: earlier.location, witness: origin.map { witness.isEmpty ? $0 : $0 + path } ?? path)
    }

    /// Whether two patterns' origins intersect: a bare path meets every origin; two whole URLs meet when their
    /// origins are equal, or their schemes are and one takes any host.
    private static func originsMeet(_ first: LinkPattern, _ second: LinkPattern) -> Bool {
        guard let one = first.origin, let other = second.origin else { return true }
        return one == other || (first.scheme == second.scheme && (first.hasAnyHost || second.hasAnyHost))
    }

    /// Whether two patterns read the same parameters at the same path positions and the same query items.
    private static func bindAlike(_ first: Entry, _ second: Entry) -> Bool {
        for (one, other) in zip(first.segments, second.segments) {
            switch (one, other) {
            case (.literal, .literal): continue
            case (.parameter(_, let name), .parameter(_, let otherName)) where name == otherName: continue
            default: return false
            }
        }
        return Set(first.pattern.queryItems) == Set(second.pattern.queryItems)
    }

    private static func segments(_ pattern: LinkPattern, _ pathTypes: [ParameterType]) -> [Segment] {
        var next = 0
        return pattern.segments.map { segment in
            switch segment {
            case .literal(let text): return .literal(text)
            case .parameter(let name, let prefix, let suffix):
                defer { next += 1 }
                let type = next < pathTypes.count ? pathTypes[next] : .string
                return .parameter(Slot(type: type, prefix: prefix, suffix: suffix), name)
            }
        }
    }

    /// The origin of a link both patterns match: a named host before any host (`*` becomes `example.com`).
    private static func witnessOrigin(_ first: String?, _ second: String?) -> String? {
        let wildcard = "://" + LinkPattern.anyHost
        let named = [first, second].compactMap { $0 }.first { !$0.hasSuffix(wildcard) }
        guard let origin = named ?? first ?? second else { return nil }
        return origin.hasSuffix(wildcard) ? String(origin.dropLast(LinkPattern.anyHost.count)) + "example.com" : origin
    }

    /// Whether a parameter segment reads segment `text`: it has the slot's text around a value of its type.
    private func reads(_ slot: Slot, _ text: String) -> Bool {
        guard !slot.isBare else { return accepts(slot.type, text) }
        guard text.count > slot.prefix.count + slot.suffix.count, text.hasPrefix(slot.prefix),
            text.hasSuffix(slot.suffix)
        else { return false }
        return accepts(slot.type, String(text.dropFirst(slot.prefix.count).dropLast(slot.suffix.count)))
    }

    /// A segment text both parameter segments read; nil when none is found. Without text around either, decided
    /// by their types; else tried on texts made of either's text around a sample value of either type.
    private func commonText(_ first: Slot, _ second: Slot) -> String? {
        if first.isBare && second.isBare { return commonValue(first.type, second.type) }
        let values = [commonValue(first.type, second.type), sample(first.type), sample(second.type)].compactMap { $0 }
        let longerPrefix = first.prefix.count >= second.prefix.count ? first.prefix : second.prefix
        let longerSuffix = first.suffix.count >= second.suffix.count ? first.suffix : second.suffix
        for value in values {
            for text in [
                first.prefix + value + first.suffix, second.prefix + value + second.suffix,
                longerPrefix + value + longerSuffix,
            ] where reads(first, text) && reads(second, text) {
                return text
            }
        }
        return nil
    }

    /// Whether a segment `text` converts to `type`.
    private func accepts(_ type: ParameterType, _ text: String) -> Bool {
        if case .string = type { return true }
        return type.value(fromText: text, enumCases: { enumCases[$0] }) != nil
    }

    /// A segment text both types read; nil when they share no value. A `String` shares every value, `Int` and
    /// `Double` share `1`, an enum shares the cases the other type reads, a type shares its own values.
    private func commonValue(_ first: ParameterType, _ second: ParameterType) -> String? {
        switch (first, second) {
        case (.enumeration(let name), let other), (let other, .enumeration(let name)):
            return (enumCases[name] ?? []).sorted().first { accepts(other, $0) }
        case (.string, let other), (let other, .string):
            return sample(other)
        case (.int, .double), (.double, .int):
            return "1"
        default:
            return first == second ? sample(first) : nil
        }
    }

    /// A segment text of a type.
    private func sample(_ type: ParameterType) -> String? {
        switch type {
        case .string: "x"
        case .int, .double: "1"
        case .bool: "true"
        case .uuid: "00000000-0000-0000-0000-000000000000"
        case .url: "https://example.com"
        case .date: "2026-01-01T00:00:00Z"
        case .enumeration(let name): enumCases[name]?.sorted().first
        case .optional(let wrapped): sample(wrapped)
        case .array, .app: nil
        }
    }
}
