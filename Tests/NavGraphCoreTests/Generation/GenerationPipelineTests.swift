import Testing
import _NavGraphCore

/// `Pipeline.generate`, run in memory: graph files in, named output files and diagnostics out.
@Suite struct GenerationPipelineTests {
    static let settings = """
        navgraph: 1
        graph: Settings
        root: list
        include: [parts/about.navgraph.yaml]
        screens:
          list:
            title: Settings
            navigationItem:
              rightBarButtonItems:
                - { id: done, system: done, action: finish }
              leftBarButtonItems:
                - { id: help, title: Help, action: showHelp }
            toolbarItems:
              - { id: share, system: action, action: share }
            segues:
              openAbout: { kind: show, to: about }

        """

    static let part = """
        screens:
          about:
            title: About

        """

    /// A one-screen graph named `name`, whose screen has `titleKey:` (`titel` is an unknown key, NG004).
    static func graph(_ name: String, titleKey: String = "title") -> String {
        """
        navgraph: 1
        graph: \(name)
        root: home
        screens:
          home:
            \(titleKey): Home

        """
    }

    static let other = graph("Other")

    /// The text of the output named `name`.
    static func text(_ result: GenerationResult, _ name: String) -> String? {
        result.files.first { $0.name == name }.map { String(decoding: $0.contents, as: UTF8.self) }
    }

