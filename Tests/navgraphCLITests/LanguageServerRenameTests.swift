import Foundation
import Testing
import _NavGraphCore

@testable import navgraph

/// `textDocument/prepareRename` and `textDocument/rename`: a screen, segue or parameter renamed in the graph's files
/// and its flow files; new names checked by the graph's id rules; the old name kept in `renamedFrom:` on request.
@Suite struct LanguageServerRenameTests {
    private static var annotations: [String: Any] {
        [
            "workspace": [
                "workspaceEdit": ["documentChanges": true, "changeAnnotationSupport": ["groupsOnLabel": true]]
            ]
        ]
    }

    /// The edits of a `changes` workspace edit, by URI.
    private func changes(_ reply: [String: Any]?) -> [String: [[String: Any]]] {
        ((reply?["result"] as? [String: Any])?["changes"] as? [String: [[String: Any]]]) ?? [:]
    }

    /// The edits of a `documentChanges` workspace edit, by URI.
    private func documentChanges(_ reply: [String: Any]?) -> [String: [[String: Any]]] {
        let changes = ((reply?["result"] as? [String: Any])?["documentChanges"] as? [[String: Any]]) ?? []
        var byURI: [String: [[String: Any]]] = [:]
        for change in changes {
            guard let uri = (change["textDocument"] as? [String: Any])?["uri"] as? String else { continue }
            byURI[uri, default: []] += (change["edits"] as? [[String: Any]]) ?? []
        }
        return byURI
    }

    /// Checks the graph after the edits: the texts of its files written to the fixture's folder, then validated.
    private func errorsAfter(_ edits: [String: [[String: Any]]], _ shop: ShopFixture) throws -> [String] {
        for (name, uri, text) in [
            ("main.navgraph.yaml", shop.mainURI, ShopFixture.main),
            ("part.navgraph.yaml", shop.partURI, ShopFixture.part),
            ("shop.navflow.yaml", shop.flowURI, ShopFixture.flow),
        ] {
            try shop.folder.write(name, applying(edits[uri] ?? [], to: text))
        }
        let checked = Pipeline.check(mainFile: shop.folder.path("main.navgraph.yaml"), sources: FileSystemSources())
        var errors = checked.diagnostics.filter { $0.severity == .error }.map { "\($0.code.rawValue) \($0.message)" }
        let flowPath = shop.folder.path("shop.navflow.yaml")
        let flowBytes = try Array(Data(contentsOf: URL(fileURLWithPath: flowPath)))
        errors += FlowFileDecoder.decode(flowBytes, path: flowPath).diagnostics.map(\.message)
        return errors
    }

    @Test func aScreenIsRenamedInEveryFileWithoutTheOldNameByDefault() throws {
        let shop = try ShopFixture()
        var session = try NameSession()
        try session.open(shop.mainURI, ShopFixture.main)
        let rename = try session.request(
            "textDocument/rename", shop.mainURI, on: "cart:", in: ShopFixture.main, extra: ["newName": "basketScreen"])
        let replies = try session.run()
        let edits = changes(replies[rename])
        #expect(edits[shop.mainURI]?.count == 3)
        #expect(edits[shop.flowURI]?.count == 2)
        let renamed = applying(edits[shop.flowURI] ?? [], to: ShopFixture.flow)
        #expect(renamed.contains("stack: [home, basketScreen]") && renamed.contains("basketScreen.openProduct"))
        #expect(!applying(edits[shop.mainURI] ?? [], to: ShopFixture.main).contains("renamedFrom"))
        #expect(try errorsAfter(edits, shop) == [])
    }

