import Foundation
import Testing

/// README.md and docs/*.md read as written: every code block is closed (an unclosed fence turns the rest of a page
/// into code on GitHub), and every relative link points at a file of the repository.
@Suite struct DocumentationFilesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func pages() throws -> [(name: String, text: String, folder: URL)] {
        let docs = root.appendingPathComponent("docs")
        let names = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }
        var pages = [
            ("README.md", try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8), root)
        ]
        for name in names.sorted() {
            pages.append(
                ("docs/" + name, try String(contentsOf: docs.appendingPathComponent(name), encoding: .utf8), docs))
        }
        return pages
    }

    @Test func everyCodeBlockIsClosed() throws {
        for page in try Self.pages() {
            var open: (line: Int, fence: String)?
            for (number, line) in page.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let trimmed = line.drop { $0 == " " }
                guard trimmed.hasPrefix("```") else { continue }
                if let current = open {
                    // A closing fence is bare: a fence with an info string inside a block is a mistake.
                    #expect(
                        trimmed == "```",
                        "\(page.name):\(number + 1): a fence with an info string inside the block opened at line \(current.line)"
                    )
                    open = nil
                } else {
                    open = (number + 1, String(trimmed))
                }
            }
            #expect(open == nil, "\(page.name):\(open?.line ?? 0): code block never closed")
        }
    }

    @Test func relativeLinksPointAtFiles() throws {
        let link = /\]\(([^)#:\s]+)(#[^)]*)?\)/
        for page in try Self.pages() {
            for match in page.text.matches(of: link) {
                let target = page.folder.appendingPathComponent(String(match.output.1)).path
                #expect(FileManager.default.fileExists(atPath: target), "\(page.name): broken link \(match.output.1)")
            }
        }
    }
}
