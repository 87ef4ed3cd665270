import Testing
import _NavGraphCore

/// A flow file names a graph file and lists flows; anything else is a diagnostic, and a graph outside the flow
/// file's folder tree or not named like a graph is never read.
struct FlowFileTopLevelTests {
    func messages(_ text: String) -> [String] {
        FlowFileDecoder.decode(Array(text.utf8), path: "f.navflow.yaml").diagnostics.map(\.message)
    }

    @Test func aMissingOrNullGraphOrFlowsIsDiagnosed() {
        #expect(messages("graph: g.navgraph.yaml\n") == ["flow file needs a 'flows' key"])
        #expect(
            messages("graph: null\nflows:\n  a: [{state: {}}]\n") == [
                "'graph' takes the path of a graph file, not null"
            ])
        #expect(
            messages("graph:\nflows:\n  a: [{state: {}}]\n") == ["'graph' takes the path of a graph file, not null"])
        #expect(messages("graph: g.navgraph.yaml\nflows: null\n") == ["'flows' takes a mapping, not null"])
        #expect(messages("graph: g.navgraph.yaml\nflows: {}\n") == ["'flows' lists no flows"])
        #expect(messages("flows:\n  a: [{state: {}}]\n") == ["flow file needs a 'graph' key"])
    }

    @Test func theGraphMustBeNamedLikeAGraphFile() {
        for name in ["/proc/self/environ", "/etc/passwd", "../x", "notes.txt", "g.navflow.yaml"] {
            #expect(
                messages("graph: \(name)\nflows:\n  a: [{state: {}}]\n")
                    == ["'graph' takes the path of a graph file, not '\(name)'"])
        }
        #expect(messages("graph: parts/g.navgraph.yml\nflows:\n  a: [{state: {}}]\n").isEmpty)
    }

    func located(_ graph: String, files: [String: String], flowFile: String = "tests/f.navflow.yaml") -> (
        path: String?, diagnostics: [Diagnostic]
    ) {
        let text = "graph: \(graph)\nflows:\n  a: [{state: {}}]\n"
        let decoded = FlowFileDecoder.decode(Array(text.utf8), path: flowFile)
        guard let file = decoded.file else { return (nil, decoded.diagnostics) }
        var all = files
        all[flowFile] = text
        return FlowFileDecoder.graphPath(of: file, sources: InMemorySources(all))
    }

    @Test func theGraphIsConfinedToTheFlowFilesFolderTree() {
        let graph = "navgraph: 1\n"
        let files = [
            "tests/g.navgraph.yaml": graph, "tests/sub/h.navgraph.yaml": graph, "other/x.navgraph.yaml": graph,
        ]
        #expect(located("g.navgraph.yaml", files: files).path == "tests/g.navgraph.yaml")
        #expect(located("sub/../sub/h.navgraph.yaml", files: files).path == "tests/sub/h.navgraph.yaml")
        let outside = located("../other/x.navgraph.yaml", files: files)
        #expect(outside.path == nil)
        #expect(
            outside.diagnostics.map(\.message) == [
                "graph file '../other/x.navgraph.yaml' is outside the flow file's folder"
            ])
        #expect(outside.diagnostics.map(\.code) == [.includeFailed])
        #expect(outside.diagnostics.first?.location.line == 1)
        let missing = located("gone.navgraph.yaml", files: files)
        #expect(missing.diagnostics.map(\.message) == ["graph file 'gone.navgraph.yaml' not found"])
    }
}
