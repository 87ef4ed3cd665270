import Foundation
import Testing
import _NavGraphCore

/// A header whose root is the container `main`.
private let containerHeader = """
    navgraph: 1
    graph: TestFlow
    root: main

    """

/// A valid graph: a tab bar at the root whose second tab holds a split, a sign-in screen elsewhere.
private let valid =
    containerHeader + """
        containers:
          main:
            kind: tabBar
            tabs:
              - { id: home, root: home, title: Home, image: house, badge: "2" }
              - { id: library, root: library, title: Library, navigationController: { prefersLargeTitles: true } }
            selected: library
          library:
            kind: split
            style: tripleColumn
            primary: folders
            supplementary: { root: albums, navigationController: { toolbarHidden: false } }
            secondary: empty
        screens:
          home:
            segues:
              signOut: { kind: replaceRoot, to: signIn }
          signIn:
            segues:
              signedIn: { kind: replaceRoot, to: main }
          folders:
            segues:
              openAlbums: { kind: show, to: albums }
          albums:
            segues:
              openSong: { kind: showDetail, to: song }
          empty: {}
          song:
            hidesBottomBarWhenPushed: true
            segues:
              pick: { kind: modal, to: picker, embedInNavigationController: true, navigationController: { toolbarHidden: false } }
          picker:
            segues:
              done: { kind: unwind, to: song, returns: { rating: Int, note: String? } }

        """

@Test func aValidContainerGraphHasNoDiagnostics() {
    let checked = check(valid)
    #expect(checked.result.diagnostics.map { "\($0.code.rawValue) \($0.message)" } == [])
}

@Test func containerKeysAreCheckedWithSuggestions() {
    let yaml =
        containerHeader + """
            containers:
              main:
                kind: tabBar
                1️⃣tab: [{ id: home, root: home }]
                2️⃣style: doubleColumn
              other:
                kind: 3️⃣tabbar
              side: { kind: split, primary: home, 4️⃣supplementary: home, secondary: home }
              5️⃣bare: { primary: home }
            screens:
              home:
                segues:
                  back: { kind: show, to: home, 6️⃣returns: { value: Int } }

            """
    let checked = check(yaml)
    let unknown = expectDiagnostic(checked, .unknownKey, at: "1️⃣")
    #expect(unknown?.notes.first?.message == "did you mean 'tabs'?")
    expectDiagnostic(checked, .unknownKey, at: "2️⃣")
    let choice = expectDiagnostic(checked, .wrongValueKind, at: "3️⃣")
    #expect(choice?.notes.first?.message == "did you mean 'tabBar'?")
    let column = expectDiagnostic(checked, .unknownKey, at: "4️⃣")
    #expect(column?.message == "'supplementary' does not apply to a 'doubleColumn' split")
    let missing = expectDiagnostic(checked, .missingKey, at: "5️⃣")
    #expect(missing?.message == "container 'bare' needs 'kind'")
    let returns = expectDiagnostic(checked, .unknownKey, at: "6️⃣")
    #expect(returns?.message == "'returns' does not apply to a 'show' segue")
}

@Test func tabsAndColumnsNeedTheirKeys() {
    let yaml =
        containerHeader + """
            containers:
              main:
                kind: tabBar
                tabs: [1️⃣{ id: home }, { id: split, root: side }]
              side:
                kind: split
                style: tripleColumn
                primary: 2️⃣{ navigationController: { prefersLargeTitles: true } }
                secondary: home
            screens:
              home: {}

            """
    let checked = check(yaml)
    #expect(expectDiagnostic(checked, .missingKey, at: "1️⃣")?.message == "tab needs 'root'")
    expectDiagnostic(checked, .missingKey, at: "2️⃣")
    #expect(checked.diagnostics(.missingKey).contains { $0.message == "container 'side' needs 'supplementary'" })
}

