import Foundation
import NavGraphCore
import Testing

@testable import navgraph

/// Reading a file is safe whatever the limit an API caller gives: no arithmetic on the limit can overflow.
struct FileReadingLimitTests {
    @Test(arguments: [Int.max, Int.max - 1, 1 << 62])
    func theLargestLimitsReadTheWholeFile(limit: Int) throws {
        let folder = try TemporaryFolder()
        try folder.write("a.navgraph.yaml", Graphs.valid)
        let bytes = try FileSystemSources().contents(of: folder.path("a.navgraph.yaml"), limit: limit)
        #expect(bytes == Array(Graphs.valid.utf8))
    }

    @Test(arguments: [0, -1, Int.min])
    func aLimitBelowTheSizeRefusesTheFile(limit: Int) throws {
        let folder = try TemporaryFolder()
        try folder.write("a.navgraph.yaml", Graphs.valid)
        #expect(throws: SourceError.tooLarge(size: Graphs.valid.utf8.count)) {
            try FileSystemSources().contents(of: folder.path("a.navgraph.yaml"), limit: limit)
        }
    }
}
