import Foundation
import Testing

@Test func generateWritesOneFileNamedAfterEachGraphFile() throws {
    let folder = try TemporaryFolder()
    try folder.write("graphs/settings.navgraph.yaml", Graphs.including)
    try folder.write("graphs/parts/about.navgraph.yaml", Graphs.part)
    try folder.write("graphs/other.navgraph.yml", Graphs.valid.replacingOccurrences(of: "Settings", with: "Other"))
    let run = try navgraph(["generate", "--output", "out", "graphs"], in: folder)
    #expect(run.status == 0)
    let written = try FileManager.default.contentsOfDirectory(atPath: folder.path("out")).sorted()
    #expect(written == ["about.navgraph.swift", "other.navgraph.swift", "settings.navgraph.swift"])
    // The part's file only points at its graph's file.
    let part = try #require(folder.read("out/about.navgraph.swift"))
    #expect(part.contains("settings.navgraph.swift"))
    #expect(!part.contains("enum"))
}

@Test func generateWritesNothingWhenAGraphHasAnError() throws {
    let folder = try TemporaryFolder()
    try folder.write("a.navgraph.yaml", Graphs.valid)
    try folder.write("b.navgraph.yaml", Graphs.unknownKey)
    let run = try navgraph(["generate", "--output", "out", "."], in: folder)
    #expect(run.status == 1)
    #expect(run.output.contains("[NG004]"))
    #expect(!FileManager.default.fileExists(atPath: folder.path("out/a.navgraph.swift")))
}

@Test func generateLeavesAnUnchangedFileAlone() throws {
    let folder = try TemporaryFolder()
    try folder.write("settings.navgraph.yaml", Graphs.valid)
    #expect(try navgraph(["generate", "--output=out", "settings.navgraph.yaml"], in: folder).status == 0)
    let output = folder.path("out/settings.navgraph.swift")
    let past = Date(timeIntervalSince1970: 1_000_000)
    try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: output)
    #expect(try navgraph(["generate", "--output=out", "settings.navgraph.yaml"], in: folder).status == 0)
    let attributes = try FileManager.default.attributesOfItem(atPath: output)
    #expect(attributes[.modificationDate] as? Date == past)
    // A changed file is rewritten.
    try Data("stale".utf8).write(to: URL(fileURLWithPath: output))
    #expect(try navgraph(["generate", "--output=out", "settings.navgraph.yaml"], in: folder).status == 0)
    #expect(folder.read("out/settings.navgraph.swift") != "stale")
}

@Test func generateNeedsAnOutputFolderAndAGraph() throws {
    let folder = try TemporaryFolder()
    try folder.write("settings.navgraph.yaml", Graphs.valid)
    let noOutput = try navgraph(["generate", "settings.navgraph.yaml"], in: folder)
    #expect(noOutput.status == 2)
    #expect(noOutput.errors.contains("missing '--output DIR'"))
    #expect(try navgraph(["generate", "--output", "out"], in: folder).status == 2)
    let badLevel = try navgraph(["generate", "--output", "out", "--access-level", "open", "."], in: folder)
    #expect(badLevel.status == 2)
    #expect(badLevel.errors.contains("invalid value 'open' for '--access-level'"))
}

@Test func generateRefusesTwoGraphsWithTheSameOutputName() throws {
    let folder = try TemporaryFolder()
    try folder.write("a/settings.navgraph.yaml", Graphs.valid)
    try folder.write("b/settings.navgraph.yaml", Graphs.valid)
    let run = try navgraph(["generate", "--output", "out", "."], in: folder)
    #expect(run.status == 2)
    #expect(run.errors.contains("would both generate 'settings.navgraph.swift'"))
    #expect(!FileManager.default.fileExists(atPath: folder.path("out")))
}
