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

    /// The settings an app target may compile generated code with: both language modes, each with and without
    /// main-actor default isolation (what a new Xcode app target and SwiftPM's `defaultIsolation(MainActor.self)`
    /// set).
    enum Mode: String, CaseIterable, CustomStringConvertible {
        /// Swift 6 mode with the house's upcoming features: the strictest setting without default isolation.
        case swift6
        /// Swift 6 mode, every declaration main-actor isolated by default, with the two upcoming features Xcode's
        /// "Approachable Concurrency" setting adds (isolated conformances, nonisolated async functions running on
        /// the caller's actor).
        case swift6MainActor
        /// Swift 5 mode with complete concurrency checking (its concurrency diagnostics are warnings: callers
        /// check the output for `warning:`).
        case swift5
        /// Swift 5 mode with main-actor default isolation and "Approachable Concurrency": a new Xcode 26 app
        /// target, checked completely.
        case swift5MainActor

        var description: String { rawValue }

        /// The `swiftc` options of the mode.
        var arguments: [String] {
            var arguments: [String]
            switch self {
            case .swift6, .swift6MainActor:
                arguments = [
                    "-swift-version", "6",
                    "-enable-upcoming-feature", "ExistentialAny",
                    "-enable-upcoming-feature", "InternalImportsByDefault",
                    "-enable-upcoming-feature", "MemberImportVisibility",
                ]
            case .swift5, .swift5MainActor:
                arguments = ["-swift-version", "5", "-strict-concurrency=complete"]
            }
            if self == .swift6MainActor || self == .swift5MainActor {
                arguments += [
                    "-default-isolation", "MainActor",
                    "-enable-upcoming-feature", "InferIsolatedConformances",
                    "-enable-upcoming-feature", "NonisolatedNonsendingByDefault",
                ]
            }
            return arguments
        }
    }

    /// Type-checks `files` as one module in `mode` (by default Swift 6 mode with the house's upcoming features).
    static func typecheck(
        _ files: [URL], moduleName: String = "GeneratedCode", mode: Mode = .swift6
    ) throws -> Outcome {
        try compile(files, moduleName: moduleName, mode: mode, action: ["-typecheck"])
    }

    /// Compiles `files` as one optimised module (`-O -wmo`) in `mode` into an object file in a temporary folder:
    /// the release build an app makes, which type-checking alone does not reach.
    static func compileReleaseObject(
        _ files: [URL], moduleName: String = "GeneratedCode", mode: Mode = .swift6
    ) throws -> Outcome {
        let folder = try temporaryFolder("release")
        defer { try? FileManager.default.removeItem(at: folder) }
        let object = folder.appendingPathComponent(moduleName + ".o").path
        return try compile(
            files, moduleName: moduleName, mode: mode,
            action: ["-c", "-O", "-wmo", "-parse-as-library", "-o", object])
    }

    /// Runs `swiftc` with `action` on `files` against the runtime module this test run was built with.
    private static func compile(_ files: [URL], moduleName: String, mode: Mode, action: [String]) throws -> Outcome {
        guard let modules = modulesFolder else {
            return Outcome(status: -1, output: "NavGraphRuntime.swiftmodule not found near \(CommandLine.arguments[0])")
        }
        let arguments =
            ["swiftc"] + action + mode.arguments
            + ["-I", modules.path, "-module-name", moduleName, "-package-name", "navgraphtests"]
            + files.map(\.path)
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
