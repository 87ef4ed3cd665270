@_spi(Hosting) public import NavGraphRuntime

/// How a host sizes a presented form sheet, as UIKit does: at the system's form size, or at the segue's
/// `preferredContentSize`.
public enum FormSheetSize: Hashable, Sendable {
    /// The system's form sheet size.
    case form
    /// The content at this size, the sheet fitted to it.
    case fitted(ContentSize)
}

extension HostTree.Presentation {
    /// How the presentation is sized when it is a form sheet; nil for any other style.
    public var formSheetSize: FormSheetSize? {
        guard style == .formSheet else { return nil }
        return sheet?.preferredContentSize.map(FormSheetSize.fitted) ?? .form
    }
}
