/// The byte-level grammar of links, shared by patterns and incoming URLs: character classes of RFC 3986 and
/// percent-decoding. Incoming links are untrusted: every function looks at each byte a fixed number of times.
package enum LinkSyntax {
    /// The longest link (and pattern) accepted, in bytes: `ScalarSyntax.maximumURLLength`.
    package static let maximumLength = ScalarSyntax.maximumURLLength

    /// `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`.
    package static func isScheme(_ text: some StringProtocol) -> Bool {
        guard let first = text.utf8.first, isLetter(first) else { return false }
        return text.utf8.allSatisfy {
            isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
        }
    }

    /// A registered host name: letters, digits, `-`, `.`, `_`, `~`; not empty.
    package static func isHost(_ text: some StringProtocol) -> Bool {
        !text.utf8.isEmpty
            && text.utf8.allSatisfy {
                isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
                    || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "~")
            }
    }

    /// An IP literal host as a link writes it: `[`, an IPv6 address (hexadecimal digits and colons, an IPv4 part
    /// with dots at its end), `]`. Its letters are compared case-insensitively, as a host name's.
    package static func isIPLiteral(_ text: some StringProtocol) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count > 2, bytes.first == UInt8(ascii: "["), bytes.last == UInt8(ascii: "]") else { return false }
        return bytes.dropFirst().dropLast().allSatisfy {
            hexValue($0) != nil || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ".")
        }
    }

    /// Why `decode` refuses `text`, as the end of a sentence that names it: the first character a link must
    /// percent-encode, a `%` without two hexadecimal digits, or bytes that are not UTF-8.
    package static func encodingProblem(_ text: some StringProtocol, inQuery: Bool) -> String {
        var bytes = text.utf8[...]
        while let byte = bytes.first {
            if byte == UInt8(ascii: "%") {
                let digits = bytes.dropFirst().prefix(2)
                guard digits.count == 2, digits.allSatisfy({ hexValue($0) != nil }) else {
                    return "has a '%' that is not followed by two hexadecimal digits"
                }
                bytes = bytes.dropFirst(3)
            } else {
                let isQueryCharacter = inQuery && (byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?"))
                guard isSegmentCharacter(byte) || isQueryCharacter else {
                    let character = String(decoding: [byte], as: UTF8.self)
                    let shown = byte < 0x80 && byte > 0x20 && byte != 0x7F ? "'\(character)'" : "a byte"
                    let hex = String(byte, radix: 16, uppercase: true)
                    return "holds \(shown) a link must percent-encode (%\(hex.count == 1 ? "0" : "")\(hex))"
                }
                bytes = bytes.dropFirst()
            }
        }
        return "is not percent-encoded UTF-8"
    }

    /// A path segment or (`inQuery`) a query item's name or value, percent-decoded; nil when it holds a character
    /// a URL cannot carry raw there (a space, `#`, a control character, `/` and `?` outside a query…) or a bad
    /// percent-encoding, or decodes to bytes that are not UTF-8. `+` stays a plus sign.
    package static func decode(_ text: some StringProtocol, inQuery: Bool = false) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "%") {
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                    return nil
                }
                bytes.append(high << 4 | low)
            } else {
                let isQueryCharacter = inQuery && (byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?"))
                guard isSegmentCharacter(byte) || isQueryCharacter else { return nil }
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// Percent-encodes `text` for a path segment or a query part: everything but unreserved characters and a few
    /// sub-delimiters that mean nothing there.
    package static func encode(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~") || byte == UInt8(ascii: ":")
                || byte == UInt8(ascii: "@")
            {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let digits: [Character] = Array("0123456789ABCDEF")
                result.append("%")
                result.append(digits[Int(byte >> 4)])
                result.append(digits[Int(byte & 0x0F)])
            }
        }
        return result
    }

    /// `pchar` of RFC 3986 without `%` (unreserved, sub-delims, `:`, `@`), as it may appear raw in a segment, and
    /// non-ASCII bytes (an IRI's characters, checked as UTF-8 after decoding).
    static func isSegmentCharacter(_ byte: UInt8) -> Bool {
        if isLetter(byte) || isDigit(byte) || byte >= 0x80 { return true }
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "!"),
            UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"),
            UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="),
            UInt8(ascii: ":"), UInt8(ascii: "@"):
            return true
        default:
            return false
        }
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

