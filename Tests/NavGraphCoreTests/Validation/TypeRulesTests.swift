import Foundation
import Testing
import _NavGraphCore

/// A graph whose root screen `home` declares `parameters` (YAML flow-mapping entries, one per line).
private func screenWithParameters(_ parameters: String) -> Checked {
    check(header + "screens:\n  home:\n    parameters:\n" + parameters)
}

@Test func ng301UnknownTypeWithDidYouMean() {
    let checked = screenWithParameters("      name: 1️⃣Strng\n")
    let diagnostic = expectDiagnostic(checked, .unknownType, at: "1️⃣")
    #expect(diagnostic?.severity == .error)
    #expect(diagnostic?.notes.first?.message == "did you mean 'String'?")
    let enumTypo = check(header + "enums:\n  Section: [a]\nscreens:\n  home:\n    parameters:\n      s: 1️⃣Sectoin?\n")
    #expect(expectDiagnostic(enumTypo, .unknownType, at: "1️⃣")?.notes.first?.message == "did you mean 'Section'?")
    let fine = check(header + "enums:\n  Section: [a]\nscreens:\n  home:\n    parameters:\n      s: \"[Section]?\"\n")
    expectNoDiagnostic(fine, .unknownType)
}

@Test func ng302DefaultsAreTypedByTheSchema() {
    let yaml = """
              a: { type: Int, default: 1️⃣0755 }
              b: { type: Int, default: 2️⃣1:20 }
              c: { type: Int, default: 3️⃣"5" }
              d: { type: Bool, default: 4️⃣yes }
              e: { type: UUID, default: 5️⃣not-a-uuid }
              f: { type: URL, default: 6️⃣"no scheme" }
              g: { type: Date, default: 7️⃣2026-13-45 }
              h: { type: String, default: 8️⃣null }
              i: { type: "[Int]", default: [1, 9️⃣x] }

        """
    let checked = screenWithParameters(yaml)
    for marker in markerNames {
        expectDiagnostic(checked, .defaultDoesNotFitType, at: marker)
    }
    #expect(checked.diagnostics(.defaultDoesNotFitType).allSatisfy { $0.severity == .error })
    let yes = checked.diagnostics(.defaultDoesNotFitType).first { $0.location.line == checked.markers["4️⃣"]?.line }
    #expect(yes?.notes.map(\.message) == ["did you mean 'true'?"])
}

@Test func ng302AcceptsEveryWellTypedDefault() {
    let yaml = """
              a: { type: Int, default: -42 }
              b: { type: Double, default: 2.5e3 }
              c: { type: Bool, default: false }
              d: { type: String, default: no }
              e: { type: UUID, default: E621E1F8-C36C-495A-93FC-0C247A3E6E5F }
              f: { type: URL, default: "https://example.com/a?b=c" }
              g: { type: Date, default: 2026-01-31T09:30:00Z }
              h: { type: Int?, default: null }
              i: { type: "[Double]", default: [1, 2.5] }
              j: { type: String, default: "1.0" }

        """
    let checked = screenWithParameters(yaml)
    #expect(checked.result.diagnostics.isEmpty, "\(checked.result.diagnostics)")
    #expect(checked.result.definition != nil)
}

@Test func ng303ArgumentDoesNotFitParameterType() {
    let yaml = """
        screens:
          home:
            segues:
              open: { kind: show, to: detail, arguments: { count: 1️⃣many } }
          detail:
            parameters: { count: Int }
            segues:
              back: { kind: unwind, to: home }

        """
    let diagnostic = expectDiagnostic(check(header + yaml), .argumentDoesNotFitType, at: "1️⃣")
    #expect(diagnostic?.severity == .error)
    expectNoDiagnostic(check(header + yaml.replacingOccurrences(of: "1️⃣many", with: "3")), .argumentDoesNotFitType)
}

@Test func ng305ForwardTypeMismatch() {
    let yaml = """
        screens:
          home:
            parameters: { id: { type: String, default: x } }
            segues:
              open: { kind: show, to: detail, forward: [1️⃣id] }
          detail:
            parameters: { id: Int }

        """
    let diagnostic = expectDiagnostic(check(header + yaml), .forwardTypeMismatch, at: "1️⃣")
    #expect(diagnostic?.severity == .error)
    #expect(diagnostic?.message == "cannot forward 'id' of type 'String' to a parameter of type 'Int'")
    let fixed = yaml.replacingOccurrences(of: "{ id: Int }", with: "{ id: String }")
    expectNoDiagnostic(check(header + fixed), .forwardTypeMismatch)
}

