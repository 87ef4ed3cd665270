import Foundation
import Testing
import _NavGraphCore

/// Ids made from very long titles are bounded (issue 20, item 13); references that lead nowhere in a storyboard
/// imported in the same run say so, and a missing initial view controller is named as such (item 16).
struct StoryboardReferenceAndNameTests {
    static func document(initial: String?, _ scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"\
        \(initial.map { " initialViewController=\"\($0)\"" } ?? "")>
        <scenes>
        \(scenes)
        </scenes>
        </document>
        """
    }

    static func run(_ files: [(name: String, text: String)]) -> StoryboardImporter.Result {
        StoryboardImporter.run(
            files.map { .init(file: $0.name + ".storyboard", name: $0.name, bytes: Array($0.text.utf8)) })
    }

    static func validates(_ result: StoryboardImporter.Result) -> Bool {
        guard let main = result.groups.first?.first else { return false }
        let files = Dictionary(uniqueKeysWithValues: result.files.map { ($0.name, $0.text) })
        let checked = Pipeline.check(mainFile: main, sources: InMemorySources(files))
        return !checked.diagnostics.contains { $0.severity == .error }
    }

    @Test func aVeryLongTitleGivesABoundedIdAndTheGraphReadsBack() throws {
        let title = String(repeating: "Word ", count: 1_000)
        let text = Self.document(
            initial: "a",
            """
            <scene sceneID="s1"><objects><viewController title="\(title)" id="a" sceneMemberID="viewController">
            <connections><segue destination="b" kind="show" identifier="\(title)" id="g"/></connections>
            </viewController></objects></scene>
            <scene sceneID="s2"><objects><viewController title="\(title)" id="b" sceneMemberID="viewController"/>
            </objects></scene>
            """)
        let result = Self.run([("Long", text)])
        #expect(!result.hasErrors, "\(result.diagnostics.filter { $0.severity == .error }.map(\.message))")
        let output = try #require(result.files.first?.text)
        let id = "word" + String(repeating: "Word", count: 15)
        #expect(id.count == 64)
        #expect(output.contains("root: \(id)\n"))
        #expect(output.contains("  \(id)2:"))
        #expect(Self.validates(result))
    }

    @Test func aReferenceToAMissingIdentifierInAnImportedStoryboardIsReportedAsSuch() throws {
        let main = Self.document(
            initial: "home",
            """
            <scene sceneID="s1"><objects><viewController storyboardIdentifier="Home" id="home" sceneMemberID="viewController">
            <connections><segue destination="ref" kind="show" identifier="open" id="g"/></connections>
            </viewController></objects></scene>
            <scene sceneID="s2"><objects>
            <viewControllerPlaceholder storyboardName="Main" referencedIdentifier="Nowhere" id="ref" sceneMemberID="viewController"/>
            </objects></scene>
            """)
        let result = Self.run([("Main", main)])
        #expect(!result.hasErrors)
        #expect(!result.diagnostics.contains { $0.code == .storyboardNotImported })
        let reason = "storyboard 'Main' has no scene with the storyboard identifier 'Nowhere'"
        let scene = result.diagnostics.filter { $0.code == .sceneNotImported }.map(\.message)
        #expect(scene == ["storyboard reference to 'Main' is not imported: \(reason)"])
        let segue = result.diagnostics.filter { $0.code == .segueNotImported }.map(\.message)
        #expect(segue == ["show segue 'open' of screen 'home' is not imported: \(reason)"])
        #expect(result.summaries.first?.counts.scenesReported == 1)
        #expect(result.summaries.first?.counts.references == 0)
        #expect(Self.validates(result))
    }

    @Test func aStoryboardWhoseOnlySceneRefersToItselfIsReported() throws {
        let main = Self.document(
            initial: "ref",
            """
            <scene sceneID="s1"><objects>
            <viewControllerPlaceholder storyboardName="Loop" id="ref" sceneMemberID="viewController"/>
            </objects></scene>
            """)
        let result = Self.run([("Loop", main)])
        #expect(!result.hasErrors)
        let scene = result.diagnostics.filter { $0.code == .sceneNotImported }.map(\.message)
        #expect(scene == ["storyboard reference to 'Loop' is not imported: storyboard references go round in a cycle"])
        #expect(result.files.first?.text.contains("# storyboard reference to 'Loop' (line 5): not imported") == true)
    }

    @Test func aReferenceToItsOwnStoryboardsSceneResolves() throws {
        let main = Self.document(
            initial: "home",
            """
            <scene sceneID="s1"><objects><viewController storyboardIdentifier="Home" id="home" sceneMemberID="viewController">
            <connections><segue destination="ref" kind="show" identifier="open" id="g"/></connections>
            </viewController></objects></scene>
            <scene sceneID="s2"><objects>
            <viewControllerPlaceholder storyboardName="Main" referencedIdentifier="Detail" id="ref" sceneMemberID="viewController"/>
            </objects></scene>
            <scene sceneID="s3"><objects><viewController storyboardIdentifier="Detail" id="d" sceneMemberID="viewController"/>
            </objects></scene>
            """)
        let result = Self.run([("Main", main)])
        #expect(!result.hasErrors)
        #expect(!result.diagnostics.contains { $0.code == .storyboardNotImported || $0.code == .sceneNotImported })
        #expect(result.files.first?.text.contains("open: { kind: show, to: detail }") == true)
        #expect(result.summaries.first?.counts.references == 1)
    }

    @Test func aMissingInitialViewControllerIsNamedAsSuch() throws {
        let main = Self.document(
            initial: "gone",
            """
            <scene sceneID="s1"><objects><viewController storyboardIdentifier="Home" id="home" sceneMemberID="viewController"/>
            </objects></scene>
            """)
        let result = Self.run([("Main", main)])
        let output = try #require(result.files.first?.text)
        #expect(output.contains("root: home  # the initial view controller cannot be the root"))
        #expect(!output.contains("no initial view controller"))
    }

    @Test func theSameStoryboardGivenTwiceIsReadOnce() throws {
        let main = Self.document(
            initial: "home",
            """
            <scene sceneID="s1"><objects><viewController storyboardIdentifier="Home" id="home" sceneMemberID="viewController"/>
            </objects></scene>
            """)
        let result = Self.run([("Main", main), ("Main", main)])
        #expect(!result.hasErrors)
        #expect(result.files.count == 1)
    }
}
