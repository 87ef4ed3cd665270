import Foundation
import Testing

/// A write to standard output or standard error that fails is exit status 2 with a message, never a silent 0.
@Suite struct OutputFailureTests {
    /// Runs `navgraph` through `/bin/sh` with `redirections` (such as `>/dev/full`) applied to it.
    private func shell(_ arguments: [String], redirections: String, in folder: TemporaryFolder) throws -> CLIRun {
        let executable = try navgraphExecutable().path
        return try runShell(
            "exec \"$0\" \(arguments.joined(separator: " ")) \(redirections)", argument0: executable, in: folder)
    }

    private func runShell(_ script: String, argument0: String, in folder: TemporaryFolder) throws -> CLIRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, argument0]
        process.currentDirectoryURL = folder.url
        let errorURL = folder.url.appendingPathComponent("stderr.txt")
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let errors = try FileHandle(forWritingTo: errorURL)
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        try errors.close()
        let text = String(decoding: try Data(contentsOf: errorURL), as: UTF8.self)
        return CLIRun(status: process.terminationStatus, output: "", errors: text)
    }

    @Test(arguments: [
        ["schema"], ["validate", "graphs"], ["explain", "NG201"], ["help"], ["--version"],
        ["graph", "graphs/a.navgraph.yaml"],
        ["test", "graphs"],
    ])
    func aFullDiskIsExitStatusTwo(arguments: [String]) throws {
        let folder = try TemporaryFolder()
        try folder.write("graphs/a.navgraph.yaml", Graphs.valid)
        try folder.write("graphs/a.navflow.yaml", "graph: a.navgraph.yaml\nflows:\n  f:\n    - state: {}\n")
        let run = try shell(arguments, redirections: ">/dev/full", in: folder)
        #expect(run.status == 2)
        #expect(run.errors.contains("cannot write to standard output: no space left on device"))
    }

    @Test(arguments: [["schema"], ["validate", "graphs"]])
    func aClosedStandardOutputIsExitStatusTwo(arguments: [String]) throws {
        let folder = try TemporaryFolder()
        try folder.write("graphs/a.navgraph.yaml", Graphs.valid)
        let run = try shell(arguments, redirections: ">&-", in: folder)
        #expect(run.status == 2)
        #expect(run.errors.contains("cannot write to standard output: bad file descriptor"))
    }

    @Test func aFailingStandardErrorIsExitStatusTwo() throws {
        let folder = try TemporaryFolder()
        try folder.write("graphs/a.navgraph.yaml", Graphs.unknownKey)
        let run = try shell(["graph", "graphs/a.navgraph.yaml"], redirections: "2>/dev/full", in: folder)
        #expect(run.status == 2)
    }
}
