@_spi(Hosting) public import NavGraphRuntime

/// The navigation controller that shows a stack on a UIKit-like platform. Each stack has its own, except the
/// stack of a collapsed split: UIKit then shows the split's compact column instead of its columns, so the compact
/// column's navigation controller holds the split's only stack (see docs/hosts.md, The hierarchy).
public enum StackHolder: Hashable, Sendable, CustomStringConvertible {
    /// The stack's own navigation controller: the root's, a tab's, a column's or a presentation's.
    case own(StackID)
    /// The navigation controller of the compact column of the split of a tab (nil: of the root content).
    case compact(tab: Int?)

    /// `main`, `tab 1 compact`, `compact`, ...
    public var description: String {
        switch self {
        case .own(let stack): "\(stack)"
        case .compact(let tab): tab.map { "tab \($0) compact" } ?? "compact"
        }
    }
}

extension HostTree {
    /// The navigation controller showing `stack` in this tree: the compact column's for the stack of a collapsed
    /// split, the stack's own otherwise.
    public func holder(of stack: StackID) -> StackHolder {
        switch stack {
        case .main, .tab:
            if case .split(_, _, _, collapsed: true) = content(ofTab: stack.tab) { return .compact(tab: stack.tab) }
            return .own(stack)
        case .column, .presentation:
            return .own(stack)
        }
    }

    /// The stack a navigation controller shows in this tree; nil when it shows none now (a column's while its
    /// split is collapsed, the compact column's while it is expanded).
    public func stack(heldBy holder: StackHolder) -> StackID? {
        let stack: StackID
        switch holder {
        case .own(let own): stack = own
        case .compact(let tab): stack = tab.map(StackID.tab) ?? .main
        }
        if case .column(_, let tab) = stack,
            case .split(_, _, _, collapsed: true) = content(ofTab: tab)
        {
            return nil
        }
        return self.holder(of: stack) == holder ? stack : nil
    }

    /// The content of a tab (nil: the root content, without a tab bar).
    public func content(ofTab tab: Int?) -> Content? {
        switch root {
        case .content(let content):
            return tab == nil ? content : nil
        case .tabBar(_, let tabs):
            guard let tab, tabs.indices.contains(tab) else { return nil }
            return tabs[tab].content
        }
    }
}
