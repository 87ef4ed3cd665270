/// The whole navigation state as a value: the main navigation stack and the chain of presentations, and the
/// tab bar and split view at the root when the graph has them (see docs/containers.md).
///
/// The engine applies operations to it; tests compare it, the simulator prints it.
public struct NavigationState: Hashable, Codable, Sendable {
    /// The main navigation stack, bottom (root) to top. Never empty. With a tab bar, the selected tab's stack;
    /// with a split, the secondary column's (every column's when collapsed).
    public internal(set) var stack: [ScreenInstance] {
        get { storedStack }
        _modify {
            willChangeStructure()
            yield &storedStack
        }
        set {
            willChangeStructure()
            storedStack = newValue
        }
    }
    /// The tab bar at the root; nil without one.
    public internal(set) var tabBar: TabBarState? {
        get { storedTabBar }
        _modify {
            willChangeStructure()
            yield &storedTabBar
        }
        set {
            willChangeStructure()
            storedTabBar = newValue
        }
    }
    /// The split on screen (at the root or in the selected tab); nil without one.
    public internal(set) var split: SplitState? {
        get { storedSplit }
        _modify {
            willChangeStructure()
            yield &storedSplit
        }
        set {
            willChangeStructure()
            storedSplit = newValue
        }
    }
    /// The presentations, in the order they were presented; each is presented over the one before it (the first
    /// over the main stack).
    public internal(set) var presentations: [Presentation] {
        get { storedPresentations }
        _modify {
            willChangeStructure()
            yield &storedPresentations
        }
        set {
            willChangeStructure()
            storedPresentations = newValue
        }
    }
    // The stored forms: `setScreens`, `append` and `removeLast` change them directly; every other change goes
    // through the properties above. Both count in `revision`.
    private var storedStack: [ScreenInstance]
    private var storedTabBar: TabBarState?
    private var storedSplit: SplitState?
    private var storedPresentations: [Presentation]
    /// Whether `start()` has shown the router. Before that nothing is on screen and no appearance events occur.
    public internal(set) var isStarted: Bool
    /// Instances whose view has loaded (`viewDidLoad` emitted).
    var loaded: Set<InstanceID>
    /// The next instance id to hand out.
    var nextInstanceID: UInt64
    /// Counts the changes of the stacks, presentations, tab bar and split (wrapping); not part of the state's
    /// value. A router compares it before and after an operation to tell whether anything a host shows changed,
    /// at no cost per screen.
    private(set) var revision: UInt64 = 0

    /// Creates a state holding only `root`, not started.
    init(root: ScreenValue) {
        storedStack = [ScreenInstance(id: InstanceID(rawValue: 1), screen: root)]
        storedPresentations = []
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
        storedStack = try container.decode([ScreenInstance].self, forKey: .stack)
        storedPresentations = try container.decode([Presentation].self, forKey: .presentations)
        isStarted = try container.decode(Bool.self, forKey: .isStarted)
        loaded = try container.decode(Set<InstanceID>.self, forKey: .loaded)
        nextInstanceID = try container.decode(UInt64.self, forKey: .nextInstanceID)
        storedTabBar = try container.decodeIfPresent(TabBarState.self, forKey: .tabBar)
        storedSplit = try container.decodeIfPresent(SplitState.self, forKey: .split)
        let columnsHold = split.map { $0.columns.allSatisfy { !$0.isEmpty } } ?? true
        let tabsHold = tabBar.map { $0.tabs.indices.contains($0.selected) && $0.stored.count == $0.tabs.count } ?? true
        guard !stack.isEmpty, presentations.allSatisfy({ !$0.stack.isEmpty }), columnsHold, tabsHold else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: container.codingPath, debugDescription: "empty navigation stack")
            )
        }
    }

    /// Encodes the state (its revision is not part of it).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(storedStack, forKey: .stack)
        try container.encode(storedPresentations, forKey: .presentations)
        try container.encode(isStarted, forKey: .isStarted)
        try container.encode(loaded, forKey: .loaded)
        try container.encode(nextInstanceID, forKey: .nextInstanceID)
        try container.encodeIfPresent(storedTabBar, forKey: .tabBar)
        try container.encodeIfPresent(storedSplit, forKey: .split)
    }

    /// Whether two states are the same (their revisions do not count).
    public static func == (lhs: NavigationState, rhs: NavigationState) -> Bool {
        lhs.storedStack == rhs.storedStack && lhs.storedTabBar == rhs.storedTabBar && lhs.storedSplit == rhs.storedSplit
            && lhs.storedPresentations == rhs.storedPresentations && lhs.isStarted == rhs.isStarted
            && lhs.loaded == rhs.loaded && lhs.nextInstanceID == rhs.nextInstanceID
    }

    /// Hashes the state (not its revision).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storedStack)
        hasher.combine(storedTabBar)
        hasher.combine(storedSplit)
        hasher.combine(storedPresentations)
        hasher.combine(isStarted)
        hasher.combine(loaded)
        hasher.combine(nextInstanceID)
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

    /// The container of the screen that presented the presentation at `index`: the presentation below it, the
    /// split's column it was presented from while that column is still on screen, else the main stack.
    package func presenterContainer(ofPresentationAt index: Int) -> ContainerID {
        guard index == 0 else { return .presentation(index - 1) }
        guard let column = presentations.first?.presenterColumn, let split, !split.isCollapsed,
            split.columns.indices.contains(column), !split.columns[column].isEmpty
        else { return .main }
        return .column(column)
    }

    /// The screen that presented the presentation at `index`: the top of the container `presenterContainer`
    /// names (the main stack's top, a split column's or the presentation below's top screen).
    package func presenter(ofPresentationAt index: Int) -> ScreenInstance? {
        let container = presenterContainer(ofPresentationAt: index)
        return container == .main ? top : screens(in: container)?.last
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
        revision &+= 1
        switch container {
        case .main: storedStack = screens
        case .presentation(let index): storedPresentations[index].stack = screens
        case .column(let index): storedSplit?.columns[index] = screens
        }
    }

    /// Appends to a container's stack.
    mutating func append(_ screen: ScreenInstance, in container: ContainerID) {
        revision &+= 1
        switch container {
        case .main: storedStack.append(screen)
        case .presentation(let index): storedPresentations[index].stack.append(screen)
        case .column(let index): storedSplit?.columns[index].append(screen)
        }
    }

    /// Removes the top of a container's stack.
    mutating func removeLast(_ count: Int, in container: ContainerID) {
        revision &+= 1
        switch container {
        case .main: storedStack.removeLast(count)
        case .presentation(let index): storedPresentations[index].stack.removeLast(count)
        case .column(let index): storedSplit?.columns[index].removeLast(count)
        }
    }

    /// Before a change other than `setScreens`, `append` and `removeLast`: counts it.
    private mutating func willChangeStructure() {
        revision &+= 1
    }

    /// The containers at the root: the tab bar and the split of each tab (or of the root content). A change of
    /// shape is a new root for a host.
    var rootShape: [String?] {
        guard let tabBar else { return [nil, split?.container] }
        return [tabBar.container] + tabBar.tabs.indices.map { split(inTab: $0)?.container }
    }

    /// A new instance of `screen` with a fresh id.
    mutating func makeInstance(_ screen: ScreenValue) -> ScreenInstance {
        let instance = ScreenInstance(id: InstanceID(rawValue: nextInstanceID), screen: screen)
        nextInstanceID &+= 1  // wrapping: a decoded state may carry any number
        return instance
    }
}
