import Testing

@testable import _NavGraphCore

/// The validator's shortcuts (placeholders read on the bytes, keyword sets with a quick reject, ids raised on the
/// bytes) answer exactly as the long way they skip: wherever they are not sure, the long way decides.
struct InPlaceShortcutTests {
    func titled(_ title: String, parameter: String = "known") -> Checked {
        check(
            header + """
                screens:
                  home:
                    title: "\(title)"
                    parameters:
                      \(parameter): String

                """)
    }

    @Test func knownPlaceholdersAndEscapedBracesReportNothing() {
        for title in ["{known}", "a {known} b {known}", "{{literal}}", "}} {known} {{", "}", "{{"] {
            #expect(titled(title).diagnostics(.unknownParameter).isEmpty, "\(title)")
        }
    }

    @Test func unknownAndUnterminatedPlaceholdersAreReportedAsBefore() {
        #expect(
            titled("{known} {nope}").diagnostics(.unknownParameter).map(\.message) == [
                "placeholder '{nope}' in the title of screen 'home' names no parameter"
            ])
        #expect(
            titled("{known").diagnostics(.unknownParameter).map(\.message) == [
                "title of screen 'home' has an unterminated placeholder"
            ])
        // `{a{b}` is one placeholder named `a{b`.
        #expect(
            titled("{a{known}").diagnostics(.unknownParameter).map(\.message) == [
                "placeholder '{a{known}' in the title of screen 'home' names no parameter"
            ])
    }

    @Test func nonASCIITitlesAreCheckedTheLongWay() {
        #expect(titled("é {known}").diagnostics(.unknownParameter).isEmpty)
        #expect(titled("é {nope}").diagnostics(.unknownParameter).count == 1)
        // Swift compares names by canonical equivalence: a decomposed é names the precomposed parameter.
        #expect(titled("{cafe\u{301}}", parameter: "caf\u{E9}").diagnostics(.unknownParameter).isEmpty)
        // A brace followed by a combining mark is not a brace to the title syntax.
        #expect(titled("{\u{301}known}").diagnostics(.unknownParameter).isEmpty)
    }

    @Test func quickNameSetAgreesWithTheSet() {
        let names: Set<String> = ["inout", "self", "_", "Any", "Protocol", "K\u{E9}", "Kind"]
        let quick = QuickNameSet(names)
        let probes = [
            "inout", "self", "selF", "sel", "selfs", "_", "__", "", "Any", "any", "Protocol", "Protocols",
            "K\u{E9}", "Ke\u{301}", "\u{212A}ind", "Kind", "kind", "x", String(repeating: "s", count: 80),
        ]
        for probe in probes {
            #expect(quick.contains(probe) == names.contains(probe), "\(probe)")
        }
        #expect(quick.contains("Ke\u{301}"))
        #expect(quick.contains("\u{212A}ind"))
    }

    @Test func upperCamelOnTheBytesMatchesTheCharacterWay() {
        for identifier in ["a", "settingsList", "x1", "aé", "a\u{345}b", "é", "Already", "_x", ""] {
            let expected = identifier.first.map { $0.uppercased() + identifier.dropFirst() } ?? identifier
            #expect(SwiftNames.upperCamel(identifier) == expected, "\(identifier)")
        }
    }
}
