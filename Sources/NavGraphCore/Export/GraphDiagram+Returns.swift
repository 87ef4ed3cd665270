import NavGraphRuntime

extension Scene {
    /// For each screen, the screens a `return` from it may go back to: those with a `show`, `showDetail` or `modal`
    /// segue to it, each once, in declaration order. A screen an alert's `modal` segue shows takes the alert's
    /// place, so its callers are the alert's callers, not the alert. A diagram draws a `return` as one edge back to
    /// each.
    static func callers(_ definition: GraphDefinition, index: [String: Int]) -> [[Int]] {
        var callers = [[Int]](repeating: [], count: definition.screens.count)
        // (alert, destination) for each `modal` segue of an alert, resolved once the alerts' callers are known.
        var shownByAlerts: [(alert: Int, to: Int)] = []
        for (from, screen) in definition.screens.enumerated() {
            for segue in screen.segues {
                switch segue.kind {
                case .show, .showDetail, .modal:
                    guard let to = index[segue.destination] else { continue }
                    if screen.alert != nil {
                        shownByAlerts.append((from, to))
                    } else if !callers[to].contains(from) {
                        callers[to].append(from)
                    }
                case .unwind, .return, .replaceRoot:
                    continue
                }
            }
        }
        // An alert shown by an alert's segue takes that alert's callers too: repeat until nothing changes.
        var changed = true
        while changed {
            changed = false
            for (alert, to) in shownByAlerts {
                for caller in callers[alert] where !callers[to].contains(caller) {
                    callers[to].append(caller)
                    changed = true
                }
            }
        }
        return callers
    }
}
