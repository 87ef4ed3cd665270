import Testing
import _NavGraphCore

@Test func validMinimalGraphHasNoDiagnostics() {
    let checked = check(header + "screens:\n  home:\n    title: Home\n")
    #expect(checked.result.diagnostics.isEmpty, "\(checked.result.diagnostics)")
    #expect(checked.result.graph?.screens.map(\.id.value) == ["home"])
    #expect(checked.result.isMainFile)
}

@Test func syntaxErrorIsNG001AtLibyamlsMark() {
    let checked = check("navgraph: 1\ngraph: [unclosed\n1️⃣")
    expectDiagnostic(checked, .yamlSyntax, at: "1️⃣")
}

@Test func aliasBombIsNG002() {
    var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
    for level in 1...9 {
        let previous = "*a\(level - 1)"
        yaml += "a\(level): &a\(level) [\(Array(repeating: previous, count: 10).joined(separator: ", "))]\n"
    }
    let checked = check(
        "navgraph: 1\nanchors:\n" + yaml.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
    #expect(checked.codes.last == .unsupportedYAMLFeature)
    #expect(checked.diagnostics(.unsupportedYAMLFeature).count == 1)
}

@Test func aliasesWithinTheLimitExpand() {
    let checked = check(
        header + """
            screens:
              home:
                navigationItem:
                  rightBarButtonItems: &items [{ id: done, system: done }]
              other:
                navigationItem:
                  rightBarButtonItems: *items
            """
    )
    #expect(!checked.codes.contains(.unsupportedYAMLFeature))
    #expect(checked.result.graph?.screens.last?.navigationItem.rightBarButtonItems.first?.id?.value == "done")
}

@Test func tagsMergeKeysAndSecondDocumentsAreNG002() {
    expectDiagnostic(check(header + "screens: 1️⃣!!map {}\n"), .unsupportedYAMLFeature, at: "1️⃣")
    expectDiagnostic(check(header + "screens:\n  home: {}\n1️⃣---\nx: 1\n"), .unsupportedYAMLFeature, at: "1️⃣")
    let merge = check(header + "screens:\n  home:\n    1️⃣<<: {title: A}\n")
    expectDiagnostic(merge, .unsupportedYAMLFeature, at: "1️⃣")
}

@Test func duplicateKeyIsNG003WithNoteAtTheFirst() {
    let checked = check(header + "screens:\n  home:\n    2️⃣title: A\n    1️⃣title: B\n")
    let diagnostic = expectDiagnostic(checked, .duplicateKey, at: "1️⃣")
    #expect(diagnostic?.notes.first?.location?.line == checked.markers["2️⃣"]?.line)
    #expect(checked.result.graph?.screens.first?.title?.value == "A")
}

@Test func unknownKeyIsNG004WithDidYouMean() {
    let checked = check(header + "screens:\n  home:\n    1️⃣titel: A\n")
    let diagnostic = expectDiagnostic(checked, .unknownKey, at: "1️⃣")
    #expect(diagnostic?.notes.map(\.message) == ["did you mean 'title'?"])
}

@Test func wrongKindOfValueIsNG005() {
    expectDiagnostic(check(header + "screens:\n  home:\n    title: 1️⃣[a, b]\n"), .wrongValueKind, at: "1️⃣")
    let yes = check(header + "screens:\n  home:\n    toolbarHidden: 1️⃣yes\n")
    let diagnostic = expectDiagnostic(yes, .wrongValueKind, at: "1️⃣")
    #expect(diagnostic?.notes.first?.message == "did you mean 'true'?")
    expectDiagnostic(check("navigationController:\n  backButtonTitleMaxLength: 1️⃣0755\n"), .wrongValueKind, at: "1️⃣")
    expectDiagnostic(
        check(header + "screens:\n  home:\n    segues:\n      a: { kind: 1️⃣push, to: home }\n"), .wrongValueKind, at: "1️⃣"
    )
}

@Test func stringFieldsTakeAnyScalarAsText() {
    let checked = check(header + "screens:\n  home:\n    title: no\n    navigationItem: { prompt: 1.0 }\n")
    #expect(checked.result.graph?.screens.first?.title?.value == "no")
    #expect(checked.result.graph?.screens.first?.navigationItem.prompt?.value == "1.0")
    expectNoDiagnostic(checked, .wrongValueKind)
}

@Test func missingRequiredKeysAreNG006() {
    let checked = check("1️⃣navgraph: 1\ngraph: G\n")
    #expect(checked.diagnostics(.missingKey).count == 2)
    let segue = check(header + "screens:\n  home:\n    segues:\n      1️⃣open: { kind: show }\n")
    expectDiagnostic(segue, .missingKey, at: "1️⃣")
}

@Test func unsupportedVersionIsNG007() {
    expectDiagnostic(check("navgraph: 1️⃣2\ngraph: G\nroot: a\nscreens: {}\n"), .unsupportedVersion, at: "1️⃣")
    expectNoDiagnostic(check(header + "screens: {home: {}}\n"), .unsupportedVersion)
}

@Test func emptyAndNonUTF8FilesAreNG008() {
    #expect(check("").codes == [.emptyOrInvalidFile])
    #expect(check("# only a comment\n").codes == [.emptyOrInvalidFile])
    let bytes: [UInt8] = Array("navgraph: 1\ngraph: \u{41}".utf8) + [0xFF, 0xFE, 0x0A]
    let result = Pipeline.check(
        mainFile: "m.navgraph.yaml", sources: InMemorySources(bytes: ["m.navgraph.yaml": bytes]))
    #expect(result.diagnostics.map(\.code) == [.emptyOrInvalidFile])
    #expect(result.diagnostics.first?.location.line == 2)
}

@Test func limitsAreNG009AtTheCrossing() {
    var limits = Limits()
    limits.nestingDepth = 3
    expectDiagnostic(check("a:\n  b:\n    c: 1️⃣[1]\n", limits: limits), .limitExceeded, at: "1️⃣")
    limits = Limits()
    limits.scalarLength = 20
    expectDiagnostic(
        check("navgraph: 1\ngraph: 1️⃣ABCDEFGHIJKLMNOPQRSTUVWXYZ\n", limits: limits), .limitExceeded, at: "1️⃣")
    limits = Limits()
    limits.fileSize = 10
    #expect(check(header, limits: limits).codes == [.limitExceeded])
}

@Test func deepFlowNestingStopsAtTheLimit() {
    let deep = String(repeating: "[", count: 100_000)
    let checked = check("screens: " + deep)
    #expect(checked.codes.last == .limitExceeded)
    // The top-level mapping is level 1, so the 64th `[` (column 10 + 63) is the 65th level.
    #expect(checked.diagnostics(.limitExceeded).first?.location.column == 73)
}

@Test func includesMergeScreensInOrder() {
    let checked = check(
        header + "include: [parts/more.navgraph.yaml]\nscreens:\n  home: {segues: {open: {kind: show, to: detail}}}\n",
        files: ["parts/more.navgraph.yaml": "screens:\n  detail: {}\n"]
    )
    #expect(checked.result.diagnostics.isEmpty, "\(checked.result.diagnostics)")
    #expect(checked.result.graph?.screens.map(\.id.value) == ["home", "detail"])
    #expect(checked.result.graph?.screens.last?.id.location.file == "parts/more.navgraph.yaml")
    #expect(checked.result.includedFiles == ["parts/more.navgraph.yaml"])
}

@Test func includeProblemsAreNG010() {
    expectDiagnostic(check(header + "include: [1️⃣missing.yaml]\nscreens: {home: {}}\n"), .includeFailed, at: "1️⃣")
    expectDiagnostic(
        check(header + "include: [1️⃣../outside.yaml]\nscreens: {home: {}}\n", files: ["../outside.yaml": "screens: {}"]),
        .includeFailed,
        at: "1️⃣"
    )
    let cycle = check(
        header + "include: [a.navgraph.yaml]\nscreens: {home: {}}\n",
        files: ["a.navgraph.yaml": "include: [1️⃣main.navgraph.yaml]\n"]
    )
    let diagnostic = expectDiagnostic(cycle, .includeFailed, at: "1️⃣")
    #expect(diagnostic?.message.contains("cycle") == true)
}

@Test func includedFilesTakeOnlyScreens() {
    let checked = check(
        header + "include: [a.navgraph.yaml]\nscreens: {home: {}}\n",
        files: ["a.navgraph.yaml": "1️⃣root: x\nscreens: {}\n"]
    )
    expectDiagnostic(checked, .unknownKey, at: "1️⃣")
}

@Test func segueOptionsOfAnotherKindAreNG004() {
    let checked = check(
        header + "screens:\n  home:\n    segues:\n      a: { kind: modal, to: home, 1️⃣singleTop: true }\n")
    expectDiagnostic(checked, .unknownKey, at: "1️⃣")
}

@Test func parameterTypesParse() {
    let checked = check(
        header + """
            screens:
              home:
                parameters:
                  a: String
                  b: [Int]
                  c: "[Date]?"
                  d: { type: Kind?, default: null }
                  e: { swift: "Mail.Draft?" }
            """
    )
    let types = checked.result.graph?.screens.first?.parameters.map(\.type.value.spelling)
    #expect(types == ["String", "[Int]", "[Date]?", "Kind?", "Mail.Draft?"])
    #expect(checked.result.graph?.screens.first?.parameters[3].defaultValue?.value.isNull == true)
}
