public import Foundation

/// `/documentation/UIKit/UIWindow`: `@MainActor class UIWindow`
@MainActor
open class UIWindow: UIView {
    /// `/documentation/UIKit/UIWindow/init(windowScene:)`: `init(windowScene: UIWindowScene)`
    public init(windowScene: UIWindowScene) { super.init() }
    /// `/documentation/UIKit/UIView/init(frame:)`: `init(frame: CGRect)`, which UIWindow overrides
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// `/documentation/UIKit/UIWindow/rootViewController`: `var rootViewController: UIViewController? { get set }`
    open var rootViewController: UIViewController?
    /// `/documentation/UIKit/UIWindow/makeKeyAndVisible()`: `func makeKeyAndVisible()`
    open func makeKeyAndVisible() {}
}

/// `/documentation/UIKit/UIScene`: `@MainActor class UIScene`
@MainActor
open class UIScene: UIResponder {
    /// `/documentation/UIKit/UIScene/ConnectionOptions`: `@MainActor class ConnectionOptions`
    @MainActor
    open class ConnectionOptions: NSObject {
        /// `/documentation/UIKit/UIScene/ConnectionOptions/urlContexts`: `var urlContexts: Set<UIOpenURLContext> { get }`
        open var urlContexts: Set<UIOpenURLContext> { [] }
    }
}

/// `/documentation/UIKit/UIWindowScene`: `@MainActor class UIWindowScene`
@MainActor
open class UIWindowScene: UIScene {}

/// `/documentation/UIKit/UISceneSession`: `@MainActor class UISceneSession`
@MainActor
open class UISceneSession: NSObject {}

/// `/documentation/UIKit/UIOpenURLContext`: `@MainActor class UIOpenURLContext`
@MainActor
open class UIOpenURLContext: NSObject {
    /// `/documentation/UIKit/UIOpenURLContext/url`: `var url: URL { get }`
    open var url: URL { URL(fileURLWithPath: "/") }
}

/// `/documentation/UIKit/UISceneDelegate`: `@MainActor protocol UISceneDelegate : NSObjectProtocol`
@MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    /// `/documentation/UIKit/UISceneDelegate/scene(_:willConnectTo:options:)`:
    /// `optional func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
    /// options connectionOptions: UIScene.ConnectionOptions)`
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// `/documentation/UIKit/UISceneDelegate/scene(_:openURLContexts:)`:
    /// `optional func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)`
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
    /// `/documentation/UIKit/UISceneDelegate/sceneDidEnterBackground(_:)`:
    /// `optional func sceneDidEnterBackground(_ scene: UIScene)`
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    /// Optional requirement: nothing by default.
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}
    /// Optional requirement: nothing by default.
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
    /// Optional requirement: nothing by default.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// `/documentation/UIKit/UIWindowSceneDelegate`: `@MainActor protocol UIWindowSceneDelegate : UISceneDelegate`
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// `/documentation/UIKit/UIWindowSceneDelegate/window`: `optional var window: UIWindow? { get set }`
    var window: UIWindow? { get set }
}
