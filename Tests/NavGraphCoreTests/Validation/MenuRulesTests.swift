import Testing
import _NavGraphCore

/// Bar-item menus and title menus: NG311, NG312, NG426 and the item codes they reuse.
@Suite struct MenuRulesTests {
    @Test func aWellFormedMenuWithSubmenuSectionAndTitleMenuIsValid() {
        let yaml = """
            screens:
              home:
                title: Home
                navigationItem:
                  titleMenu:
                    - { id: rename, title: Rename, action: rename }
                  rightBarButtonItems:
                    - id: sort
                      image: arrow.up.arrow.down
                      accessibilityLabel: Sort
                      menu:
                        - { id: byName, title: Name, action: sortByName }
                        - section:
                            - { id: showDetail, title: Detail, segue: open }
                        - id: more
                          title: More
                          menu:
                            - { id: clear, title: Clear, attributes: [destructive], builtin: popToRoot }
                segues:
                  open: { kind: show, to: detail }
              detail: {}

            """
        let checked = check(header + yaml)
        #expect(checked.result.diagnostics.isEmpty, "\(checked.result.diagnostics)")
    }

    @Test func ng311EntriesNeedIdTitleAndExactlyOneBehaviour() {
        let yaml = """
            screens:
              home:
                toolbarItems:
                  - id: sort
                    title: Sort
                    menu:
                      - 1️⃣{ title: Name, action: byName }
                      - { id: 2️⃣byPrice, title: Price }
                      - { id: both, title: Both, action: a, builtin: 3️⃣pop }
                      - 4️⃣{ id: noTitle, action: b }
                      - section:
                          - { id: inside, title: Inside, action: c }
                        action: 5️⃣d
                      - id: sub
                        title: Sub
                        attributes: [6️⃣disabled]
                        menu:
                          - { id: leaf, title: Leaf, action: e }

            """
        let checked = check(header + yaml)
        for marker in ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣"] {
            #expect(expectDiagnostic(checked, .malformedMenuElement, at: marker)?.severity == .error)
        }
        #expect(checked.diagnostics(.malformedMenuElement).count == 6, "\(checked.result.diagnostics)")
    }

    @Test func ng312EmptyMenusAndNestingDeeperThanOneLevel() {
        let yaml = """
            screens:
              home:
                title: Home
                navigationItem:
                  1️⃣titleMenu: []
                toolbarItems:
                  - { id: empty, title: Empty, 2️⃣menu: }
                  - id: deep
                    title: Deep
                    menu:
                      - id: level1
                        title: One
                        menu:
                          - id: level2
                            title: Two
                            3️⃣menu:
                              - { id: level3, title: Three, action: x }
                      - 4️⃣section: []

            """
        let checked = check(header + yaml)
        for marker in ["1️⃣", "2️⃣", "3️⃣", "4️⃣"] {
            #expect(expectDiagnostic(checked, .menuNesting, at: marker)?.severity == .error)
        }
        #expect(checked.diagnostics(.menuNesting).count == 4, "\(checked.result.diagnostics)")
    }

    @Test func menuIdsShareTheScreensItemNamespace() {
        let yaml = """
            screens:
              home:
                toolbarItems:
                  - { id: done, system: done, builtin: pop }
                  - id: sort
                    title: Sort
                    menu:
                      - { id: 1️⃣done, title: Done, action: finish }
                      - { id: byName, title: Name, action: sortByName }
                      - id: more
                        title: More
                        menu:
                          - { id: 2️⃣byName, title: Name again, action: sortByName }
                      - { id: 3️⃣Bad, title: Bad, action: bad }

            """
        let checked = check(header + yaml)
        expectDiagnostic(checked, .duplicateSegueOrItem, at: "1️⃣")
        expectDiagnostic(checked, .duplicateSegueOrItem, at: "2️⃣")
        #expect(checked.diagnostics(.duplicateSegueOrItem).count == 2)
        expectDiagnostic(checked, .invalidIdentifier, at: "3️⃣")
    }

    @Test func ng202AndNg304ForAnEntrysSegue() {
        let yaml = """
            screens:
              home:
                title: Home
                navigationItem:
                  titleMenu:
                    - { id: go, title: Go, segue: 1️⃣opn }
                toolbarItems:
                  - id: sort
                    title: Sort
                    menu:
                      - { id: detail, title: Detail, segue: 2️⃣open }
                segues:
                  open: { kind: show, to: detail }
              detail:
                parameters: { sku: String }

            """
        let checked = check(header + yaml)
        let unknown = expectDiagnostic(checked, .unknownSegue, at: "1️⃣")
        #expect(unknown?.message.contains("'title.go'") == true)
        #expect(unknown?.notes.contains { $0.message.contains("'open'") } == true)
        expectDiagnostic(checked, .requiredParameterUnset, at: "2️⃣")
    }

    @Test func unknownAttributeIsAWrongValueWithSuggestion() {
        let yaml = """
            screens:
              home:
                toolbarItems:
                  - id: sort
                    title: Sort
                    menu:
                      - { id: byName, title: Name, attributes: [1️⃣destructiv], action: sortByName }

            """
        let checked = check(header + yaml)
        let diagnostic = expectDiagnostic(checked, .wrongValueKind, at: "1️⃣")
        #expect(diagnostic.map { "\($0.message) \($0.notes.map(\.message))".contains("destructive") } == true)
    }

    @Test func ng426TitleMenuThatNeverShows() {
        let yaml = """
            screens:
              home:
                title: Home
                navigationBarHidden: true
                navigationItem:
                  1️⃣titleMenu: [{ id: a, title: A, action: a }]
              custom:
                title: Custom
                navigationItem:
                  titleView: logo
                  2️⃣titleMenu: [{ id: b, title: B, action: b }]
              untitled:
                navigationItem:
                  3️⃣titleMenu: [{ id: c, title: C, action: c }]
              shown:
                navigationItem:
                  title: Shown
                  titleMenu: [{ id: d, title: D, action: d }]

            """
        let checked = check(header + yaml)
        for marker in ["1️⃣", "2️⃣", "3️⃣"] {
            #expect(expectDiagnostic(checked, .titleMenuNotShown, at: marker)?.severity == .warning)
        }
        #expect(checked.diagnostics(.titleMenuNotShown).count == 3)
    }

    @Test func aDismissEntryInAMenuIsAWayOutOfAModal() {
        func yaml(_ attributes: String) -> String {
            header + """
                screens:
                  home:
                    segues:
                      open: { kind: modal, to: editor, presentation: fullScreen, embedInNavigationController: true }
                  editor:
                    title: Editor
                    modalInPresentation: true
                    toolbarItems:
                      - id: more
                        title: More
                        menu:
                          - { id: close, title: Close, attributes: [\(attributes)], builtin: dismiss }
                    toolbarHidden: false

                """
        }
        #expect(check(yaml("destructive")).diagnostics(.modalWithoutExit).isEmpty)
        #expect(check(yaml("disabled")).diagnostics(.modalWithoutExit).count == 1)
    }

    @Test func anItemCannotBeNamedTitleSinceTapTitleNamesTheTitleMenu() {
        let yaml = """
            screens:
              home:
                title: Home
                navigationItem:
                  titleMenu:
                    - { id: x, title: X, action: fromTitle }
                  rightBarButtonItems:
                    - id: 1️⃣title
                      title: More
                      menu:
                        - { id: y, title: Y, action: fromItem }
                toolbarItems:
                  - id: sort
                    title: Sort
                    menu:
                      - { id: title, title: By title, action: byTitle }
              other:
                toolbarItems:
                  - { id: 2️⃣title, title: Title, action: rename }

            """
        let checked = check(header + yaml)
        let onMenuScreen = expectDiagnostic(checked, .invalidIdentifier, at: "1️⃣")
        #expect(onMenuScreen?.message.contains("'tap title.ID'") == true, "\(String(describing: onMenuScreen))")
        expectDiagnostic(checked, .invalidIdentifier, at: "2️⃣")
        #expect(checked.diagnostics(.invalidIdentifier).count == 2, "\(checked.result.diagnostics)")
    }

    @Test func ng304NamesTheMenuEntryAndRefusesReturnedValuesATapCannotGive() {
        let yaml = """
            screens:
              home:
                title: Home
                segues:
                  push: { kind: show, to: pick }
              pick:
                title: Pick
                navigationItem:
                  titleMenu:
                    - { id: none, title: None, segue: backEmpty }
                  rightBarButtonItems:
                    - { id: it, title: I, segue: 1️⃣back }
                    - id: m
                      title: M
                      menu:
                        - { id: e, title: E, segue: 2️⃣back }
                        - { id: maybe, title: Maybe, segue: backOptional }
                segues:
                  back: { kind: return, returns: { x: Int, note: String? } }
                  backOptional: { kind: return, returns: { note: String? } }
                  backEmpty: { kind: return }

            """
        let checked = check(header + yaml)
        let item = expectDiagnostic(checked, .requiredParameterUnset, at: "1️⃣")
        #expect(item?.message.contains("bar item 'it' performs segue 'back', which must return value 'x'") == true)
        let entry = expectDiagnostic(checked, .requiredParameterUnset, at: "2️⃣")
        #expect(entry?.message.contains("menu entry 'm.e' performs segue 'back'") == true)
        #expect(checked.diagnostics(.requiredParameterUnset).count == 2, "\(checked.result.diagnostics)")
    }
}
