import Foundation
import Testing

@Test func simulatePrintsOneJSONStatePerCommandAndGoesOnAfterARefusal() throws {
    let folder = try TemporaryFolder()
    try folder.write("settings.navgraph.yaml", Graphs.valid)
    let input = """
        perform openAbout
        # a comment, skipped

        perform openAbout
        back
        """
    let run = try navgraph(["simulate", "--json", "settings.navgraph.yaml"], in: folder, input: input)
    #expect(run.status == 0)
    let states = try run.output.split(separator: "\n").map { line in
        try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
    #expect(states.count == 3)
    #expect(states.map { $0["stack"] as? [String] } == [["list", "about"], ["list", "about"], ["list"]])
    #expect(states[0]["error"] is NSNull)
    #expect((states[1]["error"] as? String)?.contains("openAbout") == true)
    #expect((states[2]["events"] as? [String])?.last == "deinit about")
}

@Test func simulateSavesAndRestoresTheState() throws {
    let folder = try TemporaryFolder()
    try folder.write("settings.navgraph.yaml", Graphs.valid)
    let input = "perform openAbout\nsave snapshot.json\nback\nrestore snapshot.json\n"
    let run = try navgraph(["simulate", "--json", "settings.navgraph.yaml"], in: folder, input: input)
    #expect(run.status == 0)
    #expect(folder.read("snapshot.json") != nil)
    let last = try #require(run.output.split(separator: "\n").last)
    let state = try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
    #expect(state["stack"] as? [String] == ["list", "about"])
}

@Test func simulateDrawsTheStateForAPerson() throws {
    let folder = try TemporaryFolder()
    try folder.write("settings.navgraph.yaml", Graphs.valid)
    let run = try navgraph(["simulate", "settings.navgraph.yaml"], in: folder, input: "perform openAbout\n")
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("stack: list > about\n"))
    #expect(run.output.contains("\nbar: ‹ Settings | About |\n"), "\(run.output)")
}

@Test func simulateRefusesAGraphWithErrors() throws {
    let folder = try TemporaryFolder()
    try folder.write("settings.navgraph.yaml", Graphs.unknownKey)
    let run = try navgraph(["simulate", "settings.navgraph.yaml"], in: folder, input: "state\n")
    #expect(run.status == 1)
    #expect(run.output.isEmpty)
    #expect(run.errors.contains("[NG004]"))
    #expect(try navgraph(["simulate"], in: folder).status == 2)
    #expect(try navgraph(["simulate", "missing.navgraph.yaml"], in: folder).status == 2)
}
