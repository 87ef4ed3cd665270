import Foundation
import _NavGraphCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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

    /// The largest picture read back from `dot`: a bigger one is refused unread.
    static let pictureByteLimit = 256 * 1024 * 1024
    /// How long `dot` may run, in seconds, unless `NAVGRAPH_DOT_TIMEOUT` says otherwise (1 to 3600).
    static let defaultTimeLimit = 120
    static let timeLimits = 1...3600

    /// The time `dot` may run, from `NAVGRAPH_DOT_TIMEOUT` when it is set.
    static func timeLimit(environment: [String: String]) throws(UsageError) -> Int {
        guard let text = environment["NAVGRAPH_DOT_TIMEOUT"] else { return defaultTimeLimit }
        guard text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }), let seconds = Int(text),
            timeLimits.contains(seconds)
        else {
            throw UsageError(
                message: "NAVGRAPH_DOT_TIMEOUT takes a whole number of seconds from \(timeLimits.lowerBound) to "
                    + "\(timeLimits.upperBound), not '\(TextRenderer.visible(text))'")
        }
        return seconds
    }

    /// The bytes of `diagram` drawn by the `dot` at `executable` as `format` (an element of `pictureExtensions`),
    /// within `seconds`. The temporary folder is private to the user and removed on every way out, an interrupt
    /// or a termination of navgraph included (which also stops `dot`).
    static func render(_ diagram: String, format: String, executable: String, seconds: Int) throws(UsageError)
        -> [UInt8]
    {
        let manager = FileManager.default
        let folder = manager.temporaryDirectory.appendingPathComponent("navgraph-dot-\(UUID().uuidString)")
        do {
            try manager.createDirectory(
                at: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
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
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        let guardian = InterruptGuard(folder: folder.path)
        do {
            try Data(diagram.utf8).write(to: input)
            guard manager.createFile(atPath: errors.path, contents: nil) else {
                throw UsageError(message: "cannot create a temporary file for 'dot'")
            }
            let errorHandle = try FileHandle(forWritingTo: errors)
            defer { try? errorHandle.close() }
            process.standardError = errorHandle
            try process.run()
            guardian.watch(process.processIdentifier)
        } catch let error as UsageError {
            guardian.stop()
            throw error
        } catch {
            guardian.stop()
            throw UsageError(message: "cannot run '\(executable)': \(error.localizedDescription)")
        }
        let timedOut = finished.wait(timeout: .now() + .seconds(seconds)) == .timedOut
        if timedOut {
            process.terminate()
            if finished.wait(timeout: .now() + .seconds(2)) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                finished.wait()
            }
        }
        // Past this point a signal acts as usual; one that came while `dot` ran has ended navgraph inside `stop()`.
        guardian.stop()
        if timedOut {
            throw UsageError(
                message: "'dot' did not finish within \(seconds) s and was stopped",
                hint: "a larger graph may need more time: set NAVGRAPH_DOT_TIMEOUT (seconds), or draw part of it "
                    + "with --focus")
        }
        let said = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        let firstLines = said.split(separator: "\n").prefix(5).joined(separator: "\n")
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let how =
                process.terminationReason == .exit
                ? "exit status \(process.terminationStatus)" : "signal \(process.terminationStatus)"
            throw UsageError(
                message: "'dot' failed (\(how))" + (firstLines.isEmpty ? "" : ": \(TextRenderer.visible(firstLines))"))
        }
        let size = (try? manager.attributesOfItem(atPath: output.path)[.size] as? NSNumber)?.int64Value ?? 0
        guard size <= Int64(pictureByteLimit) else {
            throw UsageError(
                message: "'dot' wrote a picture of \(size) bytes, over navgraph's limit of \(pictureByteLimit) bytes",
                hint: "draw part of the graph with --focus, or write the .dot text and run 'dot' yourself")
        }
        guard let picture = try? Data(contentsOf: output), !picture.isEmpty, picture.count <= pictureByteLimit else {
            throw UsageError(message: "'dot' wrote no picture")
        }
        return [UInt8](picture)
    }
}
