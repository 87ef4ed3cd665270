/// The top-level `segues:` block: NG101 for its ids, NG201 for an unknown screen in `from`, NG206 (an empty
/// `from`), NG207 (a screen listed twice), NG418 (a source's own segue overrides the shared one) and NG419 (no
/// source left). Everything else is checked on the copies the loader put on each source (`copySharedSegues`), as
/// for the source's own segues, so a failure names the source and points at its `from:` element.
enum SharedSegueRules {
    static func check(_ graph: Graph, index: ValidationIndex, into sink: inout DiagnosticSink) {
        guard !graph.sharedSegues.isEmpty else { return }
        let own = graph.ownSegueIDs()
        for shared in graph.sharedSegues {
            let id = shared.segue.id
            _ = IdentifierRules.checkName(id, as: .segue, into: &sink)
            for element in shared.from where index.screens[element.value] == nil {
                sink.emit(.unknownScreen(element, role: "shared segue '\(id.value)' comes from", index: index))
            }
            for (duplicate, first) in IdentifierRules.duplicates(in: shared.from) {
                sink.emit(.sharedSourceListedTwice(duplicate, segue: id.value, first: first))
            }
            if let location = shared.fromLocation, shared.fromAll == nil, shared.from.isEmpty {
                sink.emit(.sharedSegueWithoutSources(id, at: location))
                continue
            }
            let candidates = graph.candidates(of: shared, index: index)
            var performed = false
            for (position, _) in candidates {
                if let location = own[position][id.value] {
                    let screen = graph.screens[position].id.value
                    sink.emit(.sharedSegueOverridden(Located(id.value, at: location), screen: screen, shared: id))
                } else {
                    performed = true
                }
            }
            // A list of unknown screens only is reported by NG201 alone.
            if !performed, !candidates.isEmpty || shared.fromAll != nil {
                sink.emit(.sharedSegueNeverPerformed(id, all: shared.fromAll != nil))
            }
        }
    }
}

extension Diagnostic {
    /// NG206.
    static func sharedSegueWithoutSources(_ id: Located<String>, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .sharedSegueWithoutSources,
            "shared segue '\(id.value)' lists no screen in 'from'",
            at: location,
            notes: [DiagnosticNote("list the screens it is performed from, or write 'from: all'")]
        )
    }

    /// NG207.
    static func sharedSourceListedTwice(_ name: Located<String>, segue: String, first: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .sharedSourceListedTwice,
            "shared segue '\(segue)' lists screen '\(name.value)' twice in 'from'",
            at: name.location,
            notes: [DiagnosticNote("'\(name.value)' first listed here", at: first)]
        )
    }

    /// NG418, at the screen's own segue.
    static func sharedSegueOverridden(_ own: Located<String>, screen: String, shared: Located<String>) -> Diagnostic {
        Diagnostic(
            .sharedSegueOverridden,
            "screen '\(screen)' has its own segue '\(own.value)': it overrides the shared segue there, and "
                + "the shared call is refused while '\(screen)' is visible",
            at: own.location,
            notes: [DiagnosticNote("shared segue '\(shared.value)' declared here", at: shared.location)]
        )
    }

    /// NG419.
    static func sharedSegueNeverPerformed(_ id: Located<String>, all: Bool) -> Diagnostic {
        let reason =
            all
            ? "no screen but its destination, or every screen has its own segue of that id"
            : "every screen in 'from' has its own segue of that id"
        return Diagnostic(
            .sharedSegueNeverPerformed,
            "shared segue '\(id.value)' has no source left: \(reason)",
            at: id.location,
            notes: [DiagnosticNote("remove it, or list a screen that does not override it")]
        )
    }
}
