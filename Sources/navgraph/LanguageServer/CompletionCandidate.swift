import Foundation
import NavGraphRuntime
import _NavGraphCore

/// One thing completion offers: what is shown, what kind of thing it is, and what is inserted.
struct CompletionCandidate: Equatable {
    /// The protocol's `CompletionItemKind`s the server uses.
    enum Kind: Int {
        case function = 3
        case field = 5
        case variable = 6
        case `class` = 7
        case module = 9
        case property = 10
        case value = 12
        case keyword = 14
        case enumMember = 20
        case event = 23
    }

    var label: String
    var kind: Kind
    /// One line beside the label: a screen's title, a key's meaning in short.
    var detail: String?
    /// Markdown shown on selection: a key's whole meaning.
    var documentation: String?
    /// What replaces the partial name; the label when nil.
    var insertText: String?

    /// A key of a mapping: inserted with its `: `, its meaning as documentation, its first sentence as detail.
    static func key(_ name: String, meaning: String?, kind: Kind = .property) -> CompletionCandidate {
        CompletionCandidate(
            label: name, kind: kind, detail: meaning.map(firstSentence), documentation: meaning,
            insertText: name + ": ")
    }

    /// A screen or container id, with the screen's title.
    static func screens(_ graph: Graph, containers: Bool) -> [CompletionCandidate] {
        var result = graph.screens.map { screen in
            CompletionCandidate(label: screen.id.value, kind: .class, detail: screen.title?.value ?? "screen")
        }
        if containers {
            result += graph.containers.map { container in
                let kind = container.kind.map { "\($0.value.rawValue) container" } ?? "container"
                return CompletionCandidate(label: container.id.value, kind: .module, detail: kind)
            }
        }
        return result
    }

    /// A segue id, with where it goes.
    static func segue(_ segue: SegueDeclaration, from source: String? = nil) -> CompletionCandidate {
        let kind = segue.kind.map { $0.value.rawValue } ?? "segue"
        let destination = segue.destination.map { " → \($0.value)" } ?? ""
        let origin = source.map { "\($0) " } ?? ""
        return CompletionCandidate(label: segue.id.value, kind: .event, detail: "\(origin)\(kind)\(destination)")
    }

    /// The parameters of `screen`, with their types.
    static func parameters(of screen: ScreenDeclaration?, asKeys: Bool) -> [CompletionCandidate] {
        (screen?.parameters ?? []).map { parameter in
            let name = parameter.name.value
            let optional = parameter.defaultValue == nil ? "" : " (has a default)"
            return CompletionCandidate(
                label: name, kind: .field, detail: parameter.type.value.spelling + optional,
                insertText: asKeys ? name + ": " : nil)
        }
    }

    /// Plain choices (an enum's cases, `true`/`false`).
    static func choices(_ values: [String], detail: String? = nil) -> [CompletionCandidate] {
        values.map { CompletionCandidate(label: $0, kind: .enumMember, detail: detail) }
    }

    /// The text up to the end of its first sentence.
    static func firstSentence(_ text: String) -> String {
        guard let end = text.range(of: ". ") else { return text }
        return String(text[..<end.lowerBound]) + "."
    }
}
