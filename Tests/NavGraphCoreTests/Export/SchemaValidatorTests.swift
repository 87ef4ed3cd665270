import Foundation
import Testing
import _NavGraphCore

/// `navgraph schema` checked by a real JSON Schema validator: Python's `jsonschema`, run once per test on every
/// document, as the draft the schema declares (draft-07) and as draft 2020-12, which must agree. Every example and test graph file passes; graphs with an unknown key, a wrong kind of
/// value or a misspelt choice fail, and navgraph's own decoder refuses them too.
@Suite struct SchemaValidatorTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Validates each document (JSON text) against the schema as the draft it declares, and as draft 2020-12;
    /// prints `[[error, ...], ...]` in order (a document the two drafts judge differently gets a "drafts differ"
    /// error).
    static let validator = """
        import json, sys
        from jsonschema import Draft202012Validator
        from jsonschema.validators import validator_for
        schema = json.load(open(sys.argv[1]))
        declared = validator_for(schema)
        declared.check_schema(schema)
        Draft202012Validator.check_schema(schema)
        validators = [declared(schema), Draft202012Validator(schema)]
        results = []
        for path in sys.argv[2:]:
            document = json.load(open(path))
            found = [sorted("/".join(map(str, e.absolute_path)) + ": " + e.message
                            for e in v.iter_errors(document)) for v in validators]
            results.append(found[0] if found[0] == found[1] else found[0] + ["drafts differ: " + repr(found[1])])
        print(json.dumps(results))
        """

    /// A Python 3 that can import `jsonschema`: `python3` on PATH, else Debian's.
    static func python(sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> String? {
        for candidate in ["python3", "/usr/bin/python3"] {
            guard let python = ExternalTools.find(candidate) else { continue }
            if try ExternalTools.run(python, ["-c", "import jsonschema"]).status == 0 { return python }
        }
        return ExternalTools.missing(
            "Python 3 with jsonschema", install: "apt-get install python3-jsonschema, or pip install jsonschema",
            sourceLocation: sourceLocation)
    }

    /// The validator's errors for each of `documents` (YAML texts), in order.
    static func errors(_ python: String, _ documents: [String]) throws -> [[String]] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-schema-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let schema = folder.appendingPathComponent("schema.json")
        try Data(GraphSchema.render().utf8).write(to: schema)
        var paths: [String] = []
        for (number, document) in documents.enumerated() {
            let path = folder.appendingPathComponent("\(number).json")
            try Data(try YAMLAsJSON.convert(document).utf8).write(to: path)
            paths.append(path.path)
        }
        let run = try ExternalTools.run(python, ["-c", validator, schema.path] + paths)
        try #require(run.status == 0, "the validator failed: \(run.errors)")
        return try JSONDecoder().decode([[String]].self, from: Data(run.output.utf8))
    }

    /// Every graph file of the repository outside the build folders (the main package's and those of the packages
    /// in Examples/, Benchmarks/, Fuzz/ and Tests/HostStubs/): the examples and the test fixtures.
    static func graphFiles() throws -> [String] {
        var files: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        while let path = enumerator?.nextObject() as? String {
            if path.split(separator: "/").last?.hasPrefix(".") == true { enumerator?.skipDescendants() }
            if path.hasSuffix(".navgraph.yaml") || path.hasSuffix(".navgraph.yml") { files.append(path) }
        }
        return files.sorted()
    }

    @Test func everyExampleAndTestGraphFilePasses() throws {
        guard let python = try Self.python() else { return }
        let files = try Self.graphFiles()
        #expect(files.contains("graphs/settings/general.navgraph.yaml"))
        #expect(files.contains("Examples/MailExample/mail.navgraph.yaml"))
        #expect(files.contains { $0.hasPrefix("Tests/") })
        let texts = try files.map { try String(contentsOf: Self.root.appendingPathComponent($0), encoding: .utf8) }
        let errors = try Self.errors(python, texts + Self.validGraphs)
        for (name, found) in zip(files + Self.validGraphs.indices.map { "valid graph \($0)" }, errors) {
            #expect(found.isEmpty, "\(name): \(found)")
        }
        for graph in Self.validGraphs {
            let checked = Pipeline.check(
                mainFile: "g.navgraph.yaml", sources: InMemorySources(["g.navgraph.yaml": graph]))
            let errors = checked.diagnostics.filter { $0.severity == .error }.map(\.message)
            #expect(errors.isEmpty, "\(errors)")
        }
    }

    /// Graphs navgraph accepts, covering the keys the example graphs do not use.
    static let validGraphs = [
        """
        navgraph: 1
        graph: Everything
        root: main
        navigationController:
          hidesBarsOnTap: false
          appearance: { barStyle: black, titleColor: "#00000080", translucent: false, shadowHidden: true }
        enums:
          Mode: [light, dark]
        lint:
          disable: [ng405]
        containers:
          main:
            kind: tabBar
            selected: home
            tabs:
              - { id: home, root: home, title: Home, image: house, badge: 3 }
              - { id: library, root: library, navigationController: { prefersLargeTitles: true } }
          library:
            kind: split
            style: tripleColumn
            primary: folders
            supplementary: { root: items, navigationController: { toolbarHidden: false } }
            secondary: detail
        screens:
          home:
            title: 1.0
            parameters:
              mode: { type: Mode, default: light }
              tags: { type: [String], default: [] }
              draft: { swift: "Kit.Draft?", default: null }
            navigationItem:
              titleView: logo
              prompt: no
              largeTitleDisplayMode: never
              backButtonTitle: Home
              leftBarButtonItem: { id: close, system: close, builtin: dismiss }
              rightBarButtonItems:
                - { id: edit, title: Edit, style: done, enabled: false, action: edit }
            toolbarItems: [{ id: space, system: flexibleSpace }]
            navigationBarHidden: null
            toolbarHidden: true
            interactivePopGestureEnabled: false
            modalPresentationStyle: overFullScreen
            modalInPresentation: true
            hidesBottomBarWhenPushed: true
            restorationIdentifier: null
            deepLinks: ["/home", "app://home/{mode}"]
            segues:
              open: { kind: show, to: home, singleTop: true, popTo: home, animated: false, forward: [mode], arguments: { tags: [a] } }
              present:
                kind: modal
                to: picker
                presentation: formSheet
                embedInNavigationController: true
                navigationController: { navigationBarHidden: true }
              restart: { kind: replaceRoot, to: main }
          folders: {}
          items:
          detail: { title: "" }
          picker:
            segues:
              done: { kind: unwind, to: home, returns: { picked: String } }

        """
    ]

    /// Graphs both the schema and navgraph refuse: (what is wrong, the graph).
    static let invalidGraphs: [(String, String)] = [
        ("an unknown top-level key", "navgraph: 1\ngraph: G\nroot: a\nscreens: { a: {} }\nscren: {}\n"),
        ("an unknown screen key", "navgraph: 1\ngraph: G\nroot: a\nscreens: { a: { titel: A } }\n"),
        (
            "an unknown segue key",
            "navgraph: 1\ngraph: G\nroot: a\nscreens: { a: { segues: { s: { kind: show, to: a, too: a } } } }\n"
        ),
        (
            "an unknown bar item key",
            "navgraph: 1\ngraph: G\nroot: a\nscreens: { a: { toolbarItems: [{ id: x, title: X, segway: s }] } }\n"
        ),
        (
            "an unknown tab key",
            "navgraph: 1\ngraph: G\nroot: m\ncontainers: { m: { kind: tabBar, tabs: [{ id: t, root: a, icon: x }] } }\nscreens: { a: {} }\n"
        ),
        ("a string for a boolean", "navgraph: 1\ngraph: G\nroot: a\nscreens: { a: { modalInPresentation: yes } }\n"),
        ("a sequence for a mapping", "navgraph: 1\ngraph: G\nroot: a\nscreens: { a: { navigationItem: [title] } }\n"),
        ("a string for the screens", "navgraph: 1\ngraph: G\nroot: a\nscreens: a\n"),
        (
            "text for an integer",
            "navgraph: 1\ngraph: G\nroot: a\nnavigationController: { backButtonTitleMaxLength: ten }\nscreens: { a: {} }\n"
        ),
        (
            "a misspelt segue kind",
            "navgraph: 1\ngraph: G\nroot: a\nscreens: { a: { segues: { s: { kind: shw, to: a } } } }\n"
        ),
        (
            "a misspelt presentation",
            "navgraph: 1\ngraph: G\nroot: a\nscreens: { a: { segues: { s: { kind: modal, to: a, presentation: formsheet } } } }\n"
        ),
        (
            "a misspelt bar style",
            "navgraph: 1\ngraph: G\nroot: a\nnavigationController: { appearance: { barStyle: blak } }\nscreens: { a: {} }\n"
        ),
        (
            "a misspelt system item",
            "navgraph: 1\ngraph: G\nroot: a\nscreens: { a: { toolbarItems: [{ id: x, system: donee }] } }\n"
        ),
        (
            "a misspelt container kind",
            "navgraph: 1\ngraph: G\nroot: m\ncontainers: { m: { kind: tabbar, tabs: [{ id: t, root: a }] } }\nscreens: { a: {} }\n"
        ),
        ("another format version", "navgraph: 2\ngraph: G\nroot: a\nscreens: { a: {} }\n"),
        ("a missing root", "navgraph: 1\ngraph: G\nscreens: { a: {} }\n"),
    ]

    @Test func graphsWithUnknownKeysWrongKindsOrMisspeltChoicesFail() throws {
        guard let python = try Self.python() else { return }
        let errors = try Self.errors(python, Self.invalidGraphs.map(\.1))
        #expect(!errors.joined().contains { $0.hasPrefix("drafts differ") }, "\(errors)")
        for ((problem, graph), found) in zip(Self.invalidGraphs, errors) {
            #expect(!found.isEmpty, "the schema accepts \(problem)")
            let checked = Pipeline.check(
                mainFile: "g.navgraph.yaml", sources: InMemorySources(["g.navgraph.yaml": graph]))
            #expect(checked.hasErrors, "navgraph accepts \(problem)")
        }
    }
}
