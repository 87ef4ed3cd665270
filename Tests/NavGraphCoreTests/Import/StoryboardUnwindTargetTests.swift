import Foundation
import Testing
import _NavGraphCore

/// Unwind targets are chosen by analysis of the imported graph (a screen below the source on every path), not by
/// writing the output and trying candidates until the validator agrees: however many scenes lead to the source,
/// the import finds its target and validates (issue 20, item 12).
struct StoryboardUnwindTargetTests {
    /// A storyboard where `home` shows `count` screens that each show `shared`, whose unwind matches none of them by
    /// name: each of those screens is tried in turn as its target (none is below it on every path) before `home`.
    static func manyPaths(_ count: Int) -> StoryboardImporter.Input {
        var scenes = """
            <scene sceneID="s0"><objects>
            <navigationController id="nav" sceneMemberID="viewController"><connections>
            <segue destination="home" kind="relationship" relationship="rootViewController" id="r0"/>
            </connections></navigationController></objects></scene>
            <scene sceneID="s1"><objects>
            <viewController storyboardIdentifier="Home" id="home" sceneMemberID="viewController"><connections>

            """
        for number in 1...count {
            scenes +=
                "<segue destination=\"m\(number)\" kind=\"show\" identifier=\"open\(number)\" id=\"h\(number)\"/>\n"
        }
        scenes += "</connections></viewController></objects></scene>\n"
        for number in 1...count {
            scenes += """
                <scene sceneID="sm\(number)"><objects>
                <viewController storyboardIdentifier="Middle\(number)" id="m\(number)" sceneMemberID="viewController">
                <connections><segue destination="shared" kind="show" identifier="next" id="n\(number)"/></connections>
                </viewController></objects></scene>

                """
        }
        scenes += """
            <scene sceneID="sx"><objects>
            <viewController storyboardIdentifier="Shared" id="shared" sceneMemberID="viewController"><connections>
            <segue destination="x" kind="unwind" identifier="done" unwindAction="backToStart:" id="u"/>
            </connections></viewController>
            <exit id="x" sceneMemberID="exit"/></objects></scene>
            """
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
            <scenes>
            \(scenes)
            </scenes>
            </document>
            """
        return StoryboardImporter.Input(file: "Paths.storyboard", name: "Paths", bytes: Array(text.utf8))
    }

    @Test(arguments: [2, 3, 17, 400])
    func anUnwindFindsTheScreenBelowItOnEveryPathHoweverManyLeadToIt(count: Int) throws {
        let result = StoryboardImporter.run([Self.manyPaths(count)])
        #expect(!result.hasErrors, "\(result.diagnostics.filter { $0.severity == .error }.map(\.message))")
        let text = try #require(result.files.first?.text)
        #expect(text.contains("done: { kind: unwind, to: home }"))
        let remark = result.diagnostics.first { $0.code == .unwindTargetInferred }
        #expect(
            remark?.message
                == "unwind 'backToStart:' returns to 'home' (the nearest scene leading here that is below it on every path)"
        )
        let checked = Pipeline.check(
            mainFile: "Paths.navgraph.yaml", sources: InMemorySources(["Paths.navgraph.yaml": text]))
        #expect(!checked.diagnostics.contains { $0.severity == .error })
    }

    @Test func anUnwindWhoseNameMatchesAScreenBelowItReturnsThere() throws {
        // `backToHome:` names 'home', two screens up; the middle screen is nearer but does not match.
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
            <scenes>
            <scene sceneID="s0"><objects><navigationController id="nav" sceneMemberID="viewController"><connections>
            <segue destination="home" kind="relationship" relationship="rootViewController" id="r0"/>
            </connections></navigationController></objects></scene>
            <scene sceneID="s1"><objects><viewController storyboardIdentifier="Home" id="home" sceneMemberID="viewController">
            <connections><segue destination="mid" kind="show" identifier="a" id="a"/></connections>
            </viewController></objects></scene>
            <scene sceneID="s2"><objects><viewController storyboardIdentifier="Middle" id="mid" sceneMemberID="viewController">
            <connections><segue destination="top" kind="show" identifier="b" id="b"/></connections>
            </viewController></objects></scene>
            <scene sceneID="s3"><objects><viewController storyboardIdentifier="Top" id="top" sceneMemberID="viewController">
            <connections><segue destination="x" kind="unwind" identifier="back" unwindAction="backToHome:" id="u"/></connections>
            </viewController><exit id="x" sceneMemberID="exit"/></objects></scene>
            </scenes>
            </document>
            """
        let result = StoryboardImporter.run([.init(file: "M.storyboard", name: "M", bytes: Array(text.utf8))])
        let output = try #require(result.files.first?.text)
        #expect(output.contains("back: { kind: unwind, to: home }"))
    }

    @Test func anUnwindWithNoScreenBelowItOnEveryPathIsACommentNotAFailedImport() throws {
        // Two tabs each push 'shared': nothing is below it on both paths.
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="tabs">
            <scenes>
            <scene sceneID="s0"><objects><tabBarController id="tabs" sceneMemberID="viewController"><connections>
            <segue destination="n1" kind="relationship" relationship="viewControllers" id="t1"/>
            <segue destination="n2" kind="relationship" relationship="viewControllers" id="t2"/>
            </connections></tabBarController></objects></scene>
            <scene sceneID="s1"><objects><navigationController id="n1" sceneMemberID="viewController"><connections>
            <segue destination="one" kind="relationship" relationship="rootViewController" id="r1"/>
            </connections></navigationController></objects></scene>
            <scene sceneID="s2"><objects><navigationController id="n2" sceneMemberID="viewController"><connections>
            <segue destination="two" kind="relationship" relationship="rootViewController" id="r2"/>
            </connections></navigationController></objects></scene>
            <scene sceneID="s3"><objects><viewController storyboardIdentifier="One" id="one" sceneMemberID="viewController">
            <connections><segue destination="shared" kind="show" identifier="a" id="a"/></connections>
            </viewController></objects></scene>
            <scene sceneID="s4"><objects><viewController storyboardIdentifier="Two" id="two" sceneMemberID="viewController">
            <connections><segue destination="shared" kind="show" identifier="b" id="b"/></connections>
            </viewController></objects></scene>
            <scene sceneID="s5"><objects><viewController storyboardIdentifier="Shared" id="shared" sceneMemberID="viewController">
            <connections><segue destination="x" kind="unwind" identifier="back" unwindAction="backToOne:" id="u"/></connections>
            </viewController><exit id="x" sceneMemberID="exit"/></objects></scene>
            </scenes>
            </document>
            """
        let result = StoryboardImporter.run([.init(file: "T.storyboard", name: "T", bytes: Array(text.utf8))])
        #expect(!result.hasErrors)
        let output = try #require(result.files.first?.text)
        #expect(!output.contains("kind: unwind"))
        let dropped = result.diagnostics.filter { $0.code == .segueNotImported }
        #expect(
            dropped.map(\.message) == [
                "unwind segue 'back' of screen 'shared' is not imported: no scene leading to 'shared' is below it on "
                    + "every path, so the graph has no screen it surely returns to"
            ])
        #expect(!result.diagnostics.contains { $0.code == .unwindTargetInferred })
    }
}
