#if canImport(UIKit)
    import UIKit

    /// A hidden, empty view added to the navigator's root view controller's view: UIKit tells it when that view
    /// enters or leaves a window (`didMoveToWindow()`), however the root got there (`show(in:)`, the app's own
    /// `window.rootViewController =`, or a container of the app's that embeds it), so the navigator presents
    /// what waited for a window then. See docs/hosts.md, "Installing the root yourself".
    @MainActor
    final class RootWindowObserver: UIView {
        /// Called with whether the view is in a window now, each time that changes.
        var windowDidChange: ((_ isInWindow: Bool) -> Void)?
        private var wasInWindow = false

        /// A hidden observer added to `root`'s view (which this loads).
        static func install(on root: UIViewController, _ windowDidChange: @escaping (_ isInWindow: Bool) -> Void) {
            let observer = RootWindowObserver(frame: .zero)
            observer.isHidden = true
            observer.windowDidChange = windowDidChange
            root.view.addSubview(observer)
        }

        override func didMoveToWindow() {
            super.didMoveToWindow()
            let isInWindow = window != nil
            guard isInWindow != wasInWindow else { return }
            wasInWindow = isInWindow
            windowDidChange?(isInWindow)
        }
    }
#endif
