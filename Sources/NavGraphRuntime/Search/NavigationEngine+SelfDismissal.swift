extension NavigationEngine {
    /// A screen with `dismissesItself` closed itself (Safari's Done, a share sheet's choice, a picker's Cancel):
    /// its presentation, and any presented over it, go at once with their events, as a dismissal the person
    /// made. Returns the instances dismissed, bottom to top.
    ///
    /// Throws `instanceNotFound` for an instance the state does not hold, and `notSelfDismissing` when its screen
    /// does not set `dismissesItself` or is not presented on its own.
    @discardableResult
    package mutating func dismissedItself(_ instance: InstanceID) throws(NavigationError) -> [ScreenInstance] {
        lastEvents = []
        lastTransition = nil
        try requireIdle()
        guard let index = state.presentations.firstIndex(where: { $0.stack.contains { $0.id == instance } }) else {
            guard let held = state.allInstances.first(where: { $0.id == instance }) else {
                throw .instanceNotFound(instance)
            }
            throw .notSelfDismissing(screen: held.screen.id)
        }
        let presentation = state.presentations[index]
        guard presentation.stack.count == 1, let screen = presentation.stack.first,
            graph.screen(screen.screen.id)?.dismissesItself == true
        else {
            let id = presentation.stack.first { $0.id == instance }?.screen.id ?? ""
            throw .notSelfDismissing(screen: id)
        }
        return dismissPresentations(from: index, animated: false)
    }
}
