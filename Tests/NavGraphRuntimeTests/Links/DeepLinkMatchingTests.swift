import Foundation
@_spi(Generated) import NavGraphRuntime
import Testing

/// The trie of deep-link patterns on definitions built in code.
@Suite struct DeepLinkMatchingTests {
    private func screen(_ id: String, _ links: [DeepLinkDefinition], _ parameters: [ParameterDefinition] = [])
        -> ScreenDefinition
    {
        ScreenDefinition(id: id, parameters: parameters, restorationIdentifier: id, deepLinks: links)
    }

    private func matcher(_ screens: [ScreenDefinition]) -> DeepLinkMatcher {
        DeepLinkMatcher(
            GraphDefinition(
                name: "G", root: screens.first?.id ?? "", enums: [EnumDefinition(name: "Kind", cases: ["a", "b"])],
                screens: screens))
    }

    @Test func typedParametersAndLiteralsShareAPosition() throws {
        let links = matcher([
            screen("home", ["/"]),
            screen("byID", ["/p/{id}"], [ParameterDefinition(name: "id", type: .int)]),
            screen("new", ["/p/new"]),
            screen("byKind", ["/p/{kind}/x"], [ParameterDefinition(name: "kind", type: .enumeration("Kind"))]),
        ])
        #expect(try links.match("/p/42").screen == "byID")
        #expect(try links.match("/p/42").carried == ["id": .int(42)])
        #expect(try links.match("/p/new").screen == "new")
        #expect(try links.match("/p/a/x").screen == "byKind")
        #expect(try links.match("https://any.host/").screen == "home")
        #expect(throws: NavigationError.textNotConvertible(text: "c", parameter: "kind", expected: "Kind")) {
            try links.match("/p/c/x")
        }
        #expect(throws: NavigationError.linkNotMatched(url: "/p/42/y")) { try links.match("/p/42/y") }
    }

    @Test func hostsAreCaseInsensitiveAndSegmentsPercentDecoded() throws {
        let links = matcher([
            screen("home", ["shop://home"]),
            screen(
                "item", ["https://shop.example.com/caf%C3%A9/{name}"],
                [ParameterDefinition(name: "name", type: .string)]),
        ])
        #expect(try links.match("SHOP://Home").screen == "home")
        #expect(try links.match("shop://home/").screen == "home")
        #expect(try links.match("https://SHOP.example.com:443/caf%c3%a9/a%2Fb").carried == ["name": .string("a/b")])
        #expect(throws: NavigationError.linkNotMatched(url: "http://shop.example.com/caf%C3%A9/x")) {
            try links.match("http://shop.example.com/caf%C3%A9/x")
        }
        #expect(throws: NavigationError.linkNotMatched(url: "/caf%C3%A9/x")) { try links.match("/caf%C3%A9/x") }
    }

    @Test func queryValuesMayHoldSlashesAndQuestionMarksAndKeepPlusSigns() throws {
        let links = matcher([
            screen(
                "home", ["/login?next={next}"],
                [ParameterDefinition(name: "next", type: .string, defaultValue: .string("/"))])
        ])
        #expect(try links.match("/login?next=/a/b?c=1+2").carried == ["next": .string("/a/b?c=1+2")])
        #expect(try links.match("/login").carried == [:])
    }

    @Test(arguments: ["/a%ff", "/a%2", "/a b", "/a//b", "https://u@h/x", "https://h:x/x", "1ab:/x", "x", "mailto:a"])
    func malformedLinksAreRefused(link: String) {
        let links = matcher([screen("home", ["/"])])
        #expect {
            try links.match(link)
        } throws: { error in
            if case .malformedLink = error as? NavigationError { true } else { false }
        }
    }

    @Test func tenThousandPatternsEachMatchTheirOwnScreen() throws {
        var screens = [screen("home", ["/"])]
        for index in 0..<10_000 {
            screens.append(
                screen("s\(index)", ["/s\(index)/{id}/detail"], [ParameterDefinition(name: "id", type: .int)]))
        }
        let links = matcher(screens)
        for index in stride(from: 0, to: 10_000, by: 997) {
            let match = try links.match("/s\(index)/\(index)/detail")
            #expect(match.screen == "s\(index)")
            #expect(match.carried == ["id": .int(index)])
        }
    }

    @Test func aLinkIsBuiltOnlyWhenItCanCarryTheArguments() throws {
        let links = matcher([
            screen(
                "item", ["/i/{id}?q={q}"],
                [
                    ParameterDefinition(name: "id", type: .double),
                    ParameterDefinition(name: "q", type: .optional(.string), defaultValue: .null),
                    ParameterDefinition(name: "hidden", type: .bool, defaultValue: .bool(false)),
                ])
        ])
        let base = try #require(URL(string: "x://y"))
        let value = ScreenValue(
            id: "item", arguments: ["id": .double(1e20), "q": .string("a b"), "hidden": .bool(false)])
        let link = try #require(links.url(for: value, base: base))
        #expect(link.absoluteString == "x://y/i/1e%2B20?q=a%20b")
        #expect(links.screen(for: link) == value)
        #expect(
            links.url(for: ScreenValue(id: "item", arguments: ["id": .double(1), "hidden": .bool(true)]), base: base)
                == nil)
    }
}
