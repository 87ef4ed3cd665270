import Foundation
@_spi(Hosting) import NavGraphRuntime
import Testing
import _NavGraphCore

/// Every flow of every example flow file, run on a router hosted on the fake UIKit: after each step the router
/// agrees with the simulator (so the host drove it as `navgraph test` does) and the fake's hierarchy, bars and
/// toolbars agree with the router.
@MainActor
@Suite struct ExampleFlowHostingTests {
    @Test(arguments: ExampleGraphs.flowFiles)
    func everyStepOfEveryFlowIsOnScreen(file: String) throws {
        let (flowFile, definition) = try #require(try ExampleGraphs.flows(file), "\(file) does not load")
        #expect(!flowFile.flows.isEmpty)
        var steps = 0
        try DynamicGraph.$current.withValue(definition) {
            for flow in flowFile.flows {
                let harness = try HostHarness(
                    definition: definition, rootArguments: flowFile.rootArguments, entry: flowFile.entry?.value)
                #expect(harness.fake.differences(from: harness.router) == [], "\(flow.name.value): at the start")
                for (index, step) in flow.steps.enumerated() {
                    let place = "\(flow.name.value), step \(index + 1) (\(step.text))"
                    let (hostRefused, simulatorRefused) = harness.run(step.command)
                    steps += 1
                    let canGoOn = harness.checkStep(
                        place, hostRefused: hostRefused, simulatorRefused: simulatorRefused)
                    if !canGoOn { break }
                }
            }
        }
        #expect(steps > 10)
    }

    @Test func theExampleFilesAreFoundOnDisk() {
        #expect(ExampleGraphs.graphFiles.contains("graphs/mail.navgraph.yaml"))
        #expect(ExampleGraphs.graphFiles.contains("Examples/MailExample/mail.navgraph.yaml"))
        #expect(
            !ExampleGraphs.graphFiles.contains { $0.hasPrefix("graphs/settings/") }, "included files are not graphs")
        #expect(ExampleGraphs.flowFiles.contains("graphs/mail.navflow.yaml"))
        #expect(ExampleGraphs.flowFiles.count >= 4)
    }

    /// From the root, every segue of every screen the segues reach (each screen explored once, from the first
    /// path that reached it; arguments supplied by type): the host and the simulator take it, the router agrees
    /// with the simulator and the fake with the router.
    @Test(arguments: ExampleGraphs.graphFiles)
    func everySegueOfEveryReachedScreenIsOnScreen(file: String) throws {
        let definition = try #require(try ExampleGraphs.definition(file), "\(file) does not validate")
        try DynamicGraph.$current.withValue(definition) {
            var explored: Set<String> = []
            var paths: [[String]] = [[]]
            var performed = 0
            while !paths.isEmpty {
                let path = paths.removeFirst()
                let reached = try Self.harness(definition, after: path)
                for (source, qualified) in Self.touchableTops(of: reached.router)
                where explored.insert(source).inserted {
                    for segue in definition.screens.first(where: { $0.id == source })?.segues ?? [] {
                        guard let line = Self.performLine(segue, of: source, qualified: qualified, in: definition)
                        else {
                            Issue.record("\(file): no sample arguments for \(source).\(segue.id)")
                            continue
                        }
                        let harness = try Self.harness(definition, after: path)
                        let place = "\(file): \((path + [line]).joined(separator: "; "))"
                        let (hostRefused, simulatorRefused) = try harness.run(line)
                        performed += 1
                        #expect(!hostRefused && !simulatorRefused, "\(place): refused")
                        #expect(harness.router.state == harness.simulator.navigationState, "\(place): router state")
                        #expect(harness.fake.differences(from: harness.router) == [], "\(place)")
                        if !hostRefused { paths.append(path + [line]) }
                    }
                }
            }
            #expect(performed > 0)
        }
    }

    /// A harness on `definition` that ran `path` (lines already checked when they were first run).
    private static func harness(_ definition: GraphDefinition, after path: [String]) throws -> HostHarness {
        let harness = try HostHarness(definition: definition)
        for line in path { try harness.run(line) }
        return harness
    }

    /// The screens whose segues the person can perform: the visible screen, and (nothing presented) the tops of
    /// the split's columns, which a `perform` names as `source.segue`.
    private static func touchableTops(of router: Router<DynamicGraph>) -> [(screen: String, qualified: Bool)] {
        let state = router.state
        var result = [(screen: state.visible.screen.id, qualified: false)]
        guard state.presentations.isEmpty else { return result }
        for content in state.stackContents {
            guard case .column(_, let tab) = content.id, tab == state.tabBar?.selected,
                state.split(inTab: tab)?.isCollapsed == false, let top = content.screens.last
            else { continue }
            result.append((top.screen.id, true))
        }
        return result
    }

    /// `perform segue name=value ...` with a sample value for each required parameter of the destination the
    /// segue neither sets nor forwards; nil when a type has no sample (an app type, an array).
    private static func performLine(
        _ segue: SegueDefinition, of source: String, qualified: Bool, in definition: GraphDefinition
    ) -> String? {
        var words = ["perform", qualified ? "\(source).\(segue.id)" : segue.id]
        var needed: [(name: String, type: ParameterType)] = []
        if segue.kind == .unwind || segue.kind == .return {
            // An unwind or a return carries its `returns:` values.
            needed = (segue.returns ?? []).map { ($0.name, $0.type) }
        } else if let destination = definition.screens.first(where: { $0.id == segue.destination }) {
            needed = destination.parameters.filter { parameter in
                parameter.isRequired && segue.arguments[parameter.name] == nil
                    && !segue.forward.contains(parameter.name)
            }.map { ($0.name, $0.type) }
        }
        for (name, type) in needed {
            guard let value = sample(type, in: definition) else { return nil }
            words.append("\(name)=\(value)")
        }
        return words.joined(separator: " ")
    }

    /// A value of `type` as a `perform` line writes it.
    private static func sample(_ type: ParameterType, in definition: GraphDefinition) -> String? {
        switch type {
        case .string: "sample"
        case .int: "1"
        case .double: "1.5"
        case .bool: "true"
        case .uuid: "6F9619FF-8B86-D011-B42D-00CF4FC964FF"
        case .url: "https://example.com/"
        case .date: "2026-01-31T09:30:00Z"
        case .enumeration(let name): definition.enums.first { $0.name == name }?.cases.first
        case .optional(let wrapped): sample(wrapped, in: definition)
        case .array, .app: nil
        }
    }
}

/// `graphs/settings/` holds a file the settings graph includes: its screens are hosted through that graph.
@MainActor
@Test func theIncludedSettingsFileIsHostedThroughTheSettingsGraph() throws {
    let definition = try #require(try ExampleGraphs.definition("graphs/settings.navgraph.yaml"))
    let included = try String(
        contentsOf: ExampleGraphs.root.appendingPathComponent("graphs/settings/general.navgraph.yaml"), encoding: .utf8)
    // The screen ids: the keys indented by two spaces under `screens:`.
    let ids = included.split(separator: "\n").compactMap { line -> String? in
        guard line.hasPrefix("  "), !line.hasPrefix("   "), line.hasSuffix(":") else { return nil }
        return String(line.dropFirst(2).dropLast())
    }
    #expect(!ids.isEmpty)
    let screens = Set(definition.screens.map(\.id))
    for id in ids { #expect(screens.contains(id), "\(id) is not in the settings graph") }
}
