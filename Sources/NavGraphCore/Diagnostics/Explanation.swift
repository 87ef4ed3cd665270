/// Everything a user reads about one diagnostic code: its one-line summary, when it fires (the docs' table), and what
/// `navgraph explain CODE` prints, a paragraph with a wrong and a right example graph file (tests check that the wrong
/// one gives the code and the right one does not). Recorded from the code's page, docs/diagnostics/NGxxx.md.
package struct Explanation: Sendable {
    /// The name the examples' main file has when checked.
    package static let exampleFileName = "example.navgraph.yaml"
    /// The name a storyboard example has when imported.
    package static let exampleStoryboardName = "Example.storyboard"

    /// The code explained.
    package var code: DiagnosticCode
    /// One line on when the code is given (`explain`'s title, SARIF's rule description).
    package var summary: String
    /// When the code fires, in full: the docs' table of codes.
    package var firesWhen: String
    /// What the code means and how to fix it.
    package var paragraph: String
    /// A main graph file that gives the code.
    package var wrong: String
    /// The same file, fixed.
    package var right: String
    /// Other files both examples need (what they include), by path relative to the main file.
    package var otherFiles: [String: String]
    /// The limits the examples are checked with (the defaults unless the code is about a limit).
    package var limits: Limits
    /// Whether the examples are storyboards given to `navgraph import storyboard` (the import codes), not graph
    /// files.
    package var examplesAreStoryboards: Bool

    /// Creates an explanation.
    package init(
        _ code: DiagnosticCode,
        summary: String,
        firesWhen: String,
        paragraph: String,
        wrong: String,
        right: String,
        otherFiles: [String: String] = [:],
        limits: Limits = Limits(),
        examplesAreStoryboards: Bool = false
    ) {
        self.code = code
        self.summary = summary
        self.firesWhen = firesWhen
        self.paragraph = paragraph
        self.wrong = wrong
        self.right = right
        self.otherFiles = otherFiles
        self.limits = limits
        self.examplesAreStoryboards = examplesAreStoryboards
    }

    /// The text `navgraph explain` prints: title, paragraph, then the examples indented by four spaces.
    package func rendered() -> String {
        var text = "\(code.rawValue) (\(code.severity.rawValue)): \(summary)\n\n" + Self.wrapped(paragraph)
        for (name, file) in otherFiles.sorted(by: { $0.key < $1.key }) {
            text += "\nBoth examples include \(name):\n\n" + Self.indented(file)
        }
        let what = examplesAreStoryboards ? " (a storyboard to import)" : ""
        text += "\nWrong\(what):\n\n" + Self.indented(wrong)
        text += "\nRight\(what):\n\n" + Self.indented(right)
        return text
    }

    /// `text` broken into lines of at most `width` characters at spaces (a longer word stays whole).
    static func wrapped(_ text: String, width: Int = 100) -> String {
        var result = ""
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if !line.isEmpty && line.count + 1 + word.count > width {
                result += line + "\n"
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return result + line + "\n"
    }

    private static func indented(_ yaml: String) -> String {
        if yaml.isEmpty { return "    (an empty file)\n" }
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
        let body = lines.last == "" ? lines.dropLast() : lines[...]
        return body.map { $0.isEmpty ? "\n" : "    \($0)\n" }.joined()
    }
}
