import Foundation
import Testing

@testable import _NavGraphCore

/// Importing is linear in the storyboard (issue 20, item 4): one scene with 50,000 segues, a tab bar of 10,000 tabs,
/// one element with 200,000 attributes, everything on one line. The limits are generous (a debug build on a busy
/// machine takes a few seconds); the quadratic steps they guard against took minutes at these sizes.
struct StoryboardImportScaleTests {
    static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="start">
        <scenes>
        """

    /// Seconds `work` takes.
    static func seconds(_ work: () throws -> Void) rethrows -> Double {
        let clock = ContinuousClock()
        let duration = try clock.measure(work)
        return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    static func input(_ text: String) -> StoryboardImporter.Input {
        StoryboardImporter.Input(file: "Big.storyboard", name: "Big", bytes: Array(text.utf8))
    }

    @Test func oneSceneWithFiftyThousandSeguesOnOneLineImports() throws {
        var text = Self.header
        text +=
            "<scene sceneID=\"s\"><objects><viewController id=\"start\" sceneMemberID=\"viewController\"><connections>"
        for number in 0..<50_000 { text += "<segue destination=\"d\" kind=\"show\" id=\"g\(number)\"/>" }
        text += "</connections></viewController></objects></scene>"
        text +=
            "<scene sceneID=\"t\"><objects><viewController id=\"d\" sceneMemberID=\"viewController\"/></objects></scene>"
        text += "</scenes></document>"
        var result = StoryboardImporter.Result()
        let time = Self.seconds { result = StoryboardImporter.run([Self.input(text)]) }
        #expect(time < 120, "\(time) s")
        #expect(!result.hasErrors)
        #expect(result.summaries.first?.counts.seguesImported == 50_000)
        #expect(result.files.first?.text.contains("showView250000: { kind: show, to: view2 }") == true)
    }

    @Test func aTabBarWithTenThousandTabsImports() throws {
        var text = Self.header
        text +=
            "<scene sceneID=\"s\"><objects><tabBarController id=\"start\" sceneMemberID=\"viewController\"><connections>\n"
        for number in 0..<10_000 {
            text +=
                "<segue destination=\"v\(number)\" kind=\"relationship\" relationship=\"viewControllers\" id=\"t\(number)\"/>\n"
        }
        text += "</connections></tabBarController></objects></scene>\n"
        for number in 0..<10_000 {
            text += "<scene sceneID=\"x\(number)\"><objects><viewController id=\"v\(number)\" title=\"Tab\" "
            text += "sceneMemberID=\"viewController\"/></objects></scene>\n"
        }
        text += "</scenes></document>"
        var result = StoryboardImporter.Result()
        let time = Self.seconds { result = StoryboardImporter.run([Self.input(text)]) }
        #expect(time < 120, "\(time) s")
        #expect(!result.hasErrors)
        #expect(result.summaries.first?.counts.relationshipsImported == 10_000)
    }

    @Test func oneElementWithTwoHundredThousandAttributesIsRead() throws {
        let attributes = (0..<200_000).map { "a\($0)=\"x\"" }.joined(separator: " ")
        let text = "<document \(attributes)><b/></document>"
        var root: XMLElementNode?
        let time = try Self.seconds { root = try XMLDocumentReader.read(Array(text.utf8)) }
        #expect(time < 60, "\(time) s")
        #expect(root?.attributes.count == 200_000)
        #expect(root?.children.first?.line == 1)
        #expect(root?.children.first?.column == text.utf8.count - "<b/></document>".count + 1)
    }

    @Test func positionsOnOneLongLineAreCountedOnce() throws {
        // 100,000 elements on one line: each start tag's column counted from the one before, not from the line start.
        let text = "<a>" + String(repeating: "<é/>", count: 100_000) + "</a>"
        var root: XMLElementNode?
        let time = try Self.seconds { root = try XMLDocumentReader.read(Array(text.utf8)) }
        #expect(time < 60, "\(time) s")
        #expect(root?.children.last?.column == 4 + 99_999 * 4)
    }

    @Test func aLongChainOfScreensEachWithAnUnwindImports() throws {
        // Each screen pushes the next and has an unwind of its own action that names no screen: every unwind
        // returns to the screen below it, found without walking the whole chain each time.
        let count = 4_000
        var text = Self.header
        text += "<scene sceneID=\"n\"><objects><navigationController id=\"start\" sceneMemberID=\"viewController\">"
        text += "<connections><segue destination=\"v0\" kind=\"relationship\" relationship=\"rootViewController\" "
        text += "id=\"r\"/></connections></navigationController></objects></scene>\n"
        for number in 0..<count {
            text +=
                "<scene sceneID=\"s\(number)\"><objects><viewController id=\"v\(number)\" sceneMemberID=\"viewController\">"
            text += "<connections>"
            if number + 1 < count {
                text += "<segue destination=\"v\(number + 1)\" kind=\"show\" identifier=\"next\" id=\"g\(number)\"/>"
            }
            text += "<segue destination=\"x\(number)\" kind=\"unwind\" identifier=\"back\" "
            text += "unwindAction=\"unwindToPlace\(number):\" id=\"u\(number)\"/>"
            text +=
                "</connections></viewController><exit id=\"x\(number)\" sceneMemberID=\"exit\"/></objects></scene>\n"
        }
        text += "</scenes></document>"
        var result = StoryboardImporter.Result()
        let time = Self.seconds { result = StoryboardImporter.run([Self.input(text)]) }
        #expect(time < 120, "\(time) s")
        #expect(!result.hasErrors)
        #expect(result.diagnostics.filter { $0.code == .unwindTargetInferred }.count == count - 1)
        #expect(result.files.first?.text.contains("back: { kind: unwind, to: view3999 }") == true)
    }

    @Test func namesMadeAlikeCostOneLookupEach() {
        var names = ImportNames()
        let made = (0..<10_000).map { _ in names.unique(from: ["show home"], fallback: "segue") }
        #expect(made.first == "showHome" && made.last == "showHome10000")
        #expect(Set(made).count == 10_000)
        #expect(names.lookups <= 2 * 10_000, "\(names.lookups) lookups")
    }
}
