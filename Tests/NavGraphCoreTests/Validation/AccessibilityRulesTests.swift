import Foundation
import NavGraphRuntime
import Testing
import _NavGraphCore

/// `accessibilityLabel` on items, menu elements and tabs, `titleViewAccessibilityLabel`, and the accessibility
/// lints NG601 (image-only without a label), NG602 (title view without one), NG603 (a system item against its
/// meaning).
@Suite struct AccessibilityRulesTests {
    /// A graph with every kind of label, valid and free of accessibility warnings.
    static let labelled = """
        screens:
          home:
            title: Home
            navigationItem:
              titleView: logo
              titleViewAccessibilityLabel: Acme Store
              leftBarButtonItem: { id: me, image: person.circle, accessibilityLabel: My profile, action: me }
              rightBarButtonItems:
                - id: sort
                  image: arrow.up.arrow.down
                  accessibilityLabel: Sort
                  menu:
                    - { id: byPrice, title: "", image: dollarsign, accessibilityLabel: By price, action: byPrice }
                    - id: more
                      title: More
                      accessibilityLabel: More sorting
                      menu:
                        - { id: byName, title: Name, action: byName }
            toolbarItems:
              - { id: share, image: square.and.arrow.up, accessibilityLabel: Share, action: share }
              - { id: add, system: add, accessibilityLabel: New note, segue: compose }
            segues:
              compose: { kind: modal, to: compose }
          compose:
            title: New
        containers:
          app:
            kind: tabBar
            tabs:
              - { id: home, root: home, image: house, accessibilityLabel: Home }

        """

    @Test func labelsAreReadIntoTheDefinitionAndTheGraphIsWarningFree() throws {
        let result = check(header.replacingOccurrences(of: "root: home", with: "root: app") + Self.labelled).result
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let definition = try #require(result.definition)
        let home = try #require(definition.screens.first { $0.id == "home" })
        #expect(home.navigationItem.titleViewAccessibilityLabel == "Acme Store")
        #expect(home.navigationItem.leftBarButtonItems.map(\.accessibilityLabel) == ["My profile"])
        let sort = try #require(home.navigationItem.rightBarButtonItems.first)
        #expect(sort.accessibilityLabel == "Sort")
        #expect(sort.menu?.map(\.accessibilityLabel) == ["By price", "More sorting"])
        #expect(sort.menu?.last?.children.map(\.accessibilityLabel) == [nil])
        #expect(home.toolbarItems.map(\.accessibilityLabel) == ["Share", "New note"])
        #expect(definition.containers?.first?.tabs.map(\.accessibilityLabel) == ["Home"])
    }

    @Test func aLabelMustBeText() {
        let yaml = """
            screens:
              home:
                toolbarItems:
                  - { id: share, image: square.and.arrow.up, accessibilityLabel: 1️⃣[Share], action: share }

            """
        expectDiagnostic(check(header + yaml), .wrongValueKind, at: "1️⃣")
    }

    @Test func ng601ImageOnlyItemsMenuElementsAndTabsWithoutALabel() {
        let yaml = """
            screens:
              other: {}
              home:
                navigationItem:
                  leftBarButtonItem: { id: me, image: 1️⃣person.circle, action: me }
                  rightBarButtonItems:
                    - id: sort
                      title: Sort
                      menu:
                        - { id: byPrice, title: "", image: 2️⃣dollarsign, action: byPrice }
                        - { id: byName, title: Name, image: textformat, action: byName }
                toolbarItems:
                  - { id: add, system: add, action: add }
                  - { id: send, title: Send, action: send }
                  - { id: blank, image: 4️⃣star, accessibilityLabel: " ", action: star }
            containers:
              app:
                kind: tabBar
                tabs:
                  - { id: home, root: home, image: 3️⃣house }
                  - { id: other, root: other, title: Other, image: star }

            """
        let checked = check(header.replacingOccurrences(of: "root: home", with: "root: app") + yaml)
        let me = expectDiagnostic(checked, .unlabelledImage, at: "1️⃣")
        #expect(me?.severity == .warning)
        #expect(me?.message.hasPrefix("accessibility: image-only bar item 'me' of 'home'") == true)
        let entry = expectDiagnostic(checked, .unlabelledImage, at: "2️⃣")
        #expect(entry?.message.contains("menu element 'sort.byPrice' of 'home'") == true)
        let tab = expectDiagnostic(checked, .unlabelledImage, at: "3️⃣")
        #expect(tab?.message.contains("tab 'home' of 'app'") == true)
        // A blank label says nothing: it counts as none.
        expectDiagnostic(checked, .unlabelledImage, at: "4️⃣")
        // A system item, an item with a title, an entry with a title and a tab with a title are read by VoiceOver.
        #expect(checked.diagnostics(.unlabelledImage).count == 4, "\(checked.result.diagnostics.map(\.message))")
    }

