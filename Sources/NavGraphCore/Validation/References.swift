import NavGraphRuntime

/// NG201 (unknown screen in `root`, `to`, `popTo`), NG202 (unknown segue named by a bar item) and NG204 for
/// `{placeholder}`s in titles and prompts. Arguments and `forward` are checked with the types (ArgumentRules).
enum ReferenceRules {
    static func check(_ graph: Graph, index: ValidationIndex, into sink: inout DiagnosticSink) {
        // A root taken from `entries:` is checked with the entries (EntryRules).
        if let root = graph.root, root.location != graph.entries.first?.location, index.screens[root.value] == nil,
            index.containers[root.value] == nil
        {
            sink.emit(.unknownScreen(root, role: "root names", index: index, orContainer: true))
        }
        graph.screens.forEachBorrowed { position, screen in
            screen.segues.forEachBorrowed { segueIndex, segue in
                if let destination = segue.destination, index.destination(ofSegue: segueIndex, of: position) == nil {
                    let replacesRoot = segue.kind?.value == .replaceRoot
                    if !replacesRoot || index.containers[destination.value] == nil {
                        sink.emit(
                            .unknownScreen(
                                destination, role: "segue '\(segue.id.value)' goes to", index: index,
                                orContainer: replacesRoot))
                    }
                }
                if let popTo = segue.popTo, index.screens[popTo.value] == nil {
                    sink.emit(.unknownScreen(popTo, role: "segue '\(segue.id.value)' pops to", index: index))
                }
            }
            var lookup = screen.segueLookup
            screen.forEachItem { item in
                if let segue = item.segue, lookup.position(of: segue.value) == nil {
                    sink.emit(.unknownSegue(segue, by: item.performerName, screen: screen.copy))
                }
            }
            let backTitle = screen.navigationItem.backBarButtonItem.flatMap { item in
                item.value.title.map { Located($0, at: item.location) }
            }
            // Checked one by one: no list of the texts is built per screen.
            func check(_ text: Located<String>?, _ role: String) {
                guard let text, text.value.utf8.contains(where: { $0 == 123 || $0 == 125 }),
                    !placeholdersAreParameters(text.value, of: screen)
                else { return }
                checkPlaceholders(in: text, role: role, screen: screen.copy, into: &sink)
            }
            check(screen.title, "title")
            check(screen.navigationItem.title, "navigation item title")
            check(screen.navigationItem.prompt, "prompt")
            check(backTitle, "back button title")
            check(screen.alert?.message, "message")
        }
    }

    private static func checkPlaceholders(
        in text: Located<String>,
        role: String,
        screen: ScreenDeclaration,
        into sink: inout DiagnosticSink
    ) {
        // A handful of parameters is scanned; a set is built only for a screen with many.
        let parameterSet = screen.parameters.count < 16 ? nil : Set(screen.parameters.map(\.name.value))
        func isParameter(_ name: String) -> Bool {
            parameterSet?.contains(name) ?? screen.parameters.contains { $0.name.value == name }
        }
        switch TitleTemplate.parse(text.value) {
        case nil:
            sink.emit(.unterminatedPlaceholder(in: text, role: role, screen: screen))
        case let pieces?:
            // Each unknown name once, and at most `placeholdersReported` of them per text: the rest in one line.
            var reported: Set<String> = []
            var unreported: Set<String> = []
            for case .placeholder(let name) in pieces where !isParameter(name) {
                guard reported.count < placeholdersReported || reported.contains(name) else {
                    unreported.insert(name)
                    continue
                }
                guard reported.insert(name).inserted else { continue }
                sink.emit(.unknownPlaceholder(name, in: text, role: role, screen: screen))
            }
            if !unreported.isEmpty {
                sink.emit(.morePlaceholders(unreported.count, role: role, screen: screen, at: text.location))
            }
        }
    }

