extension NavigationEngine {
    /// The navigation bar over the visible screen (§6.4); nil when the visible screen was presented without a
    /// navigation controller.
    public var navigationBar: NavigationBarState? {
        guard let stack = state.visibleNavigationStack else { return nil }
        return resolveBar(for: stack)
    }

    /// The toolbar of the navigation controller holding the visible screen (§6.5).
    public var toolbar: ToolbarState {
        guard let stack = state.visibleNavigationStack, let top = stack.last,
            let screen = graph.screen(top.screen.id)
        else { return ToolbarState(hidden: true, items: []) }
        return ToolbarState(
            hidden: screen.toolbarHidden ?? definition.container.toolbarHidden,
            items: screen.toolbarItems
        )
    }

    /// The bar of a navigation stack, for its top.
    func resolveBar(for stack: [ScreenInstance]) -> NavigationBarState? {
        guard let top = stack.last, let screen = graph.screen(top.screen.id) else { return nil }
        let item = screen.navigationItem
        let container = definition.container
        let previous = stack.count > 1 ? stack[stack.count - 2] : nil
        let back = previous.map(backButton(showing:))
        let showsBack = back != nil && !item.hidesBackButton
        var left: [LeftBarEntry] = []
        if !item.leftBarButtonItems.isEmpty {
            if item.leftItemsSupplementBackButton, showsBack, let back { left.append(.back(back)) }
            left.append(contentsOf: item.leftBarButtonItems.map(LeftBarEntry.item))
        } else if showsBack, let back {
            left.append(.back(back))
        }
        let arguments = top.screen.arguments
        return NavigationBarState(
            hidden: screen.navigationBarHidden ?? container.navigationBarHidden,
            left: left,
            title: item.titleView == nil ? displayedTitle(of: screen, arguments: arguments) : nil,
            titleView: item.titleView,
            prompt: item.prompt.map { fillPlaceholders($0, with: arguments) },
            right: item.rightBarButtonItems,
            largeTitle: largeTitle(of: stack),
            appearance: container.appearance
        )
    }

    /// `navigationItem.title`, else `title`, placeholders filled; nil when neither is set.
    func displayedTitle(of screen: ScreenDefinition, arguments: [String: ArgumentValue]) -> String? {
        (screen.navigationItem.title ?? screen.title).map { fillPlaceholders($0, with: arguments) }
    }

    /// The back button pointing at `previous` (seed 000 §2.1, seed 003 §4): its `backBarButtonItem` (never
    /// shortened), else its title, else "Back"; a derived title longer than `backButtonTitleMaxLength` is "Back".
    func backButton(showing previous: ScreenInstance) -> BackButton {
        guard let screen = graph.screen(previous.screen.id) else { return BackButton(title: BackButton.defaultTitle) }
        let arguments = previous.screen.arguments
        if let custom = screen.navigationItem.backBarButtonItem, custom.title != nil || custom.image != nil {
            return BackButton(title: custom.title.map { fillPlaceholders($0, with: arguments) }, image: custom.image)
        }
        guard let title = displayedTitle(of: screen, arguments: arguments), !title.isEmpty,
            title.count <= definition.container.backButtonTitleMaxLength
        else { return BackButton(title: BackButton.defaultTitle) }
        return BackButton(title: title)
    }

    /// Whether the top of `stack` shows a large title: `never` is small; `always` is large when the container
    /// prefers large titles; `automatic` inherits the instance below's state, and the root's follows
    /// `prefersLargeTitles`.
    func largeTitle(of stack: [ScreenInstance]) -> Bool {
        guard definition.container.prefersLargeTitles else { return false }
        for instance in stack.reversed() {
            switch graph.screen(instance.screen.id)?.navigationItem.largeTitleDisplayMode ?? .automatic {
            case .always: return true
            case .never: return false
            case .automatic: continue
            }
        }
        return true
    }
}
