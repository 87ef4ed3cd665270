#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import Foundation
    @_spi(Hosting) import NavGraphRuntime
    import UIKit

    /// Applies a navigation controller's settings to its bars: large titles, the `hidesBarsOn…` behaviours, and
    /// the appearance colours through `UINavigationBarAppearance` (the same for every bar state).
    @MainActor
    func applySettings(_ settings: ContainerSettings, to navigationController: UINavigationController) {
        navigationController.navigationBar.prefersLargeTitles = settings.prefersLargeTitles
        navigationController.hidesBarsOnTap = settings.hidesBarsOnTap
        navigationController.hidesBarsOnSwipe = settings.hidesBarsOnSwipe
        navigationController.hidesBarsWhenKeyboardAppears = settings.hidesBarsWhenKeyboardAppears
        navigationController.hidesBarsWhenVerticallyCompact = settings.hidesBarsWhenVerticallyCompact
        let bar = navigationController.navigationBar
        let appearance = makeAppearance(settings.appearance)
        bar.standardAppearance = appearance
        bar.compactAppearance = appearance
        bar.scrollEdgeAppearance = appearance
        if let tint = settings.appearance.tintColor.flatMap(UIColor.init(hex:)) {
            bar.tintColor = tint
        }
    }

    /// The bar appearance the graph describes: translucent (the default background) or opaque, its background
    /// and title colours, and its shadow line. A `black` bar style is an opaque black bar with white titles unless
    /// colours say otherwise.
    @MainActor
    func makeAppearance(_ graph: Appearance) -> UINavigationBarAppearance {
        let appearance = UINavigationBarAppearance()
        let black = graph.barStyle == .black
        if graph.translucent && !black {
            appearance.configureWithDefaultBackground()
        } else {
            appearance.configureWithOpaqueBackground()
        }
        let background =
            graph.barTintColor.flatMap(UIColor.init(hex:))
            ?? (black ? UIColor(red: 0, green: 0, blue: 0, alpha: 1) : nil)
        if let background { appearance.backgroundColor = background }
        let title =
            graph.titleColor.flatMap(UIColor.init(hex:)) ?? (black ? UIColor(red: 1, green: 1, blue: 1, alpha: 1) : nil)
        if let title {
            appearance.titleTextAttributes = [.foregroundColor: title]
            appearance.largeTitleTextAttributes = [.foregroundColor: title]
        }
        if graph.shadowHidden { appearance.shadowColor = nil }
        return appearance
    }

    extension UIColor {
        /// A colour written `#RRGGBB` or `#RRGGBBAA` (the graph's colour syntax); nil for anything else.
        convenience init?(hex: String) {
            let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
            guard digits.count == 6 || digits.count == 8, let value = UInt64(digits, radix: 16) else { return nil }
            let rgba = digits.count == 8 ? value : value << 8 | 0xFF
            func component(_ shift: UInt64) -> CGFloat { CGFloat((rgba >> shift) & 0xFF) / 255 }
            self.init(red: component(24), green: component(16), blue: component(8), alpha: component(0))
        }
    }
#endif
