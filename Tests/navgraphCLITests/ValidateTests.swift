import Foundation
import Testing
import _NavGraphCore

@testable import navgraph

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

/// A graph whose only finding is NG407: 'All Account Settings' is longer than the default 12 characters.
private let longBackTitle = """
    navgraph: 1
    graph: Settings
    root: list
    screens:
      list:
        title: All Account Settings
        segues:
          openAbout: { kind: show, to: about }
      about:
        title: About

    """

@Test func longDerivedBackTitleIsARemarkThatNeverFailsTheBuild() throws {
    let folder = try TemporaryFolder()
    try folder.write("settings.navgraph.yaml", longBackTitle)
    let strict = try navgraph(["validate", "--warnings-as-errors", "settings.navgraph.yaml"], in: folder)
    #expect(strict.status == 0)
    #expect(!strict.output.contains("NG407"))
    let verbose = try navgraph(
        ["validate", "--warnings-as-errors", "--verbose", "settings.navgraph.yaml"], in: folder)
    #expect(verbose.status == 0)
    #expect(verbose.output.contains("remark: "))
    #expect(verbose.output.contains("[NG407]"))
}

@Test func explainSaysTheBackTitleLengthIsAnEstimate() throws {
    let run = try navgraph(["explain", "NG407"])
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("NG407 (remark): "))
    #expect(run.output.contains("estimate"))
}

/// A graph whose deep link lies behind sign-in: `validate --verbose` names the gate (NG417).
private let signInFirst = """
    navgraph: 1
    graph: Shop
    root: signIn
    screens:
      signIn:
        segues:
          signedIn: { kind: replaceRoot, to: home }
      home:
        segues:
          openOrder: { kind: show, to: order }
      order:
        parameters:
          orderID: Int
        deepLinks: ["/orders/{orderID}"]

    """

@Test func validateVerboseNamesEachPatternsGate() throws {
    let folder = try TemporaryFolder()
    try folder.write("shop.navgraph.yaml", signInFirst)
    let quiet = try navgraph(["validate", "--warnings-as-errors", "shop.navgraph.yaml"], in: folder)
    #expect(quiet.status == 0)
    #expect(!quiet.output.contains("NG417"))
    let verbose = try navgraph(["validate", "--verbose", "shop.navgraph.yaml"], in: folder)
    #expect(verbose.status == 0)
    #expect(
        verbose.output.contains(
            "remark: deep link '/orders/{orderID}' waits for gate 'signIn.signedIn' (replaceRoot to 'home')"))
    #expect(verbose.output.contains("[NG417]"))
}

@Test func explainSaysWhatAGateIs() throws {
    let run = try navgraph(["explain", "NG417"])
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("NG417 (remark): "))
    #expect(run.output.contains("gatesLinks: false"))
    let tab = try navgraph(["explain", "NG416"])
    #expect(tab.status == 0)
    #expect(tab.output.contains("tab:"))
}

/// A folder scan never reads a symlinked file whose target lies outside the scanned folder: it is refused by name,
/// unread, as an unreadable file is (status 2). A file that is not text is named in its NG008 error, never quoted.
struct FolderScanConfinementTests {
    /// A folder `scan` holding `name`, a link to a secret file beside the folder.
    func folderWithLinkOut(_ name: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("secret.txt", "SECRET_TOKEN=hunter2\u{0}HOME=/root\n")
        try folder.write("scan/.keep", "")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path("scan/\(name)"), withDestinationPath: folder.path("secret.txt"))
        return folder
    }

    @Test func validateRefusesALinkOutOfTheScannedFolderUnread() throws {
        let folder = try folderWithLinkOut("env.navgraph.yaml")
        let run = try navgraph(["validate", "scan"], in: folder)
        #expect(run.status == 2)
        #expect(
            run.errors.contains("refusing 'scan/env.navgraph.yaml': it is a symbolic link to a file outside 'scan'"))
        #expect(!(run.output + run.errors).contains("hunter2"))
    }

    @Test func testRefusesALinkedFlowFileOutOfTheScannedFolderUnread() throws {
        let folder = try folderWithLinkOut("e.navflow.yaml")
        let run = try navgraph(["test", "scan"], in: folder)
        #expect(run.status == 2)
        #expect(run.errors.contains("refusing 'scan/e.navflow.yaml'"))
        #expect(!(run.output + run.errors).contains("hunter2"))
    }

    @Test func aLinkInsideTheScannedFolderIsRead() throws {
        let folder = try TemporaryFolder()
        try folder.write("scan/real/g.navgraph.yaml", Graphs.valid)
        try FileManager.default.createSymbolicLink(
            atPath: folder.path("scan/g.navgraph.yaml"), withDestinationPath: "real/g.navgraph.yaml")
        let run = try navgraph(["validate", "scan"], in: folder)
        #expect(run.status == 0)
    }

    @Test func aFileThatIsNotTextIsNamedNotQuoted() throws {
        let folder = try TemporaryFolder()
        try folder.write("env.navgraph.yaml", "SECRET_TOKEN=hunter2\u{0}HOME=/root\n")
        let run = try navgraph(["validate", "env.navgraph.yaml"], in: folder)
        #expect(run.status == 1)
        #expect(run.output.contains("[NG008]"))
        #expect(!run.output.contains("hunter2"))
    }
}

#if canImport(Glibc)
    import Glibc
#endif