    @Test func ng602ATitleViewWithoutAnAccessibleTitle() {
        let yaml = """
            screens:
              home:
                title: Home
                navigationItem:
                  titleView: 1️⃣logo

            """
        let checked = check(header + yaml)
        let found = expectDiagnostic(checked, .titleViewWithoutAccessibleTitle, at: "1️⃣")
        #expect(found?.severity == .warning)
        #expect(found?.message == "accessibility: the title view 'logo' of 'home' has no accessible title")
        let labelledYAML = yaml.replacingOccurrences(
            of: "1️⃣logo", with: "logo\n      titleViewAccessibilityLabel: Acme")
        let labelled = check(header + labelledYAML)
        expectNoDiagnostic(labelled, .titleViewWithoutAccessibleTitle)
    }

    @Test func ng603SystemItemsUsedAgainstTheirMeaning() {
        let yaml = """
            screens:
              home:
                title: Home
                navigationItem:
                  rightBarButtonItems:
                    - { id: done, system: 1️⃣done, segue: push }
                    - { id: close, system: close, segue: present }
                    - { id: add, system: 2️⃣add, builtin: pop }
                    - { id: trash, system: 3️⃣trash, segue: push }
                toolbarItems:
                  - { id: compose, system: 4️⃣compose, segue: back }
                  - { id: trashAndLeave, system: trash, builtin: pop }
                  - { id: addNote, system: add, segue: present }
                  - { id: save, system: save, action: save }
                  - { id: cancel, system: cancel, segue: back }
                segues:
                  push: { kind: show, to: detail }
                  present: { kind: modal, to: detail }
                  back: { kind: return }
              detail: {}

            """
        let checked = check(header + yaml)
        let done = expectDiagnostic(checked, .systemItemAgainstMeaning, at: "1️⃣")
        #expect(done?.severity == .warning)
        #expect(
            done?.message
                == "accessibility: 'system: done' item 'done' of 'home' pushes 'detail': VoiceOver announces it by "
                + "its system meaning")
        #expect(expectDiagnostic(checked, .systemItemAgainstMeaning, at: "2️⃣")?.message.contains("goes back") == true)
        expectDiagnostic(checked, .systemItemAgainstMeaning, at: "3️⃣")
        expectDiagnostic(checked, .systemItemAgainstMeaning, at: "4️⃣")
        // A modal, an action, a trash that goes back and a cancel that goes back fit their meaning.
        let found = checked.diagnostics(.systemItemAgainstMeaning)
        #expect(found.count == 4, "\(checked.result.diagnostics.map(\.message))")
    }

    @Test(arguments: [
        ("NG601", "toolbarItems: [{ id: share, image: square.and.arrow.up, action: share }]"),
        ("NG602", "navigationItem: { titleView: logo }"),
        ("NG603", "navigationItem: { rightBarButtonItem: { id: done, system: done, segue: push } }"),
    ])
    func lintDisableSilencesEachCode(code: String, screenKey: String) throws {
        let yaml = """
            screens:
              home:
                title: Home
                \(screenKey)
                segues:
                  push: { kind: show, to: detail }
              detail: {}

            """
        let diagnosticCode = try #require(DiagnosticCode(rawValue: code))
        #expect(check(header + yaml).diagnostics(diagnosticCode).count == 1)
        let silenced = check(header + "lint:\n  disable: [\(code)]\n" + yaml)
        #expect(silenced.result.diagnostics.isEmpty, "\(silenced.result.diagnostics.map(\.message))")
    }
}
