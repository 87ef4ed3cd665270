import Foundation

/// Runs a sample of docs/ as its marker says (see `DocumentationSample`).
extension DocumentationSample {
    /// What one command of a sample printed and its exit status.
    struct Outcome {
        var lines: [String]
        var status: Int32
    }

    /// Separates the outputs of a block's commands: a byte no sample prints, then the status.
    private static let separator = "\u{1E}"

    /// Runs every step in one shell, in a scratch folder holding `graphs/` (and `folder`'s files), and gives each
    /// step's output and status.
    func run() throws -> [Outcome] {
        let scratch = try TemporaryFolder()
        let manager = FileManager.default
        try manager.copyItem(
            at: Self.repository.appendingPathComponent("graphs"), to: scratch.url.appendingPathComponent("graphs"))
        if let folder {
            let source = Self.repository.appendingPathComponent(folder)
            for name in try manager.contentsOfDirectory(atPath: source.path) {
                try manager.copyItem(
                    at: source.appendingPathComponent(name), to: scratch.url.appendingPathComponent(name))
            }
        }
        for file in files { try scratch.write(file.path, file.text) }
        let tool = try navgraphExecutable().deletingLastPathComponent().path
        var script = "cd '\(scratch.url.path)' || exit 99\nPATH='\(tool)':\"$PATH\"\nexport PATH\nunset NO_COLOR\n"
        for step in steps {
            // The status is handed on, so that `echo $?` sees the command before it.
            script +=
                "{ \(step.command)\n} 2>&1; status=$?; printf '\\n\(Self.separator)%d\\n' $status; (exit $status)\n"
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = scratch.url
        let outputURL = scratch.url.appendingPathComponent(".sample-output")
        _ = manager.createFile(atPath: outputURL.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputURL)
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try output.close()
        return Self.outcomes(String(decoding: try Data(contentsOf: outputURL), as: UTF8.self))
    }

    /// Splits a block's output at the separators into each command's lines and status.
    static func outcomes(_ text: String) -> [Outcome] {
        var outcomes: [Outcome] = []
        var pending = ""
        for (index, segment) in text.components(separatedBy: separator).enumerated() {
            var body = Substring(segment)
            if index > 0, let lineEnd = body.firstIndex(of: "\n") {
                outcomes.append(Self.outcome(pending, status: Int32(body[..<lineEnd]) ?? -1))
                body = body[body.index(after: lineEnd)...]
            }
            pending = String(body)
        }
        return outcomes
    }

    /// One command's output as lines, without the blank lines at its end (a page's code block cannot show them;
    /// the script adds one line break before each separator).
    private static func outcome(_ output: String, status: Int32) -> Outcome {
        var text = Substring(output)
        while text.hasSuffix("\n") { text = text.dropLast() }
        let lines = text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return Outcome(lines: lines, status: status)
    }
}
