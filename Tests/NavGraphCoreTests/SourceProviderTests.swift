import Testing
import _NavGraphCore

@Test func normalizeResolvesDotsLexically() {
    #expect(PathUtilities.normalize("a/./b/../c") == "a/c")
    #expect(PathUtilities.normalize("../x") == "../x")
    #expect(PathUtilities.normalize("/a/../../b") == "/b")
    #expect(PathUtilities.isInside("graphs/sub/a.yaml", folder: "graphs"))
    #expect(!PathUtilities.isInside("graphsX/a.yaml", folder: "graphs"))
}
