extension NavigationEngine {
    /// The navigation bar over the visible screen; nil when the visible screen was presented without a
    /// navigation controller.
    package var navigationBar: NavigationBarState? {
        guard let (top, previous, screen) = visibleBarTop() else { return nil }
        return navigationBar(
            top: top, previous: previous, screen: screen, stack: state.visibleNavigationStack ?? [top],
            settings: controllerSettings)
    }

    /// The toolbar of the navigation controller holding the visible screen.
    package var toolbar: ToolbarState {
        guard let (top, _, screen) = visibleBarTop() else { return ToolbarState(hidden: true, items: []) }
        return toolbar(of: screen, top: top.id, settings: controllerSettings)
    }

    /// The bar a navigation controller with `settings` shows while `top` (of `screen`) is the top of `stack` over
    /// `previous`.
    func navigationBar(
        top: ScreenInstance, previous: ScreenInstance?, screen: ScreenDefinition,
        stack: some BidirectionalCollection<ScreenInstance>, settings: ContainerSettings
    ) -> NavigationBarState {
        let item = screen.navigationItem
        let arguments = top.screen.arguments
        var bar = NavigationBarState(
            hidden: isBarHidden(screen, settings: settings),
            left: leftEntries(of: screen, top: top.id, previous: previous, settings: settings),
            title: item.titleView == nil ? displayedTitle(of: screen, arguments: arguments) : nil,
            titleView: item.titleView,
            prompt: item.prompt.map { fillPlaceholders($0, with: arguments) },
            right: applyingItemStates(item.rightBarButtonItems, of: top.id),
            largeTitle: largeTitle(of: stack, settings: settings),
            appearance: settings.appearance
        )
        bar.titleViewAccessibilityLabel = item.titleView == nil ? nil : item.titleViewAccessibilityLabel
        return bar
    }

    /// The toolbar a navigation controller with `settings` shows while `top` (of `screen`) is its top.
    func toolbar(of screen: ScreenDefinition, top: InstanceID, settings: ContainerSettings) -> ToolbarState {
        ToolbarState(
            hidden: screen.toolbarHidden ?? settings.toolbarHidden,
            items: applyingItemStates(screen.toolbarItems, of: top))
    }

    /// The top of the navigation stack holding the visible screen, the instance below it and the top's
    /// definition; nil without a navigation controller. Reads without copying the stack.
    func visibleBarTop() -> (top: ScreenInstance, previous: ScreenInstance?, screen: ScreenDefinition)? {
        let container = state.visibleContainer
        let count = state.count(in: container)
        guard state.isNavigationController(container), let top = state.screen(at: count - 1, in: container),
            let screen = graph.screen(top.screen.id)
        else { return nil }
        return (top, state.screen(at: count - 2, in: container), screen)
    }

    /// Whether the bar is hidden while `screen` is the top: its override, else the container's.
    func isBarHidden(_ screen: ScreenDefinition, settings: ContainerSettings? = nil) -> Bool {
        screen.navigationBarHidden ?? (settings ?? controllerSettings).navigationBarHidden
    }

    /// The left side of the bar while `top` (of `screen`) is the top over `previous` (nil at the root): its left
    /// items as the app set them, after the back button when they supplement it; else the back button unless
    /// hidden or at the root.
    func leftEntries(
        of screen: ScreenDefinition, top: InstanceID, previous: ScreenInstance?, settings: ContainerSettings? = nil
    ) -> [LeftBarEntry] {
        let item = screen.navigationItem
        let leftItems = applyingItemStates(item.leftBarButtonItems, of: top)
        let settings = settings ?? controllerSettings
        let back = item.hidesBackButton ? nil : previous.map { backButton(showing: $0, settings: settings) }
        var left: [LeftBarEntry] = []
        if !leftItems.isEmpty {
            if item.leftItemsSupplementBackButton, let back { left.append(.back(back)) }
            left.append(contentsOf: leftItems.map(LeftBarEntry.item))
        } else if let back {
            left.append(.back(back))
        }
        return left
    }

    /// `navigationItem.title`, else `title`, placeholders filled; nil when neither is set.
    func displayedTitle(of screen: ScreenDefinition, arguments: [String: ArgumentValue]) -> String? {
        (screen.navigationItem.title ?? screen.title).map { fillPlaceholders($0, with: arguments) }
    }

    /// The back button pointing at `previous`: its `backBarButtonItem` (never
    /// shortened), else its title, else "Back"; a derived title longer than `backButtonTitleMaxLength` is "Back".
    func backButton(showing previous: ScreenInstance, settings: ContainerSettings) -> BackButton {
        guard let screen = graph.screen(previous.screen.id) else { return BackButton(title: BackButton.defaultTitle) }
        let arguments = previous.screen.arguments
        if let custom = screen.navigationItem.backBarButtonItem, custom.title != nil || custom.image != nil {
            return BackButton(title: custom.title.map { fillPlaceholders($0, with: arguments) }, image: custom.image)
        }
        guard let title = displayedTitle(of: screen, arguments: arguments), !title.isEmpty,
            title.count <= settings.backButtonTitleMaxLength
        else { return BackButton(title: BackButton.defaultTitle) }
        return BackButton(title: title)
    }

    /// Whether the top of `stack` shows a large title: `never` is small; `always` is large when the container
    /// prefers large titles; `automatic` inherits the instance below's state, and the root's follows
    /// `prefersLargeTitles`.
    func largeTitle(of stack: some BidirectionalCollection<ScreenInstance>, settings: ContainerSettings) -> Bool {
        guard settings.prefersLargeTitles else { return false }
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
