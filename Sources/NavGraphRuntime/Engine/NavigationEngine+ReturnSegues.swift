extension NavigationEngine {
    /// `return`: goes back to whoever came. Pushed (not the first screen of its stack): pops it. The first screen of
    /// a presentation (alone, or the root of a presented navigation controller): dismisses that presentation. The
    /// root of the main stack, a tab or a split column has nothing below: throws `nothingToReturnTo`.
    /// Returns the outcome and the instance returned to.
    mutating func runReturn(
        _ segue: SegueDefinition,
        from source: ScreenInstance
    ) throws(NavigationError) -> (outcome: RequestOutcome, target: ScreenInstance) {
        guard let (container, index) = returnTarget(of: source.id),
            let target = state.screen(at: index, in: container)
        else {
            throw .nothingToReturnTo(segue: segue.id, source: source.screen.id)
        }
        return (returnTo(index, in: container, animated: segue.animated), target)
    }

    /// Where a `return` from instance `id` goes: the instance right below it in its stack, else (the first screen
    /// of a presentation) the top of what that presentation covers; nil when nothing is below.
    func returnTarget(of id: InstanceID) -> (container: ContainerID, index: Int)? {
        guard let (container, index) = state.location(of: id) else { return nil }
        if index > 0 { return (container, index - 1) }
        guard case .presentation(let presentation) = container else { return nil }
        let below: ContainerID = presentation == 0 ? .main : .presentation(presentation - 1)
        let count = state.count(in: below)
        return count > 0 ? (below, count - 1) : nil
    }
}
