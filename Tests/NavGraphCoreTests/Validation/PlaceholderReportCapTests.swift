import Testing
import _NavGraphCore

/// Unknown placeholders are reported once per name, and at most 20 names one by one per text: the rest are counted
/// in one diagnostic, so a title with thousands of them stays a short report.
struct PlaceholderReportCapTests {
    func titled(_ title: String) -> Checked {
        check(
            header + """
                screens:
                  home:
                    title: '\(title)'
                    parameters:
                      known: String

                """)
    }

    @Test func aRepeatedUnknownNameIsReportedOnce() {
        let checked = titled(String(repeating: "{nope}", count: 500) + "{known}")
        #expect(
            checked.diagnostics(.unknownParameter).map(\.message) == [
                "placeholder '{nope}' in the title of screen 'home' names no parameter"
            ])
    }

    @Test func manyUnknownNamesAreCappedWithACount() {
        let checked = titled((0..<5_000).map { "{p\($0)}" }.joined() + "{p0}")
        let messages = checked.diagnostics(.unknownParameter).map(\.message)
        #expect(messages.count == 21)
        #expect(messages.first == "placeholder '{p0}' in the title of screen 'home' names no parameter")
        #expect(messages.last == "4980 more placeholders in the title of screen 'home' name no parameter")
    }
}
