extension NavigationEngine {
    /// Whether root content `name` (a tab bar, a split, or a screen at the bottom of the main stack) is what the
    /// state shows at its root.
    func isInstalled(_ name: String, in state: NavigationState) -> Bool {
        if graph.screen(name) == nil, let container = graph.container(name) {
            switch container.kind {
            case .tabBar: return state.tabBar?.container == name
            case .split: return state.tabBar == nil && state.split?.container == name
            }
        }
        return state.tabBar == nil && state.split == nil && state.stack.first?.screen.id == name
    }

    /// A `keep` link on the root content it lives in: the state as it is, with the route's tab selected (the other
    /// tabs left alone), each stack the route builds (`touched`) kept up to the longest prefix equal to the route's
    /// (same screens, same arguments) and completed with the route's new instances, and the route's presentations
    /// (or none) instead of the current ones. While collapsed, the one stack is compared as a whole.
    func kept(_ fresh: NavigationState, touched: Set<ContainerID>, plan: LinkPlan) -> NavigationState {
        var result = state
        result.presentations = fresh.presentations
        if let tab = plan.entry?.tab, let index = result.tabBar?.tabs.firstIndex(of: tab) {
            Self.select(index, in: &result)
        }
        var tookNew = !fresh.presentations.isEmpty
        let stacks: Set<ContainerID> = result.split?.isCollapsed == true ? [.main] : touched
        for container in stacks {
            switch container {
            case .main:
                result.stack = Self.merged(result.stack, fresh.stack, tookNew: &tookNew)
                if result.split?.isCollapsed == true, let split = fresh.split { result.split = split }
            case .column(let index):
                guard let current = result.split?.columns, current.indices.contains(index),
                    let wanted = fresh.split?.columns, wanted.indices.contains(index)
                else { continue }
                result.split?.columns[index] = Self.merged(current[index], wanted[index], tookNew: &tookNew)
            case .presentation:
                continue
            }
        }
        if tookNew { result.nextInstanceID = fresh.nextInstanceID }
        return result
    }

    /// `current` up to its longest prefix whose screens equal `wanted`'s, then the rest of `wanted`.
    private static func merged(_ current: [ScreenInstance], _ wanted: [ScreenInstance], tookNew: inout Bool)
        -> [ScreenInstance]
    {
        var common = 0
        while common < current.count, common < wanted.count, current[common].screen == wanted[common].screen {
            common += 1
        }
        if common < wanted.count { tookNew = true }
        let result = Array(current.prefix(common)) + wanted.dropFirst(common)
        return result.isEmpty ? current : result
    }
}
