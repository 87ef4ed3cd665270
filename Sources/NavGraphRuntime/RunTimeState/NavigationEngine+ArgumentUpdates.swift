extension NavigationEngine {
    /// Changes some arguments of an instance while it is shown (a title after a returned value): the given
    /// names replace their values, the others keep theirs. Checked as a segue's arguments are (`unknownArgument`,
    /// `invalidArgument`); its `{param}` titles and the back button of the screen above follow. No events, no
    /// transition; allowed while a transition is in flight.
    ///
    /// Throws `instanceNotFound` for an instance the state does not hold.
    package mutating func update(_ instance: InstanceID, arguments: [String: ArgumentValue]) throws(NavigationError) {
        lastEvents = []
        lastTransition = nil
        guard let found = state.allInstances.first(where: { $0.id == instance }) else {
            throw .instanceNotFound(instance)
        }
        let merged = found.screen.arguments.merging(arguments) { _, new in new }
        let value = try graph.makeScreen(found.screen.id, arguments: merged)
        guard value != found.screen else { return }
        state.replaceScreen(of: instance, with: value)
    }
}

extension NavigationState {
    /// Replaces the screen value of instance `id` wherever it is (a stack, a presentation, a column, a tab not
    /// selected); nothing when there is no such instance.
    mutating func replaceScreen(of id: InstanceID, with value: ScreenValue) {
        func replaced(_ stack: [ScreenInstance]) -> [ScreenInstance]? {
            guard let index = stack.firstIndex(where: { $0.id == id }) else { return nil }
            var stack = stack
            stack[index].screen = value
            return stack
        }
        func replaced(_ split: SplitState?) -> SplitState? {
            guard var split else { return nil }
            for column in split.columns.indices {
                if let new = replaced(split.columns[column]) {
                    split.columns[column] = new
                    return split
                }
            }
            return nil
        }
        if let new = replaced(stack) {
            stack = new
        } else if let new = replaced(split) {
            split = new
        } else if let index = presentations.firstIndex(where: { replaced($0.stack) != nil }),
            let new = replaced(presentations[index].stack)
        {
            presentations[index].stack = new
        } else if var tabBar {
            for tab in tabBar.stored.indices {
                guard var content = tabBar.stored[tab] else { continue }
                if let new = replaced(content.stack) {
                    content.stack = new
                } else if let new = replaced(content.split) {
                    content.split = new
                } else {
                    continue
                }
                tabBar.stored[tab] = content
                self.tabBar = tabBar
                return
            }
        }
    }
}
