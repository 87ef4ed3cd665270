import Foundation
import Testing

@testable import navgraph

/// `textDocument/references`: every use of a screen, segue or parameter in the graph's files and its flow files.
@Suite struct LanguageServerReferencesTests {
    private func references(_ reply: [String: Any]?) -> [String] {
        ((reply?["result"] as? [Any]) ?? []).compactMap(locationParts).map { "\($0.uri) \($0.range)" }
    }

    @Test func everySegueIntoAScreenAndEveryFlowNameIsFound() throws {
        let shop = try ShopFixture()
        let main = ShopFixture.main
        let flow = ShopFixture.flow
        var session = try NameSession()
        try session.open(shop.mainURI, main)
        let withDeclaration = try session.request(
            "textDocument/references", shop.mainURI, on: "cart:", in: main,
            extra: ["context": ["includeDeclaration": true]])
        let withoutDeclaration = try session.request(
            "textDocument/references", shop.mainURI, on: "cart:", in: main,
            extra: ["context": ["includeDeclaration": false]])
        let replies = try session.run()
        let uses = [
            "\(shop.mainURI) \(try span(of: "cart", in: main, occurrence: 0))",
            "\(shop.mainURI) \(try span(of: "cart", in: main, occurrence: 2))",
            "\(shop.flowURI) \(try span(of: "cart", in: flow, occurrence: 0))",
            "\(shop.flowURI) \(try span(of: "cart", in: flow, occurrence: 1))",
        ]
        // The key `cart:` is the second `cart` of the main file.
        let declaration = "\(shop.mainURI) \(try span(of: "cart", in: main, occurrence: 1))"
        #expect(references(replies[withDeclaration]) == [uses[0], declaration] + uses[1...])
        #expect(references(replies[withoutDeclaration]) == uses)
    }

    @Test func aSegueAfterAnEmojiAndAParameterInAnIncludedPart() throws {
        let shop = try ShopFixture()
        let main = ShopFixture.main
        let flow = ShopFixture.flow
        let part = ShopFixture.part
        var session = try NameSession()
        try session.open(shop.mainURI, main)
        try session.open(shop.partURI, part)
        // `segue: openCart` follows "🛒" (two UTF-16 units).
        let segue = try session.request("textDocument/references", shop.mainURI, on: "openCart }", in: main, offset: 2)
        // From the part, which has no `graph:`: its uses are in the graph that includes it and in the flow file.
        let parameter = try session.request(
            "textDocument/references", shop.partURI, on: "sku", in: part,
            extra: ["context": ["includeDeclaration": true]])
        let replies = try session.run()
        #expect(
            references(replies[segue]) == [
                "\(shop.mainURI) \(try span(of: "openCart", in: main))",
                "\(shop.flowURI) \(try span(of: "openCart", in: flow))",
            ])
        #expect(
            references(replies[parameter]) == [
                "\(shop.mainURI) \(try span(of: "sku", in: main))",
                "\(shop.mainURI) \(try span(of: "sku", in: main, occurrence: 1))",
                "\(shop.partURI) \(try span(of: "sku", in: part))",
                "\(shop.flowURI) \(try span(of: "sku", in: flow))",
            ])
    }

    @Test func aSegueOfOneScreenIsFoundInFlowsQualifiedOrNot() throws {
        let shop = try ShopFixture()
        let main = ShopFixture.main
        let flow = ShopFixture.flow
        var session = try NameSession()
        try session.open(shop.flowURI, flow)
        let cartSegue = try session.request(
            "textDocument/references", shop.flowURI, on: "cart.openProduct", in: flow, offset: 5,
            extra: ["context": ["includeDeclaration": true]])
        let replies = try session.run()
        let qualified = try span(of: "openProduct", in: flow)
        #expect(
            references(replies[cartSegue]) == [
                "\(shop.mainURI) \(try span(of: "openProduct", in: main, occurrence: 1))",
                "\(shop.flowURI) \(qualified)",
                "\(shop.flowURI) \(try span(of: "openProduct", in: flow, occurrence: 1))",
            ])
    }

    @Test func aDocumentMidEditGivesNoReferencesAndBadParamsAreRefused() throws {
        let shop = try ShopFixture()
        let broken = "navgraph: 1\ngraph: Shop\nroot: home\nscreens:\n  home: { title: [\n"
        var session = try NameSession()
        try session.open(shop.mainURI, broken)
        let midEdit = try session.request("textDocument/references", shop.mainURI, on: "home", in: broken)
        let noDocument = try session.request("textDocument/references", ["position": ["line": 0, "character": 0]])
        let replies = try session.run()
        #expect((replies[midEdit]?["result"] as? [Any])?.isEmpty == true)
        #expect(replies[noDocument].map(errorCode) == -32602)
    }
}
