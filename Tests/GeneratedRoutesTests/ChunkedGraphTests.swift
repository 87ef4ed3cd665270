import Foundation
import NavGraphRuntime
import Testing

/// `ChunkedFlow` is generated with switches of two arms: every screen and action sits in a different link of the
/// chains behind `value(of:)`, `screen(from:)`, `==`, `hash(into:)` and `action(named:)`.
@Suite struct ChunkedGraphTests {
    static let screens: [ChunkedFlow.Screen] = [
        .home, .text(words: "hi"), .text(words: "hi", tone: .loud), .numbers(count: 3),
        .numbers(count: 3, ratio: 2, flags: []), .when(), .when(at: Date(timeIntervalSince1970: 0)),
        .link(), .link(url: URL(fileURLWithPath: "/x")), .plain, .last(), .last(tone: nil),
    ]

    @Test func everyScreenRoundTripsThroughItsDynamicForm() throws {
        for screen in Self.screens {
            #expect(ChunkedFlow.screen(from: try ChunkedFlow.value(of: screen)) == screen, "\(screen)")
        }
    }

    @Test func screensAreEqualExactlyWhenCaseAndArgumentsAre() {
        for (i, left) in Self.screens.enumerated() {
            for (j, right) in Self.screens.enumerated() {
                #expect((left == right) == (i == j), "\(left) vs \(right)")
            }
        }
        #expect(Set(Self.screens + Self.screens).count == Self.screens.count)
        #expect(ChunkedFlow.Screen.text(words: "a").hashValue == ChunkedFlow.Screen.text(words: "a").hashValue)
    }

    @Test func everyActionIsFoundByName() {
        let expected: [ChunkedFlow.Action] = [.first, .second, .third, .fourth, .fifth]
        let names = ["first", "second", "third", "fourth", "fifth"]
        #expect(names.map(ChunkedFlow.action(named:)) == expected)
        #expect(ChunkedFlow.action(named: "sixth") == nil)
    }

    @Test func defaultsReachTheDefinitionAndTheCases() throws {
        #expect(
            ChunkedFlow.Screen.when()
                == .when(at: nil, id: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F") ?? UUID()))
        #expect(
            ChunkedFlow.Screen.link()
                == .link(url: URL(string: "https://example.com/a?b=1") ?? URL(fileURLWithPath: "/")))
        #expect(ChunkedFlow.Screen.last() == .last(tone: .loud))
        let numbers = try #require(ChunkedFlow.definition.screens.first { $0.id == "numbers" })
        #expect(numbers.parameters.map(\.defaultValue) == [nil, .double(0.5), .array([.bool(true), .bool(false)])])
    }

    @Test func segueFunctionsTakeOnlyWhatTheSegueLeavesOpen() throws {
        #expect(
            try ChunkedFlow.Text.toNumbers().arguments.get() == [
                "ratio": .double(0.5), "flags": .array([.bool(true), .bool(false)]),
            ])
        #expect(
            try ChunkedFlow.Home.toText(words: "w").arguments.get() == ["words": .string("w"), "tone": .string("calm")])
    }
}
