@_spi(Hosting) public import NavGraphRuntime

/// How a host shows the popover presented at one place of the chain: what it points at, what it becomes on a
/// compact width, and its size on a regular one.
public struct PopoverPlacement: Hashable, Sendable {
    /// What the popover's arrow points at.
    public enum Anchor: Hashable, Sendable {
        /// A bar or toolbar item that the presenter's bars show: the segue's `sourceItem`, else the tapped item.
        case barItem(presenter: InstanceID, item: String)
        /// The presenter's view (no item named or tapped, or its bars do not show that item).
        case presenterView
    }

    /// What the popover becomes on a compact width (`adaptsTo`).
    public enum CompactAdaptation: Hashable, Sendable {
        /// A sheet: the default, as UIKit and SwiftUI adapt a popover.
        case sheet
        /// A full-screen presentation.
        case fullScreenCover
        /// Stays a popover.
        case popover
    }

    /// What the arrow points at.
    public var anchor: Anchor
    /// The look on a compact width.
    public var compactAdaptation: CompactAdaptation
    /// `preferredContentSize`; nil leaves the size to the system.
    public var contentSize: ContentSize?
}

extension HostRouting {
    /// How to show the presentation at `index`; nil when it is not a popover.
    public func popoverPlacement(ofPresentationAt index: Int) -> PopoverPlacement? {
        let presentations = state.presentations
        guard presentations.indices.contains(index), presentations[index].style == .popover else { return nil }
        let options = presentations[index].sheet
        let anchor: PopoverPlacement.Anchor =
            popoverAnchor(ofPresentationAt: index).map { .barItem(presenter: $0.presenter.id, item: $0.item) }
            ?? .presenterView
        let adaptation: PopoverPlacement.CompactAdaptation =
            switch options?.adaptsTo ?? .sheet {
            case .sheet: .sheet
            case .fullScreen: .fullScreenCover
            case .none: .popover
            }
        return PopoverPlacement(
            anchor: anchor, compactAdaptation: adaptation, contentSize: options?.preferredContentSize)
    }
}
