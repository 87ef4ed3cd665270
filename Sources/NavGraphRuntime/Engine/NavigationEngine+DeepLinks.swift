extension NavigationEngine {
    /// Opens a deep link: replaces the whole state (main stack and presentations) by the link's synthetic stacks
    /// in one transition, as a `setViewControllers` of the main stack plus the presentations: the old screens on
    /// screen disappear, the new ones appear, every old instance gets `deinit` (top first). Throws, and changes
    /// nothing, for a link that is malformed, too long, matches no pattern or carries a value that does not
    /// convert. Returns the new state's instances, the main stack first.
    @discardableResult
    package mutating func open(_ link: String, animated: Bool = true) throws(NavigationError) -> [ScreenInstance] {
        lastEvents = []
        lastTransition = nil
        try requireIdle()
        let match = try graph.links.match(link)
        let plan = try syntheticStacks(for: match)
        let removed = Array(state.allInstances.reversed())
        var main: [ScreenInstance] = []
        var presentations: [Presentation] = []
        for (position, container) in plan.enumerated() {
            var stack: [ScreenInstance] = []
            for value in container.screens { stack.append(state.makeInstance(value)) }
            if position == 0 {
                main = stack
            } else {
                presentations.append(
                    Presentation(style: container.style, embedsNavigationController: container.embed, stack: stack))
            }
        }
        applyTransition(
            presentations.isEmpty ? .push : .present, animated: animated, navigationIn: .main, removed: removed
        ) {
            $0.stack = main
            $0.presentations = presentations
        }
        return main + presentations.flatMap(\.stack)
    }

    /// One container of a synthetic state: the main stack first, then each presentation.
    struct LinkContainer {
        var style: PresentationStyle
        var embed: Bool
        var screens: [ScreenValue]
    }

    /// The stacks a match opens on: its screen's route replayed from the root, each screen's parameters from the
    /// link (a carried value of the same name that fits the type), else what the segue sets (`arguments`,
    /// `forward`), else the default (`nil` for an optional without one).
    func syntheticStacks(for match: LinkMatch) throws(NavigationError) -> [LinkContainer] {
        let target = try graph.requireScreen(match.screen)
        let route = target.linkRoute ?? []
        let bottom = route.first?.screen ?? target.id
        var containers = [
            LinkContainer(
                style: .fullScreen, embed: true,
                screens: [try linkValue(of: bottom, segueSets: [:], carried: match.carried)])
        ]
        for step in route {
            let segue = try graph.requireSegue(step.segue, of: step.screen)
            let source = containers[containers.count - 1].screens.last
            var segueSets = segue.arguments
            for name in segue.forward {
                segueSets[name] = source?.arguments[name] ?? .null
            }
            let value = try linkValue(of: segue.destination, segueSets: segueSets, carried: match.carried)
            switch segue.kind {
            case .show where containers[containers.count - 1].embed:
                containers[containers.count - 1].screens.append(value)
            case .show, .modal, .showDetail, .unwind, .replaceRoot:
                let style = segue.presentation ?? graph.screen(value.id)?.modalPresentationStyle ?? .automatic
                containers.append(
                    LinkContainer(style: style, embed: segue.embedInNavigationController, screens: [value]))
            }
        }
        return containers
    }

    private func linkValue(
        of screenID: String,
        segueSets: [String: ArgumentValue],
        carried: [String: ArgumentValue]
    ) throws(NavigationError) -> ScreenValue {
        let screen = try graph.requireScreen(screenID)
        var arguments: [String: ArgumentValue] = [:]
        for parameter in screen.parameters {
            if let value = carried[parameter.name],
                parameter.type.accepts(value, enumCases: { graph.cases(ofEnum: $0) })
            {
                arguments[parameter.name] = value
            } else if let value = segueSets[parameter.name] {
                arguments[parameter.name] = value
            } else if parameter.defaultValue == nil, case .optional = parameter.type {
                arguments[parameter.name] = .null
            }
        }
        return try graph.makeScreen(screenID, arguments: arguments)
    }
}