    @Test func aParameterOfAPartIsRenamedFromAFlowKeepingItsOldNameAsAnAnnotatedChange() throws {
        let shop = try ShopFixture()
        var session = try NameSession(capabilities: Self.annotations)
        try session.open(shop.flowURI, ShopFixture.flow, version: 7)
        let rename = try session.request(
            "textDocument/rename", shop.flowURI, on: "sku", in: ShopFixture.flow, extra: ["newName": "productID"])
        let replies = try session.run()
        let result = try #require(replies[rename]?["result"] as? [String: Any])
        let annotation = (result["changeAnnotations"] as? [String: Any])?["keepOldName"] as? [String: Any]
        #expect(annotation?["needsConfirmation"] as? Bool == true)
        #expect(annotation?["label"] as? String == "Keep the old name for links, restoration and code")
        let versions = ((result["documentChanges"] as? [[String: Any]]) ?? []).map {
            (($0["textDocument"] as? [String: Any])?["version"] as? Int) ?? -1
        }
        #expect(versions.sorted() == [-1, -1, 7])
        let edits = documentChanges(replies[rename])
        let annotated = (edits[shop.partURI] ?? []).filter { $0["annotationId"] as? String == "keepOldName" }
        #expect(annotated.count == 1)
        #expect(
            applying(edits[shop.partURI] ?? [], to: ShopFixture.part).contains(
                "productID: { type: String, renamedFrom: sku }"))
        #expect(try errorsAfter(edits, shop) == [])
    }

    @Test func theOldNameIsAddedInTheElementsOwnStyle() throws {
        let shop = try ShopFixture()
        let main = ShopFixture.main
        var session = try NameSession(initializationOptions: ["keepOldNameOnRename": true])
        try session.open(shop.mainURI, main)
        let block = try session.request(
            "textDocument/rename", shop.mainURI, on: "home:", in: main, extra: ["newName": "start"])
        let flowMapping = try session.request(
            "textDocument/rename", shop.mainURI, on: "openCart:", in: main, extra: ["newName": "showCart"])
        let replies = try session.run()
        let home = applying(changes(replies[block])[shop.mainURI] ?? [], to: main)
        #expect(home.contains("  start:\n    renamedFrom: home\n    title: Home\n"))
        #expect(home.contains("root: start, title"))
        #expect(try errorsAfter(changes(replies[block]), shop) == [])
        let segue = applying(changes(replies[flowMapping])[shop.mainURI] ?? [], to: main)
        #expect(segue.contains("showCart: { renamedFrom: openCart, kind: show"))
        #expect(segue.contains("segue: showCart }"))
        #expect(try errorsAfter(changes(replies[flowMapping]), shop) == [])
    }

    @Test func existingOldNamesGetTheNewOneFirst() throws {
        func added(_ text: String, key: (Int, Int, Int), existing: [(Int, Int, Int)]) -> String {
            let part = { (place: (Int, Int, Int)) in
                SourceLocationParts(line: place.0, column: place.1, length: place.2)
            }
            guard
                let edit = RenamedFromEdit.edit(
                    in: text, key: part(key), existing: existing.map(part), shorthandType: nil, old: "b")
            else { return "no edit" }
            let range: [String: Any] = lspRange(edit.line, edit.start, edit.line, edit.end)
            return applying([["range": range, "newText": edit.newText]], to: text)
        }
        #expect(
            added("x: { renamedFrom: a }\n", key: (1, 1, 1), existing: [(1, 19, 1)]) == "x: { renamedFrom: [b, a] }\n")
        #expect(
            added("x: { renamedFrom: [a] }\n", key: (1, 1, 1), existing: [(1, 20, 1)]) == "x: { renamedFrom: [b, a] }\n"
        )
        #expect(
            added("x:\n  renamedFrom:\n    - a\n", key: (1, 1, 1), existing: [(3, 7, 1)])
                == "x:\n  renamedFrom:\n    - b\n    - a\n")
        #expect(added("x: {}\n", key: (1, 1, 1), existing: []) == "x: { renamedFrom: b }\n")
        #expect(added("x: # none\ny: 1\n", key: (1, 1, 1), existing: []) == "x: { renamedFrom: b } # none\ny: 1\n")
        #expect(added("x: 3\n", key: (1, 1, 1), existing: []) == "no edit")
    }

    @Test func aFlowNameThatMayMeanSeveralSeguesIsLeftAlone() throws {
        let shop = try ShopFixture()
        var session = try NameSession()
        try session.open(shop.flowURI, ShopFixture.flow)
        // `cart.openProduct`: cart's segue; the later `perform: openProduct` may be home's too.
        let rename = try session.request(
            "textDocument/rename", shop.flowURI, on: "cart.openProduct", in: ShopFixture.flow, offset: 5,
            extra: ["newName": "showProduct"])
        let replies = try session.run()
        let flow = applying(changes(replies[rename])[shop.flowURI] ?? [], to: ShopFixture.flow)
        #expect(flow.contains("perform: cart.showProduct\n") && flow.contains("perform: openProduct\n"))
        #expect(changes(replies[rename])[shop.mainURI]?.count == 1)
    }

    @Test func badNewNamesAreRefusedWithTheReason() throws {
        let shop = try ShopFixture()
        let main = ShopFixture.main
        var session = try NameSession()
        try session.open(shop.mainURI, main)
        let pattern = try session.request(
            "textDocument/rename", shop.mainURI, on: "cart:", in: main, extra: ["newName": "Bad-Name"])
        let keyword = try session.request(
            "textDocument/rename", shop.mainURI, on: "cart:", in: main, extra: ["newName": "init"])
        let taken = try session.request(
            "textDocument/rename", shop.mainURI, on: "cart:", in: main, extra: ["newName": "home"])
        let noName = try session.request("textDocument/rename", shop.mainURI, on: "cart:", in: main)
        let replies = try session.run()
        for id in [pattern, keyword, taken] { #expect(replies[id].map(errorCode) == -32803) }
        let message = { (id: Int) in (replies[id]?["error"] as? [String: Any])?["message"] as? String ?? "" }
        #expect(message(pattern).contains("does not match [a-z][A-Za-z0-9]*"))
        #expect(message(keyword).contains("Swift keyword"))
        #expect(message(taken).contains("'home' already exists"))
        #expect(replies[noName].map(errorCode) == -32602)
    }

    @Test func prepareRenameGivesTheNameOrNullOrWhyNot() throws {
        let shop = try ShopFixture()
        let main = ShopFixture.main
        var session = try NameSession()
        try session.open(shop.mainURI, main)
        try session.open(shop.flowURI, ShopFixture.flow)
        let afterEmoji = try session.request("textDocument/prepareRename", shop.mainURI, on: "openCart }", in: main)
        let container = try session.request("textDocument/prepareRename", shop.mainURI, on: "tabs:", in: main)
        let blank = try session.request("textDocument/prepareRename", shop.mainURI, on: "title: Home", in: main)
        let ambiguous = try session.request(
            "textDocument/prepareRename", shop.flowURI, on: "openProduct", in: ShopFixture.flow, occurrence: 1)
        let replies = try session.run()
        let result = replies[afterEmoji]?["result"] as? [String: Any]
        #expect(result?["placeholder"] as? String == "openCart")
        #expect(rangeNumbers(result?["range"]) == (try span(of: "openCart", in: main)))
        #expect(replies[container].map(errorCode) == -32803)
        #expect(replies[blank]?["result"] is NSNull)
        #expect(replies[ambiguous].map(errorCode) == -32803)
    }

    @Test func aDocumentMidEditIsNotRenamed() throws {
        let shop = try ShopFixture()
        let broken = "navgraph: 1\ngraph: Shop\nroot: home\nscreens:\n  home: { title: [\n"
        var session = try NameSession()
        try session.open(shop.mainURI, broken)
        let rename = try session.request(
            "textDocument/rename", shop.mainURI, on: "home", in: broken, extra: ["newName": "x"])
        let prepare = try session.request("textDocument/prepareRename", shop.mainURI, on: "home", in: broken)
        let replies = try session.run()
        #expect(replies[rename]?["result"] is NSNull)
        #expect(replies[prepare]?["result"] is NSNull)
    }
}
