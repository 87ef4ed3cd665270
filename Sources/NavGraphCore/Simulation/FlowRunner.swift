import Foundation
package import NavGraphRuntime
import Synchronization

/// Why a flow failed: where in the flow file, and what differed.
package struct FlowFailure: Hashable, Sendable {
    package var location: SourceLocation
    package var message: String
}

/// The result of one flow.
package struct FlowOutcome: Sendable {
    package var name: String
    package var failures: [FlowFailure]
    package var passed: Bool { failures.isEmpty }
    /// What the flow exercised up to its end or its failing step; nil unless coverage was asked for.
    package var coverage: FlowCoverage?
}

/// Runs flows on a fresh simulator each and matches the state after every step against its `expect:`.
package enum FlowRunner {
    /// Runs `flow` on `definition`, started from `entry` (nil: the root). `save`/`restore` steps use files kept in
    /// memory for the flow's duration. With `recordingCoverage`, the outcome says what the flow exercised.
    package static func run(
        _ flow: Flow, definition: GraphDefinition, rootArguments: [SimulationArgument] = [],
        entry: Located<String>? = nil, recordingCoverage: Bool = false
    ) -> FlowOutcome {
        let store = MemoryFiles()
        var simulator: Simulator
        do {
            simulator = try Simulator(
                definition: definition, files: store.files, rootArguments: rootArguments, entry: entry?.value)
        } catch {
            let location = entry?.location ?? flow.name.location
            let failure = FlowFailure(location: location, message: "the router cannot start: \(error)")
            return FlowOutcome(name: flow.name.value, failures: [failure])
        }
        if recordingCoverage { simulator.recordCoverage() }
        let failures = failures(of: flow, on: &simulator)
        return FlowOutcome(name: flow.name.value, failures: failures, coverage: simulator.coverage)
    }

    /// Runs the steps of `flow` until one fails: that step's failures, or none.
    private static func failures(of flow: Flow, on simulator: inout Simulator) -> [FlowFailure] {
        for (index, step) in flow.steps.enumerated() {
            guard let expect = step.expect else {
                // No state is made for a step that expects nothing: a long flow stays linear in its steps. A refused
                // command fails its step unless the step expects a refusal (`expect: { error: ... }` or `expect:
                // { errorKind: ... }`, see docs/cli.md, navgraph test).
                if case .failure(let refusal) = simulator.perform(step.command) {
                    let message =
                        "\(step.described(index: index)) was refused: \(refusal.message) [\(refusal.kind)]"
                    return [FlowFailure(location: step.location, message: message)]
                }
                continue
            }
            let state = simulator.run(step.command)
            var failures = mismatches(expect, state.jsonValue, path: "").map {
                FlowFailure(location: $0.location, message: ": " + $0.message)
            }
            if let error = state.error, !namesTheError(expect) {
                let kind = state.errorKind.map { " [\($0)]" } ?? ""
                failures.insert(FlowFailure(location: step.location, message: " was refused: \(error)\(kind)"), at: 0)
            }
            if !failures.isEmpty {
                return failures.map {
                    FlowFailure(location: $0.location, message: "\(step.described(index: index))\($0.message)")
                }
            }
        }
        return []
    }

    /// Whether an expectation names the state's `error` or `errorKind` at its top level.
    private static func namesTheError(_ expect: Located<Expectation>) -> Bool {
        guard case .mapping(let members) = expect.value else { return false }
        return members.contains { $0.key == "error" || $0.key == "errorKind" }
    }

    /// Where `actual` does not match `expected`: a mapping is a subset of an object's keys, a sequence matches
    /// element by element with the same length, a scalar matches by text (`null`, `true`/`false` and numbers plain).
    static func mismatches(_ expected: Located<Expectation>, _ actual: JSONValue, path: String) -> [FlowFailure] {
        let here = path.isEmpty ? "the state" : "'\(path)'"
        func failure(_ message: String) -> [FlowFailure] {
            [FlowFailure(location: expected.location, message: message)]
        }
        switch (expected.value, actual) {
        case (.mapping(let members), .object(let fields)):
            var result: [FlowFailure] = []
            for (key, value) in members {
                guard let field = fields.first(where: { $0.0 == key }) else {
                    let names = fields.map(\.0)
                    let hint = Suggestions.closest(to: key, in: names).map { "; did you mean '\($0)'?" } ?? ""
                    result += [FlowFailure(location: value.location, message: "\(here) has no key '\(key)'\(hint)")]
                    continue
                }
                result += mismatches(value, field.1, path: path.isEmpty ? key : "\(path).\(key)")
            }
            return result
        case (.sequence(let elements), .array(let values)):
            guard elements.count == values.count else {
                return failure(
                    "expected \(here) to be \(describe(expected.value)), found \(actual.serialized(pretty: false))"
                )
            }
            var result: [FlowFailure] = []
            for (index, (element, value)) in zip(elements, values).enumerated() {
                result += mismatches(element, value, path: "\(path)[\(index)]")
            }
            return result
        case (.scalar(let text, let plain), _):
            guard !matches(text, plain: plain, actual) else { return [] }
            // `'1000.0'` against `1000.0`: the two look alike, but a quoted scalar is text.
            let hint =
                !plain && matches(text, plain: true, actual)
                ? "; the expected value is quoted, so it is text: write it without quotes to match "
                    + unquotedName(of: actual)
                : ""
            return failure(
                "expected \(here) to be \(describe(expected.value)), found \(actual.serialized(pretty: false))\(hint)")
        default:
            return failure(
                "expected \(here) to be \(describe(expected.value)), found \(actual.serialized(pretty: false))")
        }
    }

    private static func matches(_ text: String, plain: Bool, _ actual: JSONValue) -> Bool {
        switch actual {
        case .string(let value): return value == text
        case .null: return plain && NodeReader.isNull(text)
        case .bool(let value): return plain && text == (value ? "true" : "false")
        case .int(let value): return plain && text == String(value)
        case .double(let value): return plain && Double(text) == value
        case .array(let values): return plain && text == "[]" && values.isEmpty
        case .object(let fields): return plain && text == "{}" && fields.isEmpty
        }
    }

    /// What a plain scalar matches, for the hint on a quoted one.
    private static func unquotedName(of value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool: "the boolean"
        case .int, .double: "the number"
        case .string, .array, .object: "it"
        }
    }

    /// An expectation as compact text, for messages.
    static func describe(_ expectation: Expectation) -> String {
        switch expectation {
        case .scalar(let text, let plain): plain && NodeReader.isNull(text) ? "null" : "'\(text)'"
        case .sequence(let elements): "[" + elements.map { describe($0.value) }.joined(separator: ", ") + "]"
        case .mapping(let members):
            "{" + members.map { "\($0.key): \(describe($0.value.value))" }.joined(separator: ", ") + "}"
        }
    }
}

extension Simulator.Files {
    /// Files kept in memory for as long as the value lives: what flow tests (and fuzzing) use, so that they write
    /// nothing to the disk.
    public static func inMemory() -> Simulator.Files { MemoryFiles().files }
}

/// Snapshot files of `save`/`restore` steps, kept in memory so that flow tests write nothing to the disk.
final class MemoryFiles: Sendable {
    private let contents = Mutex<[String: Data]>([:])

    /// A snapshot no `save` of this flow wrote: flows keep their snapshots in memory and never read the disk.
    struct Missing: Error, CustomStringConvertible {
        var description: String {
            "no 'save' step of this flow saved it (a flow restores only what it saved itself, never a file on disk)"
        }
    }

    var files: Simulator.Files {
        Simulator.Files(
            read: { [self] path in
                guard let data = contents.withLock({ $0[path] }) else { throw Missing() }
                return data
            },
            write: { [self] data, path in contents.withLock { $0[path] = data } }
        )
    }
}