/// A folder scan reports every file found, whatever its name: bytes that are not UTF-8 are read and shown escaped,
/// and names that differ only by Unicode normalisation are two files.
struct FolderScanNameTests {
    /// Writes `text` to the file named by the raw bytes `name` in `folder`.
    func write(_ text: String, name: [UInt8], in folder: TemporaryFolder) throws {
        let path = (Array(folder.url.path.utf8) + [UInt8(ascii: "/")] + name + [0]).map { CChar(bitPattern: $0) }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        #expect(bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) } == bytes.count)
    }

    @Test func aNameThatIsNotUTF8IsFoundAndShownEscaped() throws {
        let folder = try TemporaryFolder()
        try write(Graphs.unknownKey, name: [0x62, 0xFE] + Array(".navgraph.yaml".utf8), in: folder)
        let run = try navgraph(["validate", "."], in: folder)
        #expect(run.status == 1)
        #expect(run.output.contains("b\\xFE.navgraph.yaml:10:5: error: unknown key 'titel'"))
        #expect(run.output.hasSuffix("1 error, 0 warnings in 1 file\n"))
        let json = try navgraph(["validate", "--format", "json", "."], in: folder)
        #expect(json.output.contains(#""file": "b\\xFE.navgraph.yaml""#))
    }

    @Test func aNameThatIsNotUTF8OnTheCommandLineOpens() throws {
        let folder = try TemporaryFolder()
        try write(Graphs.valid, name: [0xFF] + Array(".navgraph.yaml".utf8), in: folder)
        // Through the shell, so that the argument's bytes reach the tool unchanged.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [
            "-c", #"exec "$0" validate "$(printf '\377.navgraph.yaml')" >out.txt"#, try navgraphExecutable().path,
        ]
        process.currentDirectoryURL = folder.url
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(folder.read("out.txt") == "0 errors, 0 warnings in 1 file\n")
    }

    @Test func namesDifferingOnlyByNormalisationAreTwoFiles() throws {
        let folder = try TemporaryFolder()
        // "café" composed (é as U+00E9) and decomposed (e + U+0301).
        try write(Graphs.unknownKey, name: Array("caf\u{E9}.navgraph.yaml".utf8), in: folder)
        try write(Graphs.unknownKey, name: Array("cafe\u{301}.navgraph.yaml".utf8), in: folder)
        let run = try navgraph(["validate", "."], in: folder)
        #expect(run.status == 1)
        // Two files, each with its error; the second graph of one name is NG101's warning.
        #expect(run.output.hasSuffix("2 errors, 1 warning in 2 files\n"))
    }

    @Test func namesDifferingOnlyByNormalisationShowTheirOwnLines() throws {
        let folder = try TemporaryFolder()
        try write(Graphs.unknownKey, name: Array("caf\u{E9}.navgraph.yaml".utf8), in: folder)
        try write(
            Graphs.unknownKey.replacingOccurrences(of: "titel", with: "tutle"),
            name: Array("cafe\u{301}.navgraph.yaml".utf8), in: folder)
        let run = try navgraph(["validate", "."], in: folder)
        #expect(run.output.contains("   10 |     titel: About\n"))
        #expect(run.output.contains("   10 |     tutle: About\n"))
    }
}

/// A symlink loop is named as one, never reported as a missing file.
struct SymlinkLoopTests {
    func folderWithLoop() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: folder.path("loop1"), withDestinationPath: "loop2")
        try FileManager.default.createSymbolicLink(atPath: folder.path("loop2"), withDestinationPath: "loop1")
        return folder
    }

    @Test func anIncludedSymlinkLoopIsReportedAsOne() throws {
        let folder = try folderWithLoop()
        try folder.write(
            "a.navgraph.yaml", "navgraph: 1\ngraph: G\nroot: a\ninclude: [loop1]\nscreens:\n  a: { title: A }\n")
        let run = try navgraph(["validate", "a.navgraph.yaml"], in: folder)
        #expect(run.status == 1)
        #expect(run.output.contains("error: cannot read included file 'loop1': a symlink loop [NG010]"))
    }

    @Test func aSymlinkLoopGivenAsAPathIsAUsageError() throws {
        let folder = try folderWithLoop()
        let run = try navgraph(["validate", "loop1"], in: folder)
        #expect(run.status == 2)
        #expect(run.errors.contains("cannot read 'loop1': a symlink loop"))
    }
}

/// Reading a file is safe whatever the limit an API caller gives: no arithmetic on the limit can overflow.
struct FileReadingLimitTests {
    @Test(arguments: [Int.max, Int.max - 1, 1 << 62])
    func theLargestLimitsReadTheWholeFile(limit: Int) throws {
        let folder = try TemporaryFolder()
        try folder.write("a.navgraph.yaml", Graphs.valid)
        let bytes = try FileSystemSources().contents(of: folder.path("a.navgraph.yaml"), limit: limit)
        #expect(bytes == Array(Graphs.valid.utf8))
    }

    @Test(arguments: [0, -1, Int.min])
    func aLimitBelowTheSizeRefusesTheFile(limit: Int) throws {
        let folder = try TemporaryFolder()
        try folder.write("a.navgraph.yaml", Graphs.valid)
        #expect(throws: SourceError.tooLarge(size: Graphs.valid.utf8.count)) {
            try FileSystemSources().contents(of: folder.path("a.navgraph.yaml"), limit: limit)
        }
    }
}
