import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The shapes of an SVG drawn by Graphviz: each `<g class="node">`, `<g class="edge">` and `<g class="cluster">`
/// with its `<title>` (the DOT name: `n3`, `n0->n2`, `cluster_c0`), the texts drawn in it, in order, and how it
/// is painted (the colours, dashes, widths and font sizes of its parts): everything but coordinates, which depend on
/// the Graphviz version and on the fonts installed.
struct SVGShapes {
    struct Shape: Equatable {
        var title: String
        var texts: [String]
        var paint: [String] = []

        /// The shape without its paint.
        var unpainted: Shape { Shape(title: title, texts: texts) }
    }

    var nodes: [Shape] = []
    var edges: [Shape] = []
    var clusters: [Shape] = []

    /// Parses `svg`; throws when it is not well-formed XML.
    init(_ svg: String) throws {
        let reader = Reader()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = reader
        guard parser.parse() else {
            throw ParseError(description: "not an SVG: \(parser.parserError.map { "\($0)" } ?? "unknown error")")
        }
        for (kind, shape) in reader.shapes {
            switch kind {
            case "node": nodes.append(shape)
            case "edge": edges.append(shape)
            case "cluster": clusters.append(shape)
            default: break
            }
        }
    }

    struct ParseError: Error, CustomStringConvertible {
        var description: String
    }

    private final class Reader: NSObject, XMLParserDelegate {
        var shapes: [(String, Shape)] = []
        /// The open `<g>` elements: the class of a shape, nil for other groups.
        private var groups: [String?] = []
        private var current: Shape?
        private var text: String?

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            switch elementName {
            case "g":
                let kind = attributes["class"].flatMap { ["node", "edge", "cluster"].contains($0) ? $0 : nil }
                groups.append(kind)
                if kind != nil { current = Shape(title: "", texts: []) }
            case "title", "text":
                if current != nil { text = "" }
            default: break
            }
            if current != nil {
                let painted = ["fill", "stroke", "stroke-dasharray", "stroke-width", "font-size"].compactMap { name in
                    attributes[name].map { "\(elementName).\(name)=\($0)" }
                }
                current?.paint += painted
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            text? += string
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
        ) {
            switch elementName {
            case "title":
                if let text { current?.title = text }
                text = nil
            case "text":
                if let text { current?.texts.append(text) }
                text = nil
            case "g":
                if let kind = groups.popLast() ?? nil, let shape = current {
                    shapes.append((kind, shape))
                    current = nil
                }
            default: break
            }
        }
    }
}
