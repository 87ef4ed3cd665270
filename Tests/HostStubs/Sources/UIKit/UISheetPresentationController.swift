public import Foundation

/// `/documentation/UIKit/UISheetPresentationController`: `@MainActor class UISheetPresentationController`
@MainActor
open class UISheetPresentationController: UIPresentationController {
    /// `/documentation/UIKit/UISheetPresentationController/Detent`: `@MainActor class Detent`
    @MainActor
    open class Detent: NSObject {
        /// `/documentation/UIKit/UISheetPresentationController/Detent/Identifier-swift.struct`: `struct Identifier`
        public struct Identifier: Hashable, Sendable, RawRepresentable {
            /// The identifier's string (`RawRepresentable`).
            public var rawValue: String

            /// `/documentation/UIKit/UISheetPresentationController/Detent/Identifier-swift.struct/init(_:)`:
            /// `init(_ rawValue: String)`
            public init(_ rawValue: String) {
                self.rawValue = rawValue
            }

            /// `/documentation/UIKit/UISheetPresentationController/Detent/Identifier-swift.struct/init(rawValue:)`:
            /// `init(rawValue: String)`
            public init(rawValue: String) {
                self.rawValue = rawValue
            }

            /// `/documentation/UIKit/UISheetPresentationController/Detent/Identifier-swift.struct/medium`:
            /// `static let medium: UISheetPresentationController.Detent.Identifier`
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// `/documentation/UIKit/UISheetPresentationController/Detent/Identifier-swift.struct/large`:
            /// `static let large: UISheetPresentationController.Detent.Identifier`
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// `/documentation/UIKit/UISheetPresentationController/Detent/identifier-swift.property`:
        /// `var identifier: UISheetPresentationController.Detent.Identifier { get }`
        open var identifier: Identifier { .large }

        /// `/documentation/UIKit/UISheetPresentationController/Detent/medium()`: `class func medium() -> Self`
        open class func medium() -> Self { Self() }

        /// `/documentation/UIKit/UISheetPresentationController/Detent/large()`: `class func large() -> Self`
        open class func large() -> Self { Self() }

        /// `/documentation/UIKit/UISheetPresentationController/Detent/custom(identifier:resolver:)`:
        /// `@MainActor @preconcurrency static func custom(identifier: UISheetPresentationController.Detent.Identifier?
        /// = nil, resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)
        /// -> UISheetPresentationController.Detent`
        public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent { Detent() }

        /// `init()`, inherited from `NSObject`: what the class methods above make.
        public required override init() {}
    }

    /// `/documentation/UIKit/UISheetPresentationController/detents`:
    /// `var detents: [UISheetPresentationController.Detent] { get set }`
    open var detents: [Detent] = []

    /// `/documentation/UIKit/UISheetPresentationController/selectedDetentIdentifier`:
    /// `var selectedDetentIdentifier: UISheetPresentationController.Detent.Identifier? { get set }`
    open var selectedDetentIdentifier: Detent.Identifier?

    /// `/documentation/UIKit/UISheetPresentationController/largestUndimmedDetentIdentifier`:
    /// `var largestUndimmedDetentIdentifier: UISheetPresentationController.Detent.Identifier? { get set }`
    open var largestUndimmedDetentIdentifier: Detent.Identifier?

    /// `/documentation/UIKit/UISheetPresentationController/prefersGrabberVisible`:
    /// `var prefersGrabberVisible: Bool { get set }`
    open var prefersGrabberVisible = false

    /// `/documentation/UIKit/UISheetPresentationController/animateChanges(_:)`:
    /// `func animateChanges(_ changes: () -> Void)`
    open func animateChanges(_ changes: () -> Void) {}
}

/// `/documentation/UIKit/UISheetPresentationControllerDetentResolutionContext`:
/// `@MainActor protocol UISheetPresentationControllerDetentResolutionContext : NSObjectProtocol`
@MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {}

/// `/documentation/UIKit/UISheetPresentationControllerDelegate`:
/// `@MainActor protocol UISheetPresentationControllerDelegate : UIAdaptivePresentationControllerDelegate`
@MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// `/documentation/UIKit/UISheetPresentationControllerDelegate/sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`:
    /// `optional func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController:
    /// UISheetPresentationController)`
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    /// Optional requirement: nothing by default.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {}
}
