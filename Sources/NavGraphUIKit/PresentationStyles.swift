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

    /// Prepares `controller` to be presented by `presenter` in `style`: the style, and for a popover the view it
    /// points at (UIKit requires one on a regular width), which is the presenter's own view.
    @MainActor
    func preparePresentation(of controller: UIViewController, style: PresentationStyle, by presenter: UIViewController)
    {
        controller.modalPresentationStyle = style.uiKit
        if style == .popover {
            controller.popoverPresentationController?.sourceView = presenter.view
        }
    }
#endif
