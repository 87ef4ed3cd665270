import Foundation

/// Runs `swiftc -typecheck` on generated code against the runtime module this test run was built with.
enum SwiftCompiler {
    /// What one run printed and how it ended.
    struct Outcome {
        var status: Int32
        var output: String
        var succeeded: Bool { status == 0 }
    }

    /// The folder holding `NavGraphRuntime.swiftmodule`: `Modules/` next to the test bundle (`swift test` builds the
    /// runtime for this target), else the package's `.build/debug/Modules`.
    static let modulesFolder: URL? = {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var candidates: [URL] = []
        var folder = executable.deletingLastPathComponent()
        for _ in 0..<4 {
            candidates.append(folder.appendingPathComponent("Modules"))
            folder = folder.deletingLastPathComponent()
        }
        candidates.append(packageRoot.appendingPathComponent(".build/debug/Modules"))
        return candidates.first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("NavGraphRuntime.swiftmodule").path)
        }
    }()

    /// Type-checks `files` as one module in Swift 6 mode with the house's upcoming features (the strictest setting
    /// an app may use).
    static func typecheck(_ files: [URL], moduleName: String = "GeneratedCode") throws -> Outcome {
        guard let modules = modulesFolder else {
            return Outcome(status: -1, output: "NavGraphRuntime.swiftmodule not found near \(CommandLine.arguments[0])")
        }
        let arguments =
            [
                "swiftc", "-typecheck", "-swift-version", "6",
                "-enable-upcoming-feature", "ExistentialAny",
                "-enable-upcoming-feature", "InternalImportsByDefault",
                "-enable-upcoming-feature", "MemberImportVisibility",
                "-I", modules.path, "-module-name", moduleName, "-package-name", "navgraphtests",
            ] + files.map(\.path)
        return try run(arguments)
    }

    /// Runs a toolchain command (found on `PATH`) and collects what it printed.
    static func run(_ arguments: [String]) throws -> Outcome {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("swiftc-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return Outcome(status: process.terminationStatus, output: output)
    }

    /// A fresh temporary folder.
    static func temporaryFolder(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
