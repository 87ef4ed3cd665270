#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import Foundation
    @_spi(Hosting) import NavGraphRuntime
    import NavGraphHosting
    import UIKit

    extension SheetDetent {
        /// The identifier UIKit knows the detent by: its system ones, or `navgraph.height.300` for a height.
        var uiKitIdentifier: UISheetPresentationController.Detent.Identifier {
            switch self {
            case .medium: .medium
            case .large: .large
            case .height: .init("navgraph.height.\(description)")
            }
        }

        /// The detent for `UISheetPresentationController.detents`; a height is a custom detent that resolves to it.
        @MainActor
        var uiKit: UISheetPresentationController.Detent {
            switch self {
            case .medium: .medium()
            case .large: .large()
            case .height(let points): .custom(identifier: uiKitIdentifier) { _ in CGFloat(points) }
            }
        }
    }

    extension PopoverAdaptation {
        /// What `adaptivePresentationStyle(for:traitCollection:)` answers on a compact width; nil for `sheet`,
        /// UIKit's own adaptation, which needs no delegate answer.
        var uiKit: UIModalPresentationStyle? {
            switch self {
            case .sheet: nil
            case .fullScreen: .fullScreen
            case .none: UIModalPresentationStyle.none
            }
        }
    }

    /// The style a presentation is given: a sheet with options is a page sheet, the style `automatic` resolves
    /// to for a view controller, since only page and form sheets have a `sheetPresentationController`.
    func modalStyle(of presentation: HostTree.Presentation) -> UIModalPresentationStyle {
        presentation.style == .automatic && presentation.sheet != nil ? .pageSheet : presentation.style.uiKit
    }

    /// Applies a presentation's sheet options to the view controller about to be presented (its style already
    /// set): the size of a form sheet or popover, and a sheet's detents, grabber, undimmed detent and the detent
    /// it rests at (the router's, so that a sheet restored at `large` opens there).
    @MainActor
    func prepareSheet(_ controller: UIViewController, for presentation: HostTree.Presentation) {
        guard let options = presentation.sheet else { return }
        if let size = options.preferredContentSize {
            controller.preferredContentSize = CGSize(width: size.width, height: size.height)
        }
        guard presentation.style.isSheet, let sheet = controller.sheetPresentationController else { return }
        if let detents = options.detents { sheet.detents = detents.map(\.uiKit) }
        if let grabber = options.prefersGrabberVisible { sheet.prefersGrabberVisible = grabber }
        if let undimmed = options.largestUndimmedDetent {
            sheet.largestUndimmedDetentIdentifier = undimmed.uiKitIdentifier
        }
        sheet.selectedDetentIdentifier = presentation.detent?.uiKitIdentifier
    }

    /// Rests a presented sheet at `detent`, animated within `animateChanges(_:)` when asked.
    @MainActor
    func moveSheet(of controller: UIViewController, to detent: SheetDetent, animated: Bool) {
        guard let sheet = controller.sheetPresentationController else { return }
        if animated {
            sheet.animateChanges { sheet.selectedDetentIdentifier = detent.uiKitIdentifier }
        } else {
            sheet.selectedDetentIdentifier = detent.uiKitIdentifier
        }
    }

    /// The delegate of a popover whose `adaptsTo` is `fullScreen` or `none`: answers that style on a compact
    /// width, and passes a swipe down on to the host's delegate, as every presentation's delegate does.
    @MainActor
    final class PopoverAdaptationDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
        let style: UIModalPresentationStyle
        /// The presented view controller; the entry goes once it is gone.
        weak var presented: UIViewController?
        private weak var reports: UIKitReports?

        init(style: UIModalPresentationStyle, presented: UIViewController, reports: UIKitReports) {
            self.style = style
            self.presented = presented
            self.reports = reports
        }

        func adaptivePresentationStyle(
            for controller: UIPresentationController, traitCollection: UITraitCollection
        ) -> UIModalPresentationStyle {
            traitCollection.horizontalSizeClass == .compact ? style : UIModalPresentationStyle.none
        }

        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            reports?.presentationControllerDidDismiss(presentationController)
        }
    }
#endif
