import Foundation
import _NavGraphCore

/// Runs `git` (found on `PATH`) and collects what it prints: `navgraph diff git:REV` reads graph files of a
/// revision through it. The compiler never runs it; only the command line does.
enum GitProcess {
    /// What one run of git gave.
    struct Outcome {
        var status: Int32
        var output: [UInt8]
        var errors: String
    }

    /// Runs `git arguments` in `folder` (the current folder when nil); a git that cannot be started is a usage
    /// error saying so.
    static func run(_ arguments: [String], in folder: String? = nil) throws(UsageError) -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        var environment = ProcessInfo.processInfo.environment
        // Messages in English and no pager or prompt: the output is parsed and quoted.
        environment["LC_ALL"] = "C"
        environment["GIT_PAGER"] = "cat"
        environment["GIT_TERMINAL_PROMPT"] = "0"
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw UsageError(message: "cannot run git: \(error.localizedDescription)", hint: "install git")
        }
        // Standard error is read on its own thread so that neither pipe can fill up and block git.
        let errorData = ErrorCollector()
        let reader = Thread { errorData.store(errors.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let said = errorData.wait()
        // `env` exits 127 when it finds no git.
        if process.terminationStatus == 127 {
            throw UsageError(message: "cannot run git: it is not installed or not on PATH", hint: "install git")
        }
        return Outcome(
            status: process.terminationStatus, output: [UInt8](bytes),
            errors: String(decoding: said, as: UTF8.self))
    }

    /// Standard error's bytes, handed from the reading thread.
    private final class ErrorCollector: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private var data = Data()

        func store(_ bytes: Data) {
            data = bytes
            done.signal()
        }

        func wait() -> Data {
            done.wait()
            return data
        }
    }
}
