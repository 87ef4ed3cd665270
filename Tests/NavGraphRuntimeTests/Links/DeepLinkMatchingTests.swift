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

    @Test func anIPLiteralHostIsAHostAndItsPortComesAfterTheBracket() throws {
        let links = matcher([screen("item", ["/p/{id}"], [ParameterDefinition(name: "id", type: .int)])])
        #expect(try links.match("https://[::1]/p/1").carried == ["id": .int(1)])
        #expect(try links.match("https://[FE80::1:2]:8080/p/2").carried == ["id": .int(2)])
        #expect(throws: NavigationError.malformedLink(url: "https://[::1]:x/p/1", reason: "its port is not a number")) {
            try links.match("https://[::1]:x/p/1")
        }
        #expect(throws: NavigationError.self) { try links.match("https://[::g]/p/1") }
        let base = try #require(URL(string: "https://[::1]:8080"))
        let link = try #require(links.url(for: ScreenValue(id: "item", arguments: ["id": .int(3)]), base: base))
        #expect(link.absoluteString == "https://[::1]:8080/p/3")
        #expect(links.screen(for: link) == ScreenValue(id: "item", arguments: ["id": .int(3)]))
    }

    @Test(arguments: [
        ("/{x}", "path segment '{x}' holds '{' a link must percent-encode (%7B)"),
        ("/a%2", "path segment 'a%2' has a '%' that is not followed by two hexadecimal digits"),
        ("/a%ff", "path segment 'a%ff' is not percent-encoded UTF-8"),
        ("/a?q=%zz", "query item 'q=%zz' has a '%' that is not followed by two hexadecimal digits"),
        ("/a?q=<", "query item 'q=<' holds '<' a link must percent-encode (%3C)"),
    ])
    func aMalformedSegmentSaysWhatIsWrongWithIt(link: String, reason: String) {
        let links = matcher([screen("home", ["/"])])
        #expect(throws: NavigationError.malformedLink(url: link, reason: reason)) { try links.match(link) }
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

    /// An optional left at `nil` is left out whether or not it declares `default: null`, and a `String?` whose
    /// text a link would read as `nil` (`""`, `"null"`) gives no link rather than one that opens another screen.
    @Test func optionalsRoundTripOrGiveNoLink() throws {
        let links = matcher([
            screen(
                "item", ["/i/{id}?o={o}&u={u}&d={d}"],
                [
                    ParameterDefinition(name: "id", type: .int),
                    ParameterDefinition(name: "o", type: .optional(.string)),
                    ParameterDefinition(name: "u", type: .optional(.int), defaultValue: .null),
                    ParameterDefinition(name: "d", type: .optional(.string), defaultValue: .string("x")),
                    ParameterDefinition(name: "kept", type: .optional(.string)),
                ])
        ])
        let base = try #require(URL(string: "x://y"))
        func value(o: ArgumentValue = .null, d: ArgumentValue = .string("x")) -> ScreenValue {
            ScreenValue(id: "item", arguments: ["id": .int(1), "o": o, "u": .null, "d": d, "kept": .null])
        }
        #expect(links.url(for: value(), base: base)?.absoluteString == "x://y/i/1")
        for screen in [value(o: .string("null ")), value(d: .null), value(d: .string("y")), value(o: .string("a"))] {
            let link = try #require(links.url(for: screen, base: base))
            #expect(links.screen(for: link) == screen)
        }
        #expect(links.url(for: value(d: .null), base: base)?.absoluteString == "x://y/i/1?d=")
        #expect(links.url(for: value(o: .string("")), base: base) == nil)
        #expect(links.url(for: value(o: .string("null")), base: base) == nil)
        #expect(links.url(for: value(d: .string("null")), base: base) == nil)
        #expect(links.url(for: value(d: .string("")), base: base) == nil)
    }

    @Test func aHostOfStarMatchesItsSchemeOnAnyHost() throws {
        let acct = [ParameterDefinition(name: "acct", type: .string)]
        let links = matcher([
            screen("home", ["/"]),
            screen("profile", ["https://*/@{acct}"], acct),
            screen("local", ["https://mastodon.social/@{acct}"], acct),
        ])
        #expect(try links.match("https://any.instance/@ada").screen == "profile")
        #expect(try links.match("https://any.instance/@ada").carried == ["acct": .string("ada")])
        // The link's own host before any host.
        #expect(try links.match("https://Mastodon.Social/@ada").screen == "local")
        // Another scheme, or no host: no.
        #expect(throws: NavigationError.linkNotMatched(url: "http://h/@ada")) { try links.match("http://h/@ada") }
        #expect(throws: NavigationError.linkNotMatched(url: "/@ada")) { try links.match("/@ada") }
        // Built with the base's host.
        let base = try #require(URL(string: "https://example.social"))
        let built = links.url(for: ScreenValue(id: "profile", arguments: ["acct": .string("ada")]), base: base)
        #expect(built?.absoluteString == "https://example.social/@ada")
        #expect(links.url(for: ScreenValue(id: "profile", arguments: ["acct": .string("ada")]), base: nil) == nil)
    }

    @Test func textAroundAParameterMustBeThereAndTheParameterGetsTheRest() throws {
        let links = matcher([
            screen(
                "status", ["/@{acct}/{statusID}"],
                [
                    ParameterDefinition(name: "acct", type: .string),
                    ParameterDefinition(name: "statusID", type: .int),
                ]),
            screen("json", ["/s/{id}.json"], [ParameterDefinition(name: "id", type: .int)]),
            screen("plain", ["/s/{name}"], [ParameterDefinition(name: "name", type: .string)]),
        ])
        #expect(try links.match("/@ada/42").carried == ["acct": .string("ada"), "statusID": .int(42)])
        #expect(try links.match("/s/42.json").screen == "json")
        #expect(try links.match("/s/42.json").carried == ["id": .int(42)])
        // Not an Int between the affixes, or nothing between them: the plain pattern takes it.
        #expect(try links.match("/s/x.json").screen == "plain")
        #expect(try links.match("/s/.json").screen == "plain")
        #expect(throws: NavigationError.linkNotMatched(url: "/ada/42")) { try links.match("/ada/42") }
        #expect(throws: NavigationError.linkNotMatched(url: "/@/42")) { try links.match("/@/42") }
        #expect(throws: NavigationError.textNotConvertible(text: "x", parameter: "statusID", expected: "Int")) {
            try links.match("/@ada/x")
        }
        let base = try #require(URL(string: "https://h"))
        let built = links.url(for: ScreenValue(id: "json", arguments: ["id": .int(7)]), base: base)
        #expect(built?.absoluteString == "https://h/s/7.json")
    }

    @Test func theHighestPriorityWinsWhenPatternsOverlap() throws {
        let name = [ParameterDefinition(name: "name", type: .string)]
        let links = matcher([
            screen("user", ["https://*/{name}"], name),
            screen("compose", [DeepLinkDefinition("https://*/compose", priority: 1)]),
            screen("lists", [DeepLinkDefinition("/{name}", priority: 2)], name),
            screen("help", [DeepLinkDefinition("https://h/help", priority: -1)]),
            screen("anything", ["/{name}/x"], name),
        ])
        // Priority 2 (a path) beats 1 and 0 (any host).
        #expect(try links.match("https://h/compose").screen == "lists")
        #expect(try links.match("mail://h/ada").screen == "lists")
        let fewer = matcher([
            screen("user", ["https://*/{name}"], name),
            screen("compose", [DeepLinkDefinition("https://*/compose", priority: 1)]),
            screen("help", [DeepLinkDefinition("https://h/help", priority: -1)]),
        ])
        #expect(try fewer.match("https://h/compose").screen == "compose")
        #expect(try fewer.match("https://h/ada").screen == "user")
        // A lower priority loses even on its own host, with a literal.
        #expect(try fewer.match("https://h/help").screen == "user")
        #expect(try fewer.match("https://h/help").pattern == 0)
    }
}
