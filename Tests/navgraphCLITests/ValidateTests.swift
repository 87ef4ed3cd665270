import Foundation
import Testing

@Test func validGraphExitsZeroWithASummary() throws {
    let folder = try TemporaryFolder()
    try folder.write("settings.navgraph.yaml", Graphs.valid)
    let run = try navgraph(["validate", "settings.navgraph.yaml"], in: folder)
    #expect(run.status == 0)
    #expect(run.output == "0 errors, 0 warnings in 1 file\n")
    #expect(run.errors.isEmpty)
}

@Test func graphWithAnErrorExitsOneInCompilerShape() throws {
    let folder = try TemporaryFolder()
    try folder.write("settings.navgraph.yaml", Graphs.unknownKey)
    let run = try navgraph(["validate", "settings.navgraph.yaml"], in: folder)
    #expect(run.status == 1)
    let lines = run.output.split(separator: "\n")
    let first = try #require(lines.first)
    #expect(first.wholeMatch(of: /settings\.navgraph\.yaml:10:5: error: .*'titel'.* \[NG004\]/) != nil)
    #expect(lines.count > 1 && lines[1] == "   10 |     titel: About")
    #expect(lines.count > 2 && lines[2] == "      |     ^~~~~")
    #expect(run.output.contains("settings.navgraph.yaml:10:5: note: did you mean 'title'?"))
    #expect(lines.last == "1 error, 0 warnings in 1 file")
}

@Test func quietPrintsErrorsWithoutTheSummary() throws {
    let folder = try TemporaryFolder()
    try folder.write("settings.navgraph.yaml", Graphs.unknownKey)
    let run = try navgraph(["validate", "--quiet", "settings.navgraph.yaml"], in: folder)
    #expect(run.status == 1)
    #expect(run.output.contains("[NG004]"))
    #expect(!run.output.contains(" in 1 file"))
    try folder.write("settings.navgraph.yaml", Graphs.valid)
    #expect(try navgraph(["validate", "--quiet", "settings.navgraph.yaml"], in: folder).output.isEmpty)
}

@Test func missingPathIsAnIOErrorWithStatus2() throws {
    let folder = try TemporaryFolder()
    let run = try navgraph(["validate", "nowhere.navgraph.yaml"], in: folder)
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors.contains("no such file or directory: 'nowhere.navgraph.yaml'"))
}

@Test func jsonFormatIsAnArrayOfDiagnostics() throws {
    let folder = try TemporaryFolder()
    try folder.write("settings.navgraph.yaml", Graphs.unknownKey)
    let run = try navgraph(["validate", "--format", "json", "settings.navgraph.yaml"], in: folder)
    #expect(run.status == 1)
    let array = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
    let diagnostic = try #require(array.first { $0["code"] as? String == "NG004" })
    #expect(diagnostic["file"] as? String == "settings.navgraph.yaml")
    #expect(diagnostic["line"] as? Int == 10)
    #expect(diagnostic["severity"] as? String == "error")
    let notes = try #require(diagnostic["notes"] as? [[String: Any]])
    #expect(notes.contains { $0["message"] as? String == "did you mean 'title'?" })
    let clean = try navgraph(["validate", "--format=json"], in: folder.replacing(Graphs.valid))
    #expect(clean.status == 0)
    #expect(try JSONSerialization.jsonObject(with: Data(clean.output.utf8)) as? [Any] != nil)
}

@Test func githubFormatWritesOneWorkflowCommandPerDiagnostic() throws {
    let folder = try TemporaryFolder()
    try folder.write("settings.navgraph.yaml", Graphs.unknownKey)
    let run = try navgraph(["validate", "--format", "github", "settings.navgraph.yaml"], in: folder)
    #expect(run.status == 1)
    let lines = run.output.split(separator: "\n")
    #expect(!lines.isEmpty)
    for line in lines {
        #expect(line.wholeMatch(of: /::(error|warning|notice) file=[^,]+,line=\d+,col=\d+,title=NG\d{3}::.+/) != nil)
    }
    #expect(lines.contains { $0.hasPrefix("::error file=settings.navgraph.yaml,line=10,") && $0.contains("NG004") })
}

