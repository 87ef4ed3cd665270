import NavGraphRuntime

extension SimulationState {
    /// The alert or action sheet on screen, as `alert` in the state (docs/flows.md).
    package struct Alert: Hashable, Sendable {
        /// The alert's screen id.
        package var screen: String
        /// `alert` or `actionSheet`.
        package var style: String
        /// The title, placeholders filled in.
        package var title: String?
        /// The message, placeholders filled in.
        package var message: String?
        /// The actions: id, title and role (`cancel`, `destructive`, or nil).
        package var actions: [(id: String, title: String, role: String?)]

        init(_ content: AlertContentState) {
            screen = content.instance.screen.id
            style = content.style.rawValue
            title = content.title
            message = content.message
            actions = content.actions.map { ($0.id, $0.title, $0.role?.rawValue) }
        }

        package static func == (lhs: Alert, rhs: Alert) -> Bool {
            lhs.screen == rhs.screen && lhs.style == rhs.style && lhs.title == rhs.title && lhs.message == rhs.message
                && lhs.actions.map(\.id) == rhs.actions.map(\.id)
                && lhs.actions.map(\.title) == rhs.actions.map(\.title)
                && lhs.actions.map(\.role) == rhs.actions.map(\.role)
        }

        package func hash(into hasher: inout Hasher) {
            hasher.combine(screen)
            hasher.combine(message)
        }

        var jsonValue: JSONValue {
            func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
            return .object([
                ("screen", .string(screen)), ("style", .string(style)), ("title", optional(title)),
                ("message", optional(message)),
                (
                    "actions",
                    .array(
                        actions.map { action in
                            .object([
                                ("id", .string(action.id)), ("title", .string(action.title)),
                                ("role", optional(action.role)),
                            ])
                        })
                ),
            ])
        }

        /// The alert for a person: `alert (actionSheet): Title — message [discard (destructive)] [cancel]`.
        var drawn: String {
            let texts = [title, message].compactMap { $0 }.joined(separator: " — ")
            let buttons = actions.map { action in "[\(action.id)" + (action.role.map { " (\($0))" } ?? "") + "]" }
            return "alert (\(style)): " + (texts.isEmpty ? "" : texts + " ") + buttons.joined(separator: " ")
        }
    }

    /// The style a presentation shows as: an alert's style (`alert`, `actionSheet`) for an alert, else the
    /// presentation style's name.
    static func shownStyle(of presentation: Presentation, in engine: NavigationEngine) -> String {
        engine.alertStyle(of: presentation)?.rawValue ?? presentation.style.rawValue
    }
}
