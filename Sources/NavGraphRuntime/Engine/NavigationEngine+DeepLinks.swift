extension NavigationEngine {
    /// Opens a deep link, in one transition (see docs/deep-links.md). A `keep` pattern (the default) selects the
    /// tab or column its chain lives in, leaves the other tabs alone, keeps the longest prefix of that stack equal
    /// to the chain, pops the rest, pushes the remainder and dismisses presentations; a `reset` pattern replaces
    /// the whole state by the link's synthetic stacks, every old instance released (top first). A route that
    /// starts in a container not on screen installs it fresh, as `replaceRoot` to it would.
    ///
    /// A newer link replaces a pending one. The link itself waits (`pendingLink`, nothing changes on screen) while
    /// a presentation on screen is `modalInPresentation` or while its chain lies behind a gate the router has not
    /// passed. Throws, and changes nothing, for a link that is malformed, too long, matches no pattern or carries a
    /// value that does not convert. Returns the new state's instances, the main stack first (nothing when the
    /// link waits).
    @discardableResult
    package mutating func open(_ link: String, animated: Bool = true) throws(NavigationError) -> [ScreenInstance] {
        lastEvents = []
        lastTransition = nil
        try requireIdle()
        let match = try graph.links.match(link)
        let plan = try linkPlan(for: match)
        guard !isWaiting(plan) else {
            pendingLink = link
            return []
        }
        let next = try linkedState(for: match, plan: plan)
        pendingLink = nil
        applyLink(next, animated: animated)
        return next.stack + next.presentations.flatMap(\.stack)
    }

    /// Drops the pending link, if any; returns whether there was one.
    @discardableResult
    package mutating func cancelPendingLink() -> Bool {
        defer { pendingLink = nil }
        return pendingLink != nil
    }

    /// Applies the state a link opens on as one transition: a presentation when it ends in one, a push when its top
    /// is new, a dismissal when it only takes presentations away (and pops), a tab change when it only selects a
    /// tab (and pops), else a pop. Nothing happens when it keeps everything as it is.
    private mutating func applyLink(_ next: NavigationState, animated: Bool) {
        let kept = Set(next.allInstances.map(\.id))
        let removed = state.allInstances.reversed().filter { !kept.contains($0.id) }
        let added = next.nextInstanceID != state.nextInstanceID
        if removed.isEmpty && !added && next.tabBar?.selected == state.tabBar?.selected && next.split == state.split {
            return
        }
        let kind: NavigationTransition
        if !next.presentations.isEmpty {
            kind = .present
        } else if !state.allInstances.contains(where: { $0.id == next.top.id }) {
            kind = .push
        } else if !state.presentations.isEmpty {
            kind = .dismiss
        } else if next.tabBar?.selected != state.tabBar?.selected {
            kind = .selectTab
        } else {
            kind = .pop
        }
        applyTransition(kind, animated: animated, navigationIn: .main, removed: removed) { $0 = next }
    }

    /// The state a match opens on, from the current state, by the pattern's mode.
    func linkedState(for match: LinkMatch, plan: LinkPlan) throws(NavigationError) -> NavigationState {
        var (fresh, touched) = try syntheticState(for: match, plan: plan)
        if isCompact { fresh = collapsedContent(fresh) }
        guard plan.mode == .keep, isInstalled(plan.content, in: state) else { return fresh }
        return kept(fresh, touched: touched, plan: plan)
    }

    /// How a match opens: the route (the pattern's own when it names a tab, else the screen's), where it starts,
    /// the gate before it, and the mode.
    func linkPlan(for match: LinkMatch) throws(NavigationError) -> LinkPlan {
        guard let target = graph.definition.screenWithRoutes(match.screen) else { throw .unknownScreen(match.screen) }
        let link = target.deepLinks.indices.contains(match.pattern) ? target.deepLinks[match.pattern] : nil
        var plan = LinkPlan(
            target: target.id, route: target.linkRoute ?? [], entry: target.linkEntry, gate: target.linkGate,
            mode: link?.mode ?? .keep)
        if let link, let route = link.route {
            plan.route = route
            plan.entry = link.entry
            plan.gate = link.gate
        }
        return plan
    }

    /// The state a match opens on, expanded, with every container on the route new: its screen's route replayed
    /// from its first screen (a tab's or a column's root when the route starts in a container), each screen's
    /// parameters from the link (a carried value of the same name that fits the type), else what the segue sets
    /// (`arguments`, `forward`), else the default (`nil` for an optional without one). `touched`: the stacks the
    /// route builds (the others are as installed).
    func syntheticState(for match: LinkMatch, plan: LinkPlan) throws(NavigationError) -> (
        state: NavigationState, touched: Set<ContainerID>
    ) {
        let route = plan.route
        let bottom = try linkValue(of: route.first?.screen ?? plan.target, segueSets: [:], carried: match.carried)
        var next = state
        next.presentations.removeAll()
        var location = ContainerID.main
        if let entry = plan.entry {
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
        var touched: Set<ContainerID> = [location]
        for step in route {
            // The stack's screens are read in part: what the stack needs, not their bars (see `stackScreen`).
            let source = try graph.requireStackScreen(step.screen)
            guard let segue = source.segues.first(where: { $0.id == step.segue }) else {
                throw .unknownSegue(screen: step.screen, segue: step.segue)
            }
            let below = next.screen(at: next.count(in: location) - 1, in: location)
            var segueSets = segue.arguments
            for name in segue.forward {
                segueSets[name] = below?.screen.arguments[name] ?? .null
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
                touched.insert(.main)
            case .show, .modal, .showDetail, .unwind, .return, .replaceRoot:
                let style =
                    segue.presentation ?? graph.stackScreen(instance.screen.id)?.modalPresentationStyle ?? .automatic
                let embed = segue.embedInNavigationController
                var presentation = Presentation(
                    style: style, embedsNavigationController: embed, stack: [instance],
                    settings: embed ? segue.navigationController : nil)
                presentation.takeSheet(segue.sheet)
                next.presentations.append(presentation)
                location = .presentation(next.presentations.count - 1)
            }
        }
        return (next, touched)
    }

    private func linkValue(
        of screenID: String,
        segueSets: [String: ArgumentValue],
        carried: [String: ArgumentValue]
    ) throws(NavigationError) -> ScreenValue {
        let screen = try graph.requireStackScreen(screenID)
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
        return ScreenValue(id: screenID, arguments: try graph.resolveArguments(arguments, of: screen))
    }
}

/// How a deep link opens its screen: the segues that build its synthetic stacks, where they start, the gate in
/// front of them, and what the link keeps.
struct LinkPlan: Sendable {
    /// The screen the link opens.
    var target: String
    /// The segues from the route's first screen to the target.
    var route: [LinkStep]
    /// Where the route starts when it starts in a container.
    var entry: LinkEntry?
    /// The `replaceRoot` segue that must have been passed.
    var gate: LinkStep?
    var mode: LinkMode

    /// The root content the route lives in: a container, or the route's first screen.
    var content: String { entry?.container ?? route.first?.screen ?? target }
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
