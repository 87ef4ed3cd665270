import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// One XML element as read: its name, attributes, children in order, and where its start tag begins.
package final class XMLElementNode: Sendable {
    package let name: String
    package let attributes: [String: String]
    package let children: [XMLElementNode]
    /// The 1-based line and column (in characters) of the start tag's `<`.
    package let line: Int
    package let column: Int

    init(name: String, attributes: [String: String], children: [XMLElementNode], line: Int, column: Int) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.line = line
        self.column = column
    }

    /// The attribute `name`, nil when absent.
    package subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// The children named `name`, in order.
    package func children(named name: String) -> [XMLElementNode] { children.filter { $0.name == name } }

    /// The first child named `name` whose `key` attribute is `key` (or any key when `key` is nil).
    package func child(named name: String, key: String? = nil) -> XMLElementNode? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }
}

/// Why an XML file could not be read: the problem and where it was found.
package struct XMLReadError: Error, Sendable {
    package var message: String
    package var line: Int
    package var column: Int
}

/// Reads XML bytes into `XMLElementNode`s with Foundation's `XMLParser` (libxml2 on Linux), keeping the position of
/// every start tag. External entities are never resolved, and a document type declaration is refused before parsing
/// (storyboards have none; refusing it keeps entity expansion out).
package enum XMLDocumentReader {
    /// The root element of `bytes`, or the first problem found.
    package static func read(_ bytes: [UInt8]) throws(XMLReadError) -> XMLElementNode {
        if let doctype = find(Array("<!DOCTYPE".utf8), in: bytes) {
            let (line, column) = LineTable(bytes).position(ofByte: doctype)
            throw XMLReadError(
                message: "a document type declaration is not allowed in a storyboard", line: line, column: column)
        }
        if let invalid = firstInvalidUTF8(in: bytes) {
            // Xcode writes storyboards in UTF-8; other bytes reach the parser's delegate as names Foundation's
            // XMLParser on Linux cannot convert (it traps), so they are refused here.
            let (line, column) = LineTable(bytes).position(ofByte: invalid)
            throw XMLReadError(message: "the file is not UTF-8 text (byte \(invalid + 1))", line: line, column: column)
        }
        if let instruction = firstProcessingInstruction(in: bytes) {
            // Storyboards hold none; Foundation's XMLParser on Linux crashes on one without data (`<?x?>`).
            let (line, column) = LineTable(bytes).position(ofByte: instruction)
            throw XMLReadError(
                message: "a processing instruction is not allowed in a storyboard", line: line, column: column)
        }
        let builder = TreeBuilder(bytes: bytes)
        let parser = XMLParser(data: Data(bytes))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = builder
        let finished = parser.parse()
        if let error = builder.error { throw error }
        guard finished, let root = builder.root else {
            let (line, column) = (max(1, parser.lineNumber), max(1, parser.columnNumber))
            throw XMLReadError(message: "the XML could not be read", line: line, column: column)
        }
        return root
    }

    /// The offset of the first `<?` that is not the XML declaration at the start of the file (after a byte order
    /// mark), nil when there is none.
    static func firstProcessingInstruction(in bytes: [UInt8]) -> Int? {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var from = 0
        while let offset = find(Array("<?".utf8), in: bytes, from: from) {
            let name = bytes.dropFirst(offset + 2).prefix(4)
            let isDeclaration =
                offset == start && name.starts(with: Array("xml".utf8))
                && name.count == 4 && [0x20, 0x09, 0x0A, 0x0D].contains(name[name.startIndex + 3])
            if !isDeclaration { return offset }
            from = offset + 2
        }
        return nil
    }

    /// The offset of the first byte that is not part of valid UTF-8, nil when all of `bytes` is UTF-8.
    static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// The offset of the first occurrence of `needle` in `bytes`, nil when there is none.
    static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int = 0) -> Int? {
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index] == first && bytes[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}