@Test func sarifFormatIsASarif210Log() throws {
    let folder = try TemporaryFolder()
    try folder.write("settings.navgraph.yaml", Graphs.unknownKey)
    let run = try navgraph(["validate", "--format", "sarif", "settings.navgraph.yaml"], in: folder)
    #expect(run.status == 1)
    let log = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    #expect(log["$schema"] is String)
    let run0 = try #require((log["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run0["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "navgraph")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    let results = try #require(run0["results"] as? [[String: Any]])
    let result = try #require(results.first { $0["ruleId"] as? String == "NG004" })
    let index = try #require(result["ruleIndex"] as? Int)
    #expect(rules[index]["id"] as? String == "NG004")
    #expect(result["level"] as? String == "error")
}

@Test func folderDiscoveryTakesGraphFilesSortedAndSkipsHiddenAndBuildFolders() throws {
    let folder = try TemporaryFolder()
    try folder.write(
        "b/second.navgraph.yml", Graphs.unknownKey.replacingOccurrences(of: "graph: Settings", with: "graph: Second"))
    try folder.write("a/first.navgraph.yaml", Graphs.unknownKey)
    try folder.write("a/notes.yaml", "this: [is not a graph")
    try folder.write(".hidden/x.navgraph.yaml", Graphs.unknownKey)
    try folder.write(".build/y.navgraph.yaml", Graphs.unknownKey)
    let run = try navgraph(["validate", "--format", "json"], in: folder)
    #expect(run.status == 1)
    let array = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
    let files = array.compactMap { $0["file"] as? String }
    #expect(files == ["a/first.navgraph.yaml", "b/second.navgraph.yml"])
}

@Test func aFileGivenDirectlyIsCheckedWhateverItsName() throws {
    let folder = try TemporaryFolder()
    try folder.write("flow.yaml", Graphs.unknownKey)
    #expect(try navgraph(["validate"], in: folder).status == 0)
    #expect(try navgraph(["validate", "flow.yaml"], in: folder).status == 1)
}

@Test func anIncludedPartIsCheckedWithItsGraphNotOnItsOwn() throws {
    let folder = try TemporaryFolder()
    try folder.write("settings.navgraph.yaml", Graphs.including)
    try folder.write("parts/about.navgraph.yaml", Graphs.part)
    let run = try navgraph(["validate"], in: folder)
    #expect(run.status == 0)
    #expect(run.output == "0 errors, 0 warnings in 2 files\n")
}

@Test func aPartNothingIncludesIsCheckedAsAMainFile() throws {
    let folder = try TemporaryFolder()
    try folder.write("parts/about.navgraph.yaml", Graphs.part)
    let run = try navgraph(["validate", "--format", "json"], in: folder)
    #expect(run.status == 1)
    #expect(run.output.contains("\"NG006\""))
}

@Test func symlinkedFolderLoopsEndTheSearch() throws {
    let folder = try TemporaryFolder()
    try folder.write("graphs/settings.navgraph.yaml", Graphs.valid)
    try FileManager.default.createSymbolicLink(atPath: folder.path("graphs/loop"), withDestinationPath: "..")
    let run = try navgraph(["validate"], in: folder)
    #expect(run.status == 0)
    #expect(run.output == "0 errors, 0 warnings in 1 file\n")
}

@Test func aFolderGivenAsAFileInTheGraphIsNotACrash() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
        atPath: folder.path("dir.navgraph.yaml"), withIntermediateDirectories: true)
    let run = try navgraph(["validate", "dir.navgraph.yaml"], in: folder)
    // A folder is searched, and this one holds no graph.
    #expect(run.status == 0)
    #expect(run.output == "0 errors, 0 warnings in 0 files\n")
}

@Test func colorFollowsTheOptionAndNoColor() throws {
    let folder = try TemporaryFolder()
    try folder.write("settings.navgraph.yaml", Graphs.unknownKey)
    let always = try navgraph(["validate", "--color", "always"], in: folder)
    #expect(always.output.contains("\u{1B}["))
    let alwaysDespiteNoColor = try navgraph(
        ["validate", "--color=always"], in: folder, environment: ["NO_COLOR": "1"])
    #expect(alwaysDespiteNoColor.output.contains("\u{1B}["))
    // Standard output is a file here, not a terminal: auto means no colour, and so does NO_COLOR.
    #expect(!(try navgraph(["validate"], in: folder).output.contains("\u{1B}[")))
    #expect(!(try navgraph(["validate"], in: folder, environment: ["NO_COLOR": "1"]).output.contains("\u{1B}[")))
    #expect(!(try navgraph(["validate", "--color", "never"], in: folder).output.contains("\u{1B}[")))
}