    /// Whether `text` is certainly fine: ASCII, every `{` closed, and each placeholder spelt exactly as a parameter
    /// of `screen`. Read on the bytes, without cutting the text into pieces; false means "not sure", and
    /// `checkPlaceholders` decides. Only ASCII is read here: elsewhere a brace may start a longer character.
    static func placeholdersAreParameters(_ text: String, of screen: Borrowed<ScreenDeclaration>) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            let open = UInt8(ascii: "{")
            let close = UInt8(ascii: "}")
            var position = 0
            while position < bytes.count {
                let byte = bytes[position]
                guard byte < 0x80, byte != 13 else { return false }
                position += 1
                if byte == close, position < bytes.count, bytes[position] == close {
                    position += 1
                } else if byte == open {
                    if position < bytes.count, bytes[position] == open {
                        position += 1
                        continue
                    }
                    var end = position
                    while end < bytes.count, bytes[end] != close {
                        guard bytes[end] < 0x80 else { return false }
                        end += 1
                    }
                    guard end < bytes.count else { return false }
                    let name = UnsafeBufferPointer(rebasing: bytes[position..<end])
                    var known = false
                    screen.parameters.forEachBorrowed { parameter in
                        known = known || parameter.name.value.utf8.elementsEqual(name)
                    }
                    guard known else { return false }
                    position = end + 1
                }
            }
            return true
        }
    }

    /// Unknown placeholders reported one by one in a text; past these, one diagnostic counts the rest.
    static let placeholdersReported = 20

}

extension Diagnostic {
    /// `orContainer`: the reference may name a container too (`root`, a `replaceRoot` segue's `to`).
    static func unknownScreen(
        _ name: Located<String>,
        role: String,
        index: ValidationIndex,
        orContainer: Bool = false
    ) -> Diagnostic {
        let containerIDs = index.containers.sorted { $0.value < $1.value }.map(\.key)
        var notes = Suggestions.note(for: name.value, in: index.screenIDs + (orContainer ? containerIDs : []))
        if !orContainer, index.containers[name.value] != nil {
            notes = [
                DiagnosticNote("'\(name.value)' is a container: only 'root' and a 'replaceRoot' segue can name one")
            ]
        }
        return Diagnostic(
            .unknownScreen,
            "\(role) unknown \(orContainer ? "screen or container" : "screen") '\(name.value)'",
            at: name.location,
            notes: notes
        )
    }

    static func unknownSegue(_ name: Located<String>, by performer: String, screen: ScreenDeclaration) -> Diagnostic {
        Diagnostic(
            .unknownSegue,
            "\(performer) performs unknown segue '\(name.value)' of screen '\(screen.id.value)'",
            at: name.location,
            notes: Suggestions.note(for: name.value, in: screen.segues.map(\.id.value))
        )
    }

    static func unterminatedPlaceholder(in text: Located<String>, role: String, screen: ScreenDeclaration) -> Diagnostic
    {
        Diagnostic(
            .unknownParameter,
            "\(role) of screen '\(screen.id.value)' has an unterminated placeholder",
            at: text.location,
            notes: [DiagnosticNote("close it with '}', or write '{{' for a literal brace")]
        )
    }

    static func unknownPlaceholder(_ name: String, in text: Located<String>, role: String, screen: ScreenDeclaration)
        -> Diagnostic
    {
        Diagnostic(
            .unknownParameter,
            "placeholder '{\(name)}' in the \(role) of screen '\(screen.id.value)' names no parameter",
            at: text.location,
            notes: Suggestions.note(for: name, in: screen.parameters.map(\.name.value))
                + [DiagnosticNote("write '{{' and '}}' for literal braces")]
        )
    }

    /// NG204 for the names of unknown placeholders of a text past the first `placeholdersReported`.
    static func morePlaceholders(_ count: Int, role: String, screen: ScreenDeclaration, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .unknownParameter,
            "\(count) more placeholders in the \(role) of screen '\(screen.id.value)' name no parameter",
            at: location
        )
    }
}