@Test func ng305ForwardingIntoTheOptionalOfTheSameTypeIsAllowed() {
    let yaml = """
        screens:
          home:
            parameters: { id: { type: String, default: x } }
            segues:
              open: { kind: show, to: detail, forward: [1️⃣id] }
          detail:
            parameters: { id: String? }

        """
    expectNoDiagnostic(check(header + yaml), .forwardTypeMismatch)
    // The other way round could pass nil where a value is needed.
    let back = yaml.replacingOccurrences(of: "type: String,", with: "type: String?,")
        .replacingOccurrences(of: "{ id: String? }", with: "{ id: String }")
    #expect(
        expectDiagnostic(check(header + back), .forwardTypeMismatch, at: "1️⃣")?.message
            == "cannot forward 'id' of type 'String?' to a parameter of type 'String'")
    let array = yaml.replacingOccurrences(of: "type: String,", with: "type: \"[Int]\",")
        .replacingOccurrences(of: "default: x", with: "default: [1]")
        .replacingOccurrences(of: "{ id: String? }", with: "{ id: \"[Int]?\" }")
    expectNoDiagnostic(check(header + array), .forwardTypeMismatch)
}

@Test func ng306AppTypeTakesNoLiteral() {
    let yaml = """
        screens:
          home:
            parameters:
              user: { swift: App.User, default: 1️⃣me }
              maybe: { swift: "App.User?", default: null }
            segues:
              open: { kind: show, to: detail, arguments: { user: 2️⃣me } }
          detail:
            parameters: { user: { swift: App.User } }

        """
    let checked = check(header + yaml)
    #expect(expectDiagnostic(checked, .parameterTakesNoLiteral, at: "1️⃣")?.severity == .error)
    expectDiagnostic(checked, .parameterTakesNoLiteral, at: "2️⃣")
    #expect(checked.diagnostics(.parameterTakesNoLiteral).count == 2)
}

@Test func ng307UnknownEnumCaseWithDidYouMean() {
    let yaml = """
        enums:
          Section: [general, privacy]
        screens:
          home:
            parameters:
              section: { type: Section, default: 1️⃣privcy }
              sections: { type: "[Section]", default: [general, 2️⃣genral] }

        """
    let checked = check(header + yaml)
    let diagnostic = expectDiagnostic(checked, .unknownEnumCase, at: "1️⃣")
    #expect(diagnostic?.severity == .error)
    #expect(
        diagnostic?.notes.map(\.message) == [
            "did you mean 'privacy'?", "enum 'Section' has the cases 'general', 'privacy'",
        ])
    expectDiagnostic(checked, .unknownEnumCase, at: "2️⃣")
    // Nothing close: the cases alone teach what to write.
    let far = check(header + yaml.replacingOccurrences(of: "privcy", with: "zzz"))
    #expect(
        expectDiagnostic(far, .unknownEnumCase, at: "1️⃣")?.notes.map(\.message) == [
            "enum 'Section' has the cases 'general', 'privacy'"
        ])
    let fixed = yaml.replacingOccurrences(of: "privcy", with: "privacy").replacingOccurrences(
        of: "genral", with: "general")
    expectNoDiagnostic(check(header + fixed), .unknownEnumCase)
}

/// The notes give the type as it should be written, whole: `App.Draft?` stays an optional of `App.Draft`.
@Test func appTypeNotesSpellTheWholeType() {
    let shadowed = check(
        "navgraph: 1\ngraph: App\nroot: home\nscreens:\n  home:\n    parameters:\n"
            + "      draft: { swift: 1️⃣\"App.Draft?\", default: null }\n")
    let note = expectDiagnostic(shadowed, .invalidIdentifier, at: "1️⃣")?.notes.first?.message
    #expect(note == "qualify it with its module: '{ swift: \"MyModule.App.Draft?\" }'")
    let asType = screenWithParameters("      draft: { type: 1️⃣\"App.Draft?\", default: null }\n")
    let typeNote = expectDiagnostic(asType, .unknownType, at: "1️⃣")?.notes.last?.message
    #expect(typeNote == "an app type is written '{ swift: \"App.Draft?\" }'")
    let array = screenWithParameters("      drafts: 1️⃣\"[App.Draft]\"\n")
    let arrayNote = expectDiagnostic(array, .unknownType, at: "1️⃣")?.notes.last?.message
    #expect(arrayNote == "an app type is written '{ swift: Module.TypeName }'")
}
