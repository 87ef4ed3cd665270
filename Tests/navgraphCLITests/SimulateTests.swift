import Foundation
import Testing

@Test func simulatePrintsOneJSONStatePerCommandAndGoesOnAfterARefusal() throws {
    let folder = try TemporaryFolder()
    try folder.write("settings.navgraph.yaml", Graphs.valid)
    let input = """
        perform openAbout
        # a comment, skipped

        perform openAbout
        back
        """
    let run = try navgraph(["simulate", "--json", "settings.navgraph.yaml"], in: folder, input: input)
    #expect(run.status == 0)
    let states = try run.output.split(separator: "\n").map { line in
        try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
    #expect(states.count == 3)
    #expect(states.map { $0["stack"] as? [String] } == [["list", "about"], ["list", "about"], ["list"]])
    #expect(states[0]["error"] is NSNull)
    #expect((states[1]["error"] as? String)?.contains("openAbout") == true)
    #expect((states[2]["events"] as? [String])?.last == "deinit about")
}

@Test func simulateSavesAndRestoresTheState() throws {
    let folder = try TemporaryFolder()
    try folder.write("settings.navgraph.yaml", Graphs.valid)
    let input = "perform openAbout\nsave snapshot.json\nback\nrestore snapshot.json\n"
    let run = try navgraph(["simulate", "--json", "settings.navgraph.yaml"], in: folder, input: input)
    #expect(run.status == 0)
    #expect(folder.read("snapshot.json") != nil)
    let last = try #require(run.output.split(separator: "\n").last)
    let state = try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
    #expect(state["stack"] as? [String] == ["list", "about"])
}

@Test func simulateDrawsTheStateForAPerson() throws {
    let folder = try TemporaryFolder()
    try folder.write("settings.navgraph.yaml", Graphs.valid)
    let run = try navgraph(["simulate", "settings.navgraph.yaml"], in: folder, input: "perform openAbout\n")
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("stack: list > about\n"))
    #expect(run.output.contains("\nbar: ‹ Settings | About |\n"), "\(run.output)")
}

@Test func simulateRefusesAGraphWithErrors() throws {
    let folder = try TemporaryFolder()
    try folder.write("settings.navgraph.yaml", Graphs.unknownKey)
    let run = try navgraph(["simulate", "settings.navgraph.yaml"], in: folder, input: "state\n")
    #expect(run.status == 1)
    #expect(run.output.isEmpty)
    #expect(run.errors.contains("[NG004]"))
    #expect(try navgraph(["simulate"], in: folder).status == 2)
    #expect(try navgraph(["simulate", "missing.navgraph.yaml"], in: folder).status == 2)
}

/// `navgraph simulate --entry ID`: starts from another entry of the graph's `entries:`, with `--root-arguments` for
/// an entry screen's parameters; an ID that is not an entry stops with status 1 and names the entries.
@Test func simulateStartsFromTheEntryItIsGiven() throws {
    let folder = try TemporaryFolder()
    try folder.write(
        "g.navgraph.yaml",
        """
        navgraph: 1
        graph: G
        entries: [welcome, account]
        screens:
          welcome:
            title: Welcome
          account:
            title: "Account {id}"
            parameters: { id: Int }

        """
    )
    let root = try navgraph(["simulate", "--json", "g.navgraph.yaml"], in: folder, input: "state\n")
    #expect(root.status == 0, "\(root.errors)")
    #expect(root.output.contains(#""title":"Welcome""#), "\(root.output)")
    let entry = try navgraph(
        ["simulate", "--json", "--entry", "account", "--root-arguments", "id=7", "g.navgraph.yaml"], in: folder,
        input: "state\n")
    #expect(entry.status == 0, "\(entry.errors)")
    #expect(entry.output.contains(#""title":"Account 7""#), "\(entry.output)")
    let missing = try navgraph(["simulate", "--entry", "account", "g.navgraph.yaml"], in: folder, input: "state\n")
    #expect(missing.status == 1)
    #expect(missing.errors.contains("give the entry's required parameters with --root-arguments"), "\(missing.errors)")
    let unknown = try navgraph(["simulate", "--entry", "acount", "g.navgraph.yaml"], in: folder, input: "state\n")
    #expect(unknown.status == 1)
    #expect(
        unknown.errors.contains("'acount' is not an entry of the graph; it starts from 'welcome', 'account'"),
        "\(unknown.errors)")
}