    @Test func everyFileGivenGetsItsNamedOutputGraphsFirst() throws {
        let sources = InMemorySources([
            "graphs/parts/about.navgraph.yaml": Self.part,
            "graphs/settings.navgraph.yaml": Self.settings,
            "graphs/other.navgraph.yml": Self.other,
        ])
        let result = Pipeline.generate(
            files: ["graphs/parts/about.navgraph.yaml", "graphs/settings.navgraph.yaml", "graphs/other.navgraph.yml"],
            sources: sources)
        #expect(result.clash == nil)
        #expect(result.diagnostics.allSatisfy { $0.severity != .error })
        #expect(
            result.files.map(\.name) == ["settings.navgraph.swift", "other.navgraph.swift", "about.navgraph.swift"])
        // A graph's output is the route generator's text.
        let checked = Pipeline.check(mainFile: "graphs/settings.navgraph.yaml", sources: sources)
        let graph = try #require(checked.graph)
        let definition = try #require(checked.definition)
        let expected = RouteGenerator.generate(
            graph: graph, definition: definition, sourceName: "settings.navgraph.yaml")
        #expect(Self.text(result, "settings.navgraph.swift") == expected)
        // The part's output is only a comment pointing at the code of the graph that includes it, under the same
        // header line as the graph's output.
        let part = try #require(Self.text(result, "about.navgraph.swift")).split(separator: "\n")
        let header = try #require(expected.split(separator: "\n").first)
        #expect(part.count == 2)
        #expect(part.first?.contains("about.navgraph.yaml") == true)
        #expect(
            part.first?.split(separator: "about.navgraph.yaml") == header.split(separator: "settings.navgraph.yaml"))
        #expect(
            part.last
                == "// It holds screens of the graph of settings.navgraph.yaml: their code is in settings.navgraph.swift."
        )
    }

    @Test func aPartNoGraphGivenIncludesSaysSoAndIsNoError() {
        let result = Pipeline.generate(
            files: ["parts/about.navgraph.yaml"], sources: InMemorySources(["parts/about.navgraph.yaml": Self.part]))
        #expect(result.diagnostics.isEmpty)
        #expect(
            Self.text(result, "about.navgraph.swift")?.contains(
                "screens only: their code is in the file generated for the graph that includes it") == true)
    }

    @Test func theAccessLevelReachesTheCode() {
        let sources = InMemorySources(["other.navgraph.yaml": Self.other])
        let plain = Pipeline.generate(files: ["other.navgraph.yaml"], sources: sources)
        let open = Pipeline.generate(
            files: ["other.navgraph.yaml"], sources: sources, options: GenerationOptions(accessLevel: .public))
        #expect(Self.text(plain, "other.navgraph.swift")?.contains("public enum Other") == false)
        #expect(Self.text(open, "other.navgraph.swift")?.contains("public enum Other") == true)
    }

    @Test func aGraphWithAnErrorGivesNoFileButItsDiagnostics() {
        let broken = Self.graph("Broken", titleKey: "titel")
        let result = Pipeline.generate(
            files: ["other.navgraph.yaml", "broken.navgraph.yaml"],
            sources: InMemorySources(["other.navgraph.yaml": Self.other, "broken.navgraph.yaml": broken]))
        #expect(result.files.isEmpty)
        #expect(result.diagnostics.map(\.code) == [.unknownKey])
        #expect(result.checked.fileCount == 2)
    }

    @Test func outputsThatWouldBeOneFileAreRefusedBeforeAnythingIsGenerated() throws {
        let sameName = Pipeline.generate(
            files: ["a/other.navgraph.yaml", "b/other.navgraph.yml"],
            sources: InMemorySources(["a/other.navgraph.yaml": Self.other, "b/other.navgraph.yml": Self.other]))
        #expect(sameName.files.isEmpty)
        let clash = try #require(sameName.clash)
        #expect(
            clash.description
                == "'a/other.navgraph.yaml' and 'b/other.navgraph.yml' would both generate 'other.navgraph.swift'")

        // One file on macOS's case-insensitive file system.
        let byCase = Pipeline.generate(
            files: ["Flow.navgraph.yaml", "flow.navgraph.yaml"],
            sources: InMemorySources([
                "Flow.navgraph.yaml": Self.other, "flow.navgraph.yaml": Self.graph("Flow"),
            ]))
        #expect(byCase.files.isEmpty)
        let caseClash = try #require(byCase.clash)
        #expect(caseClash.firstOutput == "Flow.navgraph.swift")
        #expect(caseClash.secondOutput == "flow.navgraph.swift")
        #expect(caseClash.description.contains("differ only by case"))
    }

    /// Two graphs of one name declare two top-level enums of that name: generation (one module) refuses them with
    /// NG101 on the second, pointing at the first; validation warns, since the files may belong to two targets.
    @Test func twoGraphsOfOneNameAreRefusedTogether() throws {
        let files = ["a_b.navgraph.yaml", "a-b.navgraph.yaml", "c.navgraph.yaml"]
        let sources = InMemorySources([
            files[0]: Self.graph("AB"), files[1]: Self.graph("AB"), files[2]: Self.graph("C"),
        ])
        let generated = Pipeline.generate(files: files, sources: sources)
        #expect(generated.files.isEmpty)
        let clash = try #require(generated.diagnostics.first { $0.code == .invalidIdentifier })
        #expect(generated.diagnostics.filter { $0.code == .invalidIdentifier }.count == 1)
        #expect(clash.severity == .error)
        #expect(clash.location.file == "a-b.navgraph.yaml")
        #expect(clash.notes.first?.location?.file == "a_b.navgraph.yaml")
        #expect(clash.message.contains("'AB'"))
        let validated = Pipeline.check(files: files, sources: sources, lowering: false)
        #expect(validated.diagnostics.filter { $0.code == .invalidIdentifier }.map(\.severity) == [.warning])
        // Distinct names are no clash.
        let distinct = Pipeline.generate(files: [files[0], files[2]], sources: sources)
        #expect(distinct.files.count == 2)
    }

    @Test func graphFileNamingIsOneRuleForFilesAndOutputs() throws {
        #expect(GraphFileNaming.isGraphFile("a/settings.navgraph.yaml"))
        #expect(GraphFileNaming.isGraphFile("settings.navgraph.yml"))
        #expect(!GraphFileNaming.isGraphFile("settings.yaml"))
        #expect(!GraphFileNaming.isGraphFile("settings.navgraph.swift"))
        #expect(
            try GraphFileNaming.outputFileNames(forGraphFiles: ["x/b.navgraph.yaml", "a.yml"])
                == ["b.navgraph.swift", "a.navgraph.swift"])
        #expect(throws: OutputNameClash.self) {
            try GraphFileNaming.outputFileNames(forGraphFiles: ["MAIL.navgraph.yaml", "x/mail.yml"])
        }
        // Composed and decomposed 'é' are two names on Linux, one file on macOS.
        let composed = "caf\u{E9}.navgraph.yaml"
        let decomposed = "cafe\u{301}.navgraph.yaml"
        #expect(Array(composed.utf8) != Array(decomposed.utf8))
        let clash = #expect(throws: OutputNameClash.self) {
            try GraphFileNaming.outputFileNames(forGraphFiles: [composed, decomposed])
        }
        #expect(clash?.description.contains("differ only by case or Unicode normalisation") == true)
    }

    @Test func barItemsAreLeftThenRightThenToolbar() throws {
        let checked = Pipeline.check(
            mainFile: "settings.navgraph.yaml",
            sources: InMemorySources([
                "settings.navgraph.yaml": Self.settings, "parts/about.navgraph.yaml": Self.part,
            ]))
        let list = try #require(checked.graph?.screens.first { $0.id.value == "list" })
        var ids: [String?] = []
        list.forEachItem { ids.append($0.id?.value) }
        #expect(ids == ["help", "done", "share"])
    }
}
