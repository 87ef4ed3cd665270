import Foundation
import NavGraphRuntime
import Testing

/// A `deepLinks` entry in the definition blob: the pattern alone when every option is its default, else an object
/// of the options that differ.
@Suite struct DeepLinkDefinitionTests {
    private func json(_ link: DeepLinkDefinition) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(link), as: UTF8.self)
    }

    @Test func defaultsAreThePatternAlone() throws {
        let link: DeepLinkDefinition = "/p/{sku}"
        #expect(try json(link) == #""/p/{sku}""#)
        #expect(try JSONDecoder().decode(DeepLinkDefinition.self, from: Data(#""/p/{sku}""#.utf8)) == link)
    }

    @Test func optionsTravelAndComeBack() throws {
        var link = DeepLinkDefinition("https://*/@{acct}", mode: .reset, tab: "home", priority: -2)
        link.route = [LinkStep(screen: "feed", segue: "open")]
        link.entry = LinkEntry(container: "app", tab: "home")
        link.gate = LinkStep(screen: "signIn", segue: "signedIn")
        let text = try json(link)
        #expect(
            text.contains(#""mode":"reset""#) && text.contains(#""priority":-2"#) && text.contains(#""tab":"home""#))
        #expect(try JSONDecoder().decode(DeepLinkDefinition.self, from: Data(text.utf8)) == link)
        let keepOnly = try json(DeepLinkDefinition("/x", priority: 3))
        #expect(keepOnly == #"{"pattern":"/x","priority":3}"#)
    }

    @Test func anObjectWithoutAPatternIsRefused() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(DeepLinkDefinition.self, from: Data(#"{"mode":"keep"}"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(DeepLinkDefinition.self, from: Data(#"{"pattern":"/x","mode":"later"}"#.utf8))
        }
    }
}
