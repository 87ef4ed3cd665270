import Foundation
@_spi(Generated) import NavGraphRuntime
import Testing

/// `Router(root:)` and `Router()` do not throw: what cannot go wrong with generated code falls back to a router on
/// the graph's own root, and `start()` reports it (see docs/runtime.md, Creating a router).
@MainActor
@Suite struct RouterSetupTests {
    struct EncodingFailure: Error {}

    /// A graph whose `failing` screen does not encode, as an app type whose `Encodable` conformance throws.
    enum FailingFlow: NavigationGraphWithDefaultRoot {
        enum Screen: Hashable, Codable, Sendable {
            case home, failing
        }
        enum Action: Hashable, Sendable {}

        static var definition: GraphDefinition {
            GraphDefinition(
                name: "FailingFlow", root: "home",
                screens: [
                    ScreenDefinition(id: "home", restorationIdentifier: nil),
                    ScreenDefinition(id: "failing", restorationIdentifier: nil),
                ])
        }
        static var defaultRoot: Screen { .home }

        static func value(of screen: Screen) throws -> ScreenValue {
            guard screen == .home else { throw EncodingFailure() }
            return ScreenValue(id: "home")
        }

        static func screen(from value: ScreenValue) -> Screen? {
            value.id == "home" ? .home : nil
        }

        static func action(named name: String) -> Action? { nil }
    }

    /// A graph whose definition did not load: what generated code of another format version gets.
    enum MismatchedFlow: NavigationGraphWithDefaultRoot {
        typealias Screen = FailingFlow.Screen
        typealias Action = FailingFlow.Action
        static var definition: GraphDefinition {
            GeneratedDefinition.tables("1 2 0 0 0 0 0 1 1 1 1 1 1\n", name: "MismatchedFlow", root: "home")
        }
        static var defaultRoot: Screen { .home }
        static func value(of screen: Screen) throws -> ScreenValue { try FailingFlow.value(of: screen) }
        static func screen(from value: ScreenValue) -> Screen? { FailingFlow.screen(from: value) }
        static func action(named name: String) -> Action? { nil }
    }

    @Test func aRootThatDoesNotEncodeFallsBackToTheGraphsRootAndStartReportsIt() {
        let router = Router<FailingFlow>(root: .failing)
        #expect(router.stack == [.home])
        #expect {
            try router.start()
        } throws: { error in
            guard case .screenEncodingFailed(let screen, _) = error as? NavigationError else { return false }
            return screen == "failing"
        }
        #expect(!router.state.isStarted)
        #expect(router.lastEvents.isEmpty)
    }

    @Test func generatedCodeOfAnotherFormatVersionIsReportedNotTrapped() {
        #expect(MismatchedFlow.definition.screens.isEmpty)
        let router = Router<MismatchedFlow>()
        #expect(router.stack == [.home])
        #expect(throws: NavigationError.generatedCodeMismatch(graph: "MismatchedFlow")) { try router.start() }
        #expect("\(NavigationError.generatedCodeMismatch(graph: "MismatchedFlow"))".contains("regenerate"))
    }

    @Test func theDefinitionTablesOfTheCurrentVersionRead() throws {
        let lines = try #require(
            DefinitionTablesWriter.lines(of: FailingFlow.definition, formatVersion: GeneratedCodeFormat.version))
        func read(_ text: String) -> GraphDefinition {
            var bytes = Array(text.utf8)
            return bytes.withUnsafeMutableBufferPointer { buffer in
                let definition = GeneratedDefinition.tables(UnsafeBufferPointer(buffer), name: "G", root: "home")
                // Read every screen while the bytes are alive.
                return GraphDefinition(
                    name: definition.name, root: definition.root, container: definition.container,
                    enums: definition.enums, screens: definition.screens)
            }
        }
        #expect(read(lines.joined(separator: "\n")) == FailingFlow.definition)
        let older = ["1" + lines[0].dropFirst()] + lines.dropFirst()
        #expect(read(older.joined(separator: "\n")).screens.isEmpty)
        let broken = read(String(lines.joined(separator: "\n").prefix(20)))
        #expect(broken.name == "G" && broken.root == "home" && broken.screens.isEmpty)
    }

    @Test func aGoodRootStartsWithoutError() throws {
        let router = Router<FailingFlow>()
        try router.start()
        #expect(router.visible == .home)
    }
}
