import Foundation
import Testing

/// `navgraph graph --output FILE` and `--focus SCREEN --depth N`.
@Suite struct GraphOutputTests {
    /// A folder holding `Graphs.valid` as `settings.navgraph.yaml`.
    private func folderWithGraph() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("settings.navgraph.yaml", Graphs.valid)
        return folder
    }

    /// Graphviz's `dot` on `PATH`. Missing: a failure under CI (which installs it), else a skip with a note.
    private func dot(sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        requiredTool(
            "dot", install: "apt-get install graphviz, or brew install graphviz", sourceLocation: sourceLocation)
    }

    @Test(arguments: [("out/g.mmd", "mermaid"), ("out/g.dot", "dot"), ("g.gv", "dot")])
    func textFilesHoldWhatTheFormatPrints(file: String, format: String) throws {
        let folder = try folderWithGraph()
        let written = try navgraph(["graph", "--output", file, "settings.navgraph.yaml"], in: folder)
        #expect(written.status == 0, "\(written.errors)")
        #expect(written.output.isEmpty)
        let printed = try navgraph(["graph", "--format", format, "settings.navgraph.yaml"], in: folder)
        #expect(folder.read(file) == printed.output)
    }

    @Test(arguments: [
        ("g.svg", Array("<?xml".utf8)), ("g.png", [0x89, 0x50, 0x4E, 0x47]), ("g.pdf", Array("%PDF".utf8)),
    ])
    func picturesAreDrawnByDot(file: String, magic: [UInt8]) throws {
        guard dot() != nil else { return }
        let folder = try folderWithGraph()
        let run = try navgraph(["graph", "--output", file, "settings.navgraph.yaml"], in: folder)
        #expect(run.status == 0, "\(run.errors)")
        let bytes = try #require(FileManager.default.contents(atPath: folder.path(file)))
        #expect(Array(bytes.prefix(magic.count)) == magic)
        if file.hasSuffix(".svg") {
            let svg = String(decoding: bytes, as: UTF8.self)
            #expect(svg.contains("<title>n0</title>") && svg.contains("<title>n0&#45;&gt;n1</title>"))
            #expect(svg.contains("<title>cluster_legend</title>"))
        }
    }

    @Test func withoutDotAPictureIsRefusedWithHowToInstallIt() throws {
        let folder = try folderWithGraph()
        let empty = try TemporaryFolder()
        let run = try navgraph(
            ["graph", "--output", "g.svg", "settings.navgraph.yaml"], in: folder, environment: ["PATH": empty.url.path])
        #expect(run.status == 2)
        #expect(run.errors.contains("needs Graphviz's 'dot', which is not on PATH"))
        #expect(run.errors.contains("apt-get install graphviz") && run.errors.contains("brew install graphviz"))
        #expect(folder.read("g.svg") == nil)
    }

    @Test func aFailingDotIsReportedAndWritesNothing() throws {
        let folder = try folderWithGraph()
        let tools = try TemporaryFolder()
        try tools.write("dot", "#!/bin/sh\necho 'Error: <stdin>: syntax error in line 1' >&2\nexit 3\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tools.path("dot"))
        let run = try navgraph(
            ["graph", "--output", "g.png", "settings.navgraph.yaml"], in: folder, environment: ["PATH": tools.url.path])
        #expect(run.status == 2)
        #expect(run.errors.contains("'dot' failed (exit status 3): Error: <stdin>: syntax error in line 1"))
        #expect(folder.read("g.png") == nil)
    }

    @Test(arguments: [
        (["--output", "g.jpg"], "cannot tell the diagram format of 'g.jpg'"),
        (["--output", "diagram"], "cannot tell the diagram format of 'diagram'"),
        (["--output", "g.dot", "--format", "dot"], "'--format' and '--output' do not go together"),
        (["--depth", "2"], "'--depth' needs '--focus'"),
        (["--focus", "list", "--depth", "0"], "'--depth' takes a whole number from 1 to 100, not '0'"),
        (["--focus", "list", "--depth", "101"], "'--depth' takes a whole number from 1 to 100, not '101'"),
        (["--focus", "list", "--depth", "-1"], "'--depth' takes a whole number from 1 to 100, not '-1'"),
        (["--focus", "abuot"], "'--focus' names no screen of graph 'Settings': 'abuot'"),
        (["--collapse", "segues"], "'segues'"),
    ])
    func badOptionsAreUsageErrors(options: [String], message: String) throws {
        let folder = try folderWithGraph()
        let run = try navgraph(["graph"] + options + ["settings.navgraph.yaml"], in: folder)
        #expect(run.status == 2)
        #expect(run.errors.contains(message), "\(run.errors)")
        #expect(run.output.isEmpty)
        if options.contains("abuot") { #expect(run.errors.contains("did you mean 'about'?")) }
    }

    @Test func focusDrawsTheNeighbourhoodOnly() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "chain.navgraph.yaml",
            """
            navgraph: 1
            graph: Chain
            root: a
            screens:
              a: { segues: { next: { kind: show, to: b } } }
              b: { segues: { next: { kind: show, to: c } } }
              c: { segues: { next: { kind: show, to: d } } }
              d: {}

            """)
        let one = try navgraph(["graph", "--focus", "b", "chain.navgraph.yaml"], in: folder)
        #expect(one.status == 0, "\(one.errors)")
        #expect(one.output.contains("n0([\"a\"])") && one.output.contains("n2[\"c\"]") && !one.output.contains("n3["))
        let two = try navgraph(["graph", "--focus=b", "--depth=2", "chain.navgraph.yaml"], in: folder)
        #expect(two.output.contains("n3[\"d\"]"))
    }

    @Test func collapseSharedDrawsASharedSegueOnce() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "shared.navgraph.yaml",
            """
            navgraph: 1
            graph: Shared
            root: a
            segues:
              help: { kind: modal, to: h, from: [a, b] }
            screens:
              a: { segues: { next: { kind: show, to: b } } }
              b: {}
              h: { navigationItem: { leftBarButtonItems: [{ id: close, system: close, builtin: dismiss }] } }

            """)
        let spread = try navgraph(["graph", "shared.navgraph.yaml"], in: folder)
        #expect(spread.output.contains("n0 ==>|\"help (modal, shared)\"| n2"))
        let once = try navgraph(["graph", "--collapse", "shared", "shared.navgraph.yaml"], in: folder)
        #expect(once.status == 0, "\(once.errors)")
        #expect(once.output.contains("    s0 ==>|\"help (modal, shared)\"| n2\n"))
        #expect(!once.output.contains("n0 ==>|\"help"))
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `navgraph graph --output x.svg` does not trust `dot`: its picture is bounded, it is given a time, its temporary
/// folder is private and removed on every way out, a termination of navgraph included.
@Suite struct GraphvizBoundsTests {
    /// A folder with a graph, a folder for a fake `dot` running `script`, and a private temporary folder.
    private struct Setup {
        let work: TemporaryFolder
        let tools: TemporaryFolder
        let temporary: TemporaryFolder

