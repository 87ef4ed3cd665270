#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
    import SwiftUI

    extension View {
        /// The view with the graph's `accessibilityLabel` (looked up as a localised string key, as titles are);
        /// the view unchanged, with SwiftUI's own label, when the graph gives none. See docs/hosts.md,
        /// Accessibility.
        @ViewBuilder
        func accessibilityLabel(ifAny label: String?) -> some View {
            if let label {
                accessibilityLabel(LocalizedStringKey(label))
            } else {
                self
            }
        }
    }
#endif
