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
        if segue.kind == .unwind, !texts.isEmpty { throw .unwindTakesNoArguments(segue: segueID) }
        return try definition.arguments(fromText: texts, forScreen: segue.destination)
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
        let source = state.visible
        guard source.screen.id == sourceID else {
            throw .sourceNotVisible(segue: segueID, source: sourceID, visible: source.screen.id)
        }
        switch segue.kind {
        case .show:
            return try runShow(segue, from: source, callerArguments: callerArguments)
        case .showDetail, .modal:
            let destination = try destinationValue(of: segue, from: source, callerArguments: callerArguments)
            runPresent(segue, destination: destination)
            return outcome(changed: true)
        case .unwind:
            guard callerArguments.isEmpty else { throw .unwindTakesNoArguments(segue: segue.id) }
            return try runUnwind(segue, from: source)
        }
    }

    /// Presents a segue's destination over the visible screen, in the segue's style (else the destination's).
    private mutating func runPresent(_ segue: SegueDefinition, destination: ScreenValue) {
        let style = segue.presentation ?? graph.screen(destination.id)?.modalPresentationStyle ?? .automatic
        _ = presentChecked(
            destination, style: style, embed: segue.embedInNavigationController, animated: segue.animated)
    }

    /// `show`: push onto the source's navigation stack (after `popTo`, unless `singleTop` finds the destination on
    /// top); without a navigation stack, present modally as UIKit does.
    private mutating func runShow(
        _ segue: SegueDefinition,
        from source: ScreenInstance,
        callerArguments: [String: ArgumentValue]
    ) throws(NavigationError) -> RequestOutcome {
        let destination = try destinationValue(of: segue, from: source, callerArguments: callerArguments)
        let container = state.visibleContainer
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
        case .main: keptPresentations = 0
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
        switch start {
        case .main:
            containers = [.main]
        case .presentation(let presentationIndex):
            containers = (0...presentationIndex).reversed().map(ContainerID.presentation) + [.main]
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
