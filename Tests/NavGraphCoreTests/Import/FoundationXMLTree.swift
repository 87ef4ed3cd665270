import Foundation
import _NavGraphCore

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The element tree Foundation's `XMLParser` (libxml2 on Linux) reads, to compare the importer's one-pass reader
/// with. Only for bytes the reader accepts: `XMLParser` crashed on malformed input the fuzzer made.
final class FoundationXMLTree: NSObject, XMLParserDelegate {
    /// An element as `XMLParser` reports it.
    final class Element {
        let name: String
        let attributes: [String: String]
        var children: [Element] = []

        init(name: String, attributes: [String: String]) {
            self.name = name
            self.attributes = attributes
        }
    }

    private var stack: [Element] = []
    private var root: Element?
    private var failed = false

    /// The root element of `bytes`, nil when `XMLParser` reports an error.
    static func read(_ bytes: [UInt8]) -> Element? {
        let tree = FoundationXMLTree()
        let parser = XMLParser(data: Data(bytes))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = tree
        guard parser.parse(), !tree.failed else { return nil }
        return tree.root
    }

    /// Where `node` and `element` differ (names, attributes, number of children), each as a short text.
    static func differences(_ node: XMLElementNode, _ element: Element) -> [String] {
        var differences: [String] = []
        var pairs = [(node, element)]
        while let (node, element) = pairs.popLast() {
            if node.name != element.name { differences.append("\(node.name) is \(element.name)") }
            if node.attributes != element.attributes {
                differences.append("\(node.name): \(node.attributes) is \(element.attributes)")
            }
            if node.children.count != element.children.count {
                differences.append("\(node.name): \(node.children.count) children, not \(element.children.count)")
            }
            pairs += zip(node.children, element.children).map { ($0, $1) }
        }
        return differences
    }

    func parser(
        _ parser: XMLParser,
        didStartElement elementName: String,
        namespaceURI: String?,
        qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let element = Element(name: elementName, attributes: attributes)
        if let parent = stack.last { parent.children.append(element) } else if root == nil { root = element }
        stack.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        _ = stack.popLast()
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) { failed = true }
}
