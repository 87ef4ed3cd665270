package import NavGraphRuntime

extension GraphDefinition {
    /// The values of `perform SEGUE`'s arguments, converted by the types of the destination's parameters. An
    /// unwind takes none (`unwindTakesNoArguments`); an unknown segue converts nothing and is left for `perform` to
    /// refuse.
    package func arguments(
        from arguments: [SimulationArgument],
        forSegue segueID: String,
        of sourceID: String
    ) throws(NavigationError) -> [String: ArgumentValue] {
        guard let segue = screens.first(where: { $0.id == sourceID })?.segues.first(where: { $0.id == segueID })
        else { return [:] }
        switch segue.kind {
        case .unwind:
            guard let returns = segue.returns, !returns.isEmpty else {
                if !arguments.isEmpty { throw .unwindTakesNoArguments(segue: segueID) }
                return [:]
            }
            // An unwind's arguments are the values it returns.
            let types = Dictionary(returns.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
            var values: [String: ArgumentValue] = [:]
            for argument in arguments {
                guard let type = types[argument.name] else {
                    throw .unknownArgument(screen: segue.destination, parameter: argument.name)
                }
                values[argument.name] = try value(of: argument, as: type)
            }
            return values
        case .replaceRoot
        where arguments.isEmpty && containers?.contains(where: { $0.id == segue.destination }) == true:
            return [:]
        default:
            return try self.arguments(from: arguments, forScreen: segue.destination)
        }
    }

    /// The values of arguments for screen `screenID`'s parameters (the last of a repeated name wins): a text is
    /// converted as a `name=value` word is, a list element by element by an array's element type. Throws
    /// `unknownScreen`, `unknownArgument` and `textNotConvertible`.
    package func arguments(
        from arguments: [SimulationArgument],
        forScreen screenID: String
    ) throws(NavigationError) -> [String: ArgumentValue] {
        guard let screen = screens.first(where: { $0.id == screenID }) else { throw .unknownScreen(screenID) }
        let parameters = screen.parametersByName
        var values: [String: ArgumentValue] = [:]
        for argument in arguments {
            guard let parameter = parameters[argument.name] else {
                throw .unknownArgument(screen: screen.id, parameter: argument.name)
            }
            values[argument.name] = try value(of: argument, as: parameter.type)
        }
        return values
    }

    /// One argument converted to `type`: a text as a `name=value` word is, a list element by element.
    private func value(of argument: SimulationArgument, as type: ParameterType) throws(NavigationError)
        -> ArgumentValue
    {
        let cases = { (name: String) in self.enums.first { $0.name == name }.map { Set($0.cases) } }
        switch argument.value {
        case .text(let text):
            guard let value = type.value(fromText: text, enumCases: cases) else {
                throw .textNotConvertible(text: text, parameter: argument.name, expected: type.spelling)
            }
            return value
        case .list(let elements):
            guard let value = Self.list(elements, as: type, enumCases: cases) else {
                let written = "[" + elements.map(JSONText.quoted).joined(separator: ", ") + "]"
                throw .textNotConvertible(text: written, parameter: argument.name, expected: type.spelling)
            }
            return value
        }
    }

    /// A list's elements as an array (or optional array) of `type`'s elements, nil when `type` is no array or
    /// an element does not convert.
    private static func list(
        _ elements: [String], as type: ParameterType, enumCases: (String) -> Set<String>?
    ) -> ArgumentValue? {
        switch type {
        case .optional(let wrapped):
            return list(elements, as: wrapped, enumCases: enumCases)
        case .array(let element):
            var values: [ArgumentValue] = []
            for text in elements {
                guard let value = element.value(fromText: text, enumCases: enumCases) else { return nil }
                values.append(value)
            }
            return .array(values)
        default:
            return nil
        }
    }
}
