import NavGraphRuntime

extension GraphDiff {
    /// The deep links of a screen in both versions: an old pattern that no new pattern of the screen covers is
    /// breaking (links in the field stop opening it); so are links that now wait behind a `replaceRoot` gate.
    mutating func compareLinks(_ before: ScreenDeclaration, _ after: ScreenDeclaration) {
        let screen = after.id.value
        let element = "link:\(screen)"
        let oldLinks = Self.typedLinks(before, old)
        let newLinks = Self.typedLinks(after, new)
        var used = Set<Int>()
        for (link, typed) in oldLinks {
            let text = link.pattern.value
            if let same = newLinks.firstIndex(where: { $0.link.pattern.value == text }) {
                used.insert(same)
                // The same text, read with the new types: a narrower type or a lost enum case stops links.
                if let reason = PatternContainment.uncovered(typed, by: newLinks[same].typed) {
                    add(
                        GraphChange(
                            .changed, element, breaking: true, old: text, new: text,
                            message: "links matching '\(text)' no longer open '\(screen)' as they did (\(reason))",
                            at: newLinks[same].link.pattern.location))
                }
                compareSettings(link, newLinks[same].link, screen: screen)
                continue
            }
            if let cover = newLinks.firstIndex(where: { PatternContainment.uncovered(typed, by: $0.typed) == nil }) {
                used.insert(cover)
                let replacement = newLinks[cover].link
                add(
                    GraphChange(
                        .changed, element, old: text, new: replacement.pattern.value,
                        message: "link '\(text)' of '\(screen)' becomes '\(replacement.pattern.value)', which still "
                            + "matches every link the old pattern matched",
                        at: replacement.pattern.location))
                compareSettings(link, replacement, screen: screen)
                continue
            }
            let reason =
                newLinks.isEmpty
                ? "the screen has no deep links any more"
                : newLinks.compactMap { PatternContainment.uncovered(typed, by: $0.typed) }.first.map {
                    "against '\(newLinks[0].link.pattern.value)': \($0)"
                } ?? ""
            add(
                GraphChange(
                    .removed, element, breaking: true, old: text,
                    message: "links matching '\(text)' no longer open '\(screen)' as they did (\(reason))",
                    at: newLinks.first?.link.pattern.location ?? link.pattern.location))
        }
        for (position, entry) in newLinks.enumerated() where !used.contains(position) {
            let text = entry.link.pattern.value
            add(
                GraphChange(
                    .added, element, new: text, message: "link '\(text)' of '\(screen)' is new",
                    at: entry.link.pattern.location))
        }
        compareGate(before, after)
    }

    /// A link kept with another mode or priority: which screen stack it builds or which pattern wins changes, no
    /// link stops opening.
    private mutating func compareSettings(_ before: DeepLink, _ after: DeepLink, screen: String) {
        let text = after.pattern.value
        let oldMode = (before.mode?.value ?? .keep).rawValue
        let newMode = (after.mode?.value ?? .keep).rawValue
        if oldMode != newMode {
            add(
                GraphChange(
                    .changed, "link:\(screen)", old: "mode \(oldMode)", new: "mode \(newMode)",
                    message: "link '\(text)' of '\(screen)' opens with mode '\(newMode)' instead of '\(oldMode)'",
                    at: after.mode?.location ?? after.pattern.location))
        }
        let oldPriority = before.priority?.value ?? 0
        let newPriority = after.priority?.value ?? 0
        if oldPriority != newPriority {
            add(
                GraphChange(
                    .changed, "link:\(screen)", old: "priority \(oldPriority)", new: "priority \(newPriority)",
                    message: "link '\(text)' of '\(screen)' has priority \(newPriority) instead of \(oldPriority)",
                    at: after.priority?.location ?? after.pattern.location))
        }
    }

    /// Links of a screen that opened at once and now wait until the app passes a `replaceRoot` gate (sign-in).
    private mutating func compareGate(_ before: ScreenDeclaration, _ after: ScreenDeclaration) {
        guard let link = after.deepLinks.first, !before.deepLinks.isEmpty, oldGates[before.id.value] == nil,
            let gate = newGates[after.id.value]
        else { return }
        let screen = after.id.value
        add(
            GraphChange(
                .changed, "link:\(screen)", breaking: true, old: "not gated", new: gate,
                message: "links to '\(screen)' now wait for gate '\(gate)' (a replaceRoot): links that opened at once "
                    + "are held until the app passes it",
                at: link.pattern.location))
    }

    /// The `replaceRoot` segue (`screen.segue`) that links to each screen wait for, by screen id; screens that
    /// wait for none are left out.
    static func gates(in side: DiffSide) -> [String: String] {
        var positions: [String: Int] = [:]
        for (position, screen) in side.graph.screens.enumerated() where positions[screen.id.value] == nil {
            positions[screen.id.value] = position
        }
        let routes = LinkRoutes(side.graph, screens: positions)
        var gates: [String: String] = [:]
        for (id, position) in positions {
            guard let gate = routes.gate[position] else { continue }
            let source = side.graph.screens[gate.screen]
            gates[id] = "\(source.id.value).\(source.segues[gate.segue].id.value)"
        }
        return gates
    }

    /// The screen's links that parse, each with its pattern and the types of the screen's parameters.
    private static func typedLinks(_ screen: ScreenDeclaration, _ side: DiffSide) -> [(
        link: DeepLink, typed: PatternContainment.TypedPattern
    )] {
        let types = parameterDefinitions(side, screen.id.value).mapValues {
            PatternContainment.unwrapped($0.type)
        }
        let enumCases = side.enumCases
        return screen.deepLinks.compactMap { link in
            guard case .success(let pattern) = LinkPattern.parse(link.pattern.value) else { return nil }
            return (link, PatternContainment.TypedPattern(pattern: pattern, types: types, enumCases: enumCases))
        }
    }
}
