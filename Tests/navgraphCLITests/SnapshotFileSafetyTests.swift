import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `save` writes only regular files, atomically, and `restore` reads only regular files, within the size limit;
/// a refusal sets `error` (kind `fileError`) and the session goes on.
struct SnapshotFileSafetyTests {
    /// The JSON states of a `simulate --json` run.
    func states(_ run: CLIRun) throws -> [[String: Any]] {
        try run.output.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    @Test func saveRefusesSymlinksFIFOsFoldersAndHardLinkedFiles() throws {
        let folder = try TemporaryFolder()
        try folder.write("g.navgraph.yaml", Graphs.valid)
        try folder.write("target.txt", "keep me")
        try FileManager.default.createSymbolicLink(atPath: folder.path("link.json"), withDestinationPath: "target.txt")
        #expect(mkfifo(folder.path("fifo.json"), 0o600) == 0)
        try FileManager.default.createDirectory(atPath: folder.path("dir.json"), withIntermediateDirectories: false)
        try folder.write("linked.json", "keep me too")
        #expect(link(folder.path("linked.json"), folder.path("other-name.json")) == 0)
        let input = "save link.json\nsave fifo.json\nsave dir.json\nsave linked.json\nperform openAbout\n"
        let run = try navgraph(["simulate", "--json", "g.navgraph.yaml"], in: folder, input: input)
        #expect(run.status == 0)
        let results = try states(run)
        #expect(results.count == 5)
        #expect(results.prefix(4).map { $0["errorKind"] as? String } == Array(repeating: "fileError", count: 4))
        #expect(
            results.prefix(4).map { $0["error"] as? String } == [
                "cannot write 'link.json': it is a symbolic link; only regular files are written",
                "cannot write 'fifo.json': it is not a regular file; only regular files are written",
                "cannot write 'dir.json': it is a folder",
                "cannot write 'linked.json': it has other hard links; only files with one link are replaced",
            ])
        // The session went on.
        #expect(results[4]["stack"] as? [String] == ["list", "about"])
        // Nothing was replaced.
        #expect(folder.read("target.txt") == "keep me")
        #expect(folder.read("linked.json") == "keep me too")
        var info = stat()
        #expect(lstat(folder.path("link.json"), &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
        #expect(lstat(folder.path("fifo.json"), &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        // No temporary file was left behind.
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(!names.contains { $0.hasPrefix(".") }, "\(names)")
    }

    @Test func saveReplacesARegularFileAndKeepsItsPermissions() throws {
        let folder = try TemporaryFolder()
        try folder.write("g.navgraph.yaml", Graphs.valid)
        try folder.write("s.json", "old")
        #expect(chmod(folder.path("s.json"), 0o600) == 0)
        let run = try navgraph(
            ["simulate", "--json", "g.navgraph.yaml"], in: folder, input: "perform openAbout\nsave s.json\n")
        #expect(run.status == 0)
        #expect(try states(run).last?["error"] is NSNull)
        #expect(folder.read("s.json")?.contains("\"formatVersion\"") == true)
        var info = stat()
        #expect(stat(folder.path("s.json"), &info) == 0 && info.st_mode & 0o777 == 0o600)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(Set(names) == ["g.navgraph.yaml", "s.json"])
    }

    @Test func restoreRefusesFIFOsAndFilesOverTheSizeLimit() throws {
        let folder = try TemporaryFolder()
        try folder.write("g.navgraph.yaml", Graphs.valid)
        #expect(mkfifo(folder.path("fifo.json"), 0o600) == 0)
        try folder.write("big.json", "{" + String(repeating: " ", count: 2_000) + "}")
        let run = try navgraph(
            ["simulate", "--json", "--max-file-size", "1000", "g.navgraph.yaml"], in: folder,
            input: "restore fifo.json\nrestore big.json\nrestore missing.json\n")
        #expect(run.status == 0, "\(run.errors)")
        let results = try states(run)
        #expect(
            results.map { $0["error"] as? String } == [
                "cannot read 'fifo.json': it is not a regular file",
                "cannot read 'big.json': it is larger than 1000 bytes",
                "cannot read 'missing.json': no such file",
            ])
        #expect(results.map { $0["errorKind"] as? String } == ["fileError", "fileError", "fileError"])
    }

    @Test func saveWritesATargetWhoseNameIsNearTheSystemLimit() throws {
        let folder = try TemporaryFolder()
        try folder.write("g.navgraph.yaml", Graphs.valid)
        let name = String(repeating: "a", count: 250)
        let run = try navgraph(["simulate", "--json", "g.navgraph.yaml"], in: folder, input: "save \(name)\n")
        #expect(run.status == 0)
        #expect(try states(run).last?["error"] is NSNull)
        #expect(folder.read(name)?.isEmpty == false)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(Set(left) == ["g.navgraph.yaml", name])
    }
}
