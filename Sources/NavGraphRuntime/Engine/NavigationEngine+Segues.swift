extension NavigationEngine {
    /// Converts textual arguments (the `name=value` pairs of `navgraph simulate perform`) to the types of the
    /// destination parameters of segue `segueID` of screen `sourceID` (see `GraphDefinition.arguments(written:for:)`);
    /// throws `unknownSegue` for a segue the screen does not have.
    package func arguments(
        fromText texts: [String: String],
        forSegue segueID: String,
        of sourceID: String
    ) throws(NavigationError) -> [String: ArgumentValue] {
        let segue = try graph.requireSegue(segueID, of: sourceID)
        return try definition.arguments(written: texts.keys.sorted().map { ($0, .text(texts[$0] ?? "")) }, for: segue)
    }

    /// The screen whose segue `name` a user performs, and the segue's id: `SCREEN.SEGUE` names both; a bare
    /// `SEGUE` is the visible screen's, else the results screen's shown over it by a search (docs/runtime.md,
    /// Search), else (an expanded split, nothing presented) that of the column top that has it (see
    /// docs/containers.md).
    package func performableSource(of name: String) -> (source: String, segue: String) {
        if let dot = name.firstIndex(of: ".") {
            return (String(name[..<dot]), String(name[name.index(after: dot)...]))
        }
        let visible = state.visible.screen.id
        if let results = shownResults?.screen.id,
            graph.screen(visible)?.segues.contains(where: { $0.id == name }) != true,
            graph.screen(results)?.segues.contains(where: { $0.id == name }) == true
        {
            return (results, name)
        }
        if graph.screen(visible)?.segues.contains(where: { $0.id == name }) == true || !state.presentations.isEmpty {
            return (visible, name)
        }
        let column = state.columnTops.last { graph.screen($0.screen.id)?.segues.contains { $0.id == name } == true }
        return (column?.screen.id ?? visible, name)
    }

    /// The destination value of a segue performed from `source`: the segue's literal arguments, then the
    /// forwarded parameters of `source`, then the caller's (which may not set what the segue sets), defaults
    /// filled in, everything checked.
    func destinationValue(
        of segue: SegueDefinition,
        from source: ScreenInstance,
        callerArguments: [String: ArgumentValue]
    ) throws(NavigationError) -> ScreenValue {
        var arguments = segue.arguments
        for name in segue.forward {
            arguments[name] = source.screen.arguments[name] ?? .null
        }
        for name in callerArguments.keys.sorted() {
            guard arguments[name] == nil else { throw .argumentSetBySegue(segue: segue.id, parameter: name) }
            arguments[name] = callerArguments[name]
        }
        return try graph.makeScreen(segue.destination, arguments: arguments)
    }

    /// Performs a segue of the visible screen. The engine is idle.
    mutating func runSegue(
        _ segueID: String,
        from sourceID: String,
        arguments callerArguments: [String: ArgumentValue]
    ) throws(NavigationError) -> RequestOutcome {
        let segue = try graph.requireSegue(segueID, of: sourceID)
        // The visible screen, or (an expanded split, nothing presented) the top of a column left of it.
        var source = state.visible
        var sourceContainer = state.visibleContainer
        if source.screen.id != sourceID, state.presentations.isEmpty,
            let column = state.columnTops.lastIndex(where: { $0.screen.id == sourceID })
        {
            source = state.columnTops[column]
            sourceContainer = .column(column)
        }
        // The results screen shown over the visible screen performs its segues in the searching screen's place:
        // it pushes on that screen's stack and presents over it; its own arguments are the ones forwarded.
        // A results screen is in no stack: it has no `return` (NG317).
        if source.screen.id != sourceID, let results = shownResults, results.screen.id == sourceID,
            segue.kind != .return
        {
            source = ScreenInstance(id: source.id, screen: results.screen)
        }
        guard source.screen.id == sourceID else {
            throw .sourceNotVisible(segue: segueID, source: sourceID, visible: source.screen.id)
        }
        switch segue.kind {
        case .show:
            return try runShow(segue, from: source, in: sourceContainer, callerArguments: callerArguments)
        case .showDetail where state.split != nil && state.presentations.isEmpty:
            let destination = try destinationValue(of: segue, from: source, callerArguments: callerArguments)
            showDetail(destination, from: sourceContainer, animated: segue.animated)
            return outcome(changed: true)
        case .showDetail, .modal:
            let destination = try destinationValue(of: segue, from: source, callerArguments: callerArguments)
            runPresent(segue, destination: destination, from: sourceContainer)
            return outcome(changed: true)
        case .unwind:
            if segue.returns?.isEmpty ?? true, !callerArguments.isEmpty {
                throw .unwindTakesNoArguments(segue: segue.id)
            }
            let values = try returnedValues(of: segue, callerArguments: callerArguments)
            let result = try runUnwind(segue, from: source)
            deliverReturn(of: segue, from: sourceID, values: values)
            return result
        case .return:
            if segue.returns?.isEmpty ?? true, !callerArguments.isEmpty {
                throw .unwindTakesNoArguments(segue: segue.id)
            }
            let values = try returnedValues(of: segue, callerArguments: callerArguments)
            let (result, target) = try runReturn(segue, from: source)
            deliverReturn(of: segue, from: sourceID, to: target, values: values)
            return result
        case .replaceRoot:
            if graph.screen(segue.destination) == nil, graph.container(segue.destination) != nil {
                if let name = callerArguments.keys.sorted().first {
                    throw .unknownArgument(screen: segue.destination, parameter: name)
                }
                try replaceRoot(withContainer: segue.destination, animated: segue.animated)
            } else {
                let destination = try destinationValue(of: segue, from: source, callerArguments: callerArguments)
                replaceRoot(with: destination, animated: segue.animated)
            }
            return outcome(changed: true)
        }
    }

    /// Presents a segue's destination over the visible screen, in the segue's style (else the destination's).
    private mutating func runPresent(_ segue: SegueDefinition, destination: ScreenValue, from source: ContainerID) {
        let style = segue.presentation ?? graph.screen(destination.id)?.modalPresentationStyle ?? .automatic
        _ = presentChecked(
            destination, style: style, embed: segue.embedInNavigationController, animated: segue.animated,
            settings: segue.navigationController, sheet: segue.sheet, from: source)
    }

    /// `show`: push onto the source's navigation stack (after `popTo`, unless `singleTop` finds the destination on
    /// top); without a navigation stack, present modally as UIKit does.
    private mutating func runShow(
        _ segue: SegueDefinition,
        from source: ScreenInstance,
        in container: ContainerID,
        callerArguments: [String: ArgumentValue]
    ) throws(NavigationError) -> RequestOutcome {
        let destination = try destinationValue(of: segue, from: source, callerArguments: callerArguments)
        guard state.isNavigationController(container) else {
            // Presented instead of pushed; `singleTop` still means "not again on top of itself".
            if segue.singleTop && source.screen == destination { return .unchanged }
            runPresent(segue, destination: destination, from: container)
            return outcome(changed: true)
        }
        var keep = state.count(in: container)
        if let target = segue.popTo {
            guard let index = lastIndex(of: target, in: container, below: keep) else {
                throw .popToTargetNotFound(segue: segue.id, target: target)
            }
            keep = index + 1
        }
        let popped = state.screens(above: keep - 1, in: container)
        if segue.singleTop, state.screen(at: keep - 1, in: container)?.screen == destination {
            guard !popped.isEmpty else { return .unchanged }
            _ = popScreens(in: container, downTo: keep - 1, animated: segue.animated)
            return outcome(changed: true)
        }
        let instance = state.makeInstance(destination)
        applyTransition(.push, animated: segue.animated, navigationIn: container, removed: popped.reversed()) {
            $0.removeLast(popped.count, in: container)
            $0.append(instance, in: container)
        }
        return outcome(changed: true)
    }

    /// `unwind`: returns to the nearest instance of the target below the source, dismissing the presentations
    /// above it and popping its stack, in one transition.
    private mutating func runUnwind(
        _ segue: SegueDefinition,
        from source: ScreenInstance
    ) throws(NavigationError) -> RequestOutcome {
        guard let (container, index) = nearestInstance(of: segue.destination, below: source.id) else {
            throw .unwindTargetNotFound(segue: segue.id, target: segue.destination)
        }
        return returnTo(index, in: container, animated: segue.animated)
    }

    /// Makes the instance at `index` of `container` visible again, dismissing the presentations above it and popping
    /// its stack, in one transition (a pop when nothing is dismissed, else a dismissal).
    mutating func returnTo(_ index: Int, in container: ContainerID, animated: Bool) -> RequestOutcome {
        let keptPresentations: Int
        switch container {
        case .main, .column: keptPresentations = 0
        case .presentation(let presentationIndex): keptPresentations = presentationIndex + 1
        }
        let dismissed = state.presentations[keptPresentations...].flatMap(\.stack)
        let popped = state.screens(above: index, in: container)
        let removed = dismissed.reversed() + popped.reversed()
        let navigation: ContainerID? = state.isNavigationController(container) ? container : nil
        applyTransition(
            dismissed.isEmpty ? .pop : .dismiss,
            animated: animated,
            navigationIn: navigation,
            removed: removed
        ) {
            $0.presentations.removeLast($0.presentations.count - keptPresentations)
            $0.removeLast(popped.count, in: container)
        }
        return outcome(changed: true)
    }

    /// The nearest instance of screen `screenID` strictly below instance `id`: down its own stack, then down each
    /// lower presentation, then down the main stack.
    func nearestInstance(of screenID: String, below id: InstanceID) -> (ContainerID, Int)? {
        guard let (start, startIndex) = state.location(of: id) else { return nil }
        var containers: [ContainerID] = []
        // The columns left of the secondary lie below it, the supplementary above the primary.
        let columns = (0..<(state.split?.columns.count ?? 0)).reversed().map(ContainerID.column)
        switch start {
        case .main:
            containers = [.main] + columns
        case .presentation(let presentationIndex):
            containers = (0...presentationIndex).reversed().map(ContainerID.presentation) + [.main] + columns
        case .column(let column):
            containers = (0...column).reversed().map(ContainerID.column)
        }
        for (position, container) in containers.enumerated() {
            let upper = position == 0 ? startIndex : state.count(in: container)
            if let index = lastIndex(of: screenID, in: container, below: upper) {
                return (container, index)
            }
        }
        return nil
    }

    /// The index of the top-most instance of `screenID` below position `upper` of a container; linear in the
    /// screens it passes.
    func lastIndex(of screenID: String, in container: ContainerID, below upper: Int) -> Int? {
        var index = upper - 1
        while index >= 0 {
            if state.screen(at: index, in: container)?.screen.id == screenID { return index }
            index -= 1
        }
        return nil
    }
}

