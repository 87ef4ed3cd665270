import Foundation
import Testing
import _NavGraphCore

@Test func ng101ScreenIDMustBeLowerCamelCase() {
    let checked = check(header + "screens:\n  home: {}\n  1️⃣my_screen: {}\n")
    let diagnostic = expectDiagnostic(checked, .invalidIdentifier, at: "1️⃣")
    #expect(diagnostic?.severity == .error)
    #expect(diagnostic?.notes.map(\.message) == ["did you mean 'myScreen'?"])
    expectNoDiagnostic(check(header + "screens:\n  home: {}\n  myScreen2: {}\n"), .invalidIdentifier)
}

@Test func ng101KeywordsAreRejectedButContextualKeywordsAreNot() {
    // Keywords Swift takes nowhere, even in backticks (the others are written in backticks by the generated code).
    expectDiagnostic(check(header + "screens:\n  home: {}\n  1️⃣self: {}\n"), .invalidIdentifier, at: "1️⃣")
    let segues = "screens:\n  home:\n    segues:\n      1️⃣init: { kind: show, to: home, singleTop: true }\n"
    expectDiagnostic(check(header + segues), .invalidIdentifier, at: "1️⃣")
    let contextual = "screens:\n  home:\n    segues:\n      open: { kind: show, to: home, singleTop: true }\n"
    expectNoDiagnostic(check(header + contextual), .invalidIdentifier)
}

@Test func ng101ScreenNamespaceMustNotClashWithGeneratedNames() {
    expectDiagnostic(check(header + "screens:\n  home: {}\n  1️⃣screen: {}\n"), .invalidIdentifier, at: "1️⃣")
    expectDiagnostic(check(header + "screens:\n  home: {}\n  1️⃣testFlow: {}\n"), .invalidIdentifier, at: "1️⃣")
    let enumClash = header + "enums:\n  Mode: [a]\nscreens:\n  home: {}\n  1️⃣mode: {}\n"
    let diagnostic = expectDiagnostic(check(enumClash), .invalidIdentifier, at: "1️⃣")
    #expect(diagnostic?.notes.contains { $0.location?.line == 5 } == true)
    expectNoDiagnostic(check(header + "enums:\n  Mode: [a]\nscreens:\n  home: {}\n  modes: {}\n"), .invalidIdentifier)
}

@Test func ng101CaseNamesSwiftSynthesisesAreReserved() {
    expectDiagnostic(check(header + "screens:\n  home: {}\n  1️⃣hashValue: {}\n"), .invalidIdentifier, at: "1️⃣")
    expectDiagnostic(
        check(header + "enums:\n  Mode: [a, 1️⃣rawValue]\nscreens:\n  home: {}\n"), .invalidIdentifier, at: "1️⃣")
    let action = "screens:\n  home:\n    toolbarItems: [{ id: a, title: A, action: 1️⃣allCases }]\n"
    expectDiagnostic(check(header + action), .invalidIdentifier, at: "1️⃣")
    expectNoDiagnostic(check(header + "enums:\n  Mode: [a, raw]\nscreens:\n  home: {}\n"), .invalidIdentifier)
}

@Test func ng101GraphAndEnumNames() {
    expectDiagnostic(
        check("navgraph: 1\ngraph: 1️⃣Router\nroot: home\nscreens: {home: {}}\n"), .invalidIdentifier, at: "1️⃣")
    expectDiagnostic(check("navgraph: 1\ngraph: 1️⃣flow\nroot: home\nscreens: {home: {}}\n"), .invalidIdentifier, at: "1️⃣")
    expectDiagnostic(check(header + "enums:\n  1️⃣Screen: [a]\nscreens:\n  home: {}\n"), .invalidIdentifier, at: "1️⃣")
    expectDiagnostic(check(header + "enums:\n  1️⃣TestFlow: [a]\nscreens:\n  home: {}\n"), .invalidIdentifier, at: "1️⃣")
    expectDiagnostic(check(header + "enums:\n  1️⃣Empty: []\nscreens:\n  home: {}\n"), .invalidIdentifier, at: "1️⃣")
    expectNoDiagnostic(check(header + "enums:\n  Section: [general]\nscreens:\n  home: {}\n"), .invalidIdentifier)
}

@Test func ng101DuplicateEnumCasePointsAtTheFirst() {
    let diagnostic = expectDiagnostic(
        check(header + "enums:\n  Mode: [a, 1️⃣a]\nscreens:\n  home: {}\n"), .invalidIdentifier, at: "1️⃣")
    #expect(diagnostic?.notes.first?.location?.column == 10)
}

