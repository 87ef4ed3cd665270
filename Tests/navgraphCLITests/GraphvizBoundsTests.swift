import Foundation
import Testing

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
