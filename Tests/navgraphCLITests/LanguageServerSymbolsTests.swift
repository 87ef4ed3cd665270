import Foundation
import Testing

@testable import navgraph

/// `textDocument/documentSymbol`: screens with their parameters, segues and bar items, containers with their tabs
/// and columns, shared segues.
@Suite struct LanguageServerSymbolsTests {
    /// `name kind [children]` of each symbol, depth first.
    private func outline(_ symbols: Any?) -> [String] {
        ((symbols as? [[String: Any]]) ?? []).map { symbol in
            let children = outline(symbol["children"])
            let name = "\(symbol["name"] as? String ?? "?") \(symbol["kind"] as? Int ?? 0)"
            return children.isEmpty ? name : "\(name) [\(children.joined(separator: ", "))]"
        }
    }

    @Test func aGraphFileIsOutlinedWithKindsAndUTF16Ranges() throws {
        let shop = try ShopFixture()
        let main = ShopFixture.main + "segues:\n  goHome: { kind: replaceRoot, to: home, from: all }\n"
        var session = try NameSession()
        try session.open(shop.mainURI, main)
        let symbols = try session.request("textDocument/documentSymbol", ["textDocument": ["uri": shop.mainURI]])
        let replies = try session.run()
        let result = replies[symbols]?["result"]
        #expect(
            outline(result) == [
                "home 5 [openCart 6, openProduct 6, basket 8]", "cart 5 [count 7, openProduct 6]",
                "tabs 2 [first 22, second 22]", "goHome 12",
            ])
        let home = try #require((result as? [[String: Any]])?.first)
        #expect(home["detail"] as? String == "Home")
        #expect(rangeNumbers(home["selectionRange"]) == [5, 2, 5, 6])
        // The screen's range reaches the end of its last child's name; the item's name follows an emoji.
        let last = try span(of: "openProduct", in: main)
        #expect(rangeNumbers(home["range"]) == [5, 2, last[2], last[3]])
        let basket = try span(of: "basket", in: main)
        let children = try #require(home["children"] as? [[String: Any]])
        #expect(rangeNumbers(children[2]["selectionRange"]) == basket)
        #expect(children[0]["detail"] as? String == "→ cart")
    }

    @Test func aPartListsItsOwnScreensOnlyAndAFlowFileOrABrokenDocumentNone() throws {
        let shop = try ShopFixture()
        var session = try NameSession()
        try session.open(shop.partURI, ShopFixture.part)
        try session.open(shop.flowURI, ShopFixture.flow)
        let broken = "file:///nonexistent-navgraph-lsp-test/broken.navgraph.yaml"
        try session.open(broken, "navgraph: 1\ngraph: G\nscreens:\n  a: {\n")
        let part = try session.request("textDocument/documentSymbol", ["textDocument": ["uri": shop.partURI]])
        let flow = try session.request("textDocument/documentSymbol", ["textDocument": ["uri": shop.flowURI]])
        let midEdit = try session.request("textDocument/documentSymbol", ["textDocument": ["uri": broken]])
        let bad = try session.request("textDocument/documentSymbol", ["textDocument": [:]])
        let replies = try session.run()
        #expect(outline(replies[part]?["result"]) == ["product 5 [sku 7]"])
        #expect((replies[flow]?["result"] as? [Any])?.isEmpty == true)
        #expect((replies[midEdit]?["result"] as? [Any])?.isEmpty == true)
        #expect(replies[bad].map(errorCode) == -32602)
    }
}
