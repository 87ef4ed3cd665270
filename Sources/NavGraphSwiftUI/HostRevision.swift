#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
    import Observation

    /// A counter the host bumps when the router refuses what the user did on screen (a path SwiftUI already
    /// shortened or lengthened, a sheet already swiped down, a tab already tapped): the views that read the router
    /// through the bridge also read this counter, so SwiftUI draws them again from the router's unchanged state.
    @MainActor
    @Observable
    final class HostRevision {
        /// Bumped on every refusal.
        private(set) var value = 0

        /// Makes every view reading the bridge draw again.
        func bump() {
            value &+= 1
        }
    }
#endif
