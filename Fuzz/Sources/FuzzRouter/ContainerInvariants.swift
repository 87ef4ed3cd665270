import NavGraphRuntime
import _NavGraphCore

/// The invariants of tab bars and split views, checked after every command (see docs/containers.md):
/// - no instance is in two places;
/// - a tab bar's selected tab exists, its content is the state's own, every other tab keeps a non-empty stack;
/// - an expanded split has a non-empty stack per column left of the secondary; a collapsed one has none.
func checkContainerInvariants(_ state: NavigationState, after line: Substring) {
    let ids = state.allInstances.map(\.id)
    if Set(ids).count != ids.count { trap("an instance is in two places after '\(line)'") }
    if let tabBar = state.tabBar {
        let stacks = state.tabStacks
        if stacks.count != tabBar.tabs.count || !tabBar.tabs.indices.contains(tabBar.selected) {
            trap("the tab bar lost a tab after '\(line)'")
        }
        if stacks.contains(where: { $0.stack.isEmpty }) { trap("a tab's stack is empty after '\(line)'") }
    }
    if let split = state.split {
        if split.isCollapsed {
            if !split.columns.isEmpty { trap("a collapsed split keeps columns after '\(line)'") }
        } else if split.columns.count != split.leadingColumnCount || split.columns.contains(where: \.isEmpty) {
            trap("an expanded split lost a column after '\(line)'")
        }
    }
}

/// The graph an input starting with `#containers` runs on: a tab bar whose second tab holds a split, screens that
/// hide the tab bar, `replaceRoot` both ways and an unwind that returns a value.
func fuzzContainerGraph() -> GraphDefinition? {
    let yaml = """
        navgraph: 1
        graph: FuzzContainers
        root: main
        containers:
          main:
            kind: tabBar
            tabs:
              - { id: home, root: home }
              - { id: library, root: library }
          library: { kind: split, style: tripleColumn, primary: folders, supplementary: albums, secondary: empty }
        screens:
          home:
            segues:
              push: { kind: show, to: detail }
              out: { kind: replaceRoot, to: signIn }
              pick: { kind: modal, to: picker, embedInNavigationController: true }
          detail:
            hidesBottomBarWhenPushed: true
            segues:
              again: { kind: show, to: detail }
          folders:
            segues:
              open: { kind: show, to: albums }
              detail: { kind: showDetail, to: detail }
          albums:
            segues:
              detail: { kind: showDetail, to: detail }
          empty:
            segues:
              push: { kind: show, to: detail }
          signIn:
            segues:
              enter: { kind: replaceRoot, to: main }
          picker:
            segues:
              done: { kind: unwind, to: home, returns: { size: String } }
        """
    return Pipeline.check(
        mainFile: "containers.navgraph.yaml", sources: InMemorySources(["containers.navgraph.yaml": yaml])
    ).definition
}
