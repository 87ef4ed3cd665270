import NavGraphRuntime

/// `Tab` (the tab ids of the graph's tab bars) and `Return` (one case per unwind with `returns:`), with the
/// conversions the runtime calls. See docs/containers.md.
extension RouteFile {
    /// Whether the graph's root is a container.
    var rootIsContainer: Bool {
        screensByID[definition.root] == nil && (definition.containers ?? []).contains { $0.id == definition.root }
    }

    /// The first screen of the root container (its first tab's or column's root, through a split); nil when the
    /// root is a screen.
    var containerRootScreen: ScreenDefinition? {
        guard rootIsContainer else { return nil }
        var name = definition.root
        for _ in 0..<3 {
            if let screen = screensByID[name] { return screen }
            guard let container = (definition.containers ?? []).first(where: { $0.id == name }) else { return nil }
            guard let next = container.tabs.first?.root ?? container.columns.first?.root else { return nil }
            name = next
        }
        return nil
    }

    /// Every tab id of every tab bar, in declaration order, once.
    var tabIDs: [String] {
        var seen: Set<String> = []
        return (definition.containers ?? []).flatMap(\.tabs).map(\.id).filter { seen.insert($0).inserted }
    }

    /// The unwinds with `returns:`: source screen, segue and the case name (the segue id, or the source screen's
    /// id followed by it when two unwinds share an id).
    var returningUnwinds: [(screen: String, segue: SegueDefinition, name: String)] {
        let all = definition.screens.flatMap { screen in
            screen.segues.filter { $0.kind == .unwind && $0.returns != nil }.map { (screen.id, $0) }
        }
        var counts: [String: Int] = [:]
        for (_, segue) in all { counts[segue.id, default: 0] += 1 }
        return all.map { screen, segue in
            (screen, segue, counts[segue.id, default: 0] > 1 ? screen + SwiftNames.upperCamel(segue.id) : segue.id)
        }
    }

    /// `enum Tab`, for graphs with a tab bar.
    mutating func writeTabEnum() {
        let tabs = tabIDs
        guard !tabs.isEmpty else { return }
        writer.line()
        writer.doc("The tabs of '\(graphName)', left to right: `Router.select(_:)` selects one.")
        open("\(access) enum Tab: Swift.String, Swift.Hashable, Swift.Sendable, Swift.CaseIterable")
        for (position, tab) in tabs.enumerated() {
            if position > 0 { writer.line() }
            doc("The '\(tab)' tab.", at: sources.tab(tab))
            writer.line("case \(tab)")
        }
        close()
    }

    /// `enum Return`, for graphs with an unwind that returns values.
    mutating func writeReturnEnum() {
        let unwinds = returningUnwinds
        guard !unwinds.isEmpty else { return }
        writer.line()
        writer.doc(
            "The values the unwinds of '\(graphName)' return: one case per unwind with `returns:`, delivered after "
                + "its target is visible again (`Router.onReturn(_:)`, `Router.returns()`, the delegate).")
        open("\(access) enum Return: Swift.Hashable, Swift.Sendable")
        for (position, unwind) in unwinds.enumerated() {
            if position > 0 { writer.line() }
            let parameters = functionParameters(of: unwind.segue)
            writeParameterDoc(
                "What '\(unwind.screen).\(unwind.segue.id)' returns to '\(unwind.segue.destination)'.",
                at: sources.segue(unwind.segue.id, of: unwind.screen), parameters)
            writeSignature(prefix: "case \(unwind.name)", parameters, suffix: "")
        }
        close()
    }

    /// `tabID(of:)` and `tab(named:)`.
    mutating func writeTabLookup() {
        guard !tabIDs.isEmpty else { return }
        writer.line()
        writer.doc("A tab's id.")
        open("\(access) static func tabID(of tab: Tab) -> Swift.String")
        writer.line("tab.rawValue")
        close()
        writer.line()
        writer.doc("The typed tab for a tab id; nil when the graph has no such tab.")
        open("\(access) static func tab(named name: Swift.String) -> Tab?")
        writer.line("Tab(rawValue: name)")
        close()
    }

    /// `returned(_:)`: the typed values of an unwind, keyed by `source.segue`.
    mutating func writeReturnConversion() {
        let unwinds = returningUnwinds
        guard !unwinds.isEmpty else { return }
        writer.line()
        writer.doc("The typed values an unwind returned; nil when they do not fit.")
        open("\(access) static func returned(_ values: NavGraphRuntime.ReturnedValues) -> Return?")
        writer.line("let arguments: \(Self.argumentsType) = values.values")
        writer.line("switch values.source + \".\" + values.segue {")
        for unwind in unwinds {
            writer.line("case \(SwiftSpelling.stringLiteral(unwind.screen + "." + unwind.segue.id)):")
            writer.indent()
            var labels: [String] = []
            for (position, value) in (unwind.segue.returns ?? []).enumerated() {
                let name = SwiftSpelling.stringLiteral(value.name)
                writer.list(
                    "let a\(position): NavGraphRuntime.ArgumentValue = _argument(", ["arguments", name, ".null"], ")")
                let typed = SwiftSpelling.typedValue(of: "a\(position)", type: value.type)
                let type = SwiftSpelling.declaration(of: value.type)
                writer.line("guard let v\(position): \(type) = \(typed) else { return nil }")
                labels.append("\(value.name): v\(position)")
            }
            writer.list("return Return.\(unwind.name)(", labels, ")")
            writer.outdent()
        }
        writer.line("default:")
        writer.indent()
        writer.line("return nil")
        writer.outdent()
        writer.line("}")
        close()
    }
}
