import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `import` does not replace a graph file someone may have edited (without `--force`), refuses two storyboards
/// whose graph files would be one file, reads a storyboard given twice once, and shows file names escaped (issue 20,
/// items 14 to 16).
struct ImportOutputSafetyTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="home">
        <scenes><scene sceneID="s1"><objects>
        <viewController storyboardIdentifier="Home" id="home" sceneMemberID="viewController"/>
        </objects></scene></scenes>
        </document>

        """

    /// Writes the storyboard to the file named by the raw bytes `name` in `folder`.
    static func write(name: [UInt8], in folder: TemporaryFolder) throws {
        let path = (Array(folder.url.path.utf8) + [UInt8(ascii: "/")] + name + [0]).map { CChar(bitPattern: $0) }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let bytes = Array(storyboard.utf8)
        #expect(bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) } == bytes.count)
    }

    @Test func anEditedGraphFileIsReplacedOnlyWithForce() throws {
        let folder = try TemporaryFolder()
        try folder.write("Main.storyboard", Self.storyboard)
        #expect(try navgraph(["import", "storyboard", "Main.storyboard"], in: folder).status == 0)
        // The same output again: nothing to replace.
        #expect(try navgraph(["import", "storyboard", "Main.storyboard"], in: folder).status == 0)
        try folder.write("Main.navgraph.yaml", "# edited by hand\n")
        let refused = try navgraph(["import", "storyboard", "Main.storyboard"], in: folder)
        #expect(refused.status == 2)
        #expect(refused.errors.contains("'Main.navgraph.yaml' exists and holds something else"))
        #expect(refused.errors.contains("'--force' replaces it"))
        #expect(folder.read("Main.navgraph.yaml") == "# edited by hand\n")
        let forced = try navgraph(["import", "storyboard", "--force", "Main.storyboard"], in: folder)
        #expect(forced.status == 0, "\(forced.errors)")
        #expect(folder.read("Main.navgraph.yaml")?.contains("root: home") == true)
    }

    @Test func storyboardsWhoseGraphFilesWouldBeOneFileAreRefused() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.url.appending(path: "a"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.url.appending(path: "b"), withIntermediateDirectories: true)
        try folder.write("a/X.storyboard", Self.storyboard)
        try folder.write("b/x.storyboard", Self.storyboard)
        try folder.write("a/caf\u{E9}.storyboard", Self.storyboard)
        try folder.write("b/cafe\u{301}.storyboard", Self.storyboard)
        for (first, second) in [("a/X", "b/x"), ("a/caf\u{E9}", "b/cafe\u{301}")] {
            let run = try navgraph(
                ["import", "storyboard", first + ".storyboard", second + ".storyboard", "--output", "out"], in: folder)
            #expect(run.status == 2)
            #expect(run.errors.contains("differ only by case or Unicode normalisation"), "\(run.errors)")
            #expect(!FileManager.default.fileExists(atPath: folder.path("out")))
        }
    }

    @Test func aStoryboardGivenTwiceIsReadOnce() throws {
        let folder = try TemporaryFolder()
        try folder.write("Main.storyboard", Self.storyboard)
        let run = try navgraph(["import", "storyboard", "Main.storyboard", "./Main.storyboard"], in: folder)
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(!run.output.contains("NG501"))
        #expect(run.output.components(separatedBy: "-> Main.navgraph.yaml").count == 2)
    }

    @Test func fileNamesAreShownEscaped() throws {
        let folder = try TemporaryFolder()
        let name = "e\u{1B}[31mvil\u{202E}x\n::error file=a::b.storyboard"
        try folder.write(name, Self.storyboard)
        let run = try navgraph(["import", "storyboard", name], in: folder)
        #expect(run.status == 0, "\(run.errors)")
        #expect(!run.output.contains("\u{1B}") && !run.output.contains("\u{202E}"))
        #expect(!run.output.split(separator: "\n").contains { $0.hasPrefix("::error") })
        #expect(run.output.contains("e\u{241B}[31mvil\\u{202E}x\u{240A}::error file=a::b.storyboard -> "))
    }

    @Test func aFileNameThatIsNotUTF8IsWrittenByteForByteAndShownEscaped() throws {
        let folder = try TemporaryFolder()
        try Self.write(name: Array("bad".utf8) + [0xFF] + Array(".storyboard".utf8), in: folder)
        // Through the shell, so that the argument's bytes reach the tool unchanged.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [
            "-c", #"exec "$0" import storyboard "$(printf 'bad\377.storyboard')" >out.txt"#,
            try navgraphExecutable().path,
        ]
        process.currentDirectoryURL = folder.url
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(folder.read("out.txt")?.contains("\nbad\\xFF.storyboard -> bad\\xFF.navgraph.yaml: 1 screen") == true)
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(!written.contains { $0.unicodeScalars.contains { $0.value == 0x10FFFF } }, "\(written)")
        let output = (Array(folder.url.path.utf8) + Array("/bad".utf8) + [0xFF] + Array(".navgraph.yaml".utf8) + [0])
            .map { CChar(bitPattern: $0) }
        #expect(access(output, R_OK) == 0)
    }
}
