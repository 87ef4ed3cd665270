import Foundation
import Testing

@testable import navgraph

/// Go to definition from every name the index knows: `segue:`, includes, tab roots, `arguments:` names, and the
/// names of flow files.
@Suite struct LanguageServerNameDefinitionTests {
    @Test func graphNamesLeadToTheirDeclarationsInWhicheverFileDeclaresThem() throws {
        let shop = try ShopFixture()
        let main = ShopFixture.main
        var session = try NameSession()
        try session.open(shop.mainURI, main)
        // After an emoji (two UTF-16 units): the segue of a bar item.
        let segue = try session.request("textDocument/definition", shop.mainURI, on: "openCart }", in: main, offset: 3)
        let include = try session.request("textDocument/definition", shop.mainURI, on: "part.navgraph", in: main)
        let tabRoot = try session.request("textDocument/definition", shop.mainURI, on: "home, title", in: main)
        let argument = try session.request("textDocument/definition", shop.mainURI, on: "count: 1", in: main)
        let parameterInPart = try session.request("textDocument/definition", shop.mainURI, on: "sku: a", in: main)
        let screenInPart = try session.request("textDocument/definition", shop.mainURI, on: "product, arg", in: main)
        let nothing = try session.request("textDocument/definition", shop.mainURI, on: "title: Home", in: main)
        let replies = try session.run()

        let segueTarget = try #require(locationParts(replies[segue]?["result"]))
        #expect(segueTarget.uri == shop.mainURI)
        #expect(segueTarget.range == (try span(of: "openCart", in: main, occurrence: 1)))
        let file = try #require(locationParts(replies[include]?["result"]))
        #expect(file.uri == shop.partURI)
        #expect(file.range == [0, 0, 0, 0])
        #expect(locationParts(replies[tabRoot]?["result"])?.range == [5, 2, 5, 6])
        #expect(locationParts(replies[argument]?["result"])?.range == (try span(of: "count", in: main, occurrence: 1)))
        let sku = try #require(locationParts(replies[parameterInPart]?["result"]))
        #expect(sku.uri == shop.partURI)
        #expect(sku.range == (try span(of: "sku", in: ShopFixture.part)))
        #expect(
            locationParts(replies[screenInPart]?["result"])?.range == (try span(of: "product", in: ShopFixture.part)))
        #expect(replies[nothing]?["result"] is NSNull)
    }

    @Test func flowFileNamesLeadToTheGraph() throws {
        let shop = try ShopFixture()
        let flow = ShopFixture.flow
        var session = try NameSession()
        try session.open(shop.flowURI, flow)
        let qualifiedSegue = try session.request(
            "textDocument/definition", shop.flowURI, on: "cart.openProduct", in: flow, offset: 6)
        let qualifier = try session.request("textDocument/definition", shop.flowURI, on: "cart.openProduct", in: flow)
        let argument = try session.request("textDocument/definition", shop.flowURI, on: "sku: x", in: flow)
        let stack = try session.request("textDocument/definition", shop.flowURI, on: "home, cart", in: flow)
        let ambiguous = try session.request(
            "textDocument/definition", shop.flowURI, on: "openProduct", in: flow, occurrence: 1)
        let replies = try session.run()

        let main = ShopFixture.main
        let segue = try #require(locationParts(replies[qualifiedSegue]?["result"]))
        #expect(segue.uri == shop.mainURI)
        #expect(segue.range == (try span(of: "openProduct", in: main, occurrence: 1)))
        #expect(locationParts(replies[qualifier]?["result"])?.range == [12, 2, 12, 6])
        #expect(locationParts(replies[argument]?["result"])?.uri == shop.partURI)
        #expect(locationParts(replies[stack]?["result"])?.range == [5, 2, 5, 6])
        // `perform: openProduct` may be home's or cart's: both declarations.
        let both = try #require(replies[ambiguous]?["result"] as? [Any])
        #expect(
            both.compactMap { locationParts($0)?.range } == [
                try span(of: "openProduct", in: main), try span(of: "openProduct", in: main, occurrence: 1),
            ])
    }

    @Test func aChangedDocumentIsCheckedAgainBeforeTheNextRequest() throws {
        let shop = try ShopFixture()
        let main = ShopFixture.main
        var session = try NameSession()
        try session.open(shop.mainURI, main)
        let before = try session.request("textDocument/definition", shop.mainURI, on: "to: cart", in: main, offset: 4)
        // The key `cart:` moves one line down: a comment line is inserted above it.
        let key = try position(of: "cart:", in: main)
        try session.change(shop.mainURI, version: 2, line: key.line, character: 0, insert: "  # the cart\n")
        let after = try session.request("textDocument/definition", shop.mainURI, on: "to: cart", in: main, offset: 4)
        let replies = try session.run()
        #expect(locationParts(replies[before]?["result"])?.range == [key.line, 2, key.line, 6])
        #expect(locationParts(replies[after]?["result"])?.range == [key.line + 1, 2, key.line + 1, 6])
    }

    @Test func aDocumentMidEditHasNoDefinitionAndBadParamsAreRefused() throws {
        let shop = try ShopFixture()
        let broken = ShopFixture.main.replacingOccurrences(
            of: "segues:\n      openCart: {", with: "segues:\n      openCart: [{")
        var session = try NameSession()
        try session.open(shop.mainURI, broken)
        let midEdit = try session.request(
            "textDocument/definition", shop.mainURI, on: "to: cart", in: broken, offset: 4)
        let noPosition = try session.request("textDocument/definition", ["textDocument": ["uri": shop.mainURI]])
        let badPosition = try session.request(
            "textDocument/definition", ["textDocument": ["uri": shop.mainURI], "position": ["line": "one"]])
        let replies = try session.run()
        #expect(replies[midEdit]?["result"] is NSNull)
        #expect(replies[noPosition].map(errorCode) == -32602)
        #expect(replies[badPosition].map(errorCode) == -32602)
    }
}
