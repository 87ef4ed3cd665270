extension NavigationChange {
    /// The change without the screens of its `replaceRoot`, `stack` and `present` steps: what a router keeps, so
    /// that it shares no stack with the state and the next operation changes the stacks in place instead of
    /// copying them.
    func detached() -> NavigationChange {
        var result = self
        result.steps = steps.map { step in
            switch step {
            case .replaceRoot:
                return .replaceRoot(RootContent())
            case .stack(let id, _, let kind):
                return .stack(id, screens: [], kind: kind)
            case .present(let index, var presentation):
                presentation.stack = []
                return .present(index: index, presentation)
            default:
                return step
            }
        }
        return result
    }

    /// A detached change with its screens back from `state`, the state the change left (a `replaceRoot` step holds
    /// the root content after the change, a `stack` step the stack's content, a `present` step the presentation).
    func attached(to state: NavigationState) -> NavigationChange {
        var result = self
        result.steps = steps.map { step in
            switch step {
            case .replaceRoot:
                return .replaceRoot(state.rootContent)
            case .stack(let id, _, let kind):
                return .stack(id, screens: state.screens(in: id) ?? [], kind: kind)
            case .present(let index, _):
                guard state.presentations.indices.contains(index) else { return step }
                return .present(index: index, state.presentations[index])
            default:
                return step
            }
        }
        return result
    }
}
