/// Text quoted back in a message (a pattern, a link, a value), cut to a length a terminal line holds: a 400 KB
/// pattern is not repeated whole; a diagnostic's source excerpt shows where it is. One helper for the runtime's
/// errors and the compiler's diagnostics.
package enum MessageEcho {
    /// Characters of a value a message quotes before cutting it.
    package static let defaultLimit = 80

    /// `text` whole when it has at most `limit` characters, else its first `limit` characters and "…".
    package static func cut(_ text: some StringProtocol, limit: Int = defaultLimit) -> String {
        guard let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex), end != text.endIndex
        else { return String(text) }
        return String(text[..<end]) + "…"
    }
}
