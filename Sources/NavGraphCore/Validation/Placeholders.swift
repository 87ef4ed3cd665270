import NavGraphRuntime

/// What the validator needs of `{param}` titles; the syntax itself is the runtime's `TitleTemplate`, so that a
/// title means the same to both.
enum Placeholders {
    /// The number of characters the title shows at least: its literal text, placeholders counted as empty.
    static func minimumLength(_ title: String) -> Int {
        // Most titles have no brace: all their characters count, and nothing is parsed.
        guard title.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else {
            return title.count
        }
        guard let pieces = TitleTemplate.parse(title) else { return title.count }
        return pieces.reduce(0) { total, piece in
            if case .text(let text) = piece { return total + text.count }
            return total
        }
    }
}
