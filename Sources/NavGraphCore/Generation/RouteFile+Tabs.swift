import NavGraphRuntime

/// `Tab` (the tab ids of the graph's tab bars) and `Return` (the values unwinds return, by source screen), with the
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

    /// The unwinds and `return` segues with `returns:`, grouped by source screen in declaration order. A value's
    /// generated name is its source screen and its segue id (`Return.sizePicker(.chosen(…))`), both unique in the
    /// graph, so no other segue can ever change it.
    var returningUnwinds: [(screen: String, segues: [SegueDefinition])] {
        definition.screens.compactMap { screen in
            let segues = screen.segues.filter { ($0.kind == .unwind || $0.kind == .return) && $0.returns != nil }
            return segues.isEmpty ? nil : (screen.id, segues)
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
            writer.line("case \(SwiftNames.escaped(tab))")
        }
        writeTabAliases()
        close()
    }

    /// `enum Return`, for graphs with an unwind that returns values: one case per source screen carrying that
    /// screen's own enum (one case per unwind), and an accessor per screen to filter without a cast.
    mutating func writeReturnEnum() {
        let groups = returningUnwinds
        guard !groups.isEmpty else { return }
        writer.line()
        writer.doc(
            "The values the unwind and return segues of '\(graphName)' give back, by source screen: "
                + "`.\(groups[0].screen)(.\(groups[0].segues[0].id)(…))`, delivered after its target is visible again "
                + "(`Router.onReturn(_:)`, `Router.returns()`, the delegate). Filter by screen with its accessor: "
                + "`router.onReturn(\\.\(groups[0].screen)) { … }`.")
        open("\(access) enum Return: Swift.Hashable, Swift.Sendable")
        for (position, source) in groups.enumerated() {
            if position > 0 { writer.line() }
            writeReturnGroup(screen: source.screen, segues: source.segues)
        }
        close()
    }

    /// One source screen's case of `Return`, its enum and its accessor.
    private mutating func writeReturnGroup(screen: String, segues: [SegueDefinition]) {
        let name = SwiftNames.escaped(screen)
        let type = SwiftNames.upperCamel(screen)
        writer.doc("What '\(screen)' returns.")
        writer.line("case \(name)(\(type))")
        writer.line()
        writer.doc("The segues of '\(screen)' that return values: one case per segue, named by its id.")
        open("\(access) enum \(type): Swift.Hashable, Swift.Sendable")
        for (position, segue) in segues.enumerated() {
            if position > 0 { writer.line() }
            let parameters = functionParameters(of: segue)
            let target = segue.kind == .return ? "whoever came (the screen below it)" : "'\(segue.destination)'"
            writeParameterDoc(
                "What '\(screen).\(segue.id)' returns to \(target).",
                at: sources.segue(segue.id, of: screen), parameters)
            writeSignature(prefix: "case \(SwiftNames.escaped(segue.id))", parameters, suffix: "")
        }
        close()
        writer.line()
        writer.doc("What '\(screen)' returned; nil when another screen returned the value.")
        open("\(access) var \(name): \(type)?")
        writer.line("if case .\(name)(let value) = self { value } else { nil }")
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
        let unwinds = returningUnwinds.flatMap { source in source.segues.map { (screen: source.screen, segue: $0) } }
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
            let screen = SwiftNames.escaped(unwind.screen)
            writer.list("return Return.\(screen)(.\(SwiftNames.escaped(unwind.segue.id))(", labels, "))")
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