@Test func ng101UnqualifiedAppTypeShadowedByGeneratedNamespace() {
    let yaml = """
        screens:
          home:
            parameters:
              user: { swift: 1️⃣Profile }
            segues:
              open: { kind: show, to: profile }
          profile:
            segues:
              back: { kind: unwind, to: home }

        """
    expectDiagnostic(check(header + yaml), .invalidIdentifier, at: "1️⃣")
    let qualified = yaml.replacingOccurrences(of: "Profile", with: "App.Profile")
    expectNoDiagnostic(check(header + qualified), .invalidIdentifier)
}

@Test func ng102DuplicateScreenAcrossFilesPointsAtTheOther() {
    let checked = check(
        header + "include: [part.navgraph.yaml]\nscreens:\n  home: {}\n",
        files: ["part.navgraph.yaml": "screens:\n  1️⃣home: {}\n"]
    )
    let diagnostic = expectDiagnostic(checked, .duplicateScreen, at: "1️⃣")
    #expect(diagnostic?.severity == .error)
    #expect(diagnostic?.notes.first?.location?.file == "main.navgraph.yaml")
    #expect(diagnostic?.notes.first?.location?.line == 6)
    let distinct = check(
        header + "include: [part.navgraph.yaml]\nscreens:\n  home: {}\n",
        files: ["part.navgraph.yaml": "screens:\n  other: {}\n"]
    )
    expectNoDiagnostic(distinct, .duplicateScreen)
}

@Test func ng103ItemIDsShareOneNamespacePerScreen() {
    let yaml = """
        screens:
          home:
            navigationItem:
              leftBarButtonItems: [{ id: edit, system: edit }]
            toolbarItems: [{ id: 1️⃣edit, title: Edit }]
          other:
            toolbarItems: [{ id: edit, title: Edit }]

        """
    let diagnostic = expectDiagnostic(check(header + yaml), .duplicateSegueOrItem, at: "1️⃣")
    #expect(diagnostic?.severity == .error)
    #expect(diagnostic?.notes.first?.location?.line == 7)
    expectNoDiagnostic(check(header + yaml.replacingOccurrences(of: "1️⃣edit", with: "editAll")), .duplicateSegueOrItem)
}

@Test func ng101AppTypeComponentsMustBeIdentifiers() {
    let checked = check(header + "screens:\n  home:\n    parameters:\n      a: { swift: 1️⃣App.Type }\n")
    expectDiagnostic(checked, .invalidIdentifier, at: "1️⃣")
    expectNoDiagnostic(
        check(header + "screens:\n  home:\n    parameters:\n      a: { swift: App.Kind }\n"), .invalidIdentifier)
}

/// Contextual keywords compile as names in every position the generated code uses (measured; see
/// docs/validation.md), so they are not NG101.
@Test func ng101ContextualKeywordsAreValidEverywhere() {
    let yaml = """
        navgraph: 1
        graph: Edge
        root: open
        enums:
          Some: [any, each, async, actor, none, get, set]
        screens:
          open:
            parameters:
              some: { type: Some, default: any }
              package: { type: "[Int]?", default: null }
            navigationItem:
              rightBarButtonItems:
                - { id: actor, title: A, action: macro }
                - { id: go, title: Go, segue: consuming }
            segues:
              consuming: { kind: show, to: borrowing, arguments: { some: each }, forward: [package] }
          borrowing:
            parameters:
              some: Some
              package: "[Int]?"
            segues:
              weak: { kind: unwind, to: open }

        """
    let checked = check(yaml)
    #expect(checked.result.diagnostics.isEmpty, "\(checked.result.diagnostics.map(\.message))")
}

@Test func aScreenWhoseNamespaceIsAKeywordIsNG101() {
    let checked = check(header + "screens:\n  home:\n    segues: { go: { kind: show, to: type } }\n  1️⃣type: {}\n")
    expectDiagnostic(checked, .invalidIdentifier, at: "1️⃣")
    expectNoDiagnostic(
        check(header + "screens:\n  home:\n    segues: { go: { kind: show, to: types } }\n  types: {}\n"),
        .invalidIdentifier)
}

@Test func aDuplicateScreenIsNotAlsoUnreachable() {
    let checked = check(
        header + "include: [part.navgraph.yaml]\nscreens:\n  home: {}\n",
        files: ["part.navgraph.yaml": "screens:\n  1️⃣home: {}\n"]
    )
    expectDiagnostic(checked, .duplicateScreen, at: "1️⃣")
    expectNoDiagnostic(checked, .unreachableScreen)
}

@Test func appTypeNamesThatStartTypeSyntaxAreNG101() {
    let checked = check(header + "screens:\n  home:\n    parameters:\n      user: { swift: 1️⃣\"some\" }\n")
    expectDiagnostic(checked, .invalidIdentifier, at: "1️⃣")
    expectNoDiagnostic(
        check(header + "screens:\n  home:\n    parameters:\n      user: { swift: \"Some\" }\n"), .invalidIdentifier)
}
