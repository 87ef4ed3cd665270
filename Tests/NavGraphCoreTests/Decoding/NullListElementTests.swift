import Testing
import _NavGraphCore

/// A null element of a list of strings is reported (NG005), never dropped silently.
struct NullListElementTests {
    @Test func aNullIncludeIsReported() {
        let checked = check(
            header + """
                include: [1️⃣null, 2️⃣~]
                screens:
                  home: { title: Home }

                """)
        expectDiagnostic(checked, .wrongValueKind, at: "1️⃣")
        expectDiagnostic(checked, .wrongValueKind, at: "2️⃣")
        #expect(
            checked.diagnostics(.wrongValueKind).first?.message == "an element of 'include' takes a string, not null")
    }

    @Test func aNullForwardOrDeepLinkIsReported() {
        let checked = check(
            header + """
                screens:
                  home:
                    deepLinks: [1️⃣null]
                    segues:
                      open: { kind: show, to: next, forward: [2️⃣null] }
                  next: { title: Next }

                """)
        expectDiagnostic(checked, .wrongValueKind, at: "1️⃣")
        expectDiagnostic(checked, .wrongValueKind, at: "2️⃣")
    }
}
