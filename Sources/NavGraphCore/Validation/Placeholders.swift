/// `{param}` placeholders in `title`, `navigationItem.title` and `prompt` (§2.2, §6.4).
///
/// The syntax: `{name}` is a placeholder for the screen's parameter `name`; `{{` and `}}` stand for a literal `{`
/// and `}`; a lone `}` is literal text; a `{` that neither starts `{{` nor closes with `}` is malformed (NG204).
/// The runtime fills placeholders by the same rules.
enum Placeholders {
    /// One piece of a title.
    enum Piece: Equatable {
        case text(String)
        case placeholder(String)
    }

    /// Why a title does not parse.
    struct Malformed: Error, Equatable {
        /// What follows the unmatched `{`.
        var rest: String
    }

    /// The title cut into literal text and placeholders.
    static func parse(_ title: String) -> Result<[Piece], Malformed> {
        var pieces: [Piece] = []
        var text = ""
        var characters = title[...]
        while let character = characters.first {
            characters = characters.dropFirst()
            if character == "}" {
                if characters.first == "}" { characters = characters.dropFirst() }
                text.append("}")
            } else if character == "{" {
                if characters.first == "{" {
                    characters = characters.dropFirst()
                    text.append("{")
                    continue
                }
                guard let close = characters.firstIndex(of: "}") else {
                    return .failure(Malformed(rest: "{" + characters))
                }
                if !text.isEmpty {
                    pieces.append(.text(text))
                    text = ""
                }
                pieces.append(.placeholder(String(characters[..<close])))
                characters = characters[characters.index(after: close)...]
            } else {
                text.append(character)
            }
        }
        if !text.isEmpty { pieces.append(.text(text)) }
        return .success(pieces)
    }

    /// The number of characters the title shows at least: its literal text, placeholders counted as empty.
    static func minimumLength(_ title: String) -> Int {
        guard case .success(let pieces) = parse(title) else { return title.count }
        return pieces.reduce(0) { total, piece in
            if case .text(let text) = piece { return total + text.count }
            return total
        }
    }
}
