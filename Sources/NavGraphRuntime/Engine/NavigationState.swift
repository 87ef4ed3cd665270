/// The whole navigation state as a value: the main navigation stack and the chain of presentations, and the
/// tab bar and split view at the root when the graph has them (see docs/containers.md).
///
/// The engine applies operations to it; tests compare it, the simulator prints it.
public struct NavigationState: Hashable, Codable, Sendable {
    /// The main navigation stack, bottom (root) to top. Never empty. With a tab bar, the selected tab's stack;
    /// with a split, the secondary column's (every column's when collapsed).
    public internal(set) var stack: [ScreenInstance]
    /// The tab bar at the root; nil without one.
    public internal(set) var tabBar: TabBarState?
    /// The split on screen (at the root or in the selected tab); nil without one.
    public internal(set) var split: SplitState?
    /// The presentations, in the order they were presented; each is presented over the one before it (the first
    /// over the main stack).
    public internal(set) var presentations: [Presentation]
    /// Whether `start()` has shown the router. Before that nothing is on screen and no appearance events occur.
    public internal(set) var isStarted: Bool
    /// Instances whose view has loaded (`viewDidLoad` emitted).
    var loaded: Set<InstanceID>
    /// The next instance id to hand out.
    var nextInstanceID: UInt64

    /// Creates a state holding only `root`, not started.
    init(root: ScreenValue) {
        stack = [ScreenInstance(id: InstanceID(rawValue: 1), screen: root)]
        presentations = []
        isStarted = false
        loaded = []
        nextInstanceID = 2
    }

    private enum CodingKeys: String, CodingKey {
        case stack, presentations, isStarted, loaded, nextInstanceID, tabBar, split
    }

