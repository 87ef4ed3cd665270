import Foundation
import Testing

/// A symlink loop is named as one, never reported as a missing file.
struct SymlinkLoopTests {
    func folderWithLoop() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: folder.path("loop1"), withDestinationPath: "loop2")
        try FileManager.default.createSymbolicLink(atPath: folder.path("loop2"), withDestinationPath: "loop1")
        return folder
    }

    @Test func anIncludedSymlinkLoopIsReportedAsOne() throws {
        let folder = try folderWithLoop()
        try folder.write(
            "a.navgraph.yaml", "navgraph: 1\ngraph: G\nroot: a\ninclude: [loop1]\nscreens:\n  a: { title: A }\n")
        let run = try navgraph(["validate", "a.navgraph.yaml"], in: folder)
        #expect(run.status == 1)
        #expect(run.output.contains("error: cannot read included file 'loop1': a symlink loop [NG010]"))
    }

    @Test func aSymlinkLoopGivenAsAPathIsAUsageError() throws {
        let folder = try folderWithLoop()
        let run = try navgraph(["validate", "loop1"], in: folder)
        #expect(run.status == 2)
        #expect(run.errors.contains("cannot read 'loop1': a symlink loop"))
    }
}