@Test func ng201UnknownRootsSelectedTabsAndContainerDestinations() {
    let yaml =
        containerHeader + """
            containers:
              main:
                kind: tabBar
                tabs:
                  - { id: home, root: 1️⃣hme }
                  - { id: library, root: 2️⃣librar }
                selected: 3️⃣librari
              library: { kind: split, primary: home, secondary: 4️⃣detial }
            screens:
              home:
                segues:
                  open: { kind: show, to: 5️⃣library }
                  swap: { kind: replaceRoot, to: 6️⃣mian }
              detail: {}

            """
    let checked = check(yaml)
    #expect(expectDiagnostic(checked, .unknownScreen, at: "1️⃣")?.notes.first?.message == "did you mean 'home'?")
    #expect(expectDiagnostic(checked, .unknownScreen, at: "2️⃣")?.notes.first?.message == "did you mean 'library'?")
    #expect(expectDiagnostic(checked, .unknownScreen, at: "3️⃣")?.notes.first?.message == "did you mean 'library'?")
    #expect(expectDiagnostic(checked, .unknownScreen, at: "4️⃣")?.notes.first?.message == "did you mean 'detail'?")
    let show = expectDiagnostic(checked, .unknownScreen, at: "5️⃣")
    #expect(
        show?.notes.first?.message == "'library' is a container: only 'root' and a 'replaceRoot' segue can name one")
    #expect(expectDiagnostic(checked, .unknownScreen, at: "6️⃣")?.notes.first?.message == "did you mean 'main'?")
    let unknownRoot = check(
        "navgraph: 1\ngraph: TestFlow\nroot: 7️⃣mian\ncontainers:\n  main: { kind: tabBar, tabs: [{ id: a, root: a }] }\nscreens:\n  a: {}\n"
    )
    #expect(expectDiagnostic(unknownRoot, .unknownScreen, at: "7️⃣")?.notes.first?.message == "did you mean 'main'?")
}

@Test func identifiersAndDuplicatesOfContainersAndTabs() {
    let yaml =
        containerHeader + """
            containers:
              main:
                kind: tabBar
                tabs:
                  - { id: 1️⃣Home, root: home }
                  - { id: library, root: home }
                  - { id: 2️⃣library, root: home }
              3️⃣home: { kind: tabBar, tabs: [{ id: x, root: home }] }
            screens:
              home:
                segues:
                  swap: { kind: replaceRoot, to: home }
              other:
                segues:
                  close: { kind: unwind, to: home, returns: { 4️⃣Bad: Int, size: 5️⃣Strin } }

            """
    let checked = check(yaml)
    expectDiagnostic(checked, .invalidIdentifier, at: "1️⃣")
    let duplicate = expectDiagnostic(checked, .duplicateSegueOrItem, at: "2️⃣")
    #expect(duplicate?.message == "tab bar 'main' has two tabs with id 'library'")
    #expect(expectDiagnostic(checked, .duplicateScreen, at: "3️⃣") != nil)
    expectDiagnostic(checked, .invalidIdentifier, at: "4️⃣")
    #expect(expectDiagnostic(checked, .unknownType, at: "5️⃣")?.notes.first?.message == "did you mean 'String'?")
}

@Test func ng304TabRootNeedsArguments() {
    let yaml =
        containerHeader + """
            containers:
              main: { kind: tabBar, tabs: [{ id: item, root: 1️⃣item }] }
            screens:
              item:
                parameters: { sku: String }

            """
    let checked = check(yaml)
    #expect(expectDiagnostic(checked, .requiredParameterUnset, at: "1️⃣")?.notes.first?.message == "give 'sku' a default")
    expectNoDiagnostic(
        check(yaml.replacingOccurrences(of: "sku: String", with: "sku: { type: String, default: a }")),
        .requiredParameterUnset)
}

@Test func ng413ContainerPlacedTwice() {
    let yaml =
        containerHeader + """
            containers:
              main:
                kind: tabBar
                tabs:
                  - { id: books, root: shelf }
                  - { id: music, root: 1️⃣shelf }
              shelf: { kind: split, primary: folders, secondary: detail }
            screens:
              folders:
                segues:
                  swap: { kind: replaceRoot, to: 2️⃣shelf }
              detail: {}

            """
    let checked = check(yaml)
    let diagnostic = expectDiagnostic(checked, .containerUsedTwice, at: "1️⃣")
    #expect(diagnostic?.severity == .error)
    #expect(diagnostic?.message == "container 'shelf' is placed in two places")
    expectDiagnostic(checked, .containerUsedTwice, at: "2️⃣")
    expectNoDiagnostic(check(valid), .containerUsedTwice)
}

@Test func ng414NestingOtherThanSplitInTab() {
    let yaml =
        containerHeader + """
            containers:
              main:
                kind: tabBar
                tabs:
                  - { id: inner, root: 1️⃣more }
                  - { id: split, root: side }
              more: { kind: tabBar, tabs: [{ id: list, root: list }] }
              side: { kind: split, primary: 2️⃣more, secondary: list }
            screens:
              list: {}

            """
    let checked = check(yaml)
    let tab = expectDiagnostic(checked, .containerNesting, at: "1️⃣")
    #expect(tab?.message == "tab 'inner' of 'main' holds a 'tabBar' container 'more'")
    #expect(tab?.notes.first?.message == "a tab holds a screen or a split container; a tab bar cannot be inside a tab")
    expectDiagnostic(checked, .containerNesting, at: "2️⃣")
    expectNoDiagnostic(check(valid), .containerNesting)
}

