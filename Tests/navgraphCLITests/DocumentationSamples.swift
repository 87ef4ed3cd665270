import Foundation

/// The command samples of docs/*.md, found by their markers. A sample is a code block right after a marker line:
///
/// - `<!-- sample -->`: a terminal session. Each line starting with `$ ` is a command; the lines after it, up to the
///   next command, are what it prints (standard output and standard error together). A line that is only `...`
///   stands for any number of lines; `...` inside a line stands for any text.
/// - `<!-- sample: commands -->`: one command a line (no `$ `, no output shown); each must end with status 0.
///
/// Either marker may name a folder of the repository to copy in beside `graphs/`:
/// `<!-- sample with Tests/NavGraphCoreTests/Import/Fixtures/references -->`. A block of any language after
/// `<!-- sample: file PATH -->` (a flow file the page shows) is written to PATH for every sample of its page.
/// Commands run with `/bin/sh` in a scratch folder holding a copy of the repository's `graphs/`, with the built
/// `navgraph` first on `PATH`, one block at a time, so a block's commands see what the earlier ones wrote and
/// `echo $?` sees their status.
struct DocumentationSample {
    /// A command and what it prints, as written in the page.
    struct Step {
        var command: String
        var expected: [String]
    }

    var page: String
    /// The line of the opening fence, from 1.
    var line: Int
    /// Whether the output is compared (a terminal session) or only the status checked (a list of commands).
    var comparesOutput: Bool
    /// A folder of the repository whose contents are copied into the scratch folder, if any.
    var folder: String?
    /// Files the page shows and the sample reads: path in the scratch folder, and text.
    var files: [(path: String, text: String)] = []
    var steps: [Step]

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every page of docs/, by name (`docs/cli.md`) with its text, in name order.
    static func pages() throws -> [(name: String, text: String)] {
        let docs = repository.appendingPathComponent("docs")
        return try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }.sorted()
            .map { ("docs/" + $0, try String(contentsOf: docs.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// A code block of a page: its first line's number (the fence's), the line before it, and its lines.
    struct Block {
        var line: Int
        var marker: String?
        var lines: [String]
    }

    /// The fenced code blocks of `text`, each with the marker line right above its fence, if there is one.
    static func blocks(of text: String) -> [Block] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blocks: [Block] = []
        var open: Block?
        for (index, line) in lines.enumerated() {
            guard line.drop(while: { $0 == " " }).hasPrefix("```") else {
                open?.lines.append(line)
                continue
            }
            if let block = open {
                blocks.append(block)
                open = nil
            } else {
                let above = index > 0 ? lines[index - 1] : ""
                open = Block(line: index + 1, marker: above.hasPrefix("<!-- sample") ? above : nil, lines: [])
            }
        }
        return blocks
    }

    /// The sample a marked block holds, or a description of what is wrong with its marker.
    static func sample(page: String, block: Block) -> Result<DocumentationSample, SampleError> {
        guard let marker = block.marker else {
            return .failure(SampleError(description: "\(page):\(block.line): no marker"))
        }
        let pattern = /<!-- sample(: commands)?( with ([^ ]+))? -->/
        guard let match = marker.wholeMatch(of: pattern) else {
            return .failure(SampleError(description: "\(page):\(block.line - 1): unknown marker '\(marker)'"))
        }
        let comparesOutput = match.output.1 == nil
        var steps: [Step] = []
        for line in block.lines {
            if comparesOutput {
                if line.hasPrefix("$ ") {
                    steps.append(Step(command: String(line.dropFirst(2)), expected: []))
                } else if steps.isEmpty {
                    return .failure(SampleError(description: "\(page):\(block.line): output before any '$ ' command"))
                } else {
                    steps[steps.count - 1].expected.append(line)
                }
            } else if !line.isEmpty {
                steps.append(Step(command: line, expected: []))
            }
        }
        return .success(
            DocumentationSample(
                page: page, line: block.line, comparesOutput: comparesOutput, folder: match.output.3.map(String.init),
                steps: steps))
    }

    /// The marker of a block written to a file for the samples of its page.
    static var fileMarker: Regex<(Substring, Substring)> { /<!-- sample: file ([^ ]+) -->/ }

    /// Every marked sample of docs/.
    static func all() throws -> [Result<DocumentationSample, SampleError>] {
        try pages().flatMap { page in
            let blocks = blocks(of: page.text)
            var files: [(path: String, text: String)] = []
            for block in blocks {
                if let match = block.marker?.wholeMatch(of: fileMarker) {
                    files.append((String(match.output.1), block.lines.map { $0 + "\n" }.joined()))
                }
            }
            return blocks.filter { $0.marker != nil && $0.marker?.wholeMatch(of: fileMarker) == nil }.map {
                sample(page: page.name, block: $0).map { sample in
                    var sample = sample
                    sample.files = files
                    return sample
                }
            }
        }
    }
}

/// A marker that cannot be read.
struct SampleError: Error, CustomStringConvertible {
    var description: String
}

/// Whether `lines` match `pattern`: a pattern line that is only `...` (however indented) matches any number of
/// lines, and `...` inside a pattern line matches any text.
func linesMatch(_ lines: ArraySlice<String>, _ pattern: ArraySlice<String>) -> Bool {
    guard let first = pattern.first else { return lines.isEmpty }
    if first.trimmingCharacters(in: .whitespaces) == "..." {
        let rest = pattern.dropFirst()
        return (lines.startIndex...lines.endIndex).contains { linesMatch(lines[$0...], rest) }
    }
    guard let line = lines.first, lineMatches(line, first) else { return false }
    return linesMatch(lines.dropFirst(), pattern.dropFirst())
}

/// Whether `line` matches `pattern`, in which each `...` stands for any text.
func lineMatches(_ line: String, _ pattern: String) -> Bool {
    let pieces = pattern.components(separatedBy: "...")
    guard pieces.count > 1 else { return line == pattern }
    guard let head = pieces.first, let tail = pieces.last, line.hasPrefix(head),
        line.dropFirst(head.count).hasSuffix(tail)
    else {
        return false
    }
    var rest = Substring(line.dropFirst(head.count).dropLast(tail.count))
    for piece in pieces.dropFirst().dropLast() {
        guard let found = rest.range(of: piece) else { return false }
        rest = rest[found.upperBound...]
    }
    return true
}