@Test func limitOptionsReachTheLoader() throws {
    let folder = try TemporaryFolder()
    try folder.write("settings.navgraph.yaml", Graphs.valid)
    let run = try navgraph(["validate", "--max-depth", "2", "--format", "json"], in: folder)
    #expect(run.status == 1)
    #expect(run.output.contains("\"NG009\""))
    let small = try navgraph(["validate", "--max-file-size=10", "--format", "json"], in: folder)
    #expect(small.status == 1)
    #expect(small.output.contains("\"NG009\""))
}

extension TemporaryFolder {
    /// This folder with `settings.navgraph.yaml` rewritten to `text`.
    func replacing(_ text: String) throws -> TemporaryFolder {
        try write("settings.navgraph.yaml", text)
        return self
    }
}

@Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
func colorAutoIsOnForATerminalUnlessNoColorIsSet() throws {
    let folder = try TemporaryFolder()
    try folder.write("settings.navgraph.yaml", Graphs.unknownKey)
    let executable = try navgraphExecutable().path
    // `script` runs the command on a pseudo-terminal, so its standard output is a terminal.
    func onTerminal(_ environment: [String: String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", "'\(executable)' validate settings.navgraph.yaml", "/dev/null"]
        var variables = ProcessInfo.processInfo.environment
        variables["NO_COLOR"] = nil
        variables.merge(environment) { _, new in new }
        process.environment = variables
        process.currentDirectoryURL = folder.url
        let output = folder.url.appendingPathComponent("terminal-output")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let handle = try FileHandle(forWritingTo: output)
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return String(decoding: try Data(contentsOf: output), as: UTF8.self)
    }
    #expect(try onTerminal([:]).contains("\u{1B}[1;31merror:"))
    let withNoColor = try onTerminal(["NO_COLOR": "1"])
    #expect(withNoColor.contains("error:"))
    #expect(!withNoColor.contains("\u{1B}["))
}

@Test func aPathThatIsNotARegularFileIsAUsageError() throws {
    let run = try navgraph(["validate", "/dev/null"])
    #expect(run.status == 2)
    #expect(run.errors.contains("'/dev/null' is not a regular file"))
}

@Test func warningsDoNotFailUnlessWarningsAsErrors() throws {
    let folder = try TemporaryFolder()
    try folder.write("settings.navgraph.yaml", Graphs.warningAndRemark)
    let plain = try navgraph(["validate"], in: folder)
    #expect(plain.status == 0)
    #expect(plain.output.contains(": warning: ") && plain.output.contains("[NG405]"))
    #expect(plain.output.hasSuffix("0 errors, 1 warning in 1 file\n"))
    let strict = try navgraph(["validate", "--warnings-as-errors"], in: folder)
    #expect(strict.status == 1)
    #expect(strict.output.contains(": error: ") && strict.output.contains("[NG405]"))
    #expect(strict.output.hasSuffix("1 error, 0 warnings in 1 file\n"))
}

@Test func remarksArePrintedOnlyWhenVerbose() throws {
    let folder = try TemporaryFolder()
    try folder.write("settings.navgraph.yaml", Graphs.warningAndRemark)
    #expect(!(try navgraph(["validate"], in: folder).output.contains("[NG409]")))
    let verbose = try navgraph(["validate", "--verbose"], in: folder)
    #expect(verbose.status == 0)
    #expect(verbose.output.contains(": remark: ") && verbose.output.contains("[NG409]"))
    #expect(verbose.output.hasSuffix("0 errors, 1 warning, 1 remark in 1 file\n"))
    let github = try navgraph(["validate", "--verbose", "--format", "github"], in: folder)
    #expect(github.output.contains("::notice file=settings.navgraph.yaml,"))
    // Quiet leaves out warnings and remarks.
    #expect(try navgraph(["validate", "--quiet"], in: folder).output.isEmpty)
}

@Test func aSymlinkLoopNamedLikeAGraphIsAnIOErrorNotAHang() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createSymbolicLink(
        atPath: folder.path("self.navgraph.yaml"), withDestinationPath: folder.path("self.navgraph.yaml"))
    for arguments in [["validate"], ["validate", "self.navgraph.yaml"]] {
        let run = try navgraph(arguments, in: folder)
        #expect(run.status == 2)
        #expect(run.errors.contains("cannot read"))
        #expect(run.errors.contains("self.navgraph.yaml"))
    }
}
