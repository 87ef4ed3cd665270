import Foundation
import Testing

/// README.md, CONTRIBUTING.md, CHANGELOG.md and docs/*.md read as written: every code block is closed (an unclosed
/// fence turns the rest of a page into code on GitHub), every relative link points at a file of the repository, and
/// the app code docs/getting-started.md gives to paste is what the stub package compiles.
@Suite struct DocumentationFilesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func pages() throws -> [(name: String, text: String, folder: URL)] {
        let docs = root.appendingPathComponent("docs")
        let names = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }
        var pages: [(name: String, text: String, folder: URL)] = []
        for name in ["README.md", "CONTRIBUTING.md", "CHANGELOG.md"] {
            pages.append((name, try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8), root))
        }
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

    /// The lines of `page`'s section `title` (up to the next heading of its level or above), the heading excluded.
    static func sectionLines(_ title: String, of page: String) throws -> ArraySlice<Substring> {
        let text = try #require(try Self.pages().first { $0.name == page }, "\(page) exists").text
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0 == title }, "\(page) has '\(title)'")
        let level = title.prefix { $0 == "#" }.count
        var inCode = false
        for index in (start + 1)..<lines.endIndex {
            let line = lines[index]
            if line.drop(while: { $0 == " " }).hasPrefix("```") { inCode.toggle() }
            if !inCode, line.hasPrefix("#"), line.prefix(while: { $0 == "#" }).count <= level {
                return lines[(start + 1)..<index]
            }
        }
        return lines[(start + 1)...]
    }

    /// The code blocks of `page`'s section `title` (up to the next heading of its level or above), each as its
    /// language and its text without the list's indentation.
    static func codeBlocks(inSection title: String, of page: String = "README.md") throws -> [(
        language: String, text: String
    )] {
        let text = try #require(try Self.pages().first { $0.name == page }, "\(page) exists").text
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0 == title }, "\(page) has '\(title)'")
        let level = title.prefix { $0 == "#" }.count
        var blocks: [(language: String, text: String)] = []
        var open: (language: String, indent: Int, lines: [Substring])?
        for line in lines[(start + 1)...] {
            if open == nil, line.hasPrefix("#"), line.prefix(while: { $0 == "#" }).count <= level { break }
            let indent = line.prefix { $0 == " " }.count
            let trimmed = line.dropFirst(indent)
            if let block = open {
                if trimmed == "```" && indent == block.indent {
                    blocks.append((block.language, block.lines.map { $0.dropFirst(block.indent) + "\n" }.joined()))
                    open = nil
                } else {
                    open?.lines.append(line)
                }
            } else if trimmed.hasPrefix("```") {
                open = (String(trimmed.dropFirst(3)), indent, [])
            }
        }
        return blocks
    }

    /// docs/getting-started.md's "In a UIKit app" and "In a SwiftUI app" give a graph and the code to paste;
    /// Tests/HostStubs compiles both, as files, against the UIKit and SwiftUI stubs with the build plugin (CI builds
    /// it), so they must be the page's text. (README's quick start: QuickStartTests.)
    @Test(arguments: [
        ("## In a UIKit app", "ReadmeUIKitApp", ["Mail.navgraph.yaml", "SceneDelegate.swift"]),
        ("## In a SwiftUI app", "ReadmeSwiftUIApp", ["Notes.navgraph.yaml", "NotesApp.swift"]),
    ])
    func gettingStartedsAppCodeIsWhatTheStubPackageCompiles(section: String, target: String, files: [String]) throws {
        let page = "docs/getting-started.md"
        let blocks = try Self.codeBlocks(inSection: section, of: page)
        #expect(blocks.prefix(2).map(\.language) == ["yaml", "swift"])
        let folder = Self.root.appendingPathComponent("Tests/HostStubs/Sources/\(target)")
        for (block, file) in zip(blocks, files) {
            let compiled = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            #expect(block.text == compiled, "\(page)'s \(section) and Tests/HostStubs/Sources/\(target)/\(file) differ")
        }
    }
}

extension DocumentationFilesTests {
    /// docs/generation.md names every product of Package.swift, so a new library or plugin is not left out of it.
    @Test func generationPageNamesEveryProduct() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let products = manifest.matches(of: /\.(?:library|executable|plugin)\(name: "([^"]+)"/).map {
            String($0.output.1)
        }
        #expect(products.count >= 8, "\(products)")
        let page = try #require(try Self.pages().first { $0.name == "docs/generation.md" }).text
        let paragraph = try #require(
            page.components(separatedBy: "\n\n").first { $0.hasPrefix("The package's products") })
        for product in products {
            #expect(paragraph.contains("`\(product)`"), "docs/generation.md's list of products lacks '\(product)'")
        }
    }
}