/// `simulate` reads its input in bounded chunks: a line longer than 64 KiB stops it with a clear error (status 2)
/// instead of growing without bound.
@Test func anInputLineLongerThan64KiBIsAnError() throws {
    let folder = try TemporaryFolder()
    try folder.write("g.navgraph.yaml", Graphs.valid)
    let long = String(repeating: "a", count: 65_537)
    let run = try navgraph(
        ["simulate", "--json", "g.navgraph.yaml"], in: folder, input: "state\n" + long + "\nstate\n")
    #expect(run.status == 2)
    #expect(run.errors == "navgraph: error: input line 2 is longer than 65536 bytes\n", "\(run.errors)")
    // The line before it ran.
    #expect(run.output.split(separator: "\n").count == 1)
    let endless = try navgraph(["simulate", "g.navgraph.yaml"], in: folder, input: long + long)
    #expect(endless.status == 2)
    #expect(endless.errors.contains("input line 1 is longer than 65536 bytes"))
}

@Test func aLineOfExactly64KiBAndCRLFLineEndsAreRead() throws {
    let folder = try TemporaryFolder()
    try folder.write("g.navgraph.yaml", Graphs.valid)
    let comment = "#" + String(repeating: "a", count: 65_535)
    let run = try navgraph(
        ["simulate", "--json", "g.navgraph.yaml"], in: folder, input: comment + "\nperform openAbout\r\nback")
    #expect(run.status == 0, "\(run.errors)")
    let lines = run.output.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.allSatisfy { $0.contains(#""error":null"#) }, "\(run.output)")
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `save` writes only regular files, atomically, and `restore` reads only regular files, within the size limit;
/// a refusal sets `error` (kind `fileError`) and the session goes on.
struct SnapshotFileSafetyTests {
    /// The JSON states of a `simulate --json` run.
    func states(_ run: CLIRun) throws -> [[String: Any]] {
        try run.output.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    @Test func saveRefusesSymlinksFIFOsFoldersAndHardLinkedFiles() throws {
        let folder = try TemporaryFolder()
        try folder.write("g.navgraph.yaml", Graphs.valid)
        try folder.write("target.txt", "keep me")
        try FileManager.default.createSymbolicLink(atPath: folder.path("link.json"), withDestinationPath: "target.txt")
        #expect(mkfifo(folder.path("fifo.json"), 0o600) == 0)
        try FileManager.default.createDirectory(atPath: folder.path("dir.json"), withIntermediateDirectories: false)
        try folder.write("linked.json", "keep me too")
        #expect(link(folder.path("linked.json"), folder.path("other-name.json")) == 0)
        let input = "save link.json\nsave fifo.json\nsave dir.json\nsave linked.json\nperform openAbout\n"
        let run = try navgraph(["simulate", "--json", "g.navgraph.yaml"], in: folder, input: input)
        #expect(run.status == 0)
        let results = try states(run)
        #expect(results.count == 5)
        #expect(results.prefix(4).map { $0["errorKind"] as? String } == Array(repeating: "fileError", count: 4))
        #expect(
            results.prefix(4).map { $0["error"] as? String } == [
                "cannot write 'link.json': it is a symbolic link; only regular files are written",
                "cannot write 'fifo.json': it is not a regular file; only regular files are written",
                "cannot write 'dir.json': it is a folder",
                "cannot write 'linked.json': it has other hard links; only files with one link are replaced",
            ])
        // The session went on.
        #expect(results[4]["stack"] as? [String] == ["list", "about"])
        // Nothing was replaced.
        #expect(folder.read("target.txt") == "keep me")
        #expect(folder.read("linked.json") == "keep me too")
        var info = stat()
        #expect(lstat(folder.path("link.json"), &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
        #expect(lstat(folder.path("fifo.json"), &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        // No temporary file was left behind.
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(!names.contains { $0.hasPrefix(".") }, "\(names)")
    }

    @Test func saveReplacesARegularFileAndKeepsItsPermissions() throws {
        let folder = try TemporaryFolder()
        try folder.write("g.navgraph.yaml", Graphs.valid)
        try folder.write("s.json", "old")
        #expect(chmod(folder.path("s.json"), 0o600) == 0)
        let run = try navgraph(
            ["simulate", "--json", "g.navgraph.yaml"], in: folder, input: "perform openAbout\nsave s.json\n")
        #expect(run.status == 0)
        #expect(try states(run).last?["error"] is NSNull)
        #expect(folder.read("s.json")?.contains("\"formatVersion\"") == true)
        var info = stat()
        #expect(stat(folder.path("s.json"), &info) == 0 && info.st_mode & 0o777 == 0o600)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(Set(names) == ["g.navgraph.yaml", "s.json"])
    }

    @Test func restoreRefusesFIFOsAndFilesOverTheSizeLimit() throws {
        let folder = try TemporaryFolder()
        try folder.write("g.navgraph.yaml", Graphs.valid)
        #expect(mkfifo(folder.path("fifo.json"), 0o600) == 0)
        try folder.write("big.json", "{" + String(repeating: " ", count: 2_000) + "}")
        let run = try navgraph(
            ["simulate", "--json", "--max-file-size", "1000", "g.navgraph.yaml"], in: folder,
            input: "restore fifo.json\nrestore big.json\nrestore missing.json\n")
        #expect(run.status == 0, "\(run.errors)")
        let results = try states(run)
        #expect(
            results.map { $0["error"] as? String } == [
                "cannot read 'fifo.json': it is not a regular file",
                "cannot read 'big.json': it is larger than 1000 bytes",
                "cannot read 'missing.json': no such file",
            ])
        #expect(results.map { $0["errorKind"] as? String } == ["fileError", "fileError", "fileError"])
    }

    @Test func saveWritesATargetWhoseNameIsNearTheSystemLimit() throws {
        let folder = try TemporaryFolder()
        try folder.write("g.navgraph.yaml", Graphs.valid)
        let name = String(repeating: "a", count: 250)
        let run = try navgraph(["simulate", "--json", "g.navgraph.yaml"], in: folder, input: "save \(name)\n")
        #expect(run.status == 0)
        #expect(try states(run).last?["error"] is NSNull)
        #expect(folder.read(name)?.isEmpty == false)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(Set(left) == ["g.navgraph.yaml", name])
    }
}

/// `graph` and `simulate` name what is wrong with their one path as `validate` does: a device or a pipe is "not a
/// regular file", not a missing one.
struct SingleGraphPathTests {
    @Test(arguments: ["graph", "simulate"])
    func aPathThatIsNoRegularFileIsNamedAsSuch(command: String) throws {
        let run = try navgraph([command, "/dev/null"])
        #expect(run.status == 2)
        #expect(run.errors.contains("'/dev/null' is not a regular file"))
        #expect(!run.errors.contains("no such graph file"))
    }

    @Test(arguments: ["graph", "simulate"])
    func aMissingPathIsStillMissing(command: String) throws {
        let folder = try TemporaryFolder()
        let run = try navgraph([command, "absent.navgraph.yaml"], in: folder)
        #expect(run.status == 2)
        #expect(run.errors.contains("no such graph file: 'absent.navgraph.yaml'"))
    }
}

/// A line that is not UTF-8 is refused as such (the session goes on), not read with replacement characters.
@Test func anInputLineThatIsNotUTF8IsRefused() throws {
    let folder = try TemporaryFolder()
    try folder.write("g.navgraph.yaml", Graphs.valid)
    let run = try navgraph(
        ["simulate", "--json", "g.navgraph.yaml"], in: folder,
        inputBytes: Data("state\nperform openAbout".utf8) + Data([0xFF]) + Data("\nperform openAbout\n".utf8))
    #expect(run.status == 0, "\(run.errors)")
    let lines = run.output.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines[1].contains(#""error":"input line 2 is not valid UTF-8""#), "\(run.output)")
    #expect(lines[2].contains(#""error":null"#))
}

@Test func simulateRestoresAStateOfAnOldNameAndSaysWhatItDropped() throws {
    let folder = try TemporaryFolder()
    let before = """
        navgraph: 1
        graph: Mail
        root: home
        screens:
          home:
            segues:
              open: { kind: show, to: messages }
          messages:
            parameters:
              folder: { type: String, default: in }
              sort: { type: String, default: date }

        """
    try folder.write("before.navgraph.yaml", before)
    let saving = try navgraph(
        ["simulate", "before.navgraph.yaml"], in: folder, input: "perform open folder=work sort=name\nsave s.json\n")
    #expect(saving.status == 0, "\(saving.errors)")
    let after = """
        navgraph: 1
        graph: Mail
        root: home
        screens:
          home:
            segues:
              open: { kind: show, to: inbox }
          inbox:
            renamedFrom: messages
            parameters:
              folderID: { type: String, default: in, renamedFrom: folder }

        """
    try folder.write("after.navgraph.yaml", after)
    let run = try navgraph(["simulate", "--json", "after.navgraph.yaml"], in: folder, input: "restore s.json\n")
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.errors.contains("restored without 1 argument: 'sort' of 'main/messages'"), "\(run.errors)")
    #expect(!run.errors.contains("restored without 1 entry"), "\(run.errors)")
    let last = try #require(run.output.split(separator: "\n").last)
    let state = try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
    #expect(state["stack"] as? [String] == ["home", "inbox"])
}
