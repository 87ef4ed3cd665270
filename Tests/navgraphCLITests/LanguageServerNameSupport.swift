import Foundation
import Testing

@testable import navgraph

/// A graph of two files (a screen and its parameter in the included part) and a flow file, on the disk, for the
/// name requests (definition, references, symbols, rename). Names follow emoji in several lines, so positions
/// count UTF-16 units.
final class ShopFixture {
    static let main = """
        navgraph: 1
        graph: Shop
        root: tabs
        include: [part.navgraph.yaml]
        screens:
          home:
            title: Home
            navigationItem:
              rightBarButtonItems: [{ title: "🛒", id: basket, segue: openCart }]
            segues:
              openCart: { kind: show, to: cart, arguments: { count: 1 } }
              openProduct: { kind: show, to: product, arguments: { sku: a } }
          cart:
            parameters:
              count: { type: Int, default: 0 }
            segues:
              openProduct: { kind: show, to: product, arguments: { sku: b } }
        containers:
          tabs:
            kind: tabBar
            tabs:
              - { id: first, root: home, title: "🏠" }
              - { id: second, root: cart, title: Cart }

        """

    static let part = """
        navgraph: 1
        screens:
          product:
            title: Product
            parameters:
              sku: String

        """

    static let flow = """
        graph: main.navgraph.yaml
        flows:
          buy:
            - perform: "openCart"
              expect: { stack: [home, cart] }
            - perform: cart.openProduct
              with: { sku: x }
            - back: {}
            - perform: openProduct

        """

    let folder: TemporaryFolder
    let mainURI: String
    let partURI: String
    let flowURI: String

    init(main: String = ShopFixture.main, flow: String = ShopFixture.flow) throws {
        folder = try TemporaryFolder()
        try folder.write("main.navgraph.yaml", main)
        try folder.write("part.navgraph.yaml", Self.part)
        try folder.write("shop.navflow.yaml", flow)
        // The folder as the disk names it (the temporary folder may be reached through a symbolic link).
        let canonical = try #require(FileSystemSources().canonicalPath(of: folder.url.path))
        func uri(_ name: String) -> String { URL(fileURLWithPath: canonical + "/" + name).absoluteString }
        mainURI = uri("main.navgraph.yaml")
        partURI = uri("part.navgraph.yaml")
        flowURI = uri("shop.navflow.yaml")
    }
}

/// A scripted session: `initialize` (with the given capabilities), opened documents, requests; run, the replies to
/// the requests by id.
struct NameSession {
    private var input: [UInt8]
    private var nextID = 10

    init(capabilities: [String: Any] = [:], initializationOptions: [String: Any]? = nil) throws {
        var params: [String: Any] = ["capabilities": capabilities]
        if let initializationOptions { params["initializationOptions"] = initializationOptions }
        input = try lspMessage("initialize", id: 1, params)
    }

    mutating func open(_ uri: String, _ text: String, version: Int = 1) throws {
        input += try lspMessage(
            "textDocument/didOpen",
            ["textDocument": ["uri": uri, "languageId": "yaml", "version": version, "text": text]])
    }

    /// Inserts `insert` at a position of the open document `uri`.
    mutating func change(_ uri: String, version: Int, line: Int, character: Int, insert: String) throws {
        input += try lspMessage(
            "textDocument/didChange",
            [
                "textDocument": ["uri": uri, "version": version],
                "contentChanges": [["range": lspRange(line, character, line, character), "text": insert]],
            ])
    }

    /// Sends a request; its id.
    @discardableResult mutating func request(_ method: String, _ params: [String: Any]) throws -> Int {
        nextID += 1
        input += try lspMessage(method, id: nextID, params)
        return nextID
    }

    /// A request at the position of the `occurrence`th `needle` in `text` (plus `offset` UTF-16 units).
    @discardableResult mutating func request(
        _ method: String, _ uri: String, on needle: String, in text: String, occurrence: Int = 0, offset: Int = 0,
        extra: [String: Any] = [:]
    ) throws -> Int {
        let at = try position(of: needle, in: text, occurrence: occurrence)
        var params: [String: Any] = [
            "textDocument": ["uri": uri], "position": ["line": at.line, "character": at.character + offset],
        ]
        params.merge(extra) { $1 }
        return try request(method, params)
    }

    func run() throws -> [Int: [String: Any]] {
        let run = try runLanguageServer(input + shutdownAndExit())
        #expect(run.status == 0)
        var replies: [Int: [String: Any]] = [:]
        for reply in run.replies {
            if let id = reply["id"] as? Int, id >= 10, id < 99 { replies[id] = reply }
        }
        return replies
    }
}

struct FixtureError: Error, CustomStringConvertible {
    var description: String
}

/// The LSP position (0-based line, UTF-16 character) where the `occurrence`th `needle` starts in `text`.
func position(of needle: String, in text: String, occurrence: Int = 0) throws -> (line: Int, character: Int) {
    var seen = 0
    for (line, content) in text.components(separatedBy: "\n").enumerated() {
        var searchStart = content.startIndex
        while let found = content.range(of: needle, range: searchStart..<content.endIndex) {
            if seen == occurrence { return (line, content[..<found.lowerBound].utf16.count) }
            seen += 1
            searchStart = found.upperBound
        }
    }
    throw FixtureError(description: "'\(needle)' #\(occurrence) is not in the text")
}

/// The `[line, character, line, character]` of the `occurrence`th `needle` in `text`.
func span(of needle: String, in text: String, occurrence: Int = 0) throws -> [Int] {
    let start = try position(of: needle, in: text, occurrence: occurrence)
    return [start.line, start.character, start.line, start.character + needle.utf16.count]
}

/// A reply's `Location` as URI and range numbers.
func locationParts(_ value: Any?) -> (uri: String, range: [Int])? {
    guard let location = value as? [String: Any], let uri = location["uri"] as? String else { return nil }
    return (uri, rangeNumbers(location["range"]))
}

/// `text` with LSP `TextEdit`s applied (given in any order, not overlapping).
func applying(_ edits: [[String: Any]], to text: String) -> String {
    var document = TextDocument(uri: "", path: "", version: 0, text: text)
    let sorted = edits.map { (rangeNumbers($0["range"]), $0["newText"] as? String ?? "") }.sorted {
        ($0.0[0], $0.0[1]) > ($1.0[0], $1.0[1])
    }
    for (range, newText) in sorted where range.count == 4 {
        document.replace(start: (range[0], range[1]), end: (range[2], range[3]), with: newText)
    }
    return document.text
}
