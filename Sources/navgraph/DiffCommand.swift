import _NavGraphCore

/// `navgraph diff OLD NEW`: what changed between two versions of graphs, and what each change breaks (see
/// docs/diff.md).
enum DiffCommand {
    static let spec = CommandSpec(
        name: "diff",
        usage: "diff [--fail-on breaking|api] [--format text|json|github] OLD NEW",
        summary: "Compare two versions of graphs and say which changes break apps or their code.",
        details: """
            OLD and NEW are graph files, folders (searched for *.navgraph.yaml like validate), or git:REV for the
            other side's path at git revision REV (navgraph diff git:main graphs/). Graphs are paired by graph
            name, then by path. Each change is breaking (links, saved states or tabs of apps in the field stop
            working), API-breaking (code written against the old generated Swift stops compiling), or additive.
            Both sides must load: their errors are printed on standard error (exit status 1).

            Exit status: 0 compared (whatever changed), 1 a side has errors, or --fail-on found such a change
            (breaking: a breaking change; api: a breaking or API-breaking one), 2 usage, I/O or git problem.
            """,
        options: [failOn.spec, format.spec] + DiagnosticOptions.limitSpecs
    )

    /// What `--fail-on` fails on.
    enum FailOn: String, CaseIterable, Sendable {
        case breaking, api
    }

    static let failOn = Option<FailOn>.choice(
        "fail-on", "CLASS", "exit 1 on a breaking change (breaking), or on a breaking or API-breaking one (api)")
    static let format = Option<GraphChange.Format>.choice("format", "FORMAT", "text (default), json or github")

    static func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> ExitStatus {
        let failOn = try arguments.value(of: failOn)
        let format = try arguments.value(of: format) ?? .text
        guard arguments.positionals.count == 2 else {
            throw UsageError(
                message: "expected two versions to compare: OLD NEW", hint: "usage: navgraph \(spec.usage)")
        }
        let limits = try DiagnosticOptions.limits(from: arguments)
        let (old, new) = try sides(arguments.positionals[0], arguments.positionals[1])
        let before = try DiffInputs(path: old.path, revision: old.revision, limits: limits)
        let after = try DiffInputs(path: new.path, revision: new.revision, limits: limits)
        var broken = false
        for (inputs, name) in [(before, "OLD"), (after, "NEW")] where !inputs.errorText.isEmpty {
            console.printError(inputs.errorText, terminator: "")
            console.printError("navgraph: error: \(name) has errors; nothing to compare")
            broken = true
        }
        if broken { return .failure }
        let changes = DiffInputs.changes(from: before, to: after)
        console.print(GraphChange.render(changes, as: format))
        switch failOn {
        case .breaking: return changes.contains(where: \.isBreaking) ? .failure : .success
        case .api: return changes.contains { $0.isBreaking || $0.isAPIBreaking } ? .failure : .success
        case nil: return .success
        }
    }

    /// The path and revision of each side: `git:REV` takes the other side's path; both cannot be revisions.
    private static func sides(_ old: String, _ new: String) throws(UsageError) -> (
        old: (path: String, revision: String?), new: (path: String, revision: String?)
    ) {
        let oldRevision = revision(in: old)
        let newRevision = revision(in: new)
        switch (oldRevision, newRevision) {
        case (.some, .some):
            throw UsageError(
                message: "only one side can be a git revision",
                hint: "compare git:REV with a path: diff git:main graphs/")
        case (.some(let revision), nil): return ((new, revision), (new, nil))
        case (nil, .some(let revision)): return ((old, nil), (old, revision))
        case (nil, nil): return ((old, nil), (new, nil))
        }
    }

    /// REV of a `git:REV` argument.
    private static func revision(in argument: String) -> String? {
        argument.hasPrefix("git:") ? String(argument.dropFirst(4)) : nil
    }
}
