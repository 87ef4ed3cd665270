import Foundation
import NavGraphCore
import Testing

/// The importer checks each output with the validator, changes it (an unwind given its next target, a segue
/// dropped) and checks again, a bounded number of times; when errors remain after the last check it reports them
/// (NG501) and gives no file.
struct StoryboardImportCheckLimitTests {
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

    static func stillHasErrors(_ result: StoryboardImporter.Result) -> [Diagnostic] {
        result.diagnostics.filter {
            $0.code == .storyboardUnreadable && $0.message.hasPrefix("the imported graph still has errors: ")
        }
    }

    @Test
    func anUnwindWithFewCandidatesFindsItsTarget() throws {
        let result = StoryboardImporter.run([Self.manyPaths(3)])
        #expect(!result.hasErrors)
        let text = try #require(result.files.first?.text)
        #expect(text.contains("done: { kind: unwind, to: home }"))
    }

    @Test
    func errorsLeftAfterTheLastCheckAreReportedAndNothingIsWritten() throws {
        // 17 wrong candidates take 18 checks; the importer makes 16.
        let result = StoryboardImporter.run([Self.manyPaths(17)])
        #expect(result.hasErrors)
        #expect(result.files.isEmpty)
        #expect(result.groups.isEmpty)
        let reported = Self.stillHasErrors(result)
        #expect(reported.count == 1)
        #expect(reported.first?.message.contains("[NG401]") == true)
        #expect(reported.first?.location.file == "Paths.storyboard")
    }

    @Test(arguments: [(1, false), (2, false), (3, false), (4, true)])
    func theNumberOfChecksIsTheLimit(checks: Int, imports: Bool) {
        // Three candidates fail before 'home': the fourth check is the first that passes.
        let result = StoryboardImporter.run([Self.manyPaths(3)], graphName: nil, limits: Limits(), checks: checks)
        #expect(result.hasErrors == !imports)
        #expect(result.files.count == (imports ? 1 : 0))
        #expect(Self.stillHasErrors(result).isEmpty == imports)
    }
}
