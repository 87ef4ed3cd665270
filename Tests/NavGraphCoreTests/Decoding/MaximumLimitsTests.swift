import Testing
import _NavGraphCore

/// Limits set to the largest integers through the API: no arithmetic on a limit overflows anywhere in the front
/// end (file reading, alias expansion, nesting, scalars, includes).
struct MaximumLimitsTests {
    let maximum = Limits(fileSize: .max, nestingDepth: .max, aliasExpansions: .max, scalarLength: .max, includes: .max)

    @Test func aGraphWithAliasesAndIncludesChecksUnderTheLargestLimits() {
        let checked = check(
            header + """
                include: [part.yaml]
                screens:
                  home:
                    title: &title Home
                    parameters:
                      tags: { type: '[String]', default: &tags [a, b] }
                    segues:
                      open: { kind: show, to: other, arguments: { tags: *tags } }
                  other:
                    title: *title
                    parameters:
                      tags: '[String]'

                """, files: ["part.yaml": "screens:\n  extra: { title: Extra }\n"], limits: maximum)
        #expect(checked.result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(checked.codes)")
    }

    @Test func aFlowFileDecodesUnderTheLargestLimits() {
        let text = "graph: g.navgraph.yaml\nflows:\n  one:\n    - perform: open\n      expect: { stack: [a, b] }\n"
        let decoded = FlowFileDecoder.decode(Array(text.utf8), path: "f.navflow.yaml", limits: maximum)
        #expect(decoded.diagnostics.isEmpty)
        #expect(decoded.file?.flows.count == 1)
    }
}
