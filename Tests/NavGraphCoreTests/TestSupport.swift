import Testing
import _NavGraphCore

/// The marker characters a test may put in inline YAML to say where a diagnostic must point.
let markerNames = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

/// A graph checked from inline YAML whose markers were removed and remembered.
struct Checked {
    let result: CheckResult
    /// Where each marker stood (file, 1-based line and column in characters).
    let markers: [String: _NavGraphCore.SourceLocation]

    /// The diagnostics with `code`.
    func diagnostics(_ code: DiagnosticCode) -> [Diagnostic] {
        result.diagnostics.filter { $0.code == code }
    }

    /// Every code found, in order.
    var codes: [DiagnosticCode] { result.diagnostics.map(\.code) }
}

/// Removes the markers from `text`, returning the clean text and each marker's line and column.
func stripMarkers(_ text: String, file: String) -> (text: String, markers: [String: _NavGraphCore.SourceLocation]) {
    var clean = ""
    var markers: [String: _NavGraphCore.SourceLocation] = [:]
    var line = 1
    var column = 1
    var rest = Substring(text)
    outer: while let character = rest.first {
        for name in markerNames where rest.hasPrefix(name) {
            markers[name] = _NavGraphCore.SourceLocation(file: file, line: line, column: column)
            rest = rest.dropFirst(name.count)
            continue outer
        }
        clean.append(character)
        if character == "\n" {
            line += 1
            column = 1
        } else {
            column += character.unicodeScalars.count
        }
        rest = rest.dropFirst()
    }
    return (clean, markers)
}

/// Checks `yaml` as `main.navgraph.yaml`, with `files` beside it (paths relative to the same folder).
func check(
    _ yaml: String,
    files: [String: String] = [:],
    limits: Limits = Limits()
) -> Checked {
    var texts: [String: String] = [:]
    var markers: [String: _NavGraphCore.SourceLocation] = [:]
    for (path, text) in files.merging(["main.navgraph.yaml": yaml], uniquingKeysWith: { first, _ in first }) {
        let stripped = stripMarkers(text, file: path)
        texts[path] = stripped.text
        markers.merge(stripped.markers) { first, _ in first }
    }
    let result = Pipeline.check(mainFile: "main.navgraph.yaml", sources: InMemorySources(texts), limits: limits)
    return Checked(result: result, markers: markers)
}

/// Expects exactly one diagnostic with `code` at `marker` (line and column), and returns it.
@discardableResult
func expectDiagnostic(
    _ checked: Checked,
    _ code: DiagnosticCode,
    at marker: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> Diagnostic? {
    guard let expected = checked.markers[marker] else {
        Issue.record("marker \(marker) is not in the input", sourceLocation: sourceLocation)
        return nil
    }
    let found = checked.diagnostics(code)
    let matching = found.filter {
        $0.location.file == expected.file && $0.location.line == expected.line && $0.location.column == expected.column
    }
    #expect(
        matching.count == 1,
        "expected one \(code.rawValue) at \(expected.file):\(expected.line):\(expected.column); got \(checked.result.diagnostics.map { "\($0.code.rawValue)@\($0.location.line):\($0.location.column) \($0.message)" })",
        sourceLocation: sourceLocation
    )
    return matching.first
}

/// Expects no diagnostic with `code`.
func expectNoDiagnostic(
    _ checked: Checked,
    _ code: DiagnosticCode,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let found = checked.diagnostics(code)
    #expect(
        found.isEmpty,
        "expected no \(code.rawValue); got \(found.map { "\($0.location.line):\($0.location.column) \($0.message)" })",
        sourceLocation: sourceLocation
    )
}

/// A minimal valid graph header; append screens after it.
let header = """
    navgraph: 1
    graph: TestFlow
    root: home

    """
