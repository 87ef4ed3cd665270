extension NavigationEngine {
    /// The person popped stack `id` down to `instance` on screen (the back button, its long-press menu, a
    /// shortened SwiftUI path): applied as `popTo` with its events, at once, since the screen already shows it.
    /// Throws `userChangeMismatch`, changing nothing, when the stack is not the one the person can touch or
    /// `instance` is not below its top.
    @discardableResult
    package mutating func userDidPop(to instance: InstanceID, in id: StackID) throws(NavigationError)
        -> [ScreenInstance]
    {
        lastEvents = []
        lastTransition = nil
        try requireIdle()
        guard let container = state.container(of: id), isTouchable(container) else {
            throw .userChangeMismatch(reason: "stack '\(id)' is not on screen")
        }
        guard state.isNavigationController(container) else {
            throw .userChangeMismatch(reason: "stack '\(id)' is not a navigation stack")
        }
        guard let index = index(of: instance, in: container) else {
            throw .userChangeMismatch(reason: "\(instance) is not in stack '\(id)'")
        }
        guard index < state.count(in: container) - 1 else {
            throw .userChangeMismatch(reason: "\(instance) is already the top of stack '\(id)'")
        }
        return popScreens(in: container, downTo: index, animated: false)
    }

    /// The person swiped the top-most sheet down: applied as a dismissal with its events, at once. Throws
    /// `cannotDismissInteractively` when UIKit would not have let it go (not a sheet, or `modalInPresentation`).
    @discardableResult
    package mutating func userDidDismissPresentation() throws(NavigationError) -> [ScreenInstance] {
        try dismissInteractively(animated: false)
    }

    /// The person tapped the tab at `index`: selected as `selectTab` does (tapping the selected tab pops it to its
    /// root), at once. Throws `userChangeMismatch` when no tab bar is on screen or there is no such tab.
    package mutating func userDidSelectTab(_ index: Int) throws(NavigationError) {
        lastEvents = []
        lastTransition = nil
        lastReturn = nil
        try requireIdle()
        guard let tabBar = state.tabBar, state.presentations.isEmpty else {
            throw .userChangeMismatch(reason: "no tab bar is on screen")
        }
        guard tabBar.tabs.indices.contains(index) else {
            throw .userChangeMismatch(reason: "the tab bar has no tab at index \(index)")
        }
        if index == tabBar.selected {
            _ = popScreens(in: .main, downTo: 0, animated: false)
            return
        }
        guard tabBar.stored[index] != nil else { return }
        applyTransition(.selectTab, animated: false, navigationIn: nil, removed: []) { Self.select(index, in: &$0) }
    }

    /// The person began the edge swipe on stack `id`: as `beginInteractivePop()`, on that stack (a split column's
    /// too). Throws `interactivePopNotAllowed` when the stack is not the one the person can touch or UIKit would
    /// not start the swipe there.
    package mutating func userDidBeginInteractivePop(in id: StackID) throws(NavigationError) {
        guard let container = state.container(of: id), isTouchable(container) else {
            lastEvents = []
            lastTransition = nil
            throw .interactivePopNotAllowed(reason: "stack '\(id)' is not on screen")
        }
        try beginInteractivePop(in: container)
    }

    /// Whether the person can touch a container's stack: the top-most presentation's, or the root content's when
    /// nothing is presented.
    func isTouchable(_ container: ContainerID) -> Bool {
        switch container {
        case .main, .column: state.presentations.isEmpty
        case .presentation(let index): index == state.presentations.count - 1
        }
    }
}