/// An argument as a person writes it: one text (a `name=value` word, a YAML scalar; an array parameter takes
/// comma-separated elements), or a list of texts, each converted by an array's element type.
package enum WrittenArgument: Hashable, Sendable {
    case text(String)
    case list([String])
}

extension GraphDefinition {
    /// The values a caller gives `segue`, converted: an unwind's arguments are the values its `returns:` lists (it
    /// takes none without one: `unwindTakesNoArguments`), a `replaceRoot` to a container takes none, any other
    /// segue's are its destination's parameters. Throws `unknownArgument` (`unknownReturnValue` for an unwind's) and
    /// `textNotConvertible`; a repeated name keeps its last value.
    package func arguments(
        written arguments: [(name: String, value: WrittenArgument)],
        for segue: SegueDefinition
    ) throws(NavigationError) -> [String: ArgumentValue] {
        switch segue.kind {
        case .unwind, .return:
            guard let returns = segue.returns, !returns.isEmpty else {
                if !arguments.isEmpty { throw .unwindTakesNoArguments(segue: segue.id) }
                return [:]
            }
            let types = Dictionary(returns.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
            var values: [String: ArgumentValue] = [:]
            for argument in arguments {
                guard let type = types[argument.name] else {
                    throw .unknownReturnValue(segue: segue.id, value: argument.name)
                }
                values[argument.name] = try value(of: argument.value, named: argument.name, as: type)
            }
            return values
        case .replaceRoot
        where arguments.isEmpty && containers?.contains(where: { $0.id == segue.destination }) == true:
            return [:]
        default:
            return try self.arguments(written: arguments, forScreen: segue.destination)
        }
    }

    /// The values for screen `screenID`'s parameters, converted by their types. Throws `unknownScreen`,
    /// `unknownArgument` for a name that is no parameter, and `textNotConvertible`; a repeated name keeps its last
    /// value.
    package func arguments(
        written arguments: [(name: String, value: WrittenArgument)],
        forScreen screenID: String
    ) throws(NavigationError) -> [String: ArgumentValue] {
        guard let screen = screens.first(where: { $0.id == screenID }) else { throw .unknownScreen(screenID) }
        let parameters = screen.parametersByName
        var values: [String: ArgumentValue] = [:]
        for argument in arguments {
            guard let parameter = parameters[argument.name] else {
                throw .unknownArgument(screen: screen.id, parameter: argument.name)
            }
            values[argument.name] = try value(of: argument.value, named: argument.name, as: parameter.type)
        }
        return values
    }

    /// One written argument converted to `type`.
    private func value(of written: WrittenArgument, named name: String, as type: ParameterType) throws(NavigationError)
        -> ArgumentValue
    {
        let cases = { (name: String) in self.enums.first { $0.name == name }.map { Set($0.cases) } }
        switch written {
        case .text(let text):
            guard let value = type.value(fromText: text, enumCases: cases) else {
                throw .textNotConvertible(text: text, parameter: name, expected: type.spelling)
            }
            return value
        case .list(let elements):
            guard let value = Self.list(elements, as: type, enumCases: cases) else {
                let written = "[" + elements.map(JSONText.quoted).joined(separator: ", ") + "]"
                throw .textNotConvertible(text: written, parameter: name, expected: type.spelling)
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
