public import Foundation

/// `/documentation/UIKit/UIApplication`: `@MainActor class UIApplication`
@MainActor
open class UIApplication: UIResponder {}

/// `/documentation/UIKit/UIApplicationDelegate`: `@MainActor protocol UIApplicationDelegate : NSObjectProtocol`
@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    /// `/documentation/UIKit/UIApplicationDelegate/application(_:configurationForConnecting:options:)`:
    /// `optional func application(_ application: UIApplication, configurationForConnecting connectingSceneSession:
    /// UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration`
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
}

extension UIApplicationDelegate {
    /// Optional requirement: the configuration Info.plist names for the session's role.
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }

    /// `/documentation/UIKit/UIApplicationDelegate/main()`: `@MainActor @preconcurrency static func main()`
    @MainActor @preconcurrency public static func main() {}
}

/// `/documentation/UIKit/UISceneConfiguration`: `@MainActor class UISceneConfiguration`
@MainActor
open class UISceneConfiguration: NSObject {
    /// `/documentation/UIKit/UISceneConfiguration/init(name:sessionRole:)`:
    /// `init(name: String?, sessionRole: UISceneSession.Role)`
    public init(name: String?, sessionRole: UISceneSession.Role) {}
}

extension UISceneSession {
    /// `/documentation/UIKit/UISceneSession/Role-swift.struct`: `struct Role`
    public struct Role: Hashable, Sendable, RawRepresentable {
        /// `/documentation/UIKit/UISceneSession/Role-swift.struct/init(rawValue:)`: `init(rawValue: String)`
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The role's name, as Info.plist spells it.
        public var rawValue: String
    }

    /// `/documentation/UIKit/UISceneSession/role-swift.property`: `var role: UISceneSession.Role { get }`
    public var role: UISceneSession.Role { Role(rawValue: "UIWindowSceneSessionRoleApplication") }
}
