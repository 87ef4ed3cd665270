/// What makes a screen an alert or an action sheet (`style: alert|actionSheet`): a `UIAlertController` with a
/// message and actions instead of a view controller of the app. See docs/alerts.md.
public struct AlertDefinition: Hashable, Codable, Sendable {
    /// `UIAlertController.Style`.
    public enum Style: String, Hashable, Codable, Sendable, CaseIterable {
        /// A centred alert.
        case alert
        /// An action sheet: from the bottom on iPhone, in a popover anchored to a bar item on iPad.
        case actionSheet
    }

    /// Alert or action sheet.
    public package(set) var style: Style
    /// The message below the title; may hold `{param}` placeholders.
    public package(set) var message: String?
    /// The buttons, in declaration order.
    public package(set) var actions: [AlertActionDefinition]

    /// Creates an alert definition.
    package init(style: Style, message: String? = nil, actions: [AlertActionDefinition]) {
        self.style = style
        self.message = message
        self.actions = actions
    }
}

/// One button of an alert (`UIAlertAction`).
public struct AlertActionDefinition: Hashable, Codable, Sendable {
    /// `UIAlertAction.Style` besides `default`.
    public enum Role: String, Hashable, Codable, Sendable, CaseIterable {
        /// The action that cancels: at most one per alert; UIKit places it apart.
        case cancel
        /// An action that destroys data: drawn in red.
        case destructive
    }

    /// The action id, unique among the screen's actions.
    public package(set) var id: String
    /// The button's title.
    public package(set) var title: String
    /// nil for a default action.
    public package(set) var role: Role?
    /// What the action does once the alert is gone: a segue of the alert screen, a builtin, or an app action.
    public package(set) var behavior: BarButtonItemDefinition.Behavior

    /// Creates an alert action.
    package init(id: String, title: String, role: Role? = nil, behavior: BarButtonItemDefinition.Behavior) {
        self.id = id
        self.title = title
        self.role = role
        self.behavior = behavior
    }
}
