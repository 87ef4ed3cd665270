import Foundation
import Testing

/// A folder scan never reads a symlinked file whose target lies outside the scanned folder: it is refused by name,
/// unread, as an unreadable file is (status 2). A file that is not text is named in its NG008 error, never quoted.
struct FolderScanConfinementTests {
    /// A folder `scan` holding `name`, a link to a secret file beside the folder.
    func folderWithLinkOut(_ name: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("secret.txt", "SECRET_TOKEN=hunter2\u{0}HOME=/root\n")
        try folder.write("scan/.keep", "")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path("scan/\(name)"), withDestinationPath: folder.path("secret.txt"))
        return folder
    }

    @Test func validateRefusesALinkOutOfTheScannedFolderUnread() throws {
        let folder = try folderWithLinkOut("env.navgraph.yaml")
        let run = try navgraph(["validate", "scan"], in: folder)
        #expect(run.status == 2)
        #expect(
            run.errors.contains("refusing 'scan/env.navgraph.yaml': it is a symbolic link to a file outside 'scan'"))
        #expect(!(run.output + run.errors).contains("hunter2"))
    }

    @Test func testRefusesALinkedFlowFileOutOfTheScannedFolderUnread() throws {
        let folder = try folderWithLinkOut("e.navflow.yaml")
        let run = try navgraph(["test", "scan"], in: folder)
        #expect(run.status == 2)
        #expect(run.errors.contains("refusing 'scan/e.navflow.yaml'"))
        #expect(!(run.output + run.errors).contains("hunter2"))
    }

    @Test func aLinkInsideTheScannedFolderIsRead() throws {
        let folder = try TemporaryFolder()
        try folder.write("scan/real/g.navgraph.yaml", Graphs.valid)
        try FileManager.default.createSymbolicLink(
            atPath: folder.path("scan/g.navgraph.yaml"), withDestinationPath: "real/g.navgraph.yaml")
        let run = try navgraph(["validate", "scan"], in: folder)
        #expect(run.status == 0)
    }

    @Test func aFileThatIsNotTextIsNamedNotQuoted() throws {
        let folder = try TemporaryFolder()
        try folder.write("env.navgraph.yaml", "SECRET_TOKEN=hunter2\u{0}HOME=/root\n")
        let run = try navgraph(["validate", "env.navgraph.yaml"], in: folder)
        #expect(run.status == 1)
        #expect(run.output.contains("[NG008]"))
        #expect(!run.output.contains("hunter2"))
    }
}
