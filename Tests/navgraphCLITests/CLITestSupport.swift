import Foundation
import Testing

/// What one run of the built `navgraph` executable gave.
struct CLIRun {
    var status: Int32
    var output: String
    var errors: String
}

/// Errors of the test harness itself.
struct HarnessError: Error, CustomStringConvertible {
    var description: String
}

/// The built `navgraph` executable: `NAVGRAPH_EXECUTABLE` if set, else next to the test bundle (SwiftPM puts
/// executables and the test bundle in the same build folder), else `.build/debug/navgraph` of this package.
func navgraphExecutable() throws -> URL {
    let manager = FileManager.default
    var candidates: [URL] = []
    if let path = ProcessInfo.processInfo.environment["NAVGRAPH_EXECUTABLE"] {
        candidates.append(URL(fileURLWithPath: path))
    }
    for bundle in [Bundle.main] + Bundle.allBundles {
        var folder = bundle.bundleURL
        // The test bundle may be a folder (`.xctest` on macOS) or an executable file (Linux): try its folder and
        // the folders above it, up to the build folder.
        for _ in 0..<4 {
            folder = folder.deletingLastPathComponent()
            candidates.append(folder.appendingPathComponent("navgraph"))
        }
    }
    var packageRoot = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { packageRoot = packageRoot.deletingLastPathComponent() }
    candidates.append(packageRoot.appendingPathComponent(".build/debug/navgraph"))
    for candidate in candidates {
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
            manager.isExecutableFile(atPath: candidate.path)
        {
            return candidate
        }
    }
    throw HarnessError(description: "built 'navgraph' not found; tried \(candidates.map(\.path))")
}

/// Runs `navgraph arguments` in `folder`, with `NO_COLOR` unset unless `environment` sets it, and `input` as its
/// standard input.
func navgraph(
    _ arguments: [String], in folder: TemporaryFolder? = nil, environment: [String: String] = [:], input: String = "",
    inputBytes: Data? = nil
) throws -> CLIRun {
    try runProgram(
        try navgraphExecutable(), arguments, in: folder, environment: environment, input: input, inputBytes: inputBytes)
}

/// Runs `executable arguments` in `folder` as `navgraph(_:in:environment:input:inputBytes:)` runs the tool.
func runProgram(
    _ executable: URL, _ arguments: [String], in folder: TemporaryFolder? = nil, environment: [String: String] = [:],
    input: String = "", inputBytes: Data? = nil
) throws -> CLIRun {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var variables = ProcessInfo.processInfo.environment
    variables["NO_COLOR"] = nil
    variables.merge(environment) { _, new in new }
    process.environment = variables
    if let folder { process.currentDirectoryURL = folder.url }
    // Output goes to files, not pipes, so a large output can never block the child.
    let scratch = try TemporaryFolder()
    let outputURL = scratch.url.appendingPathComponent("stdout")
    let errorURL = scratch.url.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
    let output = try FileHandle(forWritingTo: outputURL)
    let errors = try FileHandle(forWritingTo: errorURL)
    process.standardOutput = output
    process.standardError = errors
    let inputURL = scratch.url.appendingPathComponent("stdin")
    try (inputBytes ?? Data(input.utf8)).write(to: inputURL)
    process.standardInput = try FileHandle(forReadingFrom: inputURL)
    try process.run()
    process.waitUntilExit()
    try output.close()
    try errors.close()
    return CLIRun(
        status: process.terminationStatus,
        output: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
        errors: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
}

/// A fresh folder under the system's temporary folder, removed when the value goes away.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("navgraphCLITests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// The absolute path of `relative` in this folder.
    func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }

    /// Writes `text` to `relative`, creating folders on the way.
    func write(_ relative: String, _ text: String) throws {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    /// The text of `relative`, nil when it does not exist.
    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: path(relative)).map { String(decoding: $0, as: UTF8.self) }
    }
}

/// Small graphs for the command-line tests.
enum Graphs {
    /// A graph with no problem.
    static let valid = """
        navgraph: 1
        graph: Settings
        root: list
        screens:
          list:
            title: Settings
            segues:
              openAbout: { kind: show, to: about }
          about:
            title: About

        """

    /// A graph with an unknown key: `titel` (NG004 at line 10, column 5, did you mean 'title').
    static let unknownKey = """
        navgraph: 1
        graph: Settings
        root: list
        screens:
          list:
            title: Settings
            segues:
              openAbout: { kind: show, to: about }
          about:
            titel: About

        """

    /// A graph with an unreachable screen (warning NG405) and a cycle of `show` segues (remark NG409).
    static let warningAndRemark = """
        navgraph: 1
        graph: Settings
        root: list
        screens:
          list:
            title: Settings
            segues:
              openAbout: { kind: show, to: about }
          about:
            title: About
            segues:
              openList: { kind: show, to: list }
          orphan:
            title: Orphan

        """

    /// A main graph that includes `parts/about.navgraph.yaml`.
    static let including = """
        navgraph: 1
        graph: Settings
        root: list
        include: [parts/about.navgraph.yaml]
        screens:
          list:
            title: Settings
            segues:
              openAbout: { kind: show, to: about }

        """

    /// The part `including` includes: screens only, no `graph:`.
    static let part = """
        screens:
          about:
            title: About

        """
}

/// The executable `name` on `PATH`. Missing: a failure under CI (which installs it in .ci/run), else a skip with a
/// printed note naming how to install it.
func requiredTool(_ name: String, install: String, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") where !folder.isEmpty {
        if FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") { return "\(folder)/\(name)" }
    }
    reportMissing("'\(name)' is needed by this test: \(install)", sourceLocation: sourceLocation)
    return nil
}

/// What a test says when a tool it needs is missing: a failure under CI (which installs every such tool in
/// .ci/run), else a skip with `message` printed.
func reportMissing(_ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
    if ProcessInfo.processInfo.environment["CI"] == "true" {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    } else {
        print("note: skipped: \(message)")
    }
}
