/// The `{param}` placeholder syntax of titles, navigation-item titles, prompts and back titles (docs/format.md and
/// docs/runtime.md, "Titles and placeholders"), in one place for the validator and the runtime: `{name}` is a placeholder
/// for the screen's parameter `name`; `{{` and `}}` stand for a literal `{` and `}`; a lone `}` is literal text; a
/// `{` that neither starts `{{` nor closes with `}` makes the title malformed.
package enum TitleTemplate {
    /// One piece of a title.
    package enum Piece: Hashable, Sendable {
        case text(String)
        case placeholder(String)
    }

    /// The title cut into literal text and placeholders; nil when a `{` is never closed, unless `lenient`, which
    /// reads such a `{` and what follows it as text.
    package static func parse(_ title: String, lenient: Bool = false) -> [Piece]? {
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
                    guard lenient else { return nil }
                    text += "{" + characters
                    break
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
        return pieces
    }
}

/// Fills `{param}` placeholders of a title with an instance's arguments (`TitleTemplate`'s syntax); a
/// placeholder naming no argument stays as written, and so does an unclosed `{` (which the validator refuses).
func fillPlaceholders(_ template: String, with arguments: [String: ArgumentValue]) -> String {
    guard template.contains("{") || template.contains("}") else { return template }
    guard let pieces = TitleTemplate.parse(template, lenient: true) else { return template }
    var result = ""
    for piece in pieces {
        switch piece {
        case .text(let text): result += text
        case .placeholder(let name): result += arguments[name]?.displayText ?? "{\(name)}"
        }
    }
    return result
}