@Test func ng415EmptyTabBar() {
    let yaml =
        containerHeader + """
            containers:
              main: { kind: tabBar, 1️⃣tabs: [] }
            screens:
              list: {}

            """
    let checked = check(yaml)
    #expect(expectDiagnostic(checked, .emptyTabBar, at: "1️⃣")?.message == "tab bar 'main' has no tab")
    expectNoDiagnostic(check(valid), .emptyTabBar)
}

@Test func ng405SeesTabsColumnsAndReplaceRootAndUnusedContainers() {
    expectNoDiagnostic(check(valid), .unreachableScreen)
    let yaml =
        containerHeader + """
            containers:
              main: { kind: tabBar, tabs: [{ id: home, root: home }] }
              1️⃣spare: { kind: split, primary: home, secondary: home }
            screens:
              home: {}
              2️⃣lost: {}

            """
    let checked = check(yaml)
    expectDiagnostic(checked, .unreachableScreen, at: "1️⃣")
    expectDiagnostic(checked, .unreachableScreen, at: "2️⃣")
}

@Test func ng403QuietForShowDetailFromASplitColumn() {
    expectNoDiagnostic(check(valid), .showDetailPresentsModally)
    let yaml =
        containerHeader + """
            containers:
              main: { kind: tabBar, tabs: [{ id: home, root: home }] }
            screens:
              home:
                segues:
                  open: { kind: 1️⃣showDetail, to: detail }
              detail:
                segues:
                  close: { kind: unwind, to: home }

            """
    expectDiagnostic(check(yaml), .showDetailPresentsModally, at: "1️⃣")
}

@Test func ng401UnwindCannotCrossReplaceRoot() {
    let yaml = """
        navgraph: 1
        graph: TestFlow
        root: signIn
        screens:
          signIn:
            segues:
              done: { kind: replaceRoot, to: home }
          home:
            segues:
              back: { kind: unwind, to: 1️⃣signIn }

        """
    expectDiagnostic(check(yaml), .targetNotOnStack, at: "1️⃣")
}

@Test func ng406SeesPushesInsideTabs() {
    let yaml =
        containerHeader + """
            containers:
              main: { kind: tabBar, tabs: [{ id: home, root: home }] }
            screens:
              home:
                segues:
                  open: { kind: show, to: 1️⃣stuck }
              stuck:
                navigationItem: { hidesBackButton: true }
                interactivePopGestureEnabled: false

            """
    #expect(check(yaml).diagnostics(.pushWithoutWayBack).count == 1)
}

@Test func ng408NavigationControllerWithoutEmbeddingAndBottomBarWithoutTabBar() {
    let yaml = """
        navgraph: 1
        graph: TestFlow
        root: home
        screens:
          home:
            segues:
              open: { kind: modal, to: detail, navigationController: 1️⃣{ prefersLargeTitles: true } }
          detail:
            hidesBottomBarWhenPushed: 2️⃣true
            segues:
              close: { kind: unwind, to: home }

        """
    let checked = check(yaml)
    let settings = expectDiagnostic(checked, .settingWithoutEffect, at: "1️⃣")
    #expect(settings?.severity == .warning)
    expectDiagnostic(checked, .settingWithoutEffect, at: "2️⃣")
    expectNoDiagnostic(check(valid), .settingWithoutEffect)
}

/// From a split's secondary column (its root, or a screen a column's `showDetail` put there), `showDetail` pushes
/// onto that column, as the router does: no NG403, and an unwind from what it pushes to the column's root finds it
/// below (no NG401) when only the root pushes it.
@Test func ng403QuietForShowDetailFromASplitsSecondaryColumn() {
    let yaml =
        containerHeader + """
            containers:
              main: { kind: split, primary: folders, secondary: message }
            screens:
              folders:
                segues:
                  open: { kind: showDetail, to: thread }
              message:
                segues:
                  more: { kind: showDetail, to: attachment }
              thread:
                segues:
                  more: { kind: showDetail, to: note }
              attachment:
                segues:
                  back: { kind: unwind, to: message }
              note: {}

            """
    let checked = check(yaml)
    expectNoDiagnostic(checked, .showDetailPresentsModally)
    expectNoDiagnostic(checked, .targetNotOnStack)
    #expect(checked.result.diagnostics.filter { $0.severity == .error }.map(\.message) == [])
}
