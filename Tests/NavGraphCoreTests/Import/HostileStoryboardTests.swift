import Foundation
import Testing
import _NavGraphCore

/// Storyboards that are broken, truncated or strange: the import never crashes, and whatever it writes validates
/// without errors.
struct HostileStoryboardTests {
    static func document(initial: String = "a", _ scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
        initialViewController="\(initial)"><scenes>
        \(scenes)
        </scenes></document>

        """
    }

    static func scene(_ controller: String) -> String {
        "<scene sceneID=\"s\"><objects>\(controller)</objects></scene>"
    }

    /// Imports `files` (name → text) together and checks every output.
    static func importAndCheck(_ files: [(String, String)]) -> StoryboardImporter.Result {
        let inputs = files.map { StoryboardImporter.Input(file: "\($0).storyboard", name: $0, bytes: Array($1.utf8)) }
        let result = StoryboardImporter.run(inputs)
        let texts = Dictionary(uniqueKeysWithValues: result.files.map { ($0.name, $0.text) })
        for group in result.groups {
            guard let main = group.first else { continue }
            let errors = Pipeline.check(mainFile: main, sources: InMemorySources(texts)).diagnostics.filter {
                $0.severity == .error
            }
            #expect(errors.isEmpty, "\(main): \(errors.map(\.message))\n\(texts[main] ?? "")")
        }
        return result
    }

    @Test func strangeButWellFormedStoryboardsImportAndValidate() {
        let cases: [String: [(String, String)]] = [
            "segue without destination or kind attributes": [
                (
                    "A",
                    Self.document(
                        Self.scene(
                            """
                            <viewController id="a" sceneMemberID="viewController"><connections>
                            <segue kind="show" id="g1"/><segue destination="a" id="g2"/>
                            <segue destination="zz" kind="presentation" identifier="x" id="g3"/>
                            <segue destination="a" kind="show" identifier="" id="g4"/>
                            <segue destination="a" kind="unwind" unwindAction="" id="g5"/>
                            </connections></viewController>
                            """))
                )
            ],
            "controller without id, duplicate ids, scene without objects": [
                (
                    "A",
                    Self.document(
                        Self.scene("<viewController sceneMemberID=\"viewController\"/>")
                            + Self.scene("<viewController id=\"a\" sceneMemberID=\"viewController\"/>")
                            + Self.scene("<tableViewController id=\"a\" sceneMemberID=\"viewController\"/>")
                            + "<scene sceneID=\"e\"/>")
                )
            ],
            "navigation controllers whose root is a navigation controller, a tab bar, or itself": [
                (
                    "A",
                    Self.document(
                        initial: "n1",
                        Self.scene(
                            """
                            <navigationController id="n1" sceneMemberID="viewController"><connections>
                            <segue destination="n2" kind="relationship" relationship="rootViewController" id="r1"/>
                            </connections></navigationController>
                            """)
                            + Self.scene(
                                """
                                <navigationController id="n2" sceneMemberID="viewController"><connections>
                                <segue destination="n2" kind="relationship" relationship="rootViewController" id="r2"/>
                                </connections></navigationController>
                                """)
                            + Self.scene(
                                """
                                <tabBarController id="t" sceneMemberID="viewController"><connections>
                                <segue destination="t" kind="relationship" relationship="viewControllers" id="r3"/>
                                <segue destination="sp" kind="relationship" relationship="viewControllers" id="r4"/>
                                </connections></tabBarController>
                                """)
                            + Self.scene(
                                """
                                <splitViewController id="sp" sceneMemberID="viewController"><connections>
                                <segue destination="t" kind="relationship" relationship="masterViewController" id="r5"/>
                                </connections></splitViewController>
                                """))
                )
            ],
            "a split view in two tabs": [
                (
                    "A",
                    Self.document(
                        initial: "t",
                        Self.scene(
                            """
                            <tabBarController id="t" sceneMemberID="viewController"><connections>
                            <segue destination="sp" kind="relationship" relationship="viewControllers" id="r1"/>
                            <segue destination="sp" kind="relationship" relationship="viewControllers" id="r2"/>
                            </connections></tabBarController>
                            """)
                            + Self.scene(
                                """
                                <splitViewController id="sp" sceneMemberID="viewController"><connections>
                                <segue destination="m" kind="relationship" relationship="masterViewController" id="r3"/>
                                <segue destination="d" kind="relationship" relationship="detailViewController" id="r4"/>
                                </connections></splitViewController>
                                """)
                            + Self.scene("<viewController id=\"m\" sceneMemberID=\"viewController\"/>")
                            + Self.scene("<viewController id=\"d\" sceneMemberID=\"viewController\"/>"))
                )
            ],
            "references that go round in a cycle, and one to itself": [
                (
                    "A",
                    Self.document(
                        Self.scene(
                            """
                            <viewController id="a" sceneMemberID="viewController"><connections>
                            <segue destination="p" kind="show" identifier="go" id="g1"/>
                            <segue destination="self" kind="show" identifier="me" id="g2"/>
                            </connections></viewController>
                            """)
                            + Self.scene(
                                """
                                <viewControllerPlaceholder storyboardName="B" referencedIdentifier="Q" id="p" \
                                storyboardIdentifier="P" sceneMemberID="viewController"/>
                                """)
                            + Self.scene(
                                """
                                <viewControllerPlaceholder storyboardName="A" id="self" sceneMemberID="viewController"/>
                                """))
                ),
                (
                    "B",
                    Self.document(
                        initial: "q",
                        Self.scene(
                            """
                            <viewControllerPlaceholder storyboardName="A" referencedIdentifier="P" id="q" \
                            storyboardIdentifier="Q" sceneMemberID="viewController"/>
                            """))
                ),
            ],
            "names that are keywords, reserved or empty": [
                (
                    "Router",
                    Self.document(
                        Self.scene(
                            """
                            <viewController storyboardIdentifier="self" customClass="Scr&#13;&#x85;een&#9;" title="{{" id="a" \
                            sceneMemberID="viewController"><navigationItem key="navigationItem" title="a: b # c" \
                            prompt="&quot;quoted&quot;&#10;two lines" id="n"><barButtonItem key="rightBarButtonItem" \
                            title="true" id="b"/></navigationItem><connections>
                            <segue destination="b" kind="show" identifier="init" id="g1"/>
                            <segue destination="b" kind="show" identifier="123" id="g2"/>
                            <segue destination="b" kind="show" identifier="é" id="g3"/>
                            </connections></viewController>
                            """)
                            + Self.scene(
                                "<viewController storyboardIdentifier=\"hashValue\" id=\"b\" sceneMemberID=\"viewController\"/>"
                            ))
                )
            ],
        ]
        for (name, files) in cases.sorted(by: { $0.key < $1.key }) {
            let result = Self.importAndCheck(files)
            #expect(!result.hasErrors, "\(name): \(result.diagnostics.filter { $0.severity == .error }.map(\.message))")
            #expect(!result.files.isEmpty, "\(name)")
        }
    }

    @Test func everyTruncationOfAStoryboardIsAnErrorOrAValidGraph() throws {
        let fixture = StoryboardImportGoldenTests.fixtures.appending(path: "bar-items/Items.storyboard")
        let text = try String(contentsOf: fixture, encoding: .utf8)
        let bytes = Array(text.utf8)
        for end in stride(from: 0, to: bytes.count, by: 53) {
            let cut = String(decoding: bytes[..<end], as: UTF8.self)
            let result = Self.importAndCheck([("Items", cut)])
            if result.hasErrors {
                #expect(result.diagnostics.contains { $0.code == .storyboardUnreadable }, "cut at \(end)")
                #expect(result.files.isEmpty)
            }
        }
    }

    @Test func bytesThatAreNotXMLAreAnError() {
        let inputs: [[UInt8]] = [
            [0xFF, 0xFE, 0x00, 0x3C], Array(repeating: 0, count: 64), Array("<<<<>>>>".utf8),
            Array("<document type=\"Storyboard\">".utf8) + Array(repeating: UInt8(ascii: "<"), count: 10_000),
            Array(String(repeating: "<a>", count: 2_000).utf8),
        ]
        for bytes in inputs {
            let result = StoryboardImporter.run([.init(file: "X.storyboard", name: "X", bytes: bytes)])
            #expect(result.diagnostics.contains { $0.code == .storyboardUnreadable })
            #expect(result.files.isEmpty)
        }
    }

    @Test func unreadableXMLIsAnErrorAtItsPlace() throws {
        // Each of these once crashed Foundation's XMLParser on Linux (found by FuzzImport); XMLReadingTests has the
        // rest of what the subset check refuses.
        let inputs: [([UInt8], String, Int, Int)] = [
            (
                Array("<?xml version=\"1.0\"?>\n<document>\n  <sc".utf8) + [0xC3, 0x28]
                    + Array("ene/></document>".utf8),
                "not UTF-8", 3, 6
            ),
            (Array("<?xml version=\"1.0\"?>\n<?x?><document/>".utf8), "processing instruction", 2, 1),
        ]
        for (bytes, message, line, column) in inputs {
            let result = StoryboardImporter.run([.init(file: "X.storyboard", name: "X", bytes: bytes)])
            let diagnostic = try #require(result.diagnostics.first { $0.code == .storyboardUnreadable })
            #expect(diagnostic.message.contains(message))
            #expect(diagnostic.location.line == line && diagnostic.location.column == column)
            #expect(result.files.isEmpty)
        }
    }
}
