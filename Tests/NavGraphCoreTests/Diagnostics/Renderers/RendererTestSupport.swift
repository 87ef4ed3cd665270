import Foundation
import _NavGraphCore

/// Hand-made diagnostics for the renderer tests.
enum Sample {
    static let file = "graphs/settings.navgraph.yaml"

    static let source = """
        navgraph: 1
        graph: Settings
        root: list
        screens:
          list:
            segues:
              openApp: { kind: show, to: appSetings }

        """

    /// NG201 on `appSetings` (line 7, column 33, 10 characters) with a did-you-mean note.
    static let unknownScreen = Diagnostic(
        .unknownScreen, "segue 'openApp' goes to unknown screen 'appSetings'",
        at: SourceLocation(file: file, line: 7, column: 33, length: 10),
        notes: [DiagnosticNote("did you mean 'appSettings'?")])

    /// NG405 with a note at another place.
    static let unreachable = Diagnostic(
        .unreachableScreen, "screen 'about' is unreachable from 'root' and from every deep link",
        at: SourceLocation(file: "graphs/about, part.navgraph.yaml", line: 3, column: 3, length: 5),
        notes: [DiagnosticNote("'root' is here", at: SourceLocation(file: file, line: 3, column: 7, length: 4))])

    /// A remark.
    static let cycle = Diagnostic(
        .showCycle, "segues 'a' and 'b' form a cycle of 'show' segues",
        at: SourceLocation(file: file, line: 5, column: 3))

    /// `text` parsed as JSON.
    static func parse(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
    }
}
