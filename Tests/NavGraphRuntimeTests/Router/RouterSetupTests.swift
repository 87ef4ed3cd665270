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
            GeneratedDefinition.decode(#"{"formatVersion":1,"graph":{}}"#, name: "MismatchedFlow", root: "home")
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

    @Test func theDefinitionBlobOfTheCurrentVersionDecodes() throws {
        let graph = String(decoding: try JSONEncoder().encode(FailingFlow.definition), as: UTF8.self)
        let blob = #"{"formatVersion":"# + String(GeneratedCodeFormat.version) + #","graph":"# + graph + "}"
        let definition = GeneratedDefinition.decode(Data(blob.utf8), name: "G", root: "home")
        #expect(definition == FailingFlow.definition)
        let older = blob.replacingOccurrences(
            of: #""formatVersion":\#(GeneratedCodeFormat.version)"#, with: #""formatVersion":1"#)
        #expect(GeneratedDefinition.decode(Data(older.utf8), name: "G", root: "home").screens.isEmpty)
        let broken = GeneratedDefinition.decode(#"{"formatVersion":3,"graph":["#, name: "G", root: "home")
        #expect(broken.name == "G" && broken.root == "home" && broken.screens.isEmpty)
    }

    @Test func aGoodRootStartsWithoutError() throws {
        let router = Router<FailingFlow>()
        try router.start()
        #expect(router.visible == .home)
    }
}
