import Foundation
import Testing

/// `simulate` reads its input in bounded chunks: a line longer than 64 KiB stops it with a clear error (status 2)
/// instead of growing without bound.
@Test func anInputLineLongerThan64KiBIsAnError() throws {
    let folder = try TemporaryFolder()
    try folder.write("g.navgraph.yaml", Graphs.valid)
    let long = String(repeating: "a", count: 65_537)
    let run = try navgraph(
        ["simulate", "--json", "g.navgraph.yaml"], in: folder, input: "state\n" + long + "\nstate\n")
    #expect(run.status == 2)
    #expect(run.errors == "navgraph: error: input line 2 is longer than 65536 bytes\n", "\(run.errors)")
    // The line before it ran.
    #expect(run.output.split(separator: "\n").count == 1)
    let endless = try navgraph(["simulate", "g.navgraph.yaml"], in: folder, input: long + long)
    #expect(endless.status == 2)
    #expect(endless.errors.contains("input line 1 is longer than 65536 bytes"))
}

@Test func aLineOfExactly64KiBAndCRLFLineEndsAreRead() throws {
    let folder = try TemporaryFolder()
    try folder.write("g.navgraph.yaml", Graphs.valid)
    let comment = "#" + String(repeating: "a", count: 65_535)
    let run = try navgraph(
        ["simulate", "--json", "g.navgraph.yaml"], in: folder, input: comment + "\nperform openAbout\r\nback")
    #expect(run.status == 0, "\(run.errors)")
    let lines = run.output.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.allSatisfy { $0.contains(#""error":null"#) }, "\(run.output)")
}

/// A line that is not UTF-8 is refused as such (the session goes on), not read with replacement characters.
@Test func anInputLineThatIsNotUTF8IsRefused() throws {
    let folder = try TemporaryFolder()
    try folder.write("g.navgraph.yaml", Graphs.valid)
    let run = try navgraph(
        ["simulate", "--json", "g.navgraph.yaml"], in: folder,
        inputBytes: Data("state\nperform openAbout".utf8) + Data([0xFF]) + Data("\nperform openAbout\n".utf8))
    #expect(run.status == 0, "\(run.errors)")
    let lines = run.output.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines[1].contains(#""error":"input line 2 is not valid UTF-8""#), "\(run.output)")
    #expect(lines[2].contains(#""error":null"#))
}
