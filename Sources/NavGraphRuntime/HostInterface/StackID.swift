/// Names one stack of screens a host keeps a container for: a navigation controller per tab, per split column and
/// per presentation that embeds one (a presentation without its own navigation controller is a one-screen
/// "stack"). See docs/hosts.md.
public enum StackID: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The main navigation stack of a root without a tab bar (with a split, its secondary column's stack, or its
    /// only stack while collapsed).
    case main
    /// The main navigation stack of the tab at this index (with a split in the tab, its secondary column's).
    case tab(Int)
    /// A split column left of the secondary (0 the primary, 1 the supplementary), in the tab at `tab` when the
    /// split is inside a tab bar; exists only while the split is expanded.
    case column(Int, tab: Int?)
    /// The presentation at this index of the chain (0 is presented over the root content).
    case presentation(Int)

    /// `main`, `tab 1`, `column 0`, `tab 1 column 0`, `presentation 0`.
    public var description: String {
        switch self {
        case .main: "main"
        case .tab(let index): "tab \(index)"
        case .column(let column, let tab): tab.map { "tab \($0) column \(column)" } ?? "column \(column)"
        case .presentation(let index): "presentation \(index)"
        }
    }

    /// The tab the stack lives in; nil for the main stack of a root without tabs and for presentations.
    public var tab: Int? {
        switch self {
        case .main, .presentation: nil
        case .tab(let index): index
        case .column(_, let tab): tab
        }
    }
}

/// One stack of screens, as a host shows it.
public struct StackContent: Hashable, Sendable {
    /// Which stack.
    public var id: StackID
    /// Its screens, bottom to top (never empty).
    public var screens: [ScreenInstance]
}

extension NavigationState {
    /// Every stack of screens there is, in the order a host builds them: for each tab (or the root content
    /// without tabs) its split columns left to right, then its main stack; then each presentation.
    public var stackContents: [StackContent] {
        var result: [StackContent] = []
        if let tabBar {
            for index in tabBar.tabs.indices {
                let content =
                    index == tabBar.selected ? TabContent(stack: stack, split: split) : tabBar.stored[index]
                guard let content else { continue }
                for (column, screens) in (content.split?.columns ?? []).enumerated() where !screens.isEmpty {
                    result.append(StackContent(id: .column(column, tab: index), screens: screens))
                }
                if !content.stack.isEmpty { result.append(StackContent(id: .tab(index), screens: content.stack)) }
            }
        } else {
            for (column, screens) in (split?.columns ?? []).enumerated() where !screens.isEmpty {
                result.append(StackContent(id: .column(column, tab: nil), screens: screens))
            }
            result.append(StackContent(id: .main, screens: stack))
        }
        for (index, presentation) in presentations.enumerated() {
            result.append(StackContent(id: .presentation(index), screens: presentation.stack))
        }
        return result
    }

    /// The screens of a stack, bottom to top; nil when there is no such stack now.
    public func screens(in id: StackID) -> [ScreenInstance]? {
        switch id {
        case .main:
            return tabBar == nil ? stack : nil
        case .tab(let index):
            guard let content = tabContent(index) else { return nil }
            return content.stack
        case .column(let column, let tab):
            let split: SplitState?
            if let tab {
                split = tabContent(tab)?.split
            } else {
                split = tabBar == nil ? self.split : nil
            }
            guard let columns = split?.columns, columns.indices.contains(column) else { return nil }
            return columns[column]
        case .presentation(let index):
            return presentations.indices.contains(index) ? presentations[index].stack : nil
        }
    }

    /// The split of the root content (`tab` nil) or of a tab; nil when it holds none.
    public func split(inTab tab: Int?) -> SplitState? {
        guard let tab else { return tabBar == nil ? split : nil }
        return tabContent(tab)?.split
    }

    /// The stack id of the main stack of the root content now on screen: `.main`, or the selected tab's.
    public var mainStackID: StackID {
        tabBar.map { .tab($0.selected) } ?? .main
    }

    /// The content of tab `index` (the state's own stack and split when it is the selected one).
    func tabContent(_ index: Int) -> TabContent? {
        guard let tabBar, tabBar.tabs.indices.contains(index) else { return nil }
        return index == tabBar.selected ? TabContent(stack: stack, split: split) : tabBar.stored[index]
    }

    /// Where a stack lives for the engine's operations; nil for a stack off screen (a tab not selected) or absent.
    package func container(of id: StackID) -> ContainerID? {
        switch id {
        case .main:
            return tabBar == nil ? .main : nil
        case .tab(let index):
            return tabBar?.selected == index ? .main : nil
        case .column(let column, let tab):
            guard tab == tabBar?.selected, let columns = split?.columns, columns.indices.contains(column) else {
                return nil
            }
            return .column(column)
        case .presentation(let index):
            return presentations.indices.contains(index) ? .presentation(index) : nil
        }
    }

    /// The stack id of an engine container in this state.
    package func stackID(of container: ContainerID) -> StackID {
        switch container {
        case .main: mainStackID
        case .column(let column): .column(column, tab: tabBar?.selected)
        case .presentation(let index): .presentation(index)
        }
    }
}
