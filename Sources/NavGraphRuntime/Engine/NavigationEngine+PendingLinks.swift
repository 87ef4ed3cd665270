extension NavigationEngine {
    /// Whether a link with this plan must wait: a presentation holds unsaved work, or its route lies behind a gate
    /// the router has not passed.
    func isWaiting(_ plan: LinkPlan) -> Bool {
        holdsUnsavedWork || !hasPassed(plan.gate, of: plan)
    }

    /// Whether a presented screen sets `modalInPresentation`: the person cannot swipe it away because there is
    /// something to lose, so no link dismisses it.
    var holdsUnsavedWork: Bool {
        state.presentations.contains { presentation in
            presentation.stack.contains { graph.screen($0.screen.id)?.modalInPresentation == true }
        }
    }

    /// Whether the router has passed a link's gate: no gate, or the root content the route lives in, or what the
    /// gate installs, is at the root now.
    func hasPassed(_ gate: LinkStep?, of plan: LinkPlan) -> Bool {
        guard let gate else { return true }
        if isInstalled(plan.content, in: state) { return true }
        guard let segue = try? graph.requireSegue(gate.segue, of: gate.screen) else { return true }
        return isInstalled(segue.destination, in: state)
    }

    /// Within a transition, after its change: opens the pending link when nothing holds it any more (the
    /// presentation with unsaved work was dismissed, the gate was performed), in the same transition. Returns the
    /// instances it released, top first; nil when it did not open. A pending link that no longer opens (the state
    /// it meets refuses it) is dropped.
    mutating func openPendingLink() -> [ScreenInstance]? {
        guard let link = pendingLink, let match = try? graph.links.match(link),
            let plan = try? linkPlan(for: match)
        else {
            pendingLink = nil
            return nil
        }
        guard !isWaiting(plan) else { return nil }
        pendingLink = nil
        guard let next = try? linkedState(for: match, plan: plan) else { return nil }
        let kept = Set(next.allInstances.map(\.id))
        let removed = state.allInstances.reversed().filter { !kept.contains($0.id) }
        state = next
        return removed
    }
}