/// Byte offsets of line starts, to turn libxml2's positions (at the end of a start tag) into the tag's `<`.
struct LineTable {
    let bytes: [UInt8]
    private var starts: [Int] = [0]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
    }

    /// The byte offset of a 1-based line and byte column, clamped into the text.
    func offset(line: Int, column: Int) -> Int {
        let lineIndex = min(max(line - 1, 0), starts.count - 1)
        return min(max(starts[lineIndex] + column - 1, 0), max(bytes.count - 1, 0))
    }

    /// The 1-based line and column (in characters) of the byte at `offset`.
    func position(ofByte offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let characters = bytes[starts[low]..<min(offset, bytes.count)].lazy.filter { $0 & 0xC0 != 0x80 }.count
        return (low + 1, characters + 1)
    }

    /// The position of the `<` that starts the tag `name` ending at or before `offset`: the nearest `<name`
    /// backwards, or the given position when none is found.
    func tagStart(named name: String, endingAt offset: Int) -> (line: Int, column: Int) {
        let pattern = [UInt8(ascii: "<")] + Array(name.utf8)
        var index = min(offset, bytes.count - pattern.count)
        while index >= 0 {
            if bytes[index] == UInt8(ascii: "<") && bytes[index..<index + pattern.count].elementsEqual(pattern) {
                return position(ofByte: index)
            }
            index -= 1
        }
        return position(ofByte: max(0, offset))
    }
}

/// The parser's delegate: builds the element tree on an explicit stack and keeps the first error.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    private final class Open {
        let name: String
        let attributes: [String: String]
        let line: Int
        let column: Int
        var children: [XMLElementNode] = []

        init(name: String, attributes: [String: String], line: Int, column: Int) {
            self.name = name
            self.attributes = attributes
            self.line = line
            self.column = column
        }
    }

    private let lines: LineTable
    private var stack: [Open] = []
    var root: XMLElementNode?
    var error: XMLReadError?

    init(bytes: [UInt8]) {
        lines = LineTable(bytes)
    }

    func parser(
        _ parser: XMLParser,
        didStartElement elementName: String,
        namespaceURI: String?,
        qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let end = lines.offset(line: parser.lineNumber, column: parser.columnNumber)
        let (line, column) = lines.tagStart(named: elementName, endingAt: end)
        stack.append(Open(name: elementName, attributes: attributes, line: line, column: column))
    }

    func parser(
        _ parser: XMLParser,
        didEndElement elementName: String,
        namespaceURI: String?,
        qualifiedName: String?
    ) {
        guard let open = stack.popLast() else { return }
        let node = XMLElementNode(
            name: open.name, attributes: open.attributes, children: open.children, line: open.line,
            column: open.column)
        if let parent = stack.last {
            parent.children.append(node)
        } else if root == nil {
            root = node
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        guard error == nil else { return }
        let code = (parseError as NSError).code
        error = XMLReadError(
            message: "malformed XML: " + Self.describe(code), line: max(1, parser.lineNumber),
            column: max(1, parser.columnNumber))
    }

    /// The problem a libxml2 error number stands for (the numbers of libxml2's `xmlParserErrors`, which is what
    /// `XMLParser` reports on Linux).
    static func describe(_ code: Int) -> String {
        let known: [Int: String] = [
            3: "no document start", 4: "no root element (the file is empty or not XML)",
            5: "content after the root element, or the document ends too early",
            9: "an invalid character", 26: "an undeclared entity", 34: "a string is not closed",
            38: "'<' in an attribute value", 39: "an attribute value is not quoted",
            40: "an attribute value is not closed", 41: "an attribute has no value", 42: "an attribute is given twice",
            45: "a comment is not closed", 64: "a reserved name", 68: "a name is missing", 72: "'<' expected",
            73: "'>' expected", 76: "a closing tag does not match the element it closes",
            77: "an element is not closed", 86: "content after the root element",
        ]
        return (known[code] ?? "libxml2 error") + " (libxml2 error \(code))"
    }

    func parser(_ parser: XMLParser, validationErrorOccurred validationError: any Error) {
        self.parser(parser, parseErrorOccurred: validationError)
    }
}
