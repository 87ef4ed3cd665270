@_spi(Hosting) public import NavGraphRuntime

/// What a UIKit-like platform keeps about its containers, so that the UIKit host and the tests' fake UIKit make
/// the same decisions (see docs/hosts.md, Checked on Linux): the navigation controller of each `StackHolder`, and
/// the presented chain, of which UIKit shows only what was presented from a view controller in a window.
/// `Navigation` is the platform's navigation controller, `Presented` what it presents.
@MainActor
public struct HostContainers<Navigation: AnyObject, Presented: AnyObject> {
    /// Who presents a presentation: the root view controller, or the presentation below.
    public enum Presenter {
        case root
        case presented(Presented)
    }

    /// Where a new presentation goes.
    public struct Placement {
        /// The view controller that presents it (now or once in a window).
        public var presenter: Presenter
        /// Whether to present it now; false while the root is outside a window (`enterWindow()` presents it).
        public var presentsNow: Bool
    }

    private var navigationControllers: [StackHolder: Navigation] = [:]
    /// What each presentation presented (its navigation controller, or its one screen), bottom to top.
    public private(set) var presented: [Presented] = []
    /// How many of `presented` are on screen.
    public private(set) var presentedOnScreen = 0
    /// Whether the root is in a window.
    public private(set) var isInWindow = false

    /// No navigation controllers, nothing presented, not in a window.
    public init() {}

    // MARK: Navigation controllers

    /// The navigation controller of `holder`; nil when it has none (a presentation without one).
    public func navigationController(for holder: StackHolder) -> Navigation? {
        navigationControllers[holder]
    }

    /// The holder whose navigation controller `navigation` is.
    public func holder(of navigation: Navigation) -> StackHolder? {
        navigationControllers.first { $0.value === navigation }?.key
    }

    /// Records the navigation controller of `holder`.
    public mutating func register(_ navigation: Navigation, for holder: StackHolder) {
        navigationControllers[holder] = navigation
    }

    /// A new root: forgets the navigation controllers of the old one (the presentations' stay).
    public mutating func forgetRootNavigationControllers() {
        navigationControllers = navigationControllers.filter {
            if case .own(.presentation) = $0.key { return true }
            return false
        }
    }

    // MARK: Presentations

    /// Records `item` as the presentation at `index` (forgetting any at or above it), with its navigation
    /// controller when it has one. Nil when `index` is past the chain (nothing to present from).
    public mutating func add(_ item: Presented, navigationController: Navigation?, at index: Int) -> Placement? {
        guard index >= 0, index <= presented.count else { return nil }
        forgetPresentations(from: index)
        let presenter = index == 0 ? Presenter.root : .presented(presented[index - 1])
        presented.append(item)
        if let navigationController { navigationControllers[.own(.presentation(index))] = navigationController }
        guard isInWindow, presentedOnScreen == index else { return Placement(presenter: presenter, presentsNow: false) }
        presentedOnScreen = presented.count
        return Placement(presenter: presenter, presentsNow: true)
    }

    /// The root is in a window now: the presentations that waited for it, bottom first, each with its presenter.
    public mutating func enterWindow() -> [(presenter: Presenter, presented: Presented)] {
        isInWindow = true
        var result: [(presenter: Presenter, presented: Presented)] = []
        while presentedOnScreen < presented.count {
            let presenter = presentedOnScreen == 0 ? Presenter.root : .presented(presented[presentedOnScreen - 1])
            result.append((presenter, presented[presentedOnScreen]))
            presentedOnScreen += 1
        }
        return result
    }

    /// The root left every window (the app took it out of its window, or out of a container in one): what is
    /// presented from now on waits for `enterWindow()`. Ignored while one of the chain is on screen: UIKit takes
    /// the presenter's view out of the window under a full-screen presentation, and the chain stays on screen.
    public mutating func leaveWindow() {
        guard presentedOnScreen == 0 else { return }
        isInWindow = false
    }

    /// UIKit did not present `item` (its presenter was outside a window, or already presented another view
    /// controller): it and the presentations above it count as waiting again, so that nothing is dismissed or
    /// presented from it, and the next `enterWindow()` presents them. Returns its index; nil when it is not one of
    /// the chain.
    @discardableResult
    public mutating func presentationRefused(_ item: Presented) -> Int? {
        guard let index = presented.firstIndex(where: { $0 === item }) else { return nil }
        presentedOnScreen = min(presentedOnScreen, index)
        return index
    }

    /// A presentation counted as refused appeared after all (UIKit presented it later): it counts as on screen
    /// again when the ones below it are.
    public mutating func presentationAppeared(_ item: Presented) {
        guard let index = presented.firstIndex(where: { $0 === item }), index == presentedOnScreen else { return }
        presentedOnScreen += 1
    }

    /// Forgets the presentations from `index` up; returns the view controller to call `dismiss` on, nil when none
    /// of them is on screen.
    public mutating func dismiss(fromIndex index: Int) -> Presenter? {
        guard index >= 0, index < presented.count else { return nil }
        let onScreen = index < presentedOnScreen
        let presenter = index == 0 ? Presenter.root : .presented(presented[index - 1])
        forgetPresentations(from: index)
        return onScreen ? presenter : nil
    }

    /// The person dismissed the first presentation `matches` accepts (a sheet swiped down): forgets it and those
    /// above it and returns its index; nil when it is not one of the chain.
    public mutating func userDismissed(_ matches: (Presented) -> Bool) -> Int? {
        guard let index = presented.firstIndex(where: matches) else { return nil }
        forgetPresentations(from: index)
        return index
    }

    /// The lowest presentation on screen that `isGone` says the framework took away by itself (a system screen
    /// that dismissed itself), among those `qualifies` accepts by index: forgets it and those above it and
    /// returns its index; nil when every one is still there.
    public mutating func goneByThemselves(
        qualifies: (Int) -> Bool, isGone: (Presented) -> Bool
    ) -> Int? {
        guard
            let index = presented.indices.prefix(presentedOnScreen).first(where: {
                qualifies($0) && isGone(presented[$0])
            })
        else { return nil }
        forgetPresentations(from: index)
        return index
    }

    private mutating func forgetPresentations(from index: Int) {
        guard index < presented.count else { return }
        presented.removeSubrange(index...)
        presentedOnScreen = min(presentedOnScreen, index)
        navigationControllers = navigationControllers.filter {
            if case .own(.presentation(let presentation)) = $0.key { return presentation < index }
            return true
        }
    }
}

extension HostRouting {
    /// The column stacks of a split container in a tab (nil: the root content), left of the secondary: one for a
    /// double-column split, two for a triple-column one, whether or not the split is collapsed now.
    public func columnStacks(ofSplit container: String, tab: Int?) -> [StackID] {
        let style = graphDefinition.containers?.first { $0.id == container }?.style
        return (0..<(style == .tripleColumn ? 2 : 1)).map { StackID.column($0, tab: tab) }
    }
}
