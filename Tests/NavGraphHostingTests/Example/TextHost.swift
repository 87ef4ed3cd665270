import NavGraphHosting
@_spi(Hosting) import NavGraphRuntime

/// A complete host that shows a router as text: one line per navigation controller, then one per presentation.
/// A host for another UI framework does the same with that framework's containers.
@MainActor
final class TextHost: HostPlatform {
    /// What a view controller is to UIKit: one per screen instance, made once, released with it.
    final class Card {
        let instance: ScreenInstance
        var title = ""
        init(_ instance: ScreenInstance) { self.instance = instance }
    }

    /// The cards of each navigation controller (a stack's own, or a collapsed split's compact column).
    private(set) var stacks: [StackHolder: [Card]] = [:]
    /// The title each navigation controller's bar shows.
    private(set) var barTitles: [StackHolder: String] = [:]
    /// The presented cards, bottom to top (a presentation's own stack, or its one screen).
    private(set) var presented: [[Card]] = []
    private(set) var selectedTab: Int?
    /// Where the person's changes are reported.
    weak var coordinator: HostCoordinator<TextHost>?

    func makeController(for instance: ScreenInstance) -> Card { Card(instance) }

    func releaseController(_ card: Card, of instance: InstanceID) {}

    func applyNavigationItem(_ item: NavigationItemState, to card: Card) {
        card.title = item.displayedTitle ?? card.instance.screen.id
    }

    func setRoot(_ root: HostTree.Root, selectedTab: Int?) {
        stacks = [:]
        barTitles = [:]
        self.selectedTab = selectedTab
    }

    func setStack(
        _ holder: StackHolder, to cards: [Card], animated: Bool, completion: @escaping @MainActor () -> Void
    ) {
        if case .own(.presentation(let index)) = holder, presented.indices.contains(index) {
            presented[index] = cards
        } else {
            stacks[holder] = cards
        }
        completion()  // no animation: done at once
    }

    func applyBars(_ bars: StackBars, to holder: StackHolder, backButtonOwner: Card?, animated: Bool) {
        barTitles[holder] = bars.navigationBar.title ?? ""
    }

    func present(
        _ presentation: HostTree.Presentation, controllers cards: [Card], animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        presented.removeSubrange(min(presentation.index, presented.count)...)
        presented.append(cards)
        completion()
    }

    func dismiss(fromIndex index: Int, animated: Bool, completion: @escaping @MainActor () -> Void) {
        if presented.indices.contains(index) { presented.removeSubrange(index...) }
        completion()
    }

    func selectTab(_ index: Int) { selectedTab = index }

    func setSplitCollapsed(_ collapsed: Bool, tab: Int?) {}

    func setBadge(_ value: String?, tab: Int) {}
    func setDetent(_ detent: SheetDetent, presentation: Int, animated: Bool) {}

    /// The person taps the back button of a navigation controller: the host changes by itself, as UIKit does, and
    /// tells the coordinator, which reports it to the router.
    func personTapsBack(in holder: StackHolder) {
        guard var cards = stacks[holder], cards.count > 1, let stack = coordinator?.stack(heldBy: holder) else {
            return
        }
        cards.removeLast()
        stacks[holder] = cards
        coordinator?.navigationStack(stack, didShow: cards.map(\.instance.id))
    }

    /// What the host shows: `main: Mailboxes > Inbox`, then `presented: New Message`.
    var lines: [String] {
        let stackLines = stacks.sorted { $0.key.description < $1.key.description }.map { holder, cards in
            "\(holder): " + cards.map(\.title).joined(separator: " > ")
        }
        return stackLines + presented.map { "presented: " + $0.map(\.title).joined(separator: " > ") }
    }
}
