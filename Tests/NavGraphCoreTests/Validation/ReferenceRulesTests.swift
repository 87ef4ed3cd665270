import Foundation
import Testing
import _NavGraphCore

@Test func ng201UnknownRootScreen() {
    let checked = check("navgraph: 1\ngraph: TestFlow\nroot: 1️⃣hme\nscreens:\n  home: {}\n")
    let diagnostic = expectDiagnostic(checked, .unknownScreen, at: "1️⃣")
    #expect(diagnostic?.severity == .error)
    #expect(diagnostic?.notes.map(\.message) == ["did you mean 'home'?"])
    expectNoDiagnostic(check(header + "screens:\n  home: {}\n"), .unknownScreen)
}

@Test func ng201UnknownSegueDestinationAndPopTo() {
    let yaml = """
        screens:
          home:
            segues:
              open: { kind: show, to: 1️⃣detial }
              jump: { kind: show, to: detail, popTo: 2️⃣hom }
          detail: {}

        """
    let checked = check(header + yaml)
    let diagnostic = expectDiagnostic(checked, .unknownScreen, at: "1️⃣")
    #expect(diagnostic?.message == "segue 'open' goes to unknown screen 'detial'")
    #expect(diagnostic?.notes.map(\.message) == ["did you mean 'detail'?"])
    expectDiagnostic(checked, .unknownScreen, at: "2️⃣")
    let fixed = yaml.replacingOccurrences(of: "detial", with: "detail").replacingOccurrences(
        of: "hom }", with: "home }")
    expectNoDiagnostic(check(header + fixed), .unknownScreen)
}

@Test func ng202UnknownSegueNamedByItem() {
    let yaml = """
        screens:
          home:
            toolbarItems: [{ id: add, system: add, segue: 1️⃣opne }]
            segues:
              open: { kind: modal, to: detail }
          detail:
            segues:
              close: { kind: unwind, to: home }

        """
    let diagnostic = expectDiagnostic(check(header + yaml), .unknownSegue, at: "1️⃣")
    #expect(diagnostic?.severity == .error)
    #expect(diagnostic?.notes.map(\.message) == ["did you mean 'open'?"])
    expectNoDiagnostic(check(header + yaml.replacingOccurrences(of: "1️⃣opne", with: "open")), .unknownSegue)
}

@Test func ng204PlaceholderNamingNoParameter() {
    let yaml = """
        screens:
          home:
            parameters: { name: { type: String, default: "" } }
            title: 1️⃣"Hello {nmae}"
            navigationItem:
              prompt: 2️⃣"Unclosed {name"

        """
    let checked = check(header + yaml)
    let diagnostic = expectDiagnostic(checked, .unknownParameter, at: "1️⃣")
    #expect(diagnostic?.severity == .error)
    #expect(diagnostic?.notes.first?.message == "did you mean 'name'?")
    expectDiagnostic(checked, .unknownParameter, at: "2️⃣")
    let fine =
        header + "screens:\n  home:\n    parameters: { name: { type: String, default: \"\" } }\n"
        + "    title: \"{name} {{literal}} }\"\n"
    expectNoDiagnostic(check(fine), .unknownParameter)
}

@Test func ng204UnknownParameterInArgumentsAndForward() {
    let yaml = """
        screens:
          home:
            parameters: { userID: { type: Int, default: 1 } }
            segues:
              open: { kind: show, to: detail, arguments: { 1️⃣titel: x }, forward: [2️⃣userId] }
          detail:
            parameters: { title: String, userID: Int }

        """
    let checked = check(header + yaml)
    let argument = expectDiagnostic(checked, .unknownParameter, at: "1️⃣")
    #expect(argument?.notes.map(\.message) == ["did you mean 'title'?"])
    // 'userId' is neither the source's nor the destination's parameter: reported for both.
    #expect(
        checked.diagnostics(.unknownParameter).filter { $0.location.column == checked.markers["2️⃣"]?.column }.count == 2)
    let fixed = yaml.replacingOccurrences(of: "titel", with: "title").replacingOccurrences(of: "userId", with: "userID")
    expectNoDiagnostic(check(header + fixed), .unknownParameter)
}

/// A screen with many segues and items takes the dictionary paths of the lookups: same answers.
@Test func ng202AndNG103OnAScreenWithManySeguesAndItems() {
    var yaml = header + "screens:\n  home:\n    toolbarItems:\n"
    for index in 0..<20 { yaml += "      - { id: item\(index), title: T, segue: go\(index) }\n" }
    yaml += "      - { id: 1️⃣item3, title: T, segue: 2️⃣go99 }\n    segues:\n"
    for index in 0..<20 { yaml += "      go\(index): { kind: show, to: home, singleTop: true }\n" }
    let checked = check(yaml)
    expectDiagnostic(checked, .duplicateSegueOrItem, at: "1️⃣")
    expectDiagnostic(checked, .unknownSegue, at: "2️⃣")
    #expect(checked.diagnostics(.duplicateSegueOrItem).count == 1)
    #expect(checked.diagnostics(.unknownSegue).count == 1)
}

@Test func backTitlesHaveTheirPlaceholdersChecked() {
    let checked = check(
        header + """
            screens:
              home:
                navigationItem: { backButtonTitle: 1️⃣"{c}" }
                segues: { go: { kind: show, to: next } }
              next:
                parameters: { name: String }
                navigationItem: { backBarButtonItem: 2️⃣{ title: "{zz}" } }
                segues: { go: { kind: show, to: last } }
              last:
                navigationItem: { backBarButtonItem: { title: "{{literal}}" } }
            """
    )
    expectDiagnostic(checked, .unknownParameter, at: "1️⃣")
    expectDiagnostic(checked, .unknownParameter, at: "2️⃣")
    #expect(checked.diagnostics(.unknownParameter).count == 2)
}
