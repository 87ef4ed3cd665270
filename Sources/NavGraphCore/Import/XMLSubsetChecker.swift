/// Reads the XML of a storyboard in one pass: it checks that the bytes are well-formed XML of the kind storyboards
/// are, and builds the element tree as it goes, with the position of each element's start tag.
///
/// It accepts:
/// - UTF-8 text of characters XML allows, after an optional byte order mark;
/// - an optional XML 1.0 declaration at the start (UTF-8, if it names an encoding);
/// - comments, and elements whose names have no namespace prefix, with unique attributes and no namespace
///   declarations;
/// - text and attribute values with the five predefined entities and character references, and CDATA sections;
/// - at most `maximumDepth` elements deep.
/// There is no document type declaration, processing instruction or namespace in a storyboard; each is refused
/// with its position. Attribute values are normalised as XML 1.0 says (section 3.3.3): each tab, line feed,
/// carriage return or CR LF pair becomes one space, while character references keep what they stand for. Text
/// between elements is checked and not kept: nothing in a storyboard the importer reads is text.
///
/// Every step is linear in the bytes it looks at, and positions are counted forward once, so the whole read is
/// linear in the size of the file (issue 20, item 4).
struct XMLSubsetChecker {
    /// How deep elements may nest (libxml2's own default limit; storyboards go about 15 deep).
    static let maximumDepth = 256

    /// The root element of `bytes`, or the first problem.
    static func document(in bytes: [UInt8]) throws(XMLReadError) -> XMLElementNode {
        var checker = XMLSubsetChecker(bytes: bytes)
        return try checker.document()
    }

