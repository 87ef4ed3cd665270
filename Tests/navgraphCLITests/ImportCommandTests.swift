import Foundation
import Testing

/// Small storyboards for the command line's tests.
private enum Storyboards {
    static func document(initial: String, _ scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
        initialViewController="\(initial)">
            <scenes>
        \(scenes)
            </scenes>
        </document>

        """
    }

    static let main = document(
        initial: "home",
        """
                <scene sceneID="s1"><objects>
                    <viewController storyboardIdentifier="Home" id="home" sceneMemberID="viewController">
                        <view key="view" id="v"><subviews><containerView id="c">
                            <connections><segue destination="settings" kind="embed" id="e1"/></connections>
                        </containerView></subviews></view>
                        <connections>
                            <segue destination="settings" kind="presentation" identifier="openSettings" id="g1"/>
                        </connections>
                    </viewController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewControllerPlaceholder storyboardName="Settings" id="settings" sceneMemberID="viewController"/>
                </objects></scene>
        """)

    static let settings = document(
        initial: "list",
        """
                <scene sceneID="s1"><objects>
                    <tableViewController storyboardIdentifier="Settings" id="list" sceneMemberID="viewController"/>
                </objects></scene>
        """)
}

@Test func importWritesOneGraphFilePerStoryboardAndTheGraphValidates() throws {
    let folder = try TemporaryFolder()
    try folder.write("Main.storyboard", Storyboards.main)
    try folder.write("Settings.storyboard", Storyboards.settings)
    let run = try navgraph(
        ["import", "storyboard", "Main.storyboard", "Settings.storyboard", "--output", "out"], in: folder)
    #expect(run.status == 0, "\(run.output)\(run.errors)")
    // The embed segue is reported at its line and column in the storyboard.
    #expect(
        run.output.contains("Main.storyboard:7:34: warning: embed segue (IB id 'e1') of screen 'home' is not imported"))
    #expect(run.output.contains("[NG502]"))
    let summary =
        "Main.storyboard -> out/Main.navgraph.yaml: 1 screen, 0 containers, 1 segue; reported: 0 scenes, 1 segue"
    #expect(run.output.contains(summary))
    let main = try #require(folder.read("out/Main.navgraph.yaml"))
    #expect(main.contains("graph: Main\nroot: home\ninclude: Settings.navgraph.yaml\n"))
    #expect(main.contains("openSettings: { kind: modal, to: settings }"))
    let part = try #require(folder.read("out/Settings.navgraph.yaml"))
    #expect(!part.contains("\ngraph:"))
    #expect(part.contains("Included by Main.navgraph.yaml"))
    #expect(try navgraph(["validate", "out"], in: folder).status == 0)
    let diagram = try navgraph(["graph", "out/Main.navgraph.yaml"], in: folder)
    #expect(diagram.status == 0)
    #expect(diagram.output.contains("openSettings"))
}

@Test func importNamesTheGraphWithGraphOption() throws {
    let folder = try TemporaryFolder()
    try folder.write("Settings.storyboard", Storyboards.settings)
    let run = try navgraph(["import", "storyboard", "--graph", "Preferences", "Settings.storyboard"], in: folder)
    #expect(run.status == 0, "\(run.errors)")
    #expect(folder.read("Settings.navgraph.yaml")?.contains("graph: Preferences\n") == true)
}

@Test func importRefusesBadUsageWithExitStatus2() throws {
    let folder = try TemporaryFolder()
    try folder.write("Settings.storyboard", Storyboards.settings)
    try folder.write("Other.storyboard", Storyboards.settings)
    let cases: [(arguments: [String], message: String)] = [
        (["import"], "missing what to import"),
        (["import", "storybord", "Settings.storyboard"], "did you mean 'storyboard'?"),
        (["import", "storyboard"], "missing storyboard file"),
        (["import", "storyboard", "Missing.storyboard"], "no such storyboard: 'Missing.storyboard'"),
        (["import", "storyboard", "."], "is a folder"),
        (["import", "storyboard", "--graph", "lower", "Settings.storyboard"], "invalid graph name 'lower'"),
        (["import", "storyboard", "--graph", "Router", "Settings.storyboard"], "invalid graph name 'Router'"),
        (
            ["import", "storyboard", "--graph", "Both", "Settings.storyboard", "Other.storyboard"],
            "'--graph' names one graph, but these storyboards make 2 graphs"
        ),
        (["import", "storyboard", "--outptu", "x", "Settings.storyboard"], "did you mean '--output'?"),
    ]
    for (arguments, message) in cases {
        let run = try navgraph(arguments, in: folder)
        #expect(run.status == 2, "\(arguments)")
        #expect(run.errors.contains(message), "\(arguments): \(run.errors)")
    }
    #expect(!FileManager.default.fileExists(atPath: folder.path("Settings.navgraph.yaml")))
}

@Test func importReportsFilesThatAreNotStoryboardsAndWritesNothing() throws {
    let folder = try TemporaryFolder()
    try folder.write("Settings.storyboard", Storyboards.settings)
    let cases: [(name: String, text: String, expected: String)] = [
        (
            "Broken.storyboard", "<?xml version=\"1.0\"?>\n<document type=\"x.Storyboard.XIB\">\n  <scenes>\n",
            "Broken.storyboard:"
        ),
        (
            "Plist.storyboard", "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n",
            "the root element is '<plist>'"
        ),
        ("Xib.storyboard", "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"/>", "a storyboard's is"),
        ("Empty.storyboard", "", "the file is empty"),
        ("Text.storyboard", "not xml at all", "Text.storyboard:1:"),
        (
            "Bomb.storyboard", "<!DOCTYPE d [<!ENTITY a \"aaaa\">]>\n<document>&a;</document>",
            "a document type declaration is not allowed"
        ),
    ]
    for (name, text, expected) in cases {
        try folder.write(name, text)
        let run = try navgraph(["import", "storyboard", "Settings.storyboard", name, "--output", "out"], in: folder)
        #expect(run.status == 1, "\(name)")
        #expect(run.output.contains(expected), "\(name): \(run.output)")
        #expect(run.output.contains("[NG501]"), "\(name)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("out")), "\(name): nothing is written")
    }
}

@Test func importPrintsDiagnosticsInTheChosenFormat() throws {
    let folder = try TemporaryFolder()
    try folder.write("Main.storyboard", Storyboards.main)
    let run = try navgraph(["import", "storyboard", "Main.storyboard", "--format", "json"], in: folder)
    #expect(run.status == 0)
    let diagnostics = try #require(
        try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
    let codes = diagnostics.compactMap { $0["code"] as? String }
    #expect(codes.contains("NG502"))
    #expect(codes.contains("NG504"))
    #expect(diagnostics.allSatisfy { ($0["file"] as? String) == "Main.storyboard" })
    let strict = try navgraph(
        ["import", "storyboard", "Main.storyboard", "--warnings-as-errors", "--quiet"], in: folder)
    #expect(strict.status == 1)
}

@Test func helpImportDescribesTheCommand() throws {
    let run = try navgraph(["help", "import"])
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("usage: navgraph import storyboard [--output DIR] [--graph NAME]"))
    #expect(try navgraph(["--help"]).output.contains("import"))
}

/// `navgraph help import` lists the options that apply to storyboards: the file size limit, not the YAML limits.
@Test func importHelpListsOnlyTheLimitThatAppliesToStoryboards() throws {
    let run = try navgraph(["help", "import"])
    #expect(run.status == 0)
    #expect(run.output.contains("--max-file-size BYTES"))
    #expect(run.output.contains("largest storyboard read"))
    #expect(!run.output.contains("largest graph file read"))
    for option in ["--max-depth", "--max-aliases", "--max-scalar-length", "--max-includes"] {
        #expect(!run.output.contains(option), "\(option) does not apply to storyboards")
    }
}

@Test func importRefusesAYAMLLimitAsAnUnknownOption() throws {
    let run = try navgraph(["import", "storyboard", "--max-depth", "3", "Main.storyboard"])
    #expect(run.status == 2)
    #expect(run.errors.contains("--max-depth"))
}
