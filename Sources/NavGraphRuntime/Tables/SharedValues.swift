/// The arrays and objects that several screen rows hold alike (the same bar item, parameter type or navigation
/// controller settings on every screen), chosen to be stored once: a row then refers to one as `&N`, `N` (base 36)
/// the index of the string holding its text (format 5; docs/generation.md, The definition tables).
struct SharedValues {
    /// The texts (with no sharing applied) of the values stored once.
    private let chosen: Set<String>

    /// Chooses, among the arrays and objects of `rows`, those met more than once whose sharing saves bytes (a
    /// reference costs about `referenceLength` bytes, a stored text its length, a newline and an offset of
    /// `offsetWidth` digits).
    init(rows: [CompactValue], strings: inout StringInterner, referenceLength: Int = 4, offsetWidth: Int = 3) {
        var counts: [String: Int] = [:]
        for row in rows { _ = row.texts(strings: &strings, shared: nil, counts: &counts) }
        var chosen: Set<String> = []
        for (text, count) in counts where count > 1 {
            let length = text.utf8.count
            if (length - referenceLength) * count > length + 1 + offsetWidth { chosen.insert(text) }
        }
        self.chosen = chosen
    }

    /// Whether the value whose unshared text is `text` is stored once.
    func contains(_ text: String) -> Bool { chosen.contains(text) }
}

extension CompactValue {
    /// The value's token without sharing (`plain`) and with the values `shared` chooses written as references to
    /// their texts, interned in `strings` (`written`). Counts each array and object's plain text in `counts`.
    func texts(strings: inout StringInterner, shared: SharedValues?, counts: inout [String: Int]) -> (
        plain: String, written: String
    ) {
        var plain = ""
        var written = ""
        switch self {
        case .array(let elements) where !elements.isEmpty:
            plain = "["
            written = "["
            for element in elements {
                let texts = element.texts(strings: &strings, shared: shared, counts: &counts)
                plain += texts.plain
                written += texts.written
            }
            plain += "]"
            written += "]"
        case .object(let entries) where !entries.isEmpty:
            plain = "{"
            written = "{"
            for entry in entries {
                let key = CompactText.base26(UInt(strings.intern(entry.key)))
                let texts = entry.value.texts(strings: &strings, shared: shared, counts: &counts)
                plain += key + texts.plain
                written += key + texts.written
            }
            plain += "}"
            written += "}"
        default:
            self.write(to: &plain, strings: &strings)
            return (plain, plain)
        }
        counts[plain, default: 0] += 1
        if let shared, shared.contains(plain) {
            written = "&" + CompactText.base36(UInt(strings.intern(written)))
        }
        return (plain, written)
    }
}
