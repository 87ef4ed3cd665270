import Foundation
import Testing

/// `navgraph simulate --entry ID`: starts from another entry of the graph's `entries:`, with `--root-arguments` for
/// an entry screen's parameters; an ID that is not an entry stops with status 1 and names the entries.
@Test func simulateStartsFromTheEntryItIsGiven() throws {
    let folder = try TemporaryFolder()
    try folder.write(
        "g.navgraph.yaml",
        """
        navgraph: 1
        graph: G
        entries: [welcome, account]
        screens:
          welcome:
            title: Welcome
          account:
            title: "Account {id}"
            parameters: { id: Int }

        """
    )
    let root = try navgraph(["simulate", "--json", "g.navgraph.yaml"], in: folder, input: "state\n")
    #expect(root.status == 0, "\(root.errors)")
    #expect(root.output.contains(#""title":"Welcome""#), "\(root.output)")
    let entry = try navgraph(
        ["simulate", "--json", "--entry", "account", "--root-arguments", "id=7", "g.navgraph.yaml"], in: folder,
        input: "state\n")
    #expect(entry.status == 0, "\(entry.errors)")
    #expect(entry.output.contains(#""title":"Account 7""#), "\(entry.output)")
    let missing = try navgraph(["simulate", "--entry", "account", "g.navgraph.yaml"], in: folder, input: "state\n")
    #expect(missing.status == 1)
    #expect(missing.errors.contains("give the entry's required parameters with --root-arguments"), "\(missing.errors)")
    let unknown = try navgraph(["simulate", "--entry", "acount", "g.navgraph.yaml"], in: folder, input: "state\n")
    #expect(unknown.status == 1)
    #expect(
        unknown.errors.contains("'acount' is not an entry of the graph; it starts from 'welcome', 'account'"),
        "\(unknown.errors)")
}
