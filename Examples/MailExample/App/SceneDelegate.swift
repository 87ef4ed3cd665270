#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import Foundation
    import NavGraphUIKit
    import UIKit

    /// The app's scene: a window showing the mail app's navigation, deep links opened by the router, and the
    /// navigation saved when the app goes to the background and restored at the next launch.
    ///
    /// The app's Info.plist names it (Examples/MailApp/Info.plist: `UIApplicationSceneManifest` →
    /// `UISceneConfigurations` → `UIWindowSceneSessionRoleApplication` → `UISceneDelegateClassName`:
    /// `$(PRODUCT_MODULE_NAME).SceneDelegate`); `AppDelegate` (Examples/MailApp) starts the app.
    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        /// The scene's window.
        var window: UIWindow?
        /// The app shown in the window.
        private var app: MailApp?

        func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions
        ) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            let app = MailApp(restoring: UserDefaults.standard.data(forKey: MailApp.savedNavigationKey))
            app.navigator.show(in: window)
            self.window = window
            self.app = app
            for context in connectionOptions.urlContexts {
                app.open(context.url)
            }
        }

        func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
            for context in URLContexts {
                app?.open(context.url)
            }
        }

        func sceneDidEnterBackground(_ scene: UIScene) {
            if let saved = app?.savedNavigation() {
                UserDefaults.standard.set(saved, forKey: MailApp.savedNavigationKey)
            }
        }
    }
#endif
