import Foundation
import Testing

/// action.yml, the composite GitHub Action, read by a real YAML parser (Python's PyYAML) and checked for the shape
/// GitHub runs: a composite action whose `run` steps name their shell, whose `uses` steps name a version, whose
/// expressions name only declared inputs and earlier steps, and whose steps run scripts of scripts/ci that read the
/// variables the steps set.
@Suite struct ActionManifestTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The repository's YAML file `name` as JSON objects, or nil (a failure under CI, which installs PyYAML, else a
    /// skip with a note) when no Python 3 with PyYAML is found.
    static func yaml(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Any? {
        try yaml(file: repository.appendingPathComponent(name).path, sourceLocation: sourceLocation)
    }

    /// The YAML file at `file` as JSON objects, or nil as for `yaml(_:sourceLocation:)`.
    static func yaml(file: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Any? {
        let program = "import json, sys, yaml; json.dump(yaml.safe_load(open(sys.argv[1])), sys.stdout)"
        for python in ["python3", "/usr/bin/python3"] {
            let run = try runProgram(URL(fileURLWithPath: "/usr/bin/env"), [python, "-c", program, file])
            if run.status == 0 { return try JSONSerialization.jsonObject(with: Data(run.output.utf8)) }
        }
        let message = "Python 3 with PyYAML is needed by this test: apt-get install python3-yaml, or pip install pyyaml"
        reportMissing(message, sourceLocation: sourceLocation)
        return nil
    }

    /// action.yml as JSON objects, or nil when it cannot be read (see `yaml(_:sourceLocation:)`).
    func manifest(sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any]? {
        guard let manifest = try Self.yaml("action.yml", sourceLocation: sourceLocation) else { return nil }
        return try #require(manifest as? [String: Any], "action.yml is a mapping")
    }

    /// The names that `pattern` (one capture group) finds in `text`.
    func captures(_ pattern: String, in text: String) throws -> [String] {
        let expression = try NSRegularExpression(pattern: pattern)
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    func steps(of manifest: [String: Any]) throws -> [[String: Any]] {
        let runs = try #require(manifest["runs"] as? [String: Any])
        #expect(runs["using"] as? String == "composite")
        let steps = try #require(runs["steps"] as? [[String: Any]])
        #expect(!steps.isEmpty)
        return steps
    }

    @Test func itIsACompositeActionWithDocumentedInputs() throws {
        guard let manifest = try manifest() else { return }
        #expect((manifest["name"] as? String)?.isEmpty == false)
        #expect((manifest["description"] as? String)?.isEmpty == false)
        let inputs = try #require(manifest["inputs"] as? [String: [String: Any]])
        for (name, input) in inputs {
            #expect((input["description"] as? String)?.isEmpty == false, "input '\(name)' has no description")
            #expect(input["default"] is String, "input '\(name)' has no default text")
            #expect(input["required"] as? Bool == false, "input '\(name)' should be optional")
        }
        for step in try steps(of: manifest) {
            let name = step["name"] as? String ?? "?"
            #expect((step["run"] == nil) != (step["uses"] == nil), "step '\(name)' needs either run or uses")
            if step["run"] != nil {
                #expect(step["shell"] as? String == "bash", "step '\(name)' must name its shell")
            }
            if let uses = step["uses"] as? String {
                #expect(
                    try captures(#"^([\w.-]+/[\w./-]+@v\d+)$"#, in: uses).count == 1,
                    "step '\(name)' should use a released major version: \(uses)")
            }
        }
    }

    @Test func expressionsNameOnlyDeclaredInputsAndEarlierSteps() throws {
        guard let manifest = try manifest() else { return }
        let text = try String(contentsOf: Self.repository.appendingPathComponent("action.yml"), encoding: .utf8)
        let declared = Set(try #require(manifest["inputs"] as? [String: Any]).keys)
        let used = Set(try captures(#"\binputs\.([A-Za-z0-9_-]+)"#, in: text))
        #expect(used.subtracting(declared).isEmpty, "undeclared inputs: \(used.subtracting(declared).sorted())")
        #expect(declared.subtracting(used).isEmpty, "unused inputs: \(declared.subtracting(used).sorted())")
        var earlier: Set<String> = []
        for step in try steps(of: manifest) {
            let json = String(decoding: try JSONSerialization.data(withJSONObject: step), as: UTF8.self)
            for id in try captures(#"\bsteps\.([A-Za-z0-9_-]+)\."#, in: json) {
                #expect(earlier.contains(id), "step '\(step["name"] ?? "?")' reads step '\(id)' before it runs")
            }
            if let id = step["id"] as? String { earlier.insert(id) }
        }
        let outputs = try #require(manifest["outputs"] as? [String: [String: Any]])
        for (name, output) in outputs {
            let value = try #require(output["value"] as? String, "output '\(name)' has no value")
            for id in try captures(#"\bsteps\.([A-Za-z0-9_-]+)\."#, in: value) {
                #expect(earlier.contains(id), "output '\(name)' reads an unknown step '\(id)'")
            }
        }
    }

    @Test func stepsRunScriptsThatReadTheVariablesTheySet() throws {
        guard let manifest = try manifest() else { return }
        let folder = Self.repository.appendingPathComponent("scripts/ci")
        let common = try String(contentsOf: folder.appendingPathComponent("common.sh"), encoding: .utf8)
        var scriptsRun: Set<String> = []
        for step in try steps(of: manifest) {
            guard let run = step["run"] as? String else { continue }
            let names = try captures(#"scripts/ci/([A-Za-z0-9_-]+)"#, in: run)
            #expect(names.count == 1, "step '\(step["name"] ?? "?")' should run one script of scripts/ci")
            for name in names {
                scriptsRun.insert(name)
                let file = folder.appendingPathComponent(name)
                #expect(FileManager.default.isExecutableFile(atPath: file.path), "scripts/ci/\(name) is not executable")
                let script = try String(contentsOf: file, encoding: .utf8)
                for variable in (step["env"] as? [String: Any] ?? [:]).keys {
                    #expect(
                        script.contains(variable) || common.contains(variable),
                        "scripts/ci/\(name) does not read \(variable), which its step sets")
                }
            }
        }
        #expect(scriptsRun == ["install-libyaml", "build-navgraph", "validate", "flows", "diff"])
    }

    /// The YAML blocks of docs/ci.md: each parses, and each use of this action passes only inputs it declares; the
    /// page's table of inputs has a row for every input.
    @Test func theCIPageUsesTheActionAsDeclared() throws {
        guard let manifest = try manifest() else { return }
        let declared = Set(try #require(manifest["inputs"] as? [String: Any]).keys)
        let page = try String(contentsOf: Self.repository.appendingPathComponent("docs/ci.md"), encoding: .utf8)
        for input in declared {
            #expect(page.contains("\n| `\(input)` |"), "docs/ci.md's table has no row for the input '\(input)'")
        }
        let scratch = try TemporaryFolder()
        var uses = 0
        for (line, text) in yamlBlocks(of: page) {
            let name = "block\(line).yaml"
            try scratch.write(name, text)
            let loaded = try #require(try Self.yaml(file: scratch.path(name)), "docs/ci.md:\(line) is YAML")
            for step in steps(in: loaded) {
                guard (step["uses"] as? String)?.hasPrefix("navgraph/navgraph@") == true else { continue }
                uses += 1
                let passed = Set((step["with"] as? [String: Any] ?? [:]).keys)
                #expect(passed.isSubset(of: declared), "docs/ci.md:\(line) passes \(passed.subtracting(declared))")
            }
        }
        #expect(uses >= 3, "docs/ci.md shows the action in use")
    }

    /// The ```yaml blocks of `page`: the line of each opening fence, from 1, and the block's text.
    func yamlBlocks(of page: String) -> [(line: Int, text: String)] {
        var blocks: [(line: Int, text: String)] = []
        var open: (line: Int, text: String)?
        for (index, line) in page.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if var block = open {
                if line == "```" {
                    blocks.append(block)
                    open = nil
                } else {
                    block.text += line + "\n"
                    open = block
                }
            } else if line == "```yaml" {
                open = (index + 1, "")
            }
        }
        return blocks
    }

    /// Every mapping with a `uses` key anywhere in `value`: the steps of a workflow.
    func steps(in value: Any) -> [[String: Any]] {
        if let mapping = value as? [String: Any] {
            return (mapping["uses"] != nil ? [mapping] : []) + mapping.values.flatMap { steps(in: $0) }
        }
        if let list = value as? [Any] { return list.flatMap { steps(in: $0) } }
        return []
    }
}
