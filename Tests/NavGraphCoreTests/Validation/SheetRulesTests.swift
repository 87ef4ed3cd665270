import NavGraphRuntime
import Testing
import _NavGraphCore

/// A `modal` segue's sheet and popover keys: NG313 (malformed values), NG314 (a key the style does not take), NG315
/// (references) and NG427 (detents out of order), and what the valid ones lower to.
@Suite struct SheetRulesTests {
    /// A home screen with a Filter item, whose segues are `segues` (indented for `segues:`).
    static func graph(_ segues: String, destinationStyle: String? = nil) -> String {
        // One segue a line, each a flow mapping, indented under `segues:`.
        let segues = segues.split(separator: "\n").map { "      " + $0.drop { $0 == " " } }.joined(separator: "\n")
        return header + """
            screens:
              home:
                navigationItem:
                  rightBarButtonItems:
                    - { id: filterButton, title: Filter, segue: showFilter }
                segues:
            \(segues)
              filter:
                navigationItem:
                  leftBarButtonItems: [{ id: done, system: done, builtin: dismiss }]
            \(destinationStyle.map { "    modalPresentationStyle: \($0)" } ?? "")

            """
    }

    @Test func validSheetAndPopoverKeysLowerToTheSegueDefinition() throws {
        let checked = check(
            Self.graph(
                """
                    showFilter: { kind: modal, to: filter, detents: [medium, 320.5, large], prefersGrabberVisible: true, largestUndimmedDetent: medium, embedInNavigationController: true }
                    pop: { kind: modal, to: filter, presentation: popover, sourceItem: filterButton, adaptsTo: none, preferredContentSize: { width: 320, height: 480 }, embedInNavigationController: true }
                """))
        #expect(checked.result.diagnostics.isEmpty, "\(checked.result.diagnostics)")
        let definition = try #require(checked.result.definition)
        let home = try #require(definition.screen("home"))
        let sheet = try #require(home.segues.first { $0.id == "showFilter" }?.sheet)
        #expect(sheet.detents == [.medium, .height(320.5), .large])
        #expect(sheet.prefersGrabberVisible == true)
        #expect(sheet.largestUndimmedDetent == .medium)
        let popover = try #require(home.segues.first { $0.id == "pop" }?.sheet)
        #expect(
            popover
                == SheetOptions(
                    preferredContentSize: ContentSize(width: 320, height: 480), sourceItem: "filterButton",
                    adaptsTo: PopoverAdaptation.none))
        #expect(home.segues.first { $0.id == "pop" }.map { $0.sheet?.detents == nil } == true)
    }

    @Test func ng313MalformedDetentsAndSizes() {
        let checked = check(
            Self.graph(
                """
                    showFilter: { kind: modal, to: filter, detents: [medium, 1️⃣half, 2️⃣-20, 3️⃣0, large, 4️⃣medium], largestUndimmedDetent: 5️⃣huge }
                    empty: { kind: modal, to: filter, detents: 6️⃣[] }
                    sized: { kind: modal, to: filter, presentation: formSheet, 7️⃣preferredContentSize: { width: 300 } }
                    badSize: { kind: modal, to: filter, presentation: formSheet, preferredContentSize: { width: 8️⃣wide, height: 2 } }
                """))
        for marker in ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣"] {
            #expect(expectDiagnostic(checked, .malformedSheetValue, at: marker)?.severity == .error)
        }
        #expect(checked.diagnostics(.malformedSheetValue).count == 8, "\(checked.result.diagnostics)")
    }

    @Test func ng314KeysTheStyleDoesNotTake() {
        let checked = check(
            Self.graph(
                """
                    showFilter: { kind: modal, to: filter, presentation: fullScreen, 1️⃣detents: [medium] }
                    grab: { kind: modal, to: filter, presentation: popover, 2️⃣prefersGrabberVisible: true }
                    size: { kind: modal, to: filter, presentation: pageSheet, 3️⃣preferredContentSize: { width: 1, height: 2 } }
                    anchor: { kind: modal, to: filter, presentation: formSheet, 4️⃣sourceItem: filterButton, 5️⃣adaptsTo: sheet }
                    inherited: { kind: modal, to: filter, 6️⃣largestUndimmedDetent: large }
                """, destinationStyle: "overFullScreen"))
        for marker in ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣"] {
            #expect(expectDiagnostic(checked, .sheetKeyNotTaken, at: marker)?.severity == .error)
        }
        #expect(checked.diagnostics(.sheetKeyNotTaken).count == 6, "\(checked.result.diagnostics)")
    }

    @Test func sheetKeysOnAnotherKindOfSegueAreNotTaken() {
        let checked = check(
            Self.graph(
                """
                    showFilter: { kind: show, to: filter, 1️⃣detents: [medium] }
                """))
        expectDiagnostic(checked, .unknownKey, at: "1️⃣")
    }

    @Test func ng315UndimmedDetentAndSourceItemMustExist() {
        let checked = check(
            Self.graph(
                """
                    showFilter: { kind: modal, to: filter, detents: [medium], largestUndimmedDetent: 1️⃣large }
                    plain: { kind: modal, to: filter, largestUndimmedDetent: 2️⃣medium }
                    pop: { kind: modal, to: filter, presentation: popover, sourceItem: 3️⃣filterButon }
                """))
        for marker in ["1️⃣", "2️⃣", "3️⃣"] { expectDiagnostic(checked, .sheetReferenceNotFound, at: marker) }
        let suggestion = checked.diagnostics(.sheetReferenceNotFound).last?.notes.map(\.message) ?? []
        #expect(suggestion.contains { $0.contains("'filterButton'") })
    }

    @Test func ng427DetentsWrittenTallestFirstWarn() {
        let checked = check(
            Self.graph(
                """
                    showFilter: { kind: modal, to: filter, detents: [1️⃣large, medium] }
                    heights: { kind: modal, to: filter, detents: [2️⃣400, 200] }
                    unknowable: { kind: modal, to: filter, detents: [400, medium, large] }
                """))
        #expect(expectDiagnostic(checked, .detentsOutOfOrder, at: "1️⃣")?.severity == .warning)
        expectDiagnostic(checked, .detentsOutOfOrder, at: "2️⃣")
        #expect(checked.diagnostics(.detentsOutOfOrder).count == 2)
    }
}
