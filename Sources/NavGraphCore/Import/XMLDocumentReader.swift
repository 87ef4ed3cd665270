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

/// Reads XML bytes into `XMLElementNode`s with Foundation's `XMLParser` (libxml2 on Linux). `XMLSubsetChecker` sees the
/// bytes first: what it refuses (malformed XML, and what storyboards never hold: a document type declaration,
/// processing instructions, namespaces) never reaches the parser, and it gives every start tag's position.
package enum XMLDocumentReader {
    /// The root element of `bytes`, or the first problem found.
    package static func read(_ bytes: [UInt8]) throws(XMLReadError) -> XMLElementNode {
        let starts = try XMLSubsetChecker.startTags(in: bytes)
        let builder = TreeBuilder(starts: starts)
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
}

/// Byte offsets of line starts, to turn a byte offset into a line and a column.
struct LineTable {
    let bytes: [UInt8]
    private var starts: [Int] = [0]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
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

    /// Where each start tag begins, in document order, as the checker found them.
    private let starts: [(line: Int, column: Int)]
    private var started = 0
    private var stack: [Open] = []
    var root: XMLElementNode?
    var error: XMLReadError?

    init(starts: [(line: Int, column: Int)]) {
        self.starts = starts
    }

    func parser(
        _ parser: XMLParser,
        didStartElement elementName: String,
        namespaceURI: String?,
        qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let (line, column) =
            started < starts.count ? starts[started] : (max(1, parser.lineNumber), max(1, parser.columnNumber))
        started += 1
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