    /// Decodes a state, refusing one no operation could have made (an empty main stack or presentation), so that
    /// `top` and `visible` hold for every state there is.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        stack = try container.decode([ScreenInstance].self, forKey: .stack)
        presentations = try container.decode([Presentation].self, forKey: .presentations)
        isStarted = try container.decode(Bool.self, forKey: .isStarted)
        loaded = try container.decode(Set<InstanceID>.self, forKey: .loaded)
        nextInstanceID = try container.decode(UInt64.self, forKey: .nextInstanceID)
        tabBar = try container.decodeIfPresent(TabBarState.self, forKey: .tabBar)
        split = try container.decodeIfPresent(SplitState.self, forKey: .split)
        let columnsHold = split.map { $0.columns.allSatisfy { !$0.isEmpty } } ?? true
        let tabsHold = tabBar.map { $0.tabs.indices.contains($0.selected) && $0.stored.count == $0.tabs.count } ?? true
        guard !stack.isEmpty, presentations.allSatisfy({ !$0.stack.isEmpty }), columnsHold, tabsHold else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: container.codingPath, debugDescription: "empty navigation stack")
            )
        }
    }

    /// The top of the main navigation stack (`topViewController`).
    public var top: ScreenInstance {
        // The main stack is never empty: every operation refuses to empty it.
        stack[stack.count - 1]
    }

    /// The visible screen (`visibleViewController`): the top of the top-most presentation if any, else `top`.
    public var visible: ScreenInstance {
        guard let last = presentations.last, let screen = last.stack.last else { return top }
        return screen
    }

    /// The container holding the visible screen.
    package var visibleContainer: ContainerID {
        presentations.isEmpty ? .main : .presentation(presentations.count - 1)
    }

    /// The navigation stack holding the visible screen; nil when the visible screen was presented without a
    /// navigation controller.
    package var visibleNavigationStack: [ScreenInstance]? {
        guard let last = presentations.last else { return stack }
        return last.embedsNavigationController ? last.stack : nil
    }

    /// The screens of a container, bottom to top; nil for an index out of range.
    package func screens(in container: ContainerID) -> [ScreenInstance]? {
        switch container {
        case .main:
            return stack
        case .presentation(let index):
            guard presentations.indices.contains(index) else { return nil }
            return presentations[index].stack
        case .column(let index):
            guard let columns = split?.columns, columns.indices.contains(index) else { return nil }
            return columns[index]
        }
    }

    /// The number of screens in a container (0 when it does not exist). Reads without copying the stack.
    package func count(in container: ContainerID) -> Int {
        switch container {
        case .main: stack.count
        case .presentation(let index): presentations.indices.contains(index) ? presentations[index].stack.count : 0
        case .column: screens(in: container)?.count ?? 0
        }
    }

    /// The screen at `index` (0 is the bottom) of a container; nil when out of range.
    package func screen(at index: Int, in container: ContainerID) -> ScreenInstance? {
        switch container {
        case .main:
            return stack.indices.contains(index) ? stack[index] : nil
        case .presentation(let presentation):
            guard presentations.indices.contains(presentation) else { return nil }
            let screens = presentations[presentation].stack
            return screens.indices.contains(index) ? screens[index] : nil
        case .column:
            guard let screens = screens(in: container) else { return nil }
            return screens.indices.contains(index) ? screens[index] : nil
        }
    }

    /// The screens of a container above `index`, bottom to top (a copy of just those).
    func screens(above index: Int, in container: ContainerID) -> [ScreenInstance] {
        switch container {
        case .main:
            return index + 1 < stack.count ? Array(stack[(index + 1)...]) : []
        case .presentation(let presentation):
            guard presentations.indices.contains(presentation) else { return [] }
            let screens = presentations[presentation].stack
            return index + 1 < screens.count ? Array(screens[(index + 1)...]) : []
        case .column:
            guard let screens = screens(in: container) else { return [] }
            return index + 1 < screens.count ? Array(screens[(index + 1)...]) : []
        }
    }

    /// Whether the container is a navigation controller (the main stack, or an embedding presentation).
    package func isNavigationController(_ container: ContainerID) -> Bool {
        switch container {
        case .main: true
        case .presentation(let index):
            presentations.indices.contains(index) && presentations[index].embedsNavigationController
        case .column: screens(in: container) != nil
        }
    }

    /// Where an instance lives, with its index in that container's stack; nil when it is not in the state.
    /// Searches from the top, so finding the visible screen costs O(presentations).
    package func location(of id: InstanceID) -> (container: ContainerID, index: Int)? {
        for (presentationIndex, presentation) in presentations.enumerated().reversed() {
            if let index = presentation.stack.lastIndex(where: { $0.id == id }) {
                return (.presentation(presentationIndex), index)
            }
        }
        if let index = stack.lastIndex(where: { $0.id == id }) { return (.main, index) }
        for (column, screens) in (split?.columns ?? []).enumerated() {
            if let index = screens.lastIndex(where: { $0.id == id }) { return (.column(column), index) }
        }
        return nil
    }

    /// Every instance: the tabs not selected, the split's columns, the main stack bottom to top, then each
    /// presentation's stack.
    public var allInstances: [ScreenInstance] {
        storedTabInstances + (split?.columns.flatMap { $0 } ?? []) + stack + presentations.flatMap(\.stack)
    }

    /// The instances on screen, top-most first: the top of each container from the last presentation that hides
    /// what is below it (`fullScreen`, `currentContext`) upwards. Empty before `start()`.
    public var onScreen: [ScreenInstance] {
        guard isStarted else { return [] }
        var bottomUp: [ScreenInstance] = columnTops + [top]
        for presentation in presentations {
            if presentation.style.hidesPresenter { bottomUp.removeAll() }
            if let screen = presentation.stack.last { bottomUp.append(screen) }
        }
        return bottomUp.reversed()
    }

    /// Replaces a container's stack. The caller guarantees the container exists and the stack is not empty.
    mutating func setScreens(_ screens: [ScreenInstance], in container: ContainerID) {
        switch container {
        case .main: stack = screens
        case .presentation(let index): presentations[index].stack = screens
        case .column(let index): split?.columns[index] = screens
        }
    }

    /// Appends to a container's stack.
    mutating func append(_ screen: ScreenInstance, in container: ContainerID) {
        switch container {
        case .main: stack.append(screen)
        case .presentation(let index): presentations[index].stack.append(screen)
        case .column(let index): split?.columns[index].append(screen)
        }
    }

    /// Removes the top of a container's stack.
    mutating func removeLast(_ count: Int, in container: ContainerID) {
        switch container {
        case .main: stack.removeLast(count)
        case .presentation(let index): presentations[index].stack.removeLast(count)
        case .column(let index): split?.columns[index].removeLast(count)
        }
    }

    /// A new instance of `screen` with a fresh id.
    mutating func makeInstance(_ screen: ScreenValue) -> ScreenInstance {
        let instance = ScreenInstance(id: InstanceID(rawValue: nextInstanceID), screen: screen)
        nextInstanceID &+= 1  // wrapping: a decoded state may carry any number
        return instance
    }
}
