#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
    import Observation

    /// What the host shows at each place of the presentation chain, so that one place changes one step at a time.
    ///
    /// A sheet and a full-screen cover are two modifiers on one presenter. When the router replaces what is
    /// presented at a place (a sheet by a cover, or by another sheet), asking SwiftUI to dismiss the old one and
    /// present the new one in the same update would make one presenter dismiss and present at once, which UIKit
    /// refuses. The host therefore dismisses first (the old modifier reads nil while the new one waits) and shows
    /// the replacement once SwiftUI says the dismissal ended (the modifier's `onDismiss`). Knowing what it shows
    /// also tells the host a nil SwiftUI writes back for a presentation it is replacing or removing itself from the
    /// person's own dismissal (see docs/hosts.md, SwiftUI).
    @MainActor
    @Observable
    final class PresentationSequencer {
        /// What the host shows at each index of the chain (presented, or being presented or dismissed), until
        /// SwiftUI says its dismissal ended.
        private(set) var shown: [Int: PresentedItem] = [:]

        /// What the modifier covering the screen or not (`coveringScreen`) at `index` shows while the router wants
        /// `wanted` there: what the host shows, when it is still what the router wants and is this modifier's;
        /// nil otherwise (nothing there, or being dismissed before its replacement is shown).
        func item(at index: Int, coveringScreen: Bool, wanted: PresentedItem?) -> PresentedItem? {
            guard let current = shown[index], current == wanted, current.coversScreen == coveringScreen else {
                return nil
            }
            return current
        }

        /// The router wants `wanted` at `index` (it changed, or the place appeared): shown at once when nothing is
        /// shown there; otherwise what is shown stays recorded until its dismissal ends.
        func routerChanged(at index: Int, wanted: PresentedItem?) {
            guard shown[index] == nil, let wanted else { return }
            shown[index] = wanted
        }

        /// SwiftUI ended the dismissal of the modifier covering the screen or not at `index`: that place and those
        /// above it (presented from it) are free, and what the router wants there now (`wanted`) is shown. Returns
        /// whether it is the one just dismissed, which the router kept (it refused the dismissal), so that the
        /// host draws it again.
        @discardableResult
        func dismissalEnded(at index: Int, coveringScreen: Bool, wanted: PresentedItem?) -> Bool {
            guard let current = shown[index], current.coversScreen == coveringScreen else { return false }
            shown = shown.filter { $0.key < index }
            if let wanted { shown[index] = wanted }
            return current == wanted
        }

        /// Whether a nil SwiftUI wrote to the binding of the modifier covering the screen or not at `index` is the
        /// person's dismissal: that modifier shows what the router still wants there. A nil written for a
        /// presentation the host is itself dismissing (removed or being replaced) is not.
        func isPersonsDismissal(at index: Int, coveringScreen: Bool, wanted: PresentedItem?) -> Bool {
            item(at: index, coveringScreen: coveringScreen, wanted: wanted) != nil
        }
    }
#endif
