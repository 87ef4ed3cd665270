extension NavigationEngine {
    /// `replaceRoot`: as an app setting its window's `rootViewController`, every instance goes (the visible ones
    /// disappear, then each is released, top first) and `destination` becomes the only one, on screen at once.
    mutating func replaceRoot(with destination: ScreenValue, animated: Bool) {
        let removed = Array(state.allInstances.reversed())
        let instance = state.makeInstance(destination)
        applyTransition(.replaceRoot, animated: animated, navigationIn: nil, removed: removed) {
            $0.presentations.removeAll()
            $0.tabBar = nil
            $0.split = nil
            $0.stack = [instance]
        }
    }

    /// `replaceRoot` to a container: every instance is released and the container's tabs and columns are
    /// installed with new instances of their roots.
    mutating func replaceRoot(withContainer name: String, animated: Bool) throws(NavigationError) {
        var next = state
        next.presentations.removeAll()
        try install(name, in: &next)
        if isCompact { next = collapsedContent(next) }
        let removed = Array(state.allInstances.reversed())
        applyTransition(.replaceRoot, animated: animated, navigationIn: nil, removed: removed) { $0 = next }
    }
}
