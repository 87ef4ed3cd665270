import NavGraphRuntime
import NavGraphUIKit
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var navigator: UIKitNavigator<MailFlow>?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        // `.manual`: the navigator tells the router when UIKit's animations end, so a double tap cannot push twice.
        let router = Router<MailFlow>(transitionMode: .manual)
        let navigator = UIKitNavigator(router: router) { screen in
            switch screen {
            case .mailboxes: MailboxesViewController(router: router)
            case .messages(let name): MessagesViewController(name: name)
            case .compose: ComposeViewController()
            }
        }
        navigator.show(in: window)  // the window's root, made key and visible
        self.window = window
        self.navigator = navigator
    }
}

/// The list of mailboxes: tapping one performs the graph's `openMailbox` segue.
final class MailboxesViewController: UITableViewController {
    private let router: Router<MailFlow>
    private let mailboxes = ["Inbox", "Sent", "Trash"]

    init(router: Router<MailFlow>) {
        self.router = router
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) { nil }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        mailboxes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = mailboxes[indexPath.row]
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        // Refused only when this screen is no longer the visible one (a tap during a transition away).
        _ = try? router.perform(MailFlow.Mailboxes.openMailbox(name: mailboxes[indexPath.row]))
    }
}

final class MessagesViewController: UIViewController {
    init(name: String) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}

final class ComposeViewController: UIViewController {}
