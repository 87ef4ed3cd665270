#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import Foundation
    import NavGraphRuntime
    import NavGraphUIKit
    import UIKit

    /// The mail app on screen: the router over the generated `MailFlow` graph, the navigator that shows it with one
    /// view controller per screen, and what the app does for the graph's app-handled bar items (`action:`).
    @MainActor
    final class MailApp {
        /// Where the scene keeps the saved navigation between launches.
        static let savedNavigationKey = "MailApp.navigation"

        /// The router: the truth about what is on screen.
        let router: Router<MailFlow>
        /// The typed segues of the mail graph, over `router`.
        let coordinator: MailCoordinator
        /// Shows `router` with UIKit.
        let navigator: UIKitNavigator<MailFlow>
        /// The messages the screens list.
        let mail = SampleMail()

        /// The app, its navigation restored from `saved` when it fits the graph (the parts that no longer fit are
        /// dropped), else on the mailboxes.
        init(restoring saved: Data?) {
            let router = saved.flatMap { data in try? Router<MailFlow>(restoring: data, transitionMode: .manual) }
            self.router = router ?? Router<MailFlow>(transitionMode: .manual)
            coordinator = MailCoordinator(router: self.router)
            let coordinator = coordinator
            let mail = mail
            navigator = UIKitNavigator(router: self.router) { screen in
                MailApp.viewController(for: screen, coordinator: coordinator, mail: mail)
            }
            navigator.onAction = { action, _, viewController in
                MailApp.perform(action, on: viewController, coordinator: coordinator)
            }
            navigator.onError = { error in
                // A refused step changes nothing on screen; a real app would log it.
                print("navigation refused: \(error)")
            }
        }

        /// The view controller of one screen instance (the navigator asks once per instance).
        static func viewController(
            for screen: MailFlow.Screen, coordinator: MailCoordinator, mail: SampleMail
        ) -> UIViewController {
            switch screen {
            case .mailboxes:
                MailboxesViewController(coordinator: coordinator)
            case .messages(let mailbox, _, let unreadOnly):
                MessagesViewController(
                    mailbox: mailbox, unreadOnly: unreadOnly, messages: mail.messages(in: mailbox),
                    coordinator: coordinator)
            case .message(_, let messageID, let subject, _, _):
                MessageViewController(message: mail.message(messageID) ?? SampleMail.Message(subject: subject))
            case .compose(_, let draft):
                ComposeViewController(draft: draft ?? MailDraft())
            case .attachmentPicker:
                AttachmentPickerViewController()
            case .discardDraft:
                // An action sheet: the navigator makes its UIAlertController from the graph and never asks for this.
                UIViewController(nibName: nil, bundle: nil)
            }
        }

        /// Runs an app-handled bar item on the view controller whose bar or toolbar shows it.
        static func perform(
            _ action: MailFlow.Action, on viewController: UIViewController, coordinator: MailCoordinator
        ) {
            switch action {
            case .saveDraft:
                // The discard-draft sheet's "Save Draft": the sample keeps no drafts, it closes the composer.
                do {
                    try coordinator.closeComposer()
                } catch {
                    print("navigation refused: \(error)")
                }
            case .editMailboxes:
                (viewController as? MailboxesViewController)?.toggleEditing()
            case .selectMessages:
                (viewController as? MessagesViewController)?.toggleSelecting()
            case .toggleFilter:
                (viewController as? MessagesViewController)?.toggleUnreadOnly()
            case .toggleFlag:
                (viewController as? MessageViewController)?.toggleFlag()
            case .showRecents:
                (viewController as? AttachmentPickerViewController)?.showRecents()
            }
        }

        /// Opens a deep link (`mail://compose`, `/mail/inbox?name=Inbox`, ...); an unknown link changes nothing.
        func open(_ url: URL) {
            do {
                try router.open(url)
            } catch {
                print("not a mail link: \(url)")
            }
        }

        /// The navigation to restore at the next launch.
        func savedNavigation() -> Data? {
            try? router.restorationState().jsonData()
        }
    }
#endif
