import Foundation
import Testing
import _NavGraphCore

/// Swift keywords as graph names: the generated code writes them in backticks wherever it declares or uses them
/// (screen cases, segue functions, argument labels, parameter names, actions, enum cases and default values), so
/// a graph using them validates and its code compiles, and so does app code calling that API. Only the keywords
/// Swift refuses even in backticks stay NG101.
@Suite struct KeywordNamesCompileTests {
    static let graph = """
        navgraph: 1
        graph: Keywords
        root: default
        enums:
          Choice: [default, case, nil, true, where]
        screens:
          default:
            title: Home
            parameters:
              for: { type: Int, default: 1 }
              in: { type: Choice, default: default }
            navigationItem:
              rightBarButtonItems:
                - { id: return, title: Stop, action: break }
                - { id: go, title: Go, segue: continue }
            segues:
              continue: { kind: show, to: switch, arguments: { repeat: 2 } }
              return: { kind: modal, to: switch, arguments: { where: case } }
          switch:
            title: "{default}"
            parameters:
              default: { type: String, default: "" }
              repeat: Int
              where: { type: "Choice?", default: nil }
            segues:
              throw: { kind: unwind, to: default }

        """

    /// App code calling the generated API with the keywords, as a person would write it.
    static let use = """
        import NavGraphRuntime

        func useKeywords() -> [Keywords.Screen] {
            let segues: [NavGraphRuntime.Segue<Keywords>] = [
                Keywords.Default.continue(default: "x", where: .case),
                Keywords.Default.return(default: "z", repeat: 3),
                Keywords.Switch.throw(),
            ]
            _ = segues
            let action: Keywords.Action = .break
            _ = action
            let choices: [Keywords.Choice] = [.default, .case, .nil, .true, .where]
            _ = choices
            return [.default(for: 2, in: .nil), .switch(default: "y", repeat: 1, where: nil), Keywords.Screen.default()]
        }

        """

    @Test func keywordNamesValidateGenerateAndCompile() throws {
        let generated = generate(
            "keywords.navgraph.yaml", sources: InMemorySources(["keywords.navgraph.yaml": Self.graph]))
        let code = try #require(generated.code, "\(describe(generated.result.diagnostics))")
        #expect(code.contains("case `default`("))
        #expect(code.contains("static func `continue`("))
        let folder = try SwiftCompiler.temporaryFolder("navgraph-keywords")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Keywords.swift")
        let use = folder.appendingPathComponent("Use.swift")
        try Data(code.utf8).write(to: file)
        try Data(Self.use.utf8).write(to: use)
        let outcome = try SwiftCompiler.typecheck([file, use])
        #expect(outcome.succeeded, "\(outcome.output)")
        #expect(!outcome.output.contains("warning:"), "\(outcome.output)")
    }

    @Test(arguments: [
        ("screen id", "self", "selfScreen"), ("parameter name", "inout", "inoutValue"),
        ("segue id", "init", "initSegue"),
    ])
    func keywordsSwiftRefusesEvenInBackticksAreNG101WithASuggestion(role: String, name: String, suggestion: String) {
        let yaml: String
        switch role {
        case "screen id":
            yaml = "navgraph: 1\ngraph: K\nroot: \(name)\nscreens:\n  \(name): { title: A }\n"
        case "parameter name":
            yaml =
                "navgraph: 1\ngraph: K\nroot: a\nscreens:\n  a:\n    parameters: { \(name): { type: Int, default: 1 } }\n"
        default:
            yaml = "navgraph: 1\ngraph: K\nroot: a\nscreens:\n  a:\n    segues: { \(name): { kind: show, to: a } }\n"
        }
        let result = Pipeline.check(mainFile: "k.navgraph.yaml", sources: InMemorySources(["k.navgraph.yaml": yaml]))
        let refused = result.diagnostics.filter { $0.code == .invalidIdentifier }
        #expect(
            refused.map(\.message).contains(
                "\(role) '\(name)' is a Swift keyword the generated code cannot use, even in backticks"),
            "\(describe(result.diagnostics))")
        #expect(refused.first?.notes.map(\.message) == ["did you mean '\(suggestion)'?"])
    }
}
