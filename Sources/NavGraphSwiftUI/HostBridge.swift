#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
    import NavGraphRuntime

    /// The SwiftUI host's one door to the router: what each stack, presentation and screen shows, read from the
    /// router's state (SwiftUI re-reads it whenever the `@Observable` router changes), and the changes the user
    /// makes outside the router (a path shortened by the back button or the swipe, a sheet swiped down, a tab
    /// tapped, a size-class change), reported back so the router's state stays what is on screen.
    @MainActor
    struct HostBridge<Graph: NavigationGraph>: Sendable {
        /// The router the host shows.
        let router: Router<Graph>

        // MARK: Reading

        /// The whole state.
        var state: NavigationState { router.state }

        /// The screens of a stack, bottom first; empty when the stack is gone (a view SwiftUI is removing).
        func screens(in slot: StackSlot) -> [ScreenInstance] {
            let state = router.state
            switch slot {
            case .main:
                return state.tabBar == nil ? state.stack : []
            case .tab(let index):
                let stacks = state.tabStacks
                return stacks.indices.contains(index) ? stacks[index].stack : []
            case .column(let column, let tab):
                guard tab == state.tabBar?.selected, let columns = state.split?.columns,
                    columns.indices.contains(column)
                else { return [] }
                return columns[column]
            case .presentation(let index):
                let presentations = state.presentations
                return presentations.indices.contains(index) ? presentations[index].stack : []
            }
        }

        /// The main stack of the root content (`tab` nil) or of a tab.
        func mainSlot(inTab tab: Int?) -> StackSlot {
            tab.map(StackSlot.tab) ?? .main
        }

        /// The split of the root content (`tab` nil) or of a tab when it is on screen and expanded; nil otherwise
        /// (a collapsed split is one navigation stack, the main one).
        func expandedSplit(inTab tab: Int?) -> SplitState? {
            let state = router.state
            guard tab == state.tabBar?.selected, let split = state.split, !split.isCollapsed else { return nil }
            return split
        }

        /// The navigation-controller settings of a stack: its presentation's, tab's or column's own, else the
        /// graph's.
        func settings(of slot: StackSlot) -> ContainerSettings {
            let definition = Graph.definition
            switch slot {
            case .presentation(let index):
                let presentations = router.state.presentations
                guard presentations.indices.contains(index) else { return definition.container }
                return presentations[index].settings ?? definition.container
            case .column(let index, _):
                return splitColumn(index)?.navigationController ?? definition.container
            case .tab(let index):
                if expandedSplit(inTab: index) != nil, let settings = secondaryColumnSettings {
                    return settings
                }
                return tabDefinition(index)?.navigationController ?? definition.container
            case .main:
                return expandedSplit(inTab: nil).flatMap { _ in secondaryColumnSettings } ?? definition.container
            }
        }

        /// The secondary column's own navigation-controller settings, when the split on screen sets them.
        private var secondaryColumnSettings: ContainerSettings? {
            splitDefinition()?.columns.last?.navigationController
        }

        /// The typed screen of an instance; nil only when the generated code and the graph disagree.
        func screen(of instance: ScreenInstance) -> Graph.Screen? {
            router.screen(of: instance)
        }

        /// The tab definitions of the tab bar at the root, left to right; empty without one.
        var tabs: [TabDefinition] {
            guard let id = router.state.tabBar?.container else { return [] }
            return Graph.definition.containers?.first { $0.id == id }?.tabs ?? []
        }

        /// The definition of a tab by index.
        func tabDefinition(_ index: Int) -> TabDefinition? {
            let tabs = tabs
            return tabs.indices.contains(index) ? tabs[index] : nil
        }

        /// The definition of the split on screen.
        func splitDefinition() -> ContainerDefinition? {
            guard let id = router.state.split?.container else { return nil }
            return Graph.definition.containers?.first { $0.id == id }
        }

        /// The definition of a split column left of the secondary.
        func splitColumn(_ index: Int) -> ColumnDefinition? {
            guard let columns = splitDefinition()?.columns, columns.indices.contains(index) else { return nil }
            return columns[index]
        }

        /// What the graph puts around an instance at `index` of a stack (see docs/hosts.md, SwiftUI).
        func chrome(of instance: ScreenInstance, at index: Int, in slot: StackSlot) -> ScreenChrome {
            guard let screen = Graph.definition.screens.first(where: { $0.id == instance.screen.id }) else {
                return ScreenChrome(
                    title: nil, titleMode: .automatic, left: [], right: [], toolbar: [], hidesBackButton: false,
                    navigationBarHidden: false, toolbarHidden: true, hidesTabBar: false)
            }
            let settings = settings(of: slot)
            let item = screen.navigationItem
            let arguments = instance.screen.arguments
            let title = item.titleView == nil ? (item.title ?? screen.title).map { fill($0, arguments) } : nil
            let titleMode: ScreenChrome.TitleMode
            switch item.largeTitleDisplayMode {
            case .always: titleMode = settings.prefersLargeTitles ? .large : .inline
            case .never: titleMode = .inline
            case .automatic: titleMode = index == 0 ? (settings.prefersLargeTitles ? .large : .inline) : .automatic
            }
            let replacesBack = !item.leftBarButtonItems.isEmpty && !item.leftItemsSupplementBackButton
            return ScreenChrome(
                title: title,
                titleMode: titleMode,
                left: item.leftBarButtonItems,
                right: item.rightBarButtonItems.reversed(),
                toolbar: screen.toolbarItems,
                hidesBackButton: item.hidesBackButton || replacesBack,
                navigationBarHidden: screen.navigationBarHidden ?? settings.navigationBarHidden,
                toolbarHidden: screen.toolbarHidden ?? settings.toolbarHidden,
                hidesTabBar: index > 0 && screen.hidesBottomBarWhenPushed == true
            )
        }

        /// Whether the user cannot swipe a presentation away: its visible screen sets `modalInPresentation`
        /// (the router refuses the swipe for the same reason).
        func isModalInPresentation(_ presentation: Presentation) -> Bool {
            guard let top = presentation.stack.last else { return false }
            return Graph.definition.screens.first { $0.id == top.screen.id }?.modalInPresentation ?? false
        }

        /// A title with its `{param}` placeholders filled from the instance's arguments.
        private func fill(_ template: String, _ arguments: [String: ArgumentValue]) -> String {
            guard template.contains("{"), let pieces = TitleTemplate.parse(template, lenient: true) else {
                return template
            }
            return pieces.map { piece in
                switch piece {
                case .text(let text): text
                case .placeholder(let name): arguments[name]?.displayText ?? "{\(name)}"
                }
            }.joined()
        }

        // MARK: What the user did

        /// The router's screens are on screen: starts it (first appearance events) unless the app already did.
        func startIfNeeded() {
            guard !router.state.isStarted else { return }
            try? router.start()
        }

        /// The user shortened a stack's path (back button, swipe back, a re-tapped tab): the router pops to
        /// `instance`. A path that did not shrink (a `NavigationLink` pushing outside the router) is ignored:
        /// the router stays the truth and the path is read back from it.
        func userPopped(to instance: InstanceID, in slot: StackSlot) {
            let screens = screens(in: slot)
            guard slot == visibleSlot, screens.last?.id != instance, screens.contains(where: { $0.id == instance })
            else { return }
            _ = try? router.popTo(instance)
        }

        /// The stack holding the visible screen: the top presentation's, else the main stack on screen.
        private var visibleSlot: StackSlot {
            let state = router.state
            guard state.presentations.isEmpty else { return .presentation(state.presentations.count - 1) }
            return mainSlot(inTab: state.tabBar?.selected)
        }

        /// The user swiped the presentation at `index` down (only the top-most sheet can be, and not one whose
        /// visible screen sets `modalInPresentation`: SwiftUI is told to refuse those).
        func userDismissed(presentationAt index: Int) {
            let presentations = router.state.presentations
            guard index == presentations.count - 1, !presentations[index].style.coversScreen,
                !isModalInPresentation(presentations[index])
            else { return }
            _ = try? router.dismiss()
        }

        /// The user tapped a tab.
        func userSelected(tab index: Int) {
            guard let tabBar = router.state.tabBar, tabBar.tabs.indices.contains(index), index != tabBar.selected,
                let tab = Graph.tab(named: tabBar.tabs[index])
            else { return }
            _ = try? router.select(tab)
        }

        /// The horizontal size class changed: a split collapses (compact) or expands.
        func sizeClassChanged(compact: Bool) {
            guard let split = router.state.split, split.isCollapsed != compact else { return }
            _ = try? router.setCompact(compact)
        }

        /// A bar item was tapped: the router performs its segue or builtin; an app-handled action goes to
        /// `onAction` with the screen it belongs to.
        func tap(_ item: BarButtonItemDefinition, onAction: ((Graph.Action, Graph.Screen) -> Void)?) {
            let visible = router.visible
            guard case .action(let action) = try? router.tap(item.id), let visible else { return }
            onAction?(action, visible)
        }
    }
#endif
