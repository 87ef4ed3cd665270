import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A folder scan reports every file found, whatever its name: bytes that are not UTF-8 are read and shown escaped,
/// and names that differ only by Unicode normalisation are two files.
struct FolderScanNameTests {
    /// Writes `text` to the file named by the raw bytes `name` in `folder`.
    func write(_ text: String, name: [UInt8], in folder: TemporaryFolder) throws {
        let path = (Array(folder.url.path.utf8) + [UInt8(ascii: "/")] + name + [0]).map { CChar(bitPattern: $0) }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        #expect(bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) } == bytes.count)
    }

    @Test func aNameThatIsNotUTF8IsFoundAndShownEscaped() throws {
        let folder = try TemporaryFolder()
        try write(Graphs.unknownKey, name: [0x62, 0xFE] + Array(".navgraph.yaml".utf8), in: folder)
        let run = try navgraph(["validate", "."], in: folder)
        #expect(run.status == 1)
        #expect(run.output.contains("b\\xFE.navgraph.yaml:10:5: error: unknown key 'titel'"))
        #expect(run.output.hasSuffix("1 error, 0 warnings in 1 file\n"))
        let json = try navgraph(["validate", "--format", "json", "."], in: folder)
        #expect(json.output.contains(#""file": "b\\xFE.navgraph.yaml""#))
    }

    @Test func aNameThatIsNotUTF8OnTheCommandLineOpens() throws {
        let folder = try TemporaryFolder()
        try write(Graphs.valid, name: [0xFF] + Array(".navgraph.yaml".utf8), in: folder)
        // Through the shell, so that the argument's bytes reach the tool unchanged.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [
            "-c", #"exec "$0" validate "$(printf '\377.navgraph.yaml')" >out.txt"#, try navgraphExecutable().path,
        ]
        process.currentDirectoryURL = folder.url
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(folder.read("out.txt") == "0 errors, 0 warnings in 1 file\n")
    }

    @Test func namesDifferingOnlyByNormalisationAreTwoFiles() throws {
        let folder = try TemporaryFolder()
        // "café" composed (é as U+00E9) and decomposed (e + U+0301).
        try write(Graphs.unknownKey, name: Array("caf\u{E9}.navgraph.yaml".utf8), in: folder)
        try write(Graphs.unknownKey, name: Array("cafe\u{301}.navgraph.yaml".utf8), in: folder)
        let run = try navgraph(["validate", "."], in: folder)
        #expect(run.status == 1)
        // Two files, each with its error; the second graph of one name is NG101's warning.
        #expect(run.output.hasSuffix("2 errors, 1 warning in 2 files\n"))
    }

    @Test func namesDifferingOnlyByNormalisationShowTheirOwnLines() throws {
        let folder = try TemporaryFolder()
        try write(Graphs.unknownKey, name: Array("caf\u{E9}.navgraph.yaml".utf8), in: folder)
        try write(
            Graphs.unknownKey.replacingOccurrences(of: "titel", with: "tutle"),
            name: Array("cafe\u{301}.navgraph.yaml".utf8), in: folder)
        let run = try navgraph(["validate", "."], in: folder)
        #expect(run.output.contains("   10 |     titel: About\n"))
        #expect(run.output.contains("   10 |     tutle: About\n"))
    }
}
