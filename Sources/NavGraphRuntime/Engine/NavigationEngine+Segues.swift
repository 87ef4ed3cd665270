extension NavigationEngine {
    /// Converts textual arguments (the `name=value` pairs of `navgraph simulate perform`) to the types of the
    /// destination parameters of segue `segueID` of screen `sourceID`. Throws `unknownArgument` for a name that is
    /// no parameter of the destination, `textNotConvertible` for a text that does not convert and
    /// `unwindTakesNoArguments` for any argument of an unwind.
    package func arguments(
        fromText texts: [String: String],
        forSegue segueID: String,
        of sourceID: String
    ) throws(NavigationError) -> [String: ArgumentValue] {
        let segue = try graph.requireSegue(segueID, of: sourceID)
        if segue.kind == .replaceRoot, texts.isEmpty, graph.container(segue.destination) != nil { return [:] }
        guard segue.kind == .unwind else {
            return try definition.arguments(fromText: texts, forScreen: segue.destination)
        }
        if segue.returns?.isEmpty ?? true, !texts.isEmpty { throw .unwindTakesNoArguments(segue: segueID) }
        // An unwind's arguments are the values it returns.
        var values: [String: ArgumentValue] = [:]
        for name in texts.keys.sorted() {
            guard let value = segue.returns?.first(where: { $0.name == name }) else {
                throw .unknownArgument(screen: segue.destination, parameter: name)
            }
            let text = texts[name] ?? ""
            guard let converted = value.type.value(fromText: text, enumCases: graph.cases(ofEnum:)) else {
                throw .textNotConvertible(text: text, parameter: name, expected: value.type.spelling)
            }
            values[name] = converted
        }
        return values
    }

    /// The screen whose segue `name` a user performs, and the segue's id: `SCREEN.SEGUE` names both; a bare
    /// `SEGUE` is the visible screen's, else (an expanded split, nothing presented) that of the column top that
    /// has it (see docs/containers.md).
    package func performableSource(of name: String) -> (source: String, segue: String) {
        if let dot = name.firstIndex(of: ".") {
            return (String(name[..<dot]), String(name[name.index(after: dot)...]))
        }
        let visible = state.visible.screen.id
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
            runPresent(segue, destination: destination)
            return outcome(changed: true)
        case .unwind:
            if segue.returns?.isEmpty ?? true, !callerArguments.isEmpty {
                throw .unwindTakesNoArguments(segue: segue.id)
            }
            let values = try returnedValues(of: segue, callerArguments: callerArguments)
            let result = try runUnwind(segue, from: source)
            deliverReturn(of: segue, from: sourceID, values: values)
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
    private mutating func runPresent(_ segue: SegueDefinition, destination: ScreenValue) {
        let style = segue.presentation ?? graph.screen(destination.id)?.modalPresentationStyle ?? .automatic
        _ = presentChecked(
            destination, style: style, embed: segue.embedInNavigationController, animated: segue.animated,
            settings: segue.navigationController)
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
            runPresent(segue, destination: destination)
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
            animated: segue.animated,
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

extension GraphDefinition {
    /// Converts textual arguments (`name=value` on a command line, values of a flow file) to the types of the
    /// parameters of screen `screenID`. Throws `unknownScreen`, `unknownArgument` for a name that is no parameter,
    /// and `textNotConvertible` for a text that does not convert.
    package func arguments(
        fromText texts: [String: String],
        forScreen screenID: String
    ) throws(NavigationError) -> [String: ArgumentValue] {
        guard let screen = screens.first(where: { $0.id == screenID }) else { throw .unknownScreen(screenID) }
        let parameters = screen.parametersByName
        var arguments: [String: ArgumentValue] = [:]
        for name in texts.keys.sorted() {
            guard let parameter = parameters[name] else {
                throw .unknownArgument(screen: screen.id, parameter: name)
            }
            let text = texts[name] ?? ""
            let cases = { (name: String) in enums.first { $0.name == name }.map { Set($0.cases) } }
            guard let value = parameter.type.value(fromText: text, enumCases: cases) else {
                throw .textNotConvertible(text: text, parameter: name, expected: parameter.type.spelling)
            }
            arguments[name] = value
        }
        return arguments
    }
}
