extension NavigationEngine {
    /// The screen a shared segue is performed from now: the visible screen if it is one of the segue's sources,
    /// else (an expanded split, nothing presented) the right-most column top that is; `notASharedSegueSource`
    /// naming the sources otherwise. A screen with its own segue of that id is not a source: the shared call is
    /// refused there, as the screen's own segue overrides it.
    package func sharedSource(of segueID: String) throws(NavigationError) -> String {
        let sources = definition.sharedSegue(segueID)?.sources ?? []
        let visible = state.visible.screen.id
        if sources.contains(visible) { return visible }
        if state.presentations.isEmpty,
            let column = state.columnTops.last(where: { sources.contains($0.screen.id) })
        {
            return column.screen.id
        }
        throw .notASharedSegueSource(segue: segueID, sources: sources, visible: visible)
    }
}

extension NavigationEngine {
    /// For a segue named by its id alone (`navgraph simulate perform openStatus`): when `source` has no segue
    /// `segueID` but the graph shares a segue of that id, the refusal names the screens it is performed from.
    package func checkSharedSegue(_ segueID: String, from source: String) throws(NavigationError) {
        guard graph.screen(source)?.segues.contains(where: { $0.id == segueID }) != true,
            let shared = definition.sharedSegue(segueID)
        else { return }
        throw .notASharedSegueSource(segue: segueID, sources: shared.sources, visible: state.visible.screen.id)
    }
}
