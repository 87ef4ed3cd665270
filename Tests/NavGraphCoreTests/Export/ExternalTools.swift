import Foundation
import Testing

/// Programs some tests run: Graphviz's `dot` and Python with `jsonschema`. Under CI (`CI=true`) a missing one is a
/// test failure naming the package to install; elsewhere the test is skipped with a printed note saying the same,
/// so a machine without them can still run the suite.
enum ExternalTools {
    /// What one run of a program gave.
    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    /// The executable `name` on `PATH`, nil when there is none.
    static func find(_ name: String) -> String? {
        if name.hasPrefix("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Reports that `tool` is missing: a recorded issue under CI, else a printed note. Always returns nil, for
    /// `guard let tool = ... ?? ExternalTools.missing(...) else { return }`.
    static func missing(_ tool: String, install: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
        -> String?
    {
        let message = "\(tool) is needed by this test and is missing: \(install)"
        if ProcessInfo.processInfo.environment["CI"] == "true" {
            Issue.record(Comment(rawValue: message + " (CI installs it in .ci/run)"), sourceLocation: sourceLocation)
        } else {
            print("note: skipped: \(message)")
        }
        return nil
    }

    /// Runs `executable` with `arguments` and `input` on its standard input. Input and output go through files in
    /// a temporary folder, so no pipe can fill up and block either side.
    static func run(_ executable: String, _ arguments: [String], input: String = "") throws -> Run {
        let manager = FileManager.default
        let folder = manager.temporaryDirectory.appendingPathComponent("navgraph-tool-\(UUID().uuidString)")
        try manager.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? manager.removeItem(at: folder) }
        let inputFile = folder.appendingPathComponent("input")
        let outputFile = folder.appendingPathComponent("output")
        let errorFile = folder.appendingPathComponent("errors")
        try Data(input.utf8).write(to: inputFile)
        try Data().write(to: outputFile)
        try Data().write(to: errorFile)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let inputHandle = try FileHandle(forReadingFrom: inputFile)
        let outputHandle = try FileHandle(forWritingTo: outputFile)
        let errorHandle = try FileHandle(forWritingTo: errorFile)
        defer {
            try? inputHandle.close()
            try? outputHandle.close()
            try? errorHandle.close()
        }
        process.standardInput = inputHandle
        process.standardOutput = outputHandle
        process.standardError = errorHandle
        try process.run()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus,
            output: try String(contentsOf: outputFile, encoding: .utf8),
            errors: try String(contentsOf: errorFile, encoding: .utf8))
    }
}
