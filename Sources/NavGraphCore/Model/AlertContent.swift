package import NavGraphRuntime

/// What makes a screen an alert or an action sheet: `style:`, `message:` and `actions:` as written.
package struct AlertContent: Sendable {
    /// `style:`; nil when only `message:` or `actions:` were given (NG425).
    package var style: Located<AlertDefinition.Style>?
    package var message: Located<String>?
    /// `actions:`, each read as an item with `isAlertAction` set.
    package var actions: [BarItem] = []
    /// Where `actions:` is written.
    package var actionsLocation: SourceLocation?

    /// Creates empty alert content.
    package init() {}
}
