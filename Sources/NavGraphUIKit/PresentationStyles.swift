#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import Foundation
    @_spi(Hosting) import NavGraphRuntime
    import UIKit

    extension PresentationStyle {
        /// The UIKit presentation style of the same name.
        var uiKit: UIModalPresentationStyle {
            switch self {
            case .automatic: .automatic
            case .fullScreen: .fullScreen
            case .pageSheet: .pageSheet
            case .formSheet: .formSheet
            case .currentContext: .currentContext
            case .overFullScreen: .overFullScreen
            case .overCurrentContext: .overCurrentContext
            case .popover: .popover
            }
        }
    }

    /// Prepares `controller` to be presented by `presenter` in `style`: the style (set before any presentation
    /// controller is read, as UIKit asks), and for a popover what it points at (UIKit requires it on a regular
    /// width): `item` when given, else the presenter's own view.
    @MainActor
    func preparePresentation(
        of controller: UIViewController, style: UIModalPresentationStyle, by presenter: UIViewController,
        item: UIBarButtonItem? = nil
    ) {
        controller.modalPresentationStyle = style
        if style == .popover, let popover = controller.popoverPresentationController {
            if let item {
                popover.sourceItem = item
            } else {
                popover.sourceView = presenter.view
            }
        }
    }
#endif
