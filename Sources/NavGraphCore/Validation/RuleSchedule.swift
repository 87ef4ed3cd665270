import Dispatch

/// The rules of `Validator` as independent tasks: each rule writes its findings into a sink of its own, and the
/// sinks are joined in one fixed order (the order the rules were always run in), so the findings are the same,
/// in the same order, whichever thread ran which rule and when. On a large graph the tasks run on every core the
/// process may use; on a small one, on the calling thread, where starting threads would cost more than it saves.
enum RuleSchedule {
    /// The rules, in the order their findings are joined.
    enum Rule: Int, CaseIterable {
        case identifiers, renames, types, references, sharedSegues, entries, arguments, deepLinks, barItems, alerts
        case sheets, menus, search, containers, flow, lints, accessibility
    }

    /// The tasks, the costliest first (measured on the 10,000-screen benchmark graph) so that the threads end
    /// together: a rule alone, or the rules that read `TypeRules`' resolved types together with it.
    static let tasks: [[Rule]] = [
        [.flow], [.types, .arguments, .deepLinks], [.identifiers], [.references], [.accessibility], [.containers],
        [.renames], [.lints], [.sheets], [.menus], [.barItems], [.alerts], [.search], [.sharedSegues], [.entries],
    ]

    /// From this many screens on, the tasks run on several threads.
    static let parallelScreens = 500

    /// Every rule's findings over `graph`, joined in `Rule` order; on several threads when `parallel`.
    static func run(_ graph: Graph, index: ValidationIndex, parallel: Bool) -> [Diagnostic] {
        var sinks = [DiagnosticSink](repeating: DiagnosticSink(), count: Rule.allCases.count)
        sinks.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let slots = Slots(base: base)
            if parallel {
                DispatchQueue.concurrentPerform(iterations: tasks.count) { task in
                    run(tasks[task], graph: graph, index: index, into: slots)
                }
            } else {
                for task in tasks { run(task, graph: graph, index: index, into: slots) }
            }
        }
        return sinks.flatMap(\.diagnostics)
    }

    /// The sinks, one per rule; each task writes only its own rules' sinks, so no two threads touch one.
    struct Slots: @unchecked Sendable {
        let base: UnsafeMutablePointer<DiagnosticSink>

        subscript(rule: Rule) -> DiagnosticSink {
            get { base[rule.rawValue] }
            nonmutating _modify { yield &base[rule.rawValue] }
        }
    }

    /// Runs the rules of one task, in order.
    private static func run(_ rules: [Rule], graph: Graph, index: ValidationIndex, into sinks: Slots) {
        var types = ResolvedTypes(types: [])
        for rule in rules {
            switch rule {
            case .identifiers: IdentifierRules.check(graph, index: index, into: &sinks[.identifiers])
            case .renames: RenameRules.check(graph, index: index, into: &sinks[.renames])
            case .types: types = TypeRules.check(graph, index: index, into: &sinks[.types])
            case .references: ReferenceRules.check(graph, index: index, into: &sinks[.references])
            case .sharedSegues: SharedSegueRules.check(graph, index: index, into: &sinks[.sharedSegues])
            case .entries: EntryRules.check(graph, index: index, into: &sinks[.entries])
            case .arguments: ArgumentRules.check(graph, index: index, types: types, into: &sinks[.arguments])
            case .deepLinks: DeepLinkRules.check(graph, index: index, types: types, into: &sinks[.deepLinks])
            case .barItems: BarItemRules.check(graph, index: index, into: &sinks[.barItems])
            case .alerts: AlertRules.check(graph, index: index, into: &sinks[.alerts])
            case .sheets: SheetRules.check(graph, index: index, into: &sinks[.sheets])
            case .menus: MenuRules.check(graph, index: index, into: &sinks[.menus])
            case .search: SearchRules.check(graph, index: index, into: &sinks[.search])
            case .containers: ContainerRules.check(graph, index: index, into: &sinks[.containers])
            case .flow: FlowAnalysis.check(graph, index: index, into: &sinks[.flow])
            case .lints: LintRules.check(graph, index: index, into: &sinks[.lints])
            case .accessibility: AccessibilityRules.check(graph, index: index, into: &sinks[.accessibility])
            }
        }
    }
}
