// Compiled only into the Xcode app (Examples/project.yml); the `MailExample` library holds everything else.
import UIKit

/// The app's entry point: it has nothing to do at launch but name the scene configuration, whose delegate class
/// (`SceneDelegate`, in Examples/MailExample/App) Info.plist gives.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}
