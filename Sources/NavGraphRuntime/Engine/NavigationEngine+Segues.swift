extension NavigationEngine {
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

    /// Performs a segue of the visible screen (§2.4, §6.6). The engine is idle.
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
            if let name = callerArguments.keys.sorted().first {
                throw .unknownArgument(screen: segue.destination, parameter: name)
            }
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
        guard state.isNavigationController(container), let screens = state.screens(in: container) else {
            runPresent(segue, destination: destination)
            return outcome(changed: true)
        }
        var keep = screens.count
        if let target = segue.popTo {
            guard let index = screens.lastIndex(where: { $0.screen.id == target }) else {
                throw .popToTargetNotFound(segue: segue.id, target: target)
            }
            keep = index + 1
        }
        let popped = Array(screens[keep...])
        if segue.singleTop, screens[keep - 1].screen == destination {
            guard !popped.isEmpty else { return .unchanged }
            _ = popScreens(in: container, downTo: keep - 1, animated: segue.animated)
            return outcome(changed: true)
        }
        let instance = state.makeInstance(destination)
        applyTransition(animated: segue.animated, navigationIn: container, removed: popped.reversed()) {
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
        let popped = Array((state.screens(in: container) ?? [])[(index + 1)...])
        let removed = dismissed.reversed() + popped.reversed()
        let navigation: ContainerID? = state.isNavigationController(container) ? container : nil
        applyTransition(animated: segue.animated, navigationIn: navigation, removed: removed) {
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
            let screens = state.screens(in: container) ?? []
            let upper = position == 0 ? startIndex : screens.count
            if let index = screens[..<upper].lastIndex(where: { $0.screen.id == screenID }) {
                return (container, index)
            }
        }
        return nil
    }
}
