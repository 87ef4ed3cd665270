import NavGraphRuntime

/// NG430 and NG431: a search, or a `builtin: dismiss` item, on a screen whose navigation bar (or toolbar) is
/// never on screen: hidden by the screen or the graph, or every way the screen is reached shows it without a
/// navigation controller around it (presented alone, as a `modal` segue without `embedInNavigationController`
/// does). Screens no path reaches are NG405's to report.
enum BarsNeverShown {
    static func check(_ graph: Graph, states: StateGraph, into sink: inout DiagnosticSink) {
        let settings = graph.navigationController
        // Screens and items are borrowed in place (see `Borrowed`), never copied out.
        graph.screens.forEachBorrowed { position, screen in
            guard states.isReachable(screen: position), screen.alert == nil else { return }
            let inStack = StateGraph.Container.allCases.contains {
                $0.hasStack && states.reachable[states.state(position, $0)]
            }
            let barHidden = screen.navigationBarHidden?.value ?? settings.navigationBarHidden?.value ?? false
            let toolbarHidden = screen.toolbarHidden?.value ?? settings.toolbarHidden?.value ?? true
            let noStack = "every way in shows it without a navigation controller"
            let barReason: String? = !inStack ? noStack : barHidden ? "its navigation bar is hidden" : nil
            let toolbarReason: String? = !inStack ? noStack : toolbarHidden ? "its toolbar is hidden" : nil
            if let search = screen.navigationItem.search, let barReason {
                sink.emit(.searchNotShown(screen.id.value, reason: barReason, at: search.location))
            }
            if let barReason {
                func check(_ barItem: Borrowed<BarItem>) {
                    guard barItem.dismisses else { return }
                    sink.emit(.dismissItemNeverShown(screen.id.value, barItem.copy, reason: barReason))
                }
                screen.navigationItem.leftBarButtonItems.forEachBorrowed(check)
                screen.navigationItem.rightBarButtonItems.forEachBorrowed(check)
            }
            if let toolbarReason {
                screen.toolbarItems.forEachBorrowed { barItem in
                    guard barItem.dismisses else { return }
                    sink.emit(.dismissItemNeverShown(screen.id.value, barItem.copy, reason: toolbarReason))
                }
            }
        }
    }
}

extension Borrowed where Element == BarItem {
    /// Whether the item, or an entry of its menu, performs `builtin: dismiss`.
    fileprivate var dismisses: Bool {
        self.builtin?.value == .dismiss
            || (self.menu?.value ?? []).contains { $0.choosableBuiltins.contains(.dismiss) }
    }
}

extension Diagnostic {
    /// NG430.
    static func searchNotShown(_ screen: String, reason: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .searchNotShown, "the search of screen '\(screen)' never shows: \(reason)", at: location,
            notes: [DiagnosticNote("a search bar lives in a shown navigation bar")])
    }

    /// NG431.
    static func dismissItemNeverShown(_ screen: String, _ item: BarItem, reason: String) -> Diagnostic {
        let name = item.id.map { "item '\($0.value)'" } ?? "an item"
        return Diagnostic(
            .itemNeverShown, "\(name) of screen '\(screen)' dismisses, but is never on screen: \(reason)",
            at: item.id?.location ?? item.location,
            notes: [
                DiagnosticNote(
                    "embed the presentation in a navigation controller ('embedInNavigationController: true'), or "
                        + "let the screen's own view close it")
            ])
    }
}
