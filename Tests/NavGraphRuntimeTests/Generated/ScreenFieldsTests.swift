import Foundation
@_spi(Generated) import NavGraphRuntime
import Testing

/// The runtime half of generated `==`, `hash(into:)`, `value(of:)`, `screen(from:)` and segue functions: screens
/// taken apart by position (`ScreenFields`), read back by position (`ArgumentReader`), segue values named in order.
@Suite struct ScreenFieldsTests {
    /// An app type whose `==` ignores `note`: generated equality must use it, not the encoded form.
    struct Draft: Codable, Hashable, Sendable {
        var text: String
        var note: String
        static func == (lhs: Self, rhs: Self) -> Bool { lhs.text == rhs.text }
        func hash(into hasher: inout Hasher) { hasher.combine(text) }
    }

    static let definition = GraphDefinition(
        name: "G", root: "list",
        screens: [
            ScreenDefinition(id: "list", restorationIdentifier: "list"),
            ScreenDefinition(
                id: "item",
                parameters: [
                    ParameterDefinition(name: "id", type: .string),
                    ParameterDefinition(name: "count", type: .int, defaultValue: .int(3)),
                    ParameterDefinition(name: "note", type: .optional(.string)),
                ],
                restorationIdentifier: "item"),
        ])

    @Test func equalWhenPositionAndEveryArgumentAreEqual() {
        let none: String? = nil
        #expect(ScreenFields(1, "a", 3, none) == ScreenFields(1, "a", 3, none))
        #expect(ScreenFields(1, "a", 3, none) != ScreenFields(1, "a", 4, none))
        #expect(ScreenFields(1, "a", 3, none) != ScreenFields(0, "a", 3, none))
        #expect(ScreenFields(0) == ScreenFields(0))
        #expect(ScreenFields(0) != ScreenFields(1))
        // Same position, another argument type: never equal.
        #expect(ScreenFields(1, "3") != ScreenFields(1, 3))
    }

    @Test func appTypesCompareAndHashAsThemselves() {
        let first = ScreenFields(2, CodedArgument(Draft(text: "x", note: "1")))
        let second = ScreenFields(2, CodedArgument(Draft(text: "x", note: "2")))
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(first != ScreenFields(2, CodedArgument(Draft(text: "y", note: "1"))))
    }

    @Test func equalScreensHashEqually() {
        let none: String? = nil
        #expect(ScreenFields(1, "a", 3, none).hashValue == ScreenFields(1, "a", 3, none).hashValue)
        #expect(Set([ScreenFields(1, "a", 3, none), ScreenFields(1, "a", 3, none), ScreenFields(0)]).count == 2)
    }

    @Test func theDynamicFormNamesArgumentsByTheScreensParameters() throws {
        let value = try ScreenFields(1, "a", 7, "n").value(in: Self.definition)
        #expect(
            value == ScreenValue(id: "item", arguments: ["id": .string("a"), "count": .int(7), "note": .string("n")]))
        #expect(try ScreenFields(0).value(in: Self.definition) == ScreenValue(id: "list"))
    }

    @Test func aPositionOrArityTheDefinitionDoesNotHaveThrowsInsteadOfTrapping() {
        #expect(throws: NavigationError.self) { try ScreenFields(5).value(in: Self.definition) }
        #expect(throws: NavigationError.self) { try ScreenFields(1, "a").value(in: Self.definition) }
        #expect(throws: NavigationError.self) { try ScreenFields(-1).value(in: Self.definition) }
    }

    @Test func theReaderGivesArgumentsInOrderWithDefaults() throws {
        var reader = try #require(
            ArgumentReader(ScreenValue(id: "item", arguments: ["id": .string("a")]), position: 1, in: Self.definition))
        let id: String = try reader.next()
        let count: Int = try reader.next()
        let note: String? = try reader.next()
        #expect(id == "a" && count == 3 && note == nil)
        // Past the last parameter: an error, not a trap.
        #expect(throws: (any Error).self) { let _: Int = try reader.next() }
    }

    @Test func theReaderRefusesAMismatch() throws {
        // A missing required argument is null, which a String does not accept.
        var missing = try #require(ArgumentReader(ScreenValue(id: "item"), position: 1, in: Self.definition))
        #expect(throws: (any Error).self) { let _: String = try missing.next() }
        // Another id at that position, or no position: no reader.
        #expect(ArgumentReader(ScreenValue(id: "list"), position: 1, in: Self.definition) == nil)
        #expect(ArgumentReader(ScreenValue(id: "item"), position: nil, in: Self.definition) == nil)
        #expect(ArgumentReader(ScreenValue(id: "item"), position: 9, in: Self.definition) == nil)
    }

    @Test func segueArgumentsAreNamedInOrder() throws {
        // Named from the definition: what the segue leaves for its function (here 'openDetail' forwards 'appID').
        let segue = Segue<AppFlow>("appSettings", "openApp", "a", "A", Optional<String>.none)
        #expect(try segue.arguments.get() == ["appID": .string("a"), "appName": .string("A"), "section": .null])
        let forwarding = Segue<AppFlow>("appSettings", "openDetail", 5)
        #expect(try forwarding.arguments.get() == ["count": .int(5)])
        let none = Segue<AppFlow>("appSettings", "backToList")
        #expect(try none.arguments.get() == [:] && none.source == "appSettings" && none.id == "backToList")
        // A segue the definition lacks, or values it does not take: refused when performed, never a trap.
        #expect(throws: NavigationError.unknownSegue(screen: "appSettings", segue: "nope")) {
            try Segue<AppFlow>("appSettings", "nope", 1).arguments.get()
        }
        #expect(throws: NavigationError.unknownSegue(screen: "appSettings", segue: "openDetail")) {
            try Segue<AppFlow>("appSettings", "openDetail", 1, 2).arguments.get()
        }
        let shared = Segue<AppFlow>(shared: "open", names: "draft", CodedArgument(Draft(text: "t", note: "n")))
        #expect(try shared.arguments.get() == ["draft": .object(["text": .string("t"), "note": .string("n")])])
    }
}