        init(dot script: String) throws {
            work = try TemporaryFolder()
            try work.write("g.navgraph.yaml", Graphs.valid)
            tools = try TemporaryFolder()
            try tools.write("dot", "#!/bin/sh\n" + script)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tools.path("dot"))
            temporary = try TemporaryFolder()
        }

        var environment: [String: String] { ["PATH": tools.url.path + ":/usr/bin:/bin", "TMPDIR": temporary.url.path] }

        /// What is left in the temporary folder.
        var leftovers: [String] { (try? FileManager.default.contentsOfDirectory(atPath: temporary.url.path)) ?? [] }
    }

    @Test func aHugePictureIsRefusedUnreadAndNothingIsLeft() throws {
        // `dot -Tsvg -o OUT IN`: a sparse 3 GB file costs no disk and no time to make.
        let setup = try Setup(dot: "truncate -s 3G \"$3\"\n")
        let run = try navgraph(
            ["graph", "--output", "g.svg", "g.navgraph.yaml"], in: setup.work, environment: setup.environment)
        #expect(run.status == 2)
        #expect(
            run.errors.contains("'dot' wrote a picture of 3221225472 bytes, over navgraph's limit"), "\(run.errors)")
        #expect(setup.work.read("g.svg") == nil)
        #expect(setup.leftovers.isEmpty)
    }

    @Test func aHangingDotIsStoppedAfterItsTime() throws {
        let setup = try Setup(dot: "exec sleep 60\n")
        var environment = setup.environment
        environment["NAVGRAPH_DOT_TIMEOUT"] = "1"
        let run = try navgraph(
            ["graph", "--output", "g.svg", "g.navgraph.yaml"], in: setup.work, environment: environment)
        #expect(run.status == 2)
        #expect(run.errors.contains("'dot' did not finish within 1 s and was stopped"), "\(run.errors)")
        #expect(run.errors.contains("NAVGRAPH_DOT_TIMEOUT"))
        #expect(setup.work.read("g.svg") == nil)
        #expect(setup.leftovers.isEmpty)
    }

    @Test(arguments: ["0", "3601", "abc", "-5"])
    func aBadTimeIsAUsageError(value: String) throws {
        let setup = try Setup(dot: "exit 0\n")
        var environment = setup.environment
        environment["NAVGRAPH_DOT_TIMEOUT"] = value
        let run = try navgraph(
            ["graph", "--output", "g.svg", "g.navgraph.yaml"], in: setup.work, environment: environment)
        #expect(run.status == 2)
        #expect(
            run.errors.contains("NAVGRAPH_DOT_TIMEOUT takes a whole number of seconds from 1 to 3600, not '\(value)'"))
    }

    @Test func theTemporaryFolderIsPrivateToTheUser() throws {
        // The fake `dot` notes its input folder's permissions, then draws a small picture.
        let setup = try Setup(
            dot: "stat -c %a \"$(dirname \"$4\")\" > \"$(dirname \"$0\")/mode\"\necho '<svg/>' > \"$3\"\n")
        let run = try navgraph(
            ["graph", "--output", "g.svg", "g.navgraph.yaml"], in: setup.work, environment: setup.environment)
        #expect(run.status == 0, "\(run.errors)")
        #expect(setup.tools.read("mode") == "700\n")
        #expect(setup.work.read("g.svg") == "<svg/>\n")
        #expect(setup.leftovers.isEmpty)
    }

    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func navgraphEndedBySignalStopsDotAndLeavesNothing(signal number: Int32) throws {
        let setup = try Setup(dot: "echo $$ > \"$(dirname \"$0\")/pid\"\nexec sleep 60\n")
        let process = Process()
        process.executableURL = try navgraphExecutable()
        process.arguments = ["graph", "--output", "g.svg", "g.navgraph.yaml"]
        process.currentDirectoryURL = setup.work.url
        process.environment = ProcessInfo.processInfo.environment.merging(setup.environment) { _, new in new }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait (at most 30 s) for `dot` to start, then end navgraph.
        var dot: pid_t?
        for _ in 0..<300 where dot == nil {
            dot = setup.tools.read("pid").flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            if dot == nil { usleep(100_000) }
        }
        let child = try #require(dot, "the fake dot never started")
        kill(process.processIdentifier, number)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == number)
        #expect(setup.leftovers.isEmpty)
        #expect(Self.isGone(child))
    }

    @Test func anOutputPathEndingInASlashIsAUsageError() throws {
        let setup = try Setup(dot: "exit 0\n")
        let run = try navgraph(
            ["graph", "--output", "dir.svg/", "g.navgraph.yaml"], in: setup.work, environment: setup.environment)
        #expect(run.status == 2)
        #expect(run.errors.contains("'--output' names a folder, not a file: 'dir.svg/'"))
        #expect(setup.work.read("dir.svg/dir.svg") == nil)
    }

    /// Whether `process` has ended (gone, or a zombie nobody has reaped yet), waiting up to 10 s for it.
    private static func isGone(_ process: pid_t) -> Bool {
        for _ in 0..<100 {
            let state = (try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8))
                .flatMap { $0.split(separator: ")").last?.split(separator: " ").first }
            if kill(process, 0) != 0 || state == "Z" { return true }
            usleep(100_000)
        }
        return false
    }
}
