import Foundation
import Testing

/// How `navgraph generate` writes: every output path checked before anything is written, each file written through
/// a temporary file renamed into place.
@Suite struct GenerateWritingTests {
    /// A folder with `a.navgraph.yaml` and `settings.navgraph.yaml`, whose outputs are written in that order.
    static func twoGraphs() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("graphs/a.navgraph.yaml", Graphs.valid.replacingOccurrences(of: "Settings", with: "A"))
        try folder.write("graphs/settings.navgraph.yaml", Graphs.valid)
        return folder
    }

    /// The names in `relative`, sorted.
    static func names(_ folder: TemporaryFolder, _ relative: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path(relative)).sorted()
    }

    @Test func aFolderWhereAnOutputGoesStopsTheRunBeforeAnythingIsWritten() throws {
        let folder = try Self.twoGraphs()
        try FileManager.default.createDirectory(
            atPath: folder.path("out/settings.navgraph.swift"), withIntermediateDirectories: true)
        let run = try navgraph(["generate", "--output", "out", "graphs"], in: folder)
        #expect(run.status == 2)
        #expect(run.errors.contains("cannot write 'out/settings.navgraph.swift': it is a folder"), "\(run.errors)")
        #expect(!run.errors.contains("NSCocoaErrorDomain"))
        #expect(try Self.names(folder, "out") == ["settings.navgraph.swift"])
    }

    @Test func aSymbolicLinkWhereAnOutputGoesIsRefusedAndItsTargetLeftAlone() throws {
        let folder = try Self.twoGraphs()
        try folder.write("elsewhere.txt", "mine")
        try FileManager.default.createDirectory(atPath: folder.path("out"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.path("out/settings.navgraph.swift"), withDestinationPath: folder.path("elsewhere.txt"))
        let run = try navgraph(["generate", "--output", "out", "graphs"], in: folder)
        #expect(run.status == 2)
        #expect(run.errors.contains("cannot write 'out/settings.navgraph.swift': it is a symbolic link"))
        #expect(folder.read("elsewhere.txt") == "mine")
        #expect(try Self.names(folder, "out") == ["settings.navgraph.swift"])
        let kind = try FileManager.default.attributesOfItem(atPath: folder.path("out/settings.navgraph.swift"))[.type]
        #expect(kind as? FileAttributeType == .typeSymbolicLink)
    }

    @Test func aPipeWhereAnOutputGoesIsRefused() throws {
        let folder = try Self.twoGraphs()
        try FileManager.default.createDirectory(atPath: folder.path("out"), withIntermediateDirectories: true)
        #expect(mkfifo(folder.path("out/settings.navgraph.swift"), 0o644) == 0)
        let run = try navgraph(["generate", "--output", "out", "graphs"], in: folder)
        #expect(run.status == 2)
        #expect(run.errors.contains("cannot write 'out/settings.navgraph.swift': it is not a regular file"))
        #expect(try Self.names(folder, "out") == ["settings.navgraph.swift"])
    }

    @Test func anOutputFolderThatIsAFileIsRefused() throws {
        let folder = try Self.twoGraphs()
        try folder.write("out", "not a folder")
        let run = try navgraph(["generate", "--output", "out", "graphs"], in: folder)
        #expect(run.status == 2)
        #expect(run.errors.contains("'out' is not a folder"))
    }

    @Test func outputsDifferingOnlyByCaseAreRefusedBeforeAnythingIsWritten() throws {
        // On macOS's case-insensitive file system both would be one file.
        let folder = try TemporaryFolder()
        try folder.write("graphs/Flow.navgraph.yaml", Graphs.valid)
        try folder.write("graphs/flow.navgraph.yaml", Graphs.valid.replacingOccurrences(of: "Settings", with: "Flow"))
        let run = try navgraph(["generate", "--output", "out", "graphs"], in: folder)
        #expect(run.status == 2)
        #expect(
            run.errors.contains(
                "'graphs/Flow.navgraph.yaml' and 'graphs/flow.navgraph.yaml' would generate 'Flow.navgraph.swift' and "
                    + "'flow.navgraph.swift', names that differ only by case"),
            "\(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("out")))
    }

    @Test func aChangedFileIsReplacedByRenameLeavingNoTemporaryFile() throws {
        let folder = try Self.twoGraphs()
        try folder.write("out/settings.navgraph.swift", "stale")
        // A hard link to the old file keeps the old bytes: the new file was renamed into place, not written over.
        try FileManager.default.linkItem(
            atPath: folder.path("out/settings.navgraph.swift"), toPath: folder.path("kept-link"))
        let run = try navgraph(["generate", "--output", "out", "graphs"], in: folder)
        #expect(run.status == 0)
        #expect(folder.read("kept-link") == "stale")
        #expect(folder.read("out/settings.navgraph.swift")?.hasPrefix("// Generated by navgraph") == true)
        #expect(try Self.names(folder, "out") == ["a.navgraph.swift", "settings.navgraph.swift"])
    }

    @Test func aTemporaryFileOfAKilledRunIsRemovedByTheNextRun() throws {
        let folder = try Self.twoGraphs()
        #expect(try navgraph(["generate", "--output", "out", "graphs"], in: folder).status == 0)
        // A run killed while writing leaves its temporary file; its process is gone.
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        finished.arguments = ["true"]
        finished.standardOutput = FileHandle.nullDevice
        finished.standardError = FileHandle.nullDevice
        try finished.run()
        finished.waitUntilExit()
        let dead = ".navgraph-\(finished.processIdentifier)-0.tmp"
        try folder.write("out/\(dead)", "half a fi")
        // A run still going (this test's process) keeps its own.
        let live = ".navgraph-\(ProcessInfo.processInfo.processIdentifier)-0.tmp"
        try folder.write("out/\(live)", "being written")
        // Nothing changed: the outputs are left alone, and the leftover still goes.
        let run = try navgraph(["generate", "--output", "out", "graphs"], in: folder)
        #expect(run.status == 0)
        #expect(try Self.names(folder, "out") == [live, "a.navgraph.swift", "settings.navgraph.swift"].sorted())
    }
}
