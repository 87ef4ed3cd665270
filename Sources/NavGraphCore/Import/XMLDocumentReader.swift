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

/// Reads XML bytes into `XMLElementNode`s, in one pass of `XMLSubsetChecker`: what it refuses (malformed XML, and
/// what storyboards never hold: a document type declaration, processing instructions, namespaces) is an error at
/// its position.
package enum XMLDocumentReader {
    /// The root element of `bytes`, or the first problem found.
    package static func read(_ bytes: [UInt8]) throws(XMLReadError) -> XMLElementNode {
        try XMLSubsetChecker.document(in: bytes)
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
