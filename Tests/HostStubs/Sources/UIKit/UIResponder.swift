public import Foundation

/// `/documentation/UIKit/UIResponder`: `@MainActor class UIResponder`
@MainActor
open class UIResponder: NSObject {
    /// `init()`, inherited from `NSObject`.
    public override init() {}
}
