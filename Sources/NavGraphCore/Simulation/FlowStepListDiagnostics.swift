/// The messages of `setup:`, `steps:` and `- use:` in flow files, one factory per finding.
extension Diagnostic {
    /// A step list's element that is neither a step (a mapping) nor a list of steps.
    static func notAStep(found: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .wrongValueKind,
            "a flow step takes a mapping (or a list of steps), not \(found)",
            at: location,
            notes: [DiagnosticNote("write a command ('- tap: ITEM'), '- use: NAME' or an alias to a step list")]
        )
    }

    /// `use:` beside a command, `expect:` or `with:`.
    static func useWithOtherKey(_ key: Located<String>, other: String) -> Diagnostic {
        Diagnostic(
            .wrongValueKind,
            "a 'use' step runs a step list and takes no other key; '\(other)' is beside it",
            at: key.location,
            notes: [DiagnosticNote("put '\(other)' in a step of its own")]
        )
    }

    static func nullUse(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.wrongValueKind, "'use' takes the name of a step list under 'steps', not null", at: location)
    }

    /// `use:` of a name `steps:` does not define.
    static func unknownStepList(_ name: Located<String>, known: [String]) -> Diagnostic {
        var notes = Suggestions.note(for: name.value, in: known.sorted())
        if notes.isEmpty {
            notes = [
                DiagnosticNote(
                    known.isEmpty
                        ? "the flow file has no 'steps:' lists"
                        : "'steps' names: \(known.sorted().joined(separator: ", "))")
            ]
        }
        return Diagnostic(
            .unknownKey, "no step list named '\(name.value)' under 'steps'", at: name.location, notes: notes)
    }

    /// A `use:` that goes back into a list being run: `chain` ends with the name used again.
    static func stepListCycle(_ name: Located<String>, chain: [String]) -> Diagnostic {
        Diagnostic(
            .includeFailed,
            "step list '\(name.value)' uses itself: \(chain.map { "'\($0)'" }.joined(separator: " → "))",
            at: name.location)
    }

    static func stepListsTooDeep(_ limit: Int, at location: SourceLocation, chain: [String]) -> Diagnostic {
        Diagnostic(
            .limitExceeded,
            "step lists nest deeper than the limit of \(limit)",
            at: location,
            notes: chain.isEmpty ? [] : [DiagnosticNote("through \(chain.map { "'\($0)'" }.joined(separator: " → "))")])
    }

    static func tooManySteps(_ limit: Int, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .limitExceeded, "a flow runs more than \(limit) steps once its step lists are spliced in", at: location)
    }

    static func tooMuchSplicing(_ limit: Int, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .limitExceeded,
            "the flow file's step lists splice in more than \(limit) steps and uses in all",
            at: location,
            notes: [DiagnosticNote("a list that uses others many times over multiplies their steps")])
    }
}
