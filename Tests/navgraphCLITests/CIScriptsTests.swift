import Foundation
import Testing

/// The scripts of scripts/ci (what action.yml runs, and what other CI systems run), run with bash on temporary
/// graphs and git repositories. None needs the network: the base revision of `diff` is fetched from a local
/// repository. Not run here: build-navgraph's release build, and its fetch of another navgraph version (network);
/// install-libyaml's installation (root and network; CI's own setup already installs libyaml).
@Suite struct CIScriptsTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Runs `bash scripts/ci/NAME arguments` in `folder`, with the built navgraph as `NAVGRAPH` unless `environment`
    /// sets it, and none of the variables the scripts read from a CI system unless `environment` sets them.
    func script(
        _ name: String, _ arguments: [String] = [], in folder: TemporaryFolder, environment: [String: String] = [:]
    ) throws -> CLIRun {
        var variables: [String: String] = [:]
        for variable in ProcessInfo.processInfo.environment.keys
        where variable.hasPrefix("NAVGRAPH") || variable.hasPrefix("GITHUB_") || variable.hasPrefix("CI_") {
            variables[variable] = ""
        }
        variables["NAVGRAPH"] = try navgraphExecutable().path
        variables.merge(environment) { _, new in new }
        let path = Self.repository.appendingPathComponent("scripts/ci/\(name)").path
        return try runProgram(
            URL(fileURLWithPath: "/usr/bin/env"), ["bash", path] + arguments, in: folder, environment: variables)
    }

    /// A stand-in for navgraph that writes its arguments, one a line, to `arguments.log` in `folder` and exits with
    /// `NAVGRAPH_FAKE_STATUS` (default 0): for commands whose output belongs to navgraph's own tests.
    func fakeNavgraph(in folder: TemporaryFolder) throws -> String {
        let path = folder.path("fake-navgraph")
        try folder.write(
            "fake-navgraph",
            """
            #!/bin/sh
            printf '%s\\n' "$@" > '\(folder.path("arguments.log"))'
            exit "${NAVGRAPH_FAKE_STATUS:-0}"

            """)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return path
    }

    /// Runs `git arguments` in `folder` and returns its standard output without the last newline.
    @discardableResult
    func git(_ arguments: [String], in folder: TemporaryFolder, directory: String = ".") throws -> String {
        let identity = [
            "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com", "GIT_COMMITTER_NAME": "t",
            "GIT_COMMITTER_EMAIL": "t@example.com",
        ]
        let run = try runProgram(
            URL(fileURLWithPath: "/usr/bin/env"), ["git", "-C", directory] + arguments, in: folder,
            environment: identity)
        try #require(run.status == 0, "git \(arguments): \(run.errors)")
        return run.output.trimmingCharacters(in: .newlines)
    }

    // MARK: validate

    @Test func validateAnnotatesErrorsOnGitHubAndFails() throws {
        let folder = try TemporaryFolder()
        try folder.write("graphs/settings.navgraph.yaml", Graphs.unknownKey)
        let run = try script("validate", ["graphs"], in: folder, environment: ["GITHUB_ACTIONS": "true"])
        #expect(run.status == 1)
        #expect(
            run.output.hasPrefix(
                "::error file=graphs/settings.navgraph.yaml,line=10,col=5,title=NG004::unknown key 'titel'"),
            "\(run.output)")
        let plain = try script("validate", ["graphs"], in: folder)
        #expect(plain.status == 1)
        #expect(
            plain.output.contains("graphs/settings.navgraph.yaml:10:5: error: unknown key 'titel'"), "\(plain.output)")
    }

    @Test func validateTakesItsPathsFromTheArgumentsElseTheEnvironmentElseTheCurrentFolder() throws {
        let folder = try TemporaryFolder()
        // Four graphs of four names (graphs of one name checked together get NG101).
        let named = { (graph: String, name: String) in graph.replacingOccurrences(of: "Settings", with: name) }
        try folder.write("a/one.navgraph.yaml", named(Graphs.valid, "One"))
        try folder.write("d/two.navgraph.yaml", named(Graphs.valid, "Two"))
        try folder.write("b c/three.navgraph.yaml", named(Graphs.valid, "Three"))
        try folder.write("bad/four.navgraph.yaml", named(Graphs.unknownKey, "Four"))
        let fromArguments = try script("validate", ["b c"], in: folder, environment: ["NAVGRAPH_PATHS": "bad"])
        #expect(fromArguments.status == 0, "\(fromArguments.output)\(fromArguments.errors)")
        #expect(fromArguments.output == "0 errors, 0 warnings in 1 file\n")
        let fromEnvironment = try script("validate", in: folder, environment: ["NAVGRAPH_PATHS": " a\n d "])
        #expect(fromEnvironment.status == 0, "\(fromEnvironment.output)\(fromEnvironment.errors)")
        #expect(fromEnvironment.output == "0 errors, 0 warnings in 2 files\n")
        let everything = try script("validate", in: folder)
        #expect(everything.status == 1)
        #expect(everything.output.hasSuffix("1 error, 0 warnings in 4 files\n"), "\(everything.output)")
    }

    @Test func warningsFailOnlyWhenAskedTo() throws {
        let folder = try TemporaryFolder()
        try folder.write("settings.navgraph.yaml", Graphs.warningAndRemark)
        let lenient = try script("validate", in: folder)
        #expect(lenient.status == 0, "\(lenient.output)")
        #expect(lenient.output.contains("warning:"))
        let strict = try script("validate", in: folder, environment: ["NAVGRAPH_WARNINGS_AS_ERRORS": "true"])
        #expect(strict.status == 1, "\(strict.output)")
        #expect(strict.output.contains("error:"))
    }

    @Test func validateAlsoWritesSARIFWhenAskedEvenWhenTheGraphsHaveErrors() throws {
        let folder = try TemporaryFolder()
        try folder.write("settings.navgraph.yaml", Graphs.unknownKey)
        let run = try script("validate", in: folder, environment: ["NAVGRAPH_SARIF": folder.path("out.sarif")])
        #expect(run.status == 1)
        #expect(run.output.contains("error: unknown key 'titel'"), "\(run.output)")
        let sarif = try #require(folder.read("out.sarif"))
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect(sarif.contains("\"ruleId\" : \"NG004\"") || sarif.contains("\"ruleId\": \"NG004\""), "\(sarif)")
        let unwritable = try script(
            "validate", in: folder, environment: ["NAVGRAPH_SARIF": folder.path("missing/folder/out.sarif")])
        #expect(unwritable.status != 0)
    }

    @Test func aMissingNavgraphIsASetupProblem() throws {
        let folder = try TemporaryFolder()
        let run = try script("validate", in: folder, environment: ["NAVGRAPH": folder.path("nowhere/navgraph")])
        #expect(run.status == 2)
        #expect(run.errors.contains("navgraph-ci validate: error: '\(folder.path("nowhere/navgraph"))' not found"))
    }

    // MARK: flows

    @Test func flowsRunTheFlowTestsAndFailWithAFailingFlow() throws {
        let folder = try TemporaryFolder()
        try folder.write("g.navgraph.yaml", Graphs.valid)
        let flow = """
            graph: g.navgraph.yaml
            flows:
              opens about:
                - perform: openAbout
                  expect: { stack: [list, TOP] }

            """
        try folder.write("g.navflow.yaml", flow.replacingOccurrences(of: "TOP", with: "about"))
        let passing = try script("flows", in: folder)
        #expect(passing.status == 0, "\(passing.output)\(passing.errors)")
        #expect(passing.output.hasSuffix("1 passed, 0 failed\n"))
        try folder.write("g.navflow.yaml", flow.replacingOccurrences(of: "TOP", with: "list"))
        let failing = try script("flows", in: folder)
        #expect(failing.status == 1)
        #expect(failing.output.hasSuffix("0 passed, 1 failed\n"), "\(failing.output)")
    }

    @Test func flowsWithoutFlowFilesFailUnlessAutoWhichSkips() throws {
        let folder = try TemporaryFolder()
        try folder.write("g.navgraph.yaml", Graphs.valid)
        try folder.write(".hidden/g.navflow.yaml", "graph: ../g.navgraph.yaml\nflows: {}\n")
        let required = try script("flows", in: folder)
        #expect(required.status == 1)
        #expect(required.errors.contains("no flow tests"), "\(required.errors)")
        let fake = try fakeNavgraph(in: folder)
        let auto = try script("flows", in: folder, environment: ["NAVGRAPH_FLOWS": "auto", "NAVGRAPH": fake])
        #expect(auto.status == 0)
        #expect(auto.errors.contains("flow tests skipped: no *.navflow.yaml under ."), "\(auto.errors)")
        #expect(folder.read("arguments.log") == nil)
        let off = try script("flows", in: folder, environment: ["NAVGRAPH_FLOWS": "false", "NAVGRAPH": fake])
        #expect(off.status == 0)
        #expect(folder.read("arguments.log") == nil)
        let wrong = try script("flows", in: folder, environment: ["NAVGRAPH_FLOWS": "sometimes"])
        #expect(wrong.status == 2)
        #expect(wrong.errors.contains("NAVGRAPH_FLOWS takes true, auto or false, not 'sometimes'"))
    }

    @Test func flowsAutoRunsWhenAFlowFileIsThere() throws {
        let folder = try TemporaryFolder()
        try folder.write("app/flows/g.navflow.yaml", "")
        let fake = try fakeNavgraph(in: folder)
        let run = try script("flows", ["app"], in: folder, environment: ["NAVGRAPH_FLOWS": "auto", "NAVGRAPH": fake])
        #expect(run.status == 0)
        #expect(folder.read("arguments.log") == "test\n--\napp\n")
    }

    @Test func flowsPassACoverageThresholdOnlyWhenOneIsGiven() throws {
        let folder = try TemporaryFolder()
        let fake = try fakeNavgraph(in: folder)
        _ = try script("flows", ["graphs"], in: folder, environment: ["NAVGRAPH": fake])
        #expect(folder.read("arguments.log") == "test\n--\ngraphs\n")
        let run = try script(
            "flows", ["graphs"], in: folder,
            environment: ["NAVGRAPH": fake, "NAVGRAPH_MIN_COVERAGE": "80", "NAVGRAPH_FAKE_STATUS": "1"])
        #expect(run.status == 1)
        #expect(folder.read("arguments.log") == "test\n--coverage\n--min-coverage\n80\n--\ngraphs\n")
    }

    // MARK: diff

    @Test func diffWithoutABaseSkipsCleanly() throws {
        let folder = try TemporaryFolder()
        let fake = try fakeNavgraph(in: folder)
        let run = try script("diff", in: folder, environment: ["NAVGRAPH": fake])
        #expect(run.status == 0)
        #expect(run.errors.contains("navgraph-ci diff: diff skipped: no base revision"), "\(run.errors)")
        #expect(folder.read("arguments.log") == nil)
    }

    /// A git repository in `folder/directory` with two commits of `graphs/g.navgraph.yaml`; returns the first's hash.
    func repositoryWithTwoCommits(in folder: TemporaryFolder, directory: String) throws -> String {
        try folder.write("\(directory)/graphs/g.navgraph.yaml", Graphs.valid)
        try git(["init", "--quiet"], in: folder, directory: directory)
        try git(["add", "-A"], in: folder, directory: directory)
        try git(["commit", "--quiet", "-m", "one"], in: folder, directory: directory)
        let first = try git(["rev-parse", "HEAD"], in: folder, directory: directory)
        try folder.write("\(directory)/graphs/g.navgraph.yaml", Graphs.warningAndRemark)
        try git(["commit", "--quiet", "-am", "two"], in: folder, directory: directory)
        return first
    }

    @Test func diffComparesEachPathWithTheBaseRevision() throws {
        let folder = try TemporaryFolder()
        let first = try repositoryWithTwoCommits(in: folder, directory: ".")
        let fake = try fakeNavgraph(in: folder)
        let run = try script(
            "diff", ["graphs"], in: folder,
            environment: ["NAVGRAPH": fake, "NAVGRAPH_BASE": "HEAD~1", "NAVGRAPH_FAKE_STATUS": "1"])
        #expect(run.status == 1, "\(run.errors)")
        #expect(folder.read("arguments.log") == "diff\n--format\ntext\n--fail-on\nbreaking\n--\ngit:\(first)\ngraphs\n")
        let reportOnly = try script(
            "diff", in: folder,
            environment: [
                "NAVGRAPH": fake, "NAVGRAPH_BASE": first, "NAVGRAPH_FAIL_ON": "none", "GITHUB_ACTIONS": "true",
            ])
        #expect(reportOnly.status == 0)
        #expect(folder.read("arguments.log") == "diff\n--format\ngithub\n--\ngit:\(first)\n.\n")
        let gitLab = try script(
            "diff", ["graphs"], in: folder,
            environment: ["NAVGRAPH": fake, "CI_MERGE_REQUEST_DIFF_BASE_SHA": first, "NAVGRAPH_FAIL_ON": "api"])
        #expect(gitLab.status == 0)
        #expect(folder.read("arguments.log") == "diff\n--format\ntext\n--fail-on\napi\n--\ngit:\(first)\ngraphs\n")
        let wrong = try script("diff", in: folder, environment: ["NAVGRAPH_BASE": first, "NAVGRAPH_FAIL_ON": "all"])
        #expect(wrong.status == 2)
        #expect(wrong.errors.contains("NAVGRAPH_FAIL_ON takes breaking, api or none, not 'all'"))
    }

    @Test func diffSkipsAPathThatTheBaseLacks() throws {
        let folder = try TemporaryFolder()
        let first = try repositoryWithTwoCommits(in: folder, directory: ".")
        try folder.write("new/h.navgraph.yaml", Graphs.valid)
        let fake = try fakeNavgraph(in: folder)
        let run = try script(
            "diff", ["new", "graphs"], in: folder, environment: ["NAVGRAPH": fake, "NAVGRAPH_BASE": first])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.contains("navgraph-ci diff: new did not exist at \(first): nothing to compare"))
        #expect(folder.read("arguments.log") == "diff\n--format\ntext\n--fail-on\nbreaking\n--\ngit:\(first)\ngraphs\n")
    }

    @Test func diffFetchesABaseThatAShallowCloneLacks() throws {
        let folder = try TemporaryFolder()
        let first = try repositoryWithTwoCommits(in: folder, directory: "origin")
        let clone = try TemporaryFolder()
        try git(["clone", "--quiet", "--depth=1", "file://\(folder.path("origin"))", clone.url.path], in: folder)
        let missing = try runProgram(
            URL(fileURLWithPath: "/usr/bin/env"), ["git", "cat-file", "-e", "\(first)^{commit}"], in: clone)
        try #require(missing.status != 0, "the shallow clone should lack the first commit")
        let fake = try fakeNavgraph(in: folder)
        let run = try script("diff", ["graphs"], in: clone, environment: ["NAVGRAPH": fake, "NAVGRAPH_BASE": first])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.contains("fetching \(first) from origin"))
        #expect(folder.read("arguments.log") == "diff\n--format\ntext\n--fail-on\nbreaking\n--\ngit:\(first)\ngraphs\n")
        let unknown = try script(
            "diff", in: clone, environment: ["NAVGRAPH": fake, "NAVGRAPH_BASE": "no-such-branch"])
        #expect(unknown.status == 2)
        #expect(unknown.errors.contains("cannot fetch the base revision 'no-such-branch' from 'origin'"))
    }

    // MARK: build-navgraph and install-libyaml

    @Test func buildNavgraphReusesABinaryBuiltFromTheSameSourceAndSwift() throws {
        let folder = try TemporaryFolder()
        let install = ["NAVGRAPH_INSTALL_DIR": folder.path("bin")]
        let key = try script("build-navgraph", ["--cache-key"], in: folder, environment: install)
        #expect(key.status == 0, "\(key.errors)")
        let line = key.output.trimmingCharacters(in: .newlines)
        #expect(
            line.range(
                of: #"^navgraph-[A-Za-z]+-[A-Za-z0-9_]+-swift[0-9.]+-[0-9a-f]{8}-[0-9a-f]{16}$"#,
                options: .regularExpression) != nil, "\(line)")
        try folder.write("bin/navgraph", "#!/bin/sh\necho cached\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path("bin/navgraph"))
        try folder.write("bin/navgraph.key", line + "\n")
        let reused = try script("build-navgraph", in: folder, environment: install)
        #expect(reused.status == 0, "\(reused.errors)")
        #expect(reused.output == folder.path("bin/navgraph") + "\n")
        #expect(reused.errors.contains("reusing \(folder.path("bin/navgraph"))"))
        // Another version is another key: the binary there is not reused, the version is fetched (from a
        // repository that does not exist here, so the fetch fails before any build).
        let commit = String(repeating: "a", count: 40)
        let other = install.merging(["NAVGRAPH_VERSION": commit, "NAVGRAPH_REPOSITORY": folder.path("nowhere")]) {
            $1
        }
        let stale = try script("build-navgraph", in: folder, environment: other)
        #expect(stale.status == 2)
        #expect(!stale.errors.contains("reusing"), "\(stale.errors)")
        #expect(stale.errors.contains("cannot fetch '\(commit)' from \(folder.path("nowhere"))"), "\(stale.errors)")
        let wrong = try script("build-navgraph", ["--cache"], in: folder, environment: install)
        #expect(wrong.status == 2)
        #expect(wrong.errors.contains("unknown argument '--cache'"))
    }

    @Test func installLibyamlDoesNothingWhenLibyamlIsThere() throws {
        let folder = try TemporaryFolder()
        let run = try script("install-libyaml", in: folder)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.contains("is already installed"), "\(run.errors)")
    }
}
