extension NavigationEngine {
    /// Opens a deep link: replaces the whole state (stacks, containers and presentations) by the link's synthetic
    /// stacks in one transition: the old screens on screen disappear, the new ones appear, every old instance gets
    /// `deinit` (top first). A route that starts in a container installs it fresh, as `replaceRoot` to it would,
    /// selects the route's tab and fills the columns as the route's segues would (see docs/deep-links.md, Tabs and
    /// splits). Throws, and changes nothing, for a link that is malformed, too long, matches no pattern or carries
    /// a value that does not convert. Returns the new state's instances, the main stack first.
    @discardableResult
    package mutating func open(_ link: String, animated: Bool = true) throws(NavigationError) -> [ScreenInstance] {
        lastEvents = []
        lastTransition = nil
        try requireIdle()
        let match = try graph.links.match(link)
        var next = try syntheticState(for: match)
        if isCompact { next = collapsedContent(next) }
        let removed = Array(state.allInstances.reversed())
        applyTransition(
            next.presentations.isEmpty ? .push : .present, animated: animated, navigationIn: .main, removed: removed
        ) { $0 = next }
        return next.stack + next.presentations.flatMap(\.stack)
    }

    /// The state a match opens on, expanded: its screen's route replayed from its first screen (a tab's or a
    /// column's root when the route starts in a container), each screen's parameters from the link (a carried
    /// value of the same name that fits the type), else what the segue sets (`arguments`, `forward`), else the
    /// default (`nil` for an optional without one).
    func syntheticState(for match: LinkMatch) throws(NavigationError) -> NavigationState {
        let target = try graph.requireScreen(match.screen)
        let route = target.linkRoute ?? []
        let bottom = try linkValue(of: route.first?.screen ?? target.id, segueSets: [:], carried: match.carried)
        var next = state
        next.presentations.removeAll()
        var location = ContainerID.main
        if let entry = target.linkEntry {
            try install(entry.container, in: &next)
            if let tab = entry.tab {
                guard let index = next.tabBar?.tabs.firstIndex(of: tab) else { throw .unknownTab(tab) }
                Self.select(index, in: &next)
            }
            let leading = next.split?.leadingColumnCount ?? 0
            if let column = entry.column, column < leading { location = .column(column) }
            if next.screen(at: 0, in: location)?.screen != bottom {
                next.replaceBottom(of: location, with: next.makeInstance(bottom))
            }
        } else {
            next.tabBar = nil
            next.split = nil
            next.stack = [next.makeInstance(bottom)]
        }
        for step in route {
            let segue = try graph.requireSegue(step.segue, of: step.screen)
            let source = next.screen(at: next.count(in: location) - 1, in: location)
            var segueSets = segue.arguments
            for name in segue.forward {
                segueSets[name] = source?.screen.arguments[name] ?? .null
            }
            let instance = next.makeInstance(
                try linkValue(of: segue.destination, segueSets: segueSets, carried: match.carried))
            let embedded: Bool
            switch location {
            case .main, .column: embedded = true
            case .presentation(let index): embedded = next.presentations[index].embedsNavigationController
            }
            switch segue.kind {
            case .show where embedded:
                next.append(instance, in: location)
            case .showDetail where next.split != nil && next.presentations.isEmpty:
                // From a column left of the secondary: the secondary column's stack is replaced; else a push.
                if case .column = location { next.stack = [] }
                next.stack.append(instance)
                location = .main
            case .show, .modal, .showDetail, .unwind, .replaceRoot:
                let style = segue.presentation ?? graph.screen(instance.screen.id)?.modalPresentationStyle ?? .automatic
                let embed = segue.embedInNavigationController
                next.presentations.append(
                    Presentation(
                        style: style, embedsNavigationController: embed, stack: [instance],
                        settings: embed ? segue.navigationController : nil))
                location = .presentation(next.presentations.count - 1)
            }
        }
        return next
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

extension NavigationState {
    /// Replaces the bottom screen of the main stack or of a column.
    fileprivate mutating func replaceBottom(of container: ContainerID, with instance: ScreenInstance) {
        switch container {
        case .main where !stack.isEmpty: stack[0] = instance
        case .column(let index) where split?.columns.indices.contains(index) == true:
            if split?.columns[index].isEmpty == false { split?.columns[index][0] = instance }
        case .main, .column, .presentation: break
        }
    }
}