    private let bytes: [UInt8]
    private let lines: LineTable
    private var index = 0
    /// The position of the last start tag met, counted forward from the one before (tags come in document order).
    private var cursor = (offset: 0, line: 1, column: 1)

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        lines = LineTable(bytes)
    }

    /// An element whose end tag is still to come.
    private struct OpenElement {
        var name: ArraySlice<UInt8>
        var offset: Int
        var attributes: [String: String]
        var line: Int
        var column: Int
        var children: [XMLElementNode] = []

        func node() -> XMLElementNode {
            XMLElementNode(
                name: String(decoding: name, as: UTF8.self), attributes: attributes, children: children, line: line,
                column: column)
        }
    }

    // MARK: The document

    private mutating func document() throws(XMLReadError) -> XMLElementNode {
        if let (offset, message) = Self.firstForbiddenCharacter(in: bytes) { throw failure(message, at: offset) }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        if at("<?xml"), index + 5 < bytes.count, Self.isSpace(bytes[index + 5]) { try declaration() }
        try miscellany()
        guard index < bytes.count else {
            throw failure("no root element (the file is empty or not XML)", at: index)
        }
        guard at("<"), index + 1 < bytes.count, bytes[index + 1] != UInt8(ascii: "/") else {
            throw failure("an element ('<') expected", at: index)
        }
        let root = try elements()
        try miscellany()
        if index < bytes.count { throw failure("content after the root element", at: index) }
        return root
    }

    /// `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>`, encoding and standalone optional.
    private mutating func declaration() throws(XMLReadError) {
        index += 5
        skipSpaces()
        guard at("version") else { throw failure("the XML declaration has no version", at: index) }
        index += 7
        let version = try pseudoAttributeValue()
        guard version == "1.0" else {
            throw failure("XML version '\(version)' is not supported; storyboards are XML 1.0", at: index)
        }
        var spaced = skipSpaces()
        if spaced, at("encoding") {
            index += 8
            let encoding = try pseudoAttributeValue()
            guard encoding.lowercased() == "utf-8" else {
                throw failure("the file declares the encoding '\(encoding)'; storyboards are UTF-8", at: index)
            }
            spaced = skipSpaces()
        }
        if spaced, at("standalone") {
            index += 10
            let standalone = try pseudoAttributeValue()
            guard standalone == "yes" || standalone == "no" else {
                throw failure("standalone is 'yes' or 'no', not '\(standalone)'", at: index)
            }
            skipSpaces()
        }
        guard at("?>") else { throw failure("the XML declaration is not closed with '?>'", at: index) }
        index += 2
    }

    /// `= "value"` in the XML declaration, whose values hold no markup.
    private mutating func pseudoAttributeValue() throws(XMLReadError) -> String {
        try equalsSign()
        guard index < bytes.count, bytes[index] == Self.quote || bytes[index] == Self.apostrophe else {
            throw failure("a quoted value expected", at: index)
        }
        let quote = bytes[index]
        let start = index + 1
        guard let end = bytes[start...].firstIndex(where: { $0 == quote || $0 == Self.lessThan }), bytes[end] == quote
        else { throw failure("a value in the XML declaration is not closed", at: index) }
        index = end + 1
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Spaces and comments; a processing instruction or a document type declaration is refused.
    private mutating func miscellany() throws(XMLReadError) {
        while true {
            skipSpaces()
            if at("<!--") {
                try comment()
            } else if at("<?") {
                throw processingInstruction()
            } else if at("<!DOCTYPE") {
                throw failure("a document type declaration is not allowed in a storyboard", at: index)
            } else {
                return
            }
        }
    }

    // MARK: Elements

    /// The root element and everything in it, on an explicit stack of open elements (so depth costs no recursion).
    private mutating func elements() throws(XMLReadError) -> XMLElementNode {
        var open: [OpenElement] = []
        while true {
            // At the `<` of a start tag.
            let offset = index
            let (line, column) = forwardPosition(ofByte: offset)
            index += 1
            let name = try self.name()
            let (attributes, hasContent) = try attributesAndEnd()
            var element = OpenElement(
                name: name, offset: offset, attributes: attributes, line: line, column: column)
            if hasContent {
                open.append(element)
                guard open.count <= Self.maximumDepth else {
                    throw failure("elements are nested more than \(Self.maximumDepth) deep", at: offset)
                }
            } else if open.isEmpty {
                return element.node()
            } else {
                open[open.count - 1].children.append(element.node())
            }
            while let innermost = open.last, try content(of: innermost) {
                // An end tag closes the innermost element.
                try endTag(closing: innermost)
                element = open.removeLast()
                guard !open.isEmpty else { return element.node() }
                open[open.count - 1].children.append(element.node())
            }
        }
    }

    /// The 1-based line and column (in characters) of the byte at `offset`, counted on from the last one asked for.
    private mutating func forwardPosition(ofByte offset: Int) -> (line: Int, column: Int) {
        var (line, column) = (cursor.line, cursor.column)
        for byte in bytes[cursor.offset..<offset] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        cursor = (offset, line, column)
        return (line, column)
    }

    /// The attributes of a start tag and its end: `hasContent` is true for `>` (content follows), false for `/>`.
    private mutating func attributesAndEnd() throws(XMLReadError) -> (
        attributes: [String: String], hasContent: Bool
    ) {
        var attributes: [String: String] = [:]
        while true {
            let spaced = skipSpaces()
            if at("/>") {
                index += 2
                return (attributes, false)
            }
            if at(">") {
                index += 1
                return (attributes, true)
            }
            guard index < bytes.count else { throw failure("a start tag is not closed with '>'", at: index) }
            guard spaced else { throw failure("'>', '/>' or a space before an attribute expected", at: index) }
            let start = index
            let name = try self.name()
            guard name.elementsEqual("xmlns".utf8) == false else {
                throw failure("a namespace declaration is not allowed in a storyboard", at: start)
            }
            let key = String(decoding: name, as: UTF8.self)
            guard attributes[key] == nil else {
                throw failure("the attribute '\(key)' is given twice", at: start)
            }
            try equalsSign()
            attributes[key] = try attributeValue()
        }
    }

    /// A quoted attribute value (no `<`, and each `&` a reference that is defined), normalised: each reference
    /// replaced by its character, each tab, line break or CR LF pair by one space.
    private mutating func attributeValue() throws(XMLReadError) -> String {
        guard index < bytes.count, bytes[index] == Self.quote || bytes[index] == Self.apostrophe else {
            throw failure("an attribute value is not quoted", at: index)
        }
        let quote = bytes[index]
        let start = index
        index += 1
        var value: [UInt8] = []
        while index < bytes.count {
            switch bytes[index] {
            case quote:
                index += 1
                return String(decoding: value, as: UTF8.self)
            case Self.lessThan: throw failure("'<' in an attribute value", at: index)
            case Self.ampersand: value += String(try reference()).utf8
            case 0x0D:
                value.append(0x20)
                index += index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
            case 0x09, 0x0A:
                value.append(0x20)
                index += 1
            default:
                value.append(bytes[index])
                index += 1
            }
        }
        throw failure("an attribute value is not closed", at: start)
    }

    /// Text, references, comments and CDATA sections in `innermost` up to the next tag: true at an end tag (`</`),
    /// false at a start tag.
    private mutating func content(of innermost: OpenElement) throws(XMLReadError) -> Bool {
        while index < bytes.count {
            switch bytes[index] {
            case Self.ampersand:
                _ = try reference()
            case Self.lessThan:
                if at("</") {
                    return true
                } else if at("<!--") {
                    try comment()
                } else if at("<![CDATA[") {
                    guard let end = find("]]>", from: index + 9) else {
                        throw failure("a CDATA section is not closed", at: index)
                    }
                    index = end + 3
                } else if at("<?") {
                    throw processingInstruction()
                } else if at("<!") {
                    throw failure("'<!' that starts neither a comment nor a CDATA section", at: index)
                } else {
                    return false
                }
            default:
                if at("]]>") { throw failure("']]>' in text", at: index) }
                index += 1
            }
        }
        throw failure(
            "the element '\(String(decoding: innermost.name, as: UTF8.self))' is not closed", at: innermost.offset)
    }

    /// `</name>`, which must close `innermost`.
    private mutating func endTag(closing innermost: OpenElement) throws(XMLReadError) {
        let start = index
        index += 2
        let name = try self.name()
        guard name.elementsEqual(innermost.name) else {
            let (line, column) = lines.position(ofByte: innermost.offset)
            throw failure(
                "'</\(String(decoding: name, as: UTF8.self))>' closes '<\(String(decoding: innermost.name, as: UTF8.self))>' "
                    + "(opened at line \(line), column \(column))", at: start)
        }
        skipSpaces()
        guard at(">") else { throw failure("an end tag is not closed with '>'", at: index) }
        index += 1
    }

    // MARK: Pieces

    /// An XML name without a namespace prefix.
    private mutating func name() throws(XMLReadError) -> ArraySlice<UInt8> {
        let start = index
        guard let first = scalar(at: index), Self.isNameStart(first.value) || first.value == 0x3A else {
            throw failure("a name expected", at: index)
        }
        index += first.length
        while let next = scalar(at: index),
            Self.isNameStart(next.value) || Self.isNameContinuation(next.value) || next.value == 0x3A
        {
            index += next.length
        }
        let name = bytes[start..<index]
        if name.contains(UInt8(ascii: ":")) {
            throw failure(
                "the name '\(String(decoding: name, as: UTF8.self))' has a namespace prefix; storyboards use none",
                at: start)
        }
        return name
    }

    /// `&lt;`, `&gt;`, `&amp;`, `&quot;`, `&apos;`, `&#10;` or `&#xA;` (of a character XML allows): the character
    /// it stands for.
    private mutating func reference() throws(XMLReadError) -> Unicode.Scalar {
        let start = index
        index += 1
        if at("#") {
            index += 1
            let hexadecimal = at("x")
            if hexadecimal { index += 1 }
            let digitsStart = index
            var value: UInt32 = 0
            while index < bytes.count, let digit = Self.digit(bytes[index], hexadecimal: hexadecimal) {
                value = min(value * (hexadecimal ? 16 : 10) + digit, 0x11_0000)
                index += 1
            }
            guard index > digitsStart, at(";") else {
                throw failure("a character reference is not closed with ';'", at: start)
            }
            index += 1
            guard let scalar = Unicode.Scalar(value), Self.isCharacter(scalar) else {
                throw failure(
                    "the character reference '\(String(decoding: bytes[start..<index], as: UTF8.self))' is not a "
                        + "character XML allows", at: start)
            }
            return scalar
        }
        let name = try self.name()
        guard at(";") else { throw failure("a reference is not closed with ';'", at: start) }
        index += 1
        switch String(decoding: name, as: UTF8.self) {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default:
            throw failure(
                "the entity '&\(String(decoding: name, as: UTF8.self));' is not defined (XML defines &lt; &gt; &amp; "
                    + "&quot; &apos;)", at: start)
        }
    }

    /// `<!-- … -->`, with no `--` inside.
    private mutating func comment() throws(XMLReadError) {
        let start = index
        guard let dashes = find("--", from: index + 4) else { throw failure("a comment is not closed", at: start) }
        guard dashes + 2 < bytes.count, bytes[dashes + 2] == UInt8(ascii: ">") else {
            throw failure("'--' inside a comment", at: dashes)
        }
        index = dashes + 3
    }

    /// `= ` with optional spaces around it.
    private mutating func equalsSign() throws(XMLReadError) {
        skipSpaces()
        guard at("=") else { throw failure("'=' expected after an attribute name", at: index) }
        index += 1
        skipSpaces()
    }

    /// The error for the `<?` at the current position.
    private func processingInstruction() -> XMLReadError {
        let target = bytes[(index + 2)...].prefix { Self.isSpace($0) == false && $0 != UInt8(ascii: "?") }
        if String(decoding: target, as: UTF8.self).lowercased() == "xml" {
            let atStart = index == (bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)
            return failure(
                atStart ? "a malformed XML declaration" : "an XML declaration that is not at the start of the file",
                at: index)
        }
        return failure("a processing instruction is not allowed in a storyboard", at: index)
    }

    @discardableResult
    private mutating func skipSpaces() -> Bool {
        let start = index
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
        return index > start
    }

    private func at(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return text.withUTF8Buffer { bytes[index..<index + count].elementsEqual($0) }
    }

    private func find(_ text: StaticString, from start: Int) -> Int? {
        text.withUTF8Buffer { needle -> Int? in
            guard let first = needle.first else { return nil }
            var offset = start
            while offset + needle.count <= bytes.count {
                if bytes[offset] == first, bytes[offset..<offset + needle.count].elementsEqual(needle) { return offset }
                offset += 1
            }
            return nil
        }
    }

    /// The scalar that starts at `offset` and its length in bytes (the text is valid UTF-8 by then).
    private func scalar(at offset: Int) -> (value: UInt32, length: Int)? {
        guard offset < bytes.count else { return nil }
        let lead = bytes[offset]
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        guard offset + length <= bytes.count else { return nil }
        var value = length == 1 ? UInt32(lead) : UInt32(lead) & (0xFF >> (length + 1))
        for continuation in bytes[(offset + 1)..<(offset + length)] {
            value = value << 6 | UInt32(continuation & 0x3F)
        }
        return (value, length)
    }

    private func failure(_ message: String, at offset: Int) -> XMLReadError {
        let (line, column) = lines.position(ofByte: offset)
        return XMLReadError(message: message, line: line, column: column)
    }

    // MARK: Characters

    private static let quote = UInt8(ascii: "\"")
    private static let apostrophe = UInt8(ascii: "'")
    private static let lessThan = UInt8(ascii: "<")
    private static let ampersand = UInt8(ascii: "&")

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }

    private static func digit(_ byte: UInt8, hexadecimal: Bool) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where hexadecimal: UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where hexadecimal: UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// XML 1.0's `Char`: tab, line feed, carriage return, and everything from space up except U+FFFE and U+FFFF.
    static func isCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D, 0x20...0xFFFD, 0x1_0000...0x10_FFFF: true
        default: false
        }
    }

    /// XML 1.0's `NameStartChar`, without the colon.
    private static func isNameStart(_ value: UInt32) -> Bool {
        switch value {
        case 0x41...0x5A, 0x5F, 0x61...0x7A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D, 0x37F...0x1FFF,
            0x200C...0x200D, 0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFFD,
            0x1_0000...0xE_FFFF:
            true
        default: false
        }
    }

    /// What XML 1.0's `NameChar` adds to `NameStartChar`.
    private static func isNameContinuation(_ value: UInt32) -> Bool {
        switch value {
        case 0x2D, 0x2E, 0x30...0x39, 0xB7, 0x300...0x36F, 0x203F...0x2040: true
        default: false
        }
    }

    /// The offset of the first byte that is not UTF-8 or starts a character XML does not allow, and what is wrong.
    static func firstForbiddenCharacter(in bytes: [UInt8]) -> (offset: Int, message: String)? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                guard isCharacter(scalar) else {
                    let code = String(scalar.value, radix: 16, uppercase: true)
                    let padded = String(repeating: "0", count: max(0, 4 - code.count)) + code
                    return (offset, "a character XML does not allow (U+\(padded))")
                }
                offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return (offset, "the file is not UTF-8 text (byte \(offset + 1))")
            }
        }
    }
}
