import Foundation
import Testing

/// The layout of generated files, checked on the reference files: what an app developer reads first is the API,
/// everything else comes after a divider, and no line but the definition blob's is wider than 120 columns.
@Suite struct GeneratedLayoutTests {
    static let divider = "// MARK: - Support code below this line is not API"

    static var references: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: referencesFolder.path)) ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
    }

    static func lines(_ reference: String) throws -> [String] {
        try String(contentsOf: referencesFolder.appendingPathComponent(reference), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func thereAreReferences() {
        #expect(Self.references.count >= 4)
    }

    @Test(arguments: references)
    func theHeaderSilencesFormattersAndLinters(reference: String) throws {
        let header = try Self.lines(reference).prefix(4)
        #expect(header.contains("// swift-format-ignore-file"))
        #expect(header.contains("// swiftlint:disable all"))
    }

    @Test(arguments: references)
    func theAPIComesBeforeTheSupportCode(reference: String) throws {
        let lines = try Self.lines(reference)
        let divider = try #require(lines.firstIndex(of: Self.divider), "no divider in \(reference)")
        let api = lines[..<divider]
        let support = lines[divider...]
        #expect(api.contains { $0.contains("enum Screen:") })
        #expect(api.contains { $0.contains("enum Action:") })
        #expect(!api.contains { $0.contains("fileprivate") || $0.contains("static func ==") })
        #expect(!api.contains { $0.contains("init(from decoder") || $0.contains("static let definition") })
        #expect(support.contains { $0.contains("static func ==") })
        #expect(support.contains { $0.contains("static let definition") })
        #expect(support.contains { $0.contains("_fields0") })
    }

    @Test(arguments: references)
    func noLineOutsideTheBlobIsWiderThan120Columns(reference: String) throws {
        var inBlob = false
        for (number, line) in try Self.lines(reference).enumerated() {
            if line.contains("_definitionTables: Swift.StaticString") {
                inBlob = true
                continue
            }
            if inBlob {
                inBlob = !line.trimmingCharacters(in: .whitespaces).hasPrefix("\"\"\"")
                continue
            }
            #expect(line.count <= 120, "\(reference):\(number + 1) has \(line.count) columns")
        }
    }

    @Test func screenSummariesSayWhatTheScreenIsAndHowItIsReached() throws {
        let lines = try Self.lines("settings.navgraph.swift")
        #expect(
            lines.contains(
                "        /// The 'appSettings' screen, titled “{appName}”: shown by 'settingsList.openApp', 'search.openResult' and"
            ))
        #expect(
            lines.contains("        /// The 'searchResults' screen, titled “Results”: the search results of 'search'."))
        #expect(lines.contains("        /// The 'settingsList' screen, titled “Settings”: the graph's root."))
    }
}