/// An incoming link, split and percent-decoded: `scheme://host[:port]/seg/seg?name=value&…#fragment`, or a bare
/// `/seg/seg?…`. The fragment is ignored; user info is refused.
package struct LinkURL: Sendable {
    /// The scheme, lower case; nil for a bare path.
    package var scheme: String?
    /// The host, lower case; nil without an authority.
    package var host: String?
    /// The decoded path segments (a final `/` is ignored).
    package var segments: [String]
    /// The decoded query items, in order.
    package var queryItems: [(name: String, value: String)]

    /// `scheme://host` in lower case, when the link has both.
    package var origin: String? {
        guard let scheme, let host else { return nil }
        return scheme + "://" + host
    }

    /// Splits and decodes `text`; throws `linkTooLong` or `malformedLink`.
    package static func parse(_ text: String) throws(NavigationError) -> LinkURL {
        guard text.utf8.count <= LinkSyntax.maximumLength else {
            throw .linkTooLong(length: text.utf8.count, limit: LinkSyntax.maximumLength)
        }
        func malformed(_ reason: String) -> NavigationError { .malformedLink(url: text, reason: reason) }
        guard !text.isEmpty else { throw malformed("the link is empty") }
        var link = LinkURL(scheme: nil, host: nil, segments: [], queryItems: [])
        var rest = Substring(text)
        if let fragment = rest.firstIndex(of: "#") { rest = rest[..<fragment] }
        if !rest.hasPrefix("/") {
            guard let colon = rest.firstIndex(of: ":"), LinkSyntax.isScheme(rest[..<colon]) else {
                throw malformed("it has no scheme and is not a path")
            }
            link.scheme = rest[..<colon].lowercased()
            rest = rest[rest.index(after: colon)...]
            if rest.hasPrefix("//") {
                rest = rest.dropFirst(2)
                let end = rest.firstIndex { $0 == "/" || $0 == "?" } ?? rest.endIndex
                var authority = rest[..<end]
                guard !authority.contains("@") else { throw malformed("it carries user info") }
                // An IP literal (`[::1]`) holds colons of its own: the port comes after its `]`.
                let hostEnd = authority.hasPrefix("[") ? authority.firstIndex(of: "]") ?? authority.endIndex : nil
                if let port = authority[(hostEnd ?? authority.startIndex)...].firstIndex(of: ":") {
                    guard authority[authority.index(after: port)...].utf8.allSatisfy(LinkSyntax.isDigit) else {
                        throw malformed("its port is not a number")
                    }
                    authority = authority[..<port]
                }
                guard LinkSyntax.isHost(authority) || LinkSyntax.isIPLiteral(authority) else {
                    throw malformed("'\(authority)' is not a host name")
                }
                link.host = authority.lowercased()
                rest = rest[end...]
            } else if !rest.hasPrefix("/") {
                throw malformed("it has no path")
            }
        }
        let pathEnd = rest.firstIndex(of: "?") ?? rest.endIndex
        var path = rest[..<pathEnd]
        if path.hasSuffix("/") { path = path.dropLast() }
        if !path.isEmpty {
            for segment in path.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
                guard !segment.isEmpty else { throw malformed("it has an empty path segment") }
                guard let decoded = LinkSyntax.decode(segment) else {
                    throw malformed("path segment '\(segment)' \(LinkSyntax.encodingProblem(segment, inQuery: false))")
                }
                link.segments.append(decoded)
            }
        }
        if pathEnd < rest.endIndex {
            for item in rest[rest.index(after: pathEnd)...].split(separator: "&") {
                let equals = item.firstIndex(of: "=") ?? item.endIndex
                guard let name = LinkSyntax.decode(item[..<equals], inQuery: true),
                    let value = equals < item.endIndex
                        ? LinkSyntax.decode(item[item.index(after: equals)...], inQuery: true) : ""
                else { throw malformed("query item '\(item)' \(LinkSyntax.encodingProblem(item, inQuery: true))") }
                link.queryItems.append((name, value))
            }
        }
        return link
    }
}
