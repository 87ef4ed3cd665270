import Foundation
import Testing

/// The editor set-ups under Editors/: the VS Code extension run against the built server, the Helix and Zed files
/// read by a real TOML parser, and docs/editors.md quoting each file as it is.
@Suite struct EditorSetupsTests {
    static let editors = ActionManifestTests.repository.appendingPathComponent("Editors")

    /// The TOML file `relative` (under Editors/) as JSON objects, read by Python's `tomllib`; nil when no Python
    /// 3.11 or later is found (see `reportMissing(_:sourceLocation:)`).
    static func toml(_ relative: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any]? {
        let file = editors.appendingPathComponent(relative).path
        let program = "import json, sys, tomllib; json.dump(tomllib.load(open(sys.argv[1], 'rb')), sys.stdout)"
        for python in ["python3", "/usr/bin/python3"] {
            let run = try runProgram(URL(fileURLWithPath: "/usr/bin/env"), [python, "-c", program, file])
            if run.status == 0 {
                return try #require(
                    try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any],
                    sourceLocation: sourceLocation)
            }
        }
        reportMissing("Python 3.11 or later (tomllib) is needed by this test", sourceLocation: sourceLocation)
        return nil
    }

    @Test func theVSCodeExtensionStartsTheServerAndReceivesItsDiagnostics() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "app.navgraph.yaml",
            """
            navgraph: 1
            graph: App
            root: inbox
            screens:
              inbox:
                title: Inbox
                segues:
                  open: { kind: show, to: mesage }
              message:
                title: Message

            """)
        let script = Self.editors.appendingPathComponent("vscode/test/extension.test.js").path
        let arguments = [script, try navgraphExecutable().path, folder.path("app.navgraph.yaml"), "NG201"]
        let run = try runProgram(URL(fileURLWithPath: "/usr/bin/env"), ["node"] + arguments)
        guard run.status != 127 else {
            reportMissing("Node.js is needed to run the VS Code extension's test: apt-get install nodejs")
            return
        }
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.output.contains("received NG201"), "\(run.output)")
    }

    @Test func helixGivesGraphAndFlowFilesALanguageServedByNavgraph() throws {
        guard let languages = try Self.toml("helix/languages.toml") else { return }
        let servers = try #require(languages["language-server"] as? [String: Any])
        let server = try #require(servers["navgraph"] as? [String: Any])
        #expect(server["command"] as? String == "navgraph")
        #expect(server["args"] as? [String] == ["lsp"])
        let language = try #require((languages["language"] as? [[String: Any]])?.first)
        #expect(language["grammar"] as? String == "yaml")
        #expect(language["language-servers"] as? [String] == ["navgraph"])
        let globs = (language["file-types"] as? [[String: String]])?.compactMap { $0["glob"] }
        #expect(globs == ["*.navgraph.yaml", "*.navflow.yaml"])
    }

    @Test func zedRegistersTheServerForYAML() throws {
        guard let manifest = try Self.toml("zed/extension.toml"), let cargo = try Self.toml("zed/Cargo.toml") else {
            return
        }
        #expect(manifest["schema_version"] as? Int == 1)
        let servers = try #require(manifest["language_servers"] as? [String: Any])
        let server = try #require(servers["navgraph"] as? [String: Any])
        #expect(server["languages"] as? [String] == ["YAML"])
        let library = try #require(cargo["lib"] as? [String: Any])
        #expect(library["crate-type"] as? [String] == ["cdylib"])
        #expect((cargo["dependencies"] as? [String: Any])?["zed_extension_api"] != nil)
        let source = try String(contentsOf: Self.editors.appendingPathComponent("zed/src/lib.rs"), encoding: .utf8)
        #expect(source.contains("worktree.which(\"navgraph\")"))
        #expect(source.contains("args: vec![\"lsp\".into()]"))
    }

    @Test func neovimStartsTheServerForGraphAndFlowFiles() throws {
        let source = try String(
            contentsOf: Self.editors.appendingPathComponent("neovim/navgraph.lua"), encoding: .utf8)
        #expect(source.contains("cmd = { 'navgraph', 'lsp' }"))
        #expect(source.contains("pattern = { '*.navgraph.yaml', '*.navflow.yaml' }"))
    }

    /// docs/editors.md shows each set-up file whole, in a block preceded by a line naming the file in backticks.
    @Test func theDocumentationQuotesEachFileAsItIs() throws {
        let page = try String(
            contentsOf: ActionManifestTests.repository.appendingPathComponent("docs/editors.md"), encoding: .utf8)
        let files = [
            "Editors/neovim/navgraph.lua", "Editors/helix/languages.toml", "Editors/zed/extension.toml",
            "Editors/zed/src/lib.rs",
        ]
        for file in files {
            let text = try String(
                contentsOf: ActionManifestTests.repository.appendingPathComponent(file), encoding: .utf8)
            let quoted = try #require(Self.block(after: "`\(file)`", in: page), "docs/editors.md quotes \(file)")
            #expect(quoted == text, "docs/editors.md's copy of \(file) differs from the file")
        }
    }

    /// The text of the first fenced block after the line containing `marker`, with a final newline.
    static func block(after marker: String, in page: String) -> String? {
        let lines = page.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.contains(marker) }),
            let open = lines[(start + 1)...].firstIndex(where: { $0.hasPrefix("```") }),
            let close = lines[(open + 1)...].firstIndex(where: { $0.hasPrefix("```") })
        else { return nil }
        return lines[(open + 1)..<close].joined(separator: "\n") + "\n"
    }
}
