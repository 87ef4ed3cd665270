import Foundation
import Testing

@_spi(Generated) @testable import NavGraphRuntime

/// A deep link's synthetic back stack reads, from generated code's tables, only what the stack needs of each screen
/// on it (its parameters, segues and presentation settings), not the whole row with its bars.
@Suite struct LinkStackReadingTests {
    /// A chain of `count` screens, each with a bar item and an `Int` parameter its predecessor's segue sets; the last
    /// one has a deep link whose back stack is the whole chain.
    private static func chain(_ count: Int) -> GraphDefinition {
        var screens: [ScreenDefinition] = []
        for index in 0..<count {
            let item = BarButtonItemDefinition(id: "edit", content: .system(.edit), behavior: .action("edit"))
            let next = SegueDefinition(
                id: "next", kind: index == 3 ? .modal : .show, destination: "s\(index + 1)",
                arguments: ["n": .int(index + 1)], embedInNavigationController: true)
            var screen = ScreenDefinition(
                id: "s\(index)", parameters: [ParameterDefinition(name: "n", type: .int, defaultValue: .int(0))],
                navigationItem: NavigationItemDefinition(rightBarButtonItems: [item]),
                modalPresentationStyle: .formSheet, restorationIdentifier: nil,
                deepLinks: index == count - 1 ? [DeepLinkDefinition("/last")] : [],
                segues: index == count - 1 ? [] : [next])
            if index == count - 1 {
                screen.linkRoute = (0..<(count - 1)).map { LinkStep(screen: "s\($0)", segue: "next") }
            }
            screens.append(screen)
        }
        return GraphDefinition(name: "Chain", root: "s0", screens: screens)
    }

    @Test func aLinkBuildsItsBackStackWithoutReadingWholeRows() throws {
        let original = Self.chain(12)
        var expected = try NavigationEngine(definition: original)
        try expected.open("https://example.com/last")
        let lines = try #require(DefinitionTablesWriter.lines(of: original, formatVersion: GeneratedCodeFormat.version))
        var bytes = Array(lines.joined(separator: "\n").utf8)
        try bytes.withUnsafeMutableBufferPointer { buffer in
            let read = GeneratedDefinition.tables(UnsafeBufferPointer(buffer), name: "Chain", root: "s0")
            var engine = try NavigationEngine(definition: read)
            try engine.open("https://example.com/last")
            #expect(engine.state == expected.state)
            #expect(engine.state.presentations.first?.style == .formSheet)
            #expect(engine.state.allInstances.map(\.screen.id).count == 12)
            // The root (shown at start) is read whole; the eleven screens the link adds are not.
            #expect(read.screensReadWhole <= 2, "\(read.screensReadWhole) rows read whole")
            // A screen read in part for the stack still reads whole, bars included, when it is looked up.
            #expect(read.screen("s5") == original.screens[5])
            #expect(read.screen("s5")?.navigationItem.rightBarButtonItems.count == 1)
        }
    }
}
