import Foundation
import NavGraphCore

/// Graphviz's `dot`, run to turn a DOT diagram into a picture (SVG, PNG or PDF). The diagram goes in through a
/// temporary file and the picture comes out through another, so neither side can block on a full pipe; the
/// temporary folder is removed afterwards.
enum Graphviz {
    /// How to get `dot`, for the message shown when it is missing.
    static let installHint =
        "install Graphviz: 'apt-get install graphviz' (Debian, Ubuntu), 'brew install graphviz' (macOS)"

    /// The picture formats `dot` draws, by file extension.
    static let pictureExtensions = ["svg", "png", "pdf"]

    /// The `dot` executable on `PATH`, nil when there is none.
    static func find(environment: [String: String]) -> String? {
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for folder in folders where !folder.isEmpty {
            let candidate = PathUtilities.join(folder, "dot")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue,
                FileManager.default.isExecutableFile(atPath: candidate)
            {
                return candidate
            }
        }
        return nil
    }

    /// The bytes of `diagram` drawn by the `dot` at `executable` as `format` (an element of `pictureExtensions`).
    static func render(_ diagram: String, format: String, executable: String) throws(UsageError) -> [UInt8] {
        let manager = FileManager.default
        let folder = manager.temporaryDirectory.appendingPathComponent("navgraph-dot-\(UUID().uuidString)")
        do {
            try manager.createDirectory(at: folder, withIntermediateDirectories: false)
        } catch {
            throw UsageError(message: "cannot create a temporary folder for 'dot': \(error.localizedDescription)")
        }
        defer { try? manager.removeItem(at: folder) }
        let input = folder.appendingPathComponent("diagram.dot")
        let output = folder.appendingPathComponent("picture")
        let errors = folder.appendingPathComponent("errors")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-T\(format)", "-o", output.path, input.path]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        do {
            try Data(diagram.utf8).write(to: input)
            guard manager.createFile(atPath: errors.path, contents: nil) else {
                throw UsageError(message: "cannot create a temporary file for 'dot'")
            }
            let errorHandle = try FileHandle(forWritingTo: errors)
            defer { try? errorHandle.close() }
            process.standardError = errorHandle
            try process.run()
        } catch let error as UsageError {
            throw error
        } catch {
            throw UsageError(message: "cannot run '\(executable)': \(error.localizedDescription)")
        }
        process.waitUntilExit()
        let said = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        let firstLines = said.split(separator: "\n").prefix(5).joined(separator: "\n")
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let how =
                process.terminationReason == .exit
                ? "exit status \(process.terminationStatus)" : "signal \(process.terminationStatus)"
            throw UsageError(
                message: "'dot' failed (\(how))" + (firstLines.isEmpty ? "" : ": \(TextRenderer.visible(firstLines))"))
        }
        guard let picture = try? Data(contentsOf: output), !picture.isEmpty else {
            throw UsageError(message: "'dot' wrote no picture")
        }
        return [UInt8](picture)
    }
}
