/// The values an unwind or a `return` segue carried back to its target (`returns:`).
public struct ReturnedValues: Hashable, Sendable {
    /// The unwind's source screen.
    public var source: String
    /// The unwind segue.
    public var segue: String
    /// The target screen's id: an unwind's `to:`; for a `return`, the screen it went back to (whoever came).
    public var target: String
    /// The values by name, checked against their types.
    public var values: [String: ArgumentValue]

    /// Creates returned values.
    package init(source: String, segue: String, target: String, values: [String: ArgumentValue]) {
        self.source = source
        self.segue = segue
        self.target = target
        self.values = values
    }
}

extension NavigationEngine {
    /// The caller's arguments of an unwind, checked against its `returns:`: every value given, none unknown, each
    /// of its type.
    func returnedValues(
        of segue: SegueDefinition,
        callerArguments: [String: ArgumentValue]
    ) throws(NavigationError) -> [String: ArgumentValue] {
        let returns = segue.returns ?? []
        for name in callerArguments.keys.sorted() where !returns.contains(where: { $0.name == name }) {
            throw .unknownReturnValue(segue: segue.id, value: name)
        }
        var values: [String: ArgumentValue] = [:]
        for value in returns {
            guard let given = callerArguments[value.name] else {
                if case .optional = value.type {
                    values[value.name] = .null
                    continue
                }
                throw .missingReturnValue(segue: segue.id, value: value.name)
            }
            guard value.type.accepts(given, enumCases: graph.cases(ofEnum:)) else {
                throw .invalidArgument(screen: segue.destination, parameter: value.name, expected: value.type.spelling)
            }
            values[value.name] = value.type.normalized(given)
        }
        return values
    }

    /// Delivers an unwind's or a `return`'s values after its transition: the `returned` event on `target` (the
    /// instance returned to; the visible screen when nil), after its `viewDidAppear` or queued with the transition's
    /// completion, and `lastReturn`.
    mutating func deliverReturn(
        of segue: SegueDefinition,
        from source: String,
        to target: ScreenInstance? = nil,
        values: [String: ArgumentValue]
    ) {
        guard segue.returns != nil else { return }
        let target = target ?? state.visible
        var event = NavigationEvent(.returned, target)
        event.segue = segue.id
        if case .animated(let completion) = pending {
            pending = .animated(completion: completion + [event])
        } else {
            lastEvents.append(event)
        }
        let targetID = segue.kind == .return ? target.screen.id : segue.destination
        lastReturn = ReturnedValues(source: source, segue: segue.id, target: targetID, values: values)
    }
}
