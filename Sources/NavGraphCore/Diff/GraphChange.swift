/// One difference between two versions of a graph, as `navgraph diff` reports it (see docs/diff.md).
package struct GraphChange: Hashable, Sendable {
    /// What happened to the element.
    package enum Kind: String, Sendable {
        case added, removed, renamed, changed
    }

    package var kind: Kind
    /// Whether apps in the field can fail on it: links, restoration snapshots or tabs of the old version.
    package var isBreaking: Bool
    /// Whether code written against the old generated Swift API stops compiling.
    package var isAPIBreaking: Bool
    /// What changed, as `kind:path`: `screen:book`, `parameter:book.name`, `segue:shelves.openBook`,
    /// `item:book.share`, `action:share`, `container:main`, `tab:main.library`, `link:book`, `root`, `entry:home`,
    /// `enum:Genre`, `case:Genre.poetry`, `graph:Shop`.
    package var element: String
    /// The old value or name, when there was one.
    package var old: String?
    /// The new value or name, when there is one.
    package var new: String?
    /// What the change means, in a sentence.
    package var message: String
    /// Where the change is: on the new side when the element is there, else on the old side.
    package var location: SourceLocation?

    package init(
        _ kind: Kind, _ element: String, breaking: Bool = false, api: Bool = false, old: String? = nil,
        new: String? = nil, message: String, at location: SourceLocation?
    ) {
        self.kind = kind
        self.element = element
        self.isBreaking = breaking
        self.isAPIBreaking = api
        self.old = old
        self.new = new
        self.message = message
        self.location = location
    }

    /// The change's classes, most severe first: `breaking`, `api-breaking`, or `additive` alone.
    package var classes: [String] {
        var names: [String] = []
        if isBreaking { names.append("breaking") }
        if isAPIBreaking { names.append("api-breaking") }
        return names.isEmpty ? ["additive"] : names
    }
}
