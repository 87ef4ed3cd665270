import Testing
import _NavGraphCore

/// Input nested far past the defaults, with the limits raised: every recursion is bounded by a hard cap of its own
/// (NG009) or done on an explicit stack, never a stack overflow.
struct DeepInputTests {
    /// Limits raised far past the defaults, as `--max-depth 1000000 --max-includes 10000` does.
    let raised = Limits(nestingDepth: 1_000_000, includes: 10_000)

    func nested(_ depth: Int) -> String {
        String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    }

    @Test(arguments: [50_000, 101])
    func aDeepDefaultValueIsRefusedWithAHardCap(depth: Int) {
        let checked = check(
            header + """
                screens:
                  home:
                    parameters:
                      p: { type: '[Int]', default: \(nested(depth)) }

                """, limits: raised)
        let deep = checked.diagnostics(.limitExceeded)
        #expect(deep.count == 1)
        #expect(deep.first?.message == "value nests deeper than 100 levels, the most a value may have")
        #expect(deep.first?.location.line == 7)
    }

    @Test func aValueOfTheCapItselfIsRead() {
        let checked = check(
            header + """
                screens:
                  home:
                    parameters:
                      p: { type: '[Int]', default: \(nested(100)) }

                """, limits: raised)
        #expect(checked.diagnostics(.limitExceeded).isEmpty)
    }

    @Test func deepSegueArgumentsAreRefusedWithAHardCap() {
        let checked = check(
            header + """
                screens:
                  home:
                    segues:
                      open: { kind: show, to: next, arguments: { p: \(nested(50_000)) } }
                  next:
                    parameters:
                      p: '[Int]'

                """, limits: raised)
        #expect(checked.diagnostics(.limitExceeded).count == 1)
    }

    @Test func deepFlowExpectationsAndArgumentsAreRefusedWithAHardCap() {
        for (key, depth) in [("expect: { stack: ", 20_000), ("with: { name: ", 50_000)] {
            let text = """
                graph: g.navgraph.yaml
                flows:
                  one:
                    - perform: open
                      \(key)\(nested(depth)) }

                """
            let decoded = FlowFileDecoder.decode(Array(text.utf8), path: "f.navflow.yaml", limits: raised)
            #expect(decoded.diagnostics.map(\.code) == [.limitExceeded], "\(key)")
        }
    }

    @Test func aDeepExpectationMappingIsRefusedWithAHardCap() {
        let depth = 20_000
        let text = """
            graph: g.navgraph.yaml
            flows:
              one:
                - state: {}
                  expect: \(String(repeating: "{a: ", count: depth))b\(String(repeating: "}", count: depth))

            """
        let decoded = FlowFileDecoder.decode(Array(text.utf8), path: "f.navflow.yaml", limits: raised)
        #expect(decoded.diagnostics.map(\.code) == [.limitExceeded])
    }

    @Test func aLongIncludeChainIsFollowedWithoutRecursion() {
        let length = 6_000
        var files: [String: String] = [:]
        for index in 1...length {
            let next = index < length ? "f\(index + 1).yaml" : "main.navgraph.yaml"
            files["f\(index).yaml"] = "include: [\(next)]\nscreens:\n  s\(index): { title: S }\n"
        }
        let checked = check(
            header + """
                include: [f1.yaml]
                screens:
                  home: { title: Home }

                """, files: files, limits: raised)
        let cycles = checked.diagnostics(.includeFailed)
        #expect(cycles.count == 1)
        // A long cycle is named by its first and last files only.
        #expect(
            cycles.first?.message
                == "include cycle: main.navgraph.yaml → f1.yaml → f2.yaml → f3.yaml → … → f5998.yaml → f5999.yaml "
                + "→ f6000.yaml → main.navgraph.yaml")
        #expect(checked.result.includedFiles.count == length)
    }

    @Test func aShortIncludeCycleIsNamedInFull() {
        let checked = check(
            header + """
                include: [a.yaml]
                screens:
                  home: { title: Home }

                """, files: ["a.yaml": "include: [main.navgraph.yaml]\nscreens: {}\n"])
        #expect(
            checked.diagnostics(.includeFailed).map(\.message) == [
                "include cycle: main.navgraph.yaml → a.yaml → main.navgraph.yaml"
            ])
    }
}
