/// A height where a sheet rests: UIKit's system detents, or a custom height in points.
public enum SheetDetent: Hashable, Codable, Sendable, CustomStringConvertible {
    /// About half the screen's height (`.medium()`).
    case medium
    /// The full height (`.large()`).
    case large
    /// A custom height in points (`.custom(identifier:resolver:)`, iOS 16 and later).
    case height(Double)

    /// Reads `medium`, `large` or a number of points, as the graph and the simulator write them; nil otherwise.
    public init?(text: String) {
        switch text {
        case "medium": self = .medium
        case "large": self = .large
        default:
            guard let points = Double(text), points.isFinite else { return nil }
            self = .height(points)
        }
    }

    /// `medium`, `large` or the height in points (`300`, `212.5`).
    public var description: String {
        switch self {
        case .medium: "medium"
        case .large: "large"
        case .height(let points):
            points == points.rounded() && abs(points) < 1e15 ? String(Int64(points)) : String(points)
        }
    }

    /// Decodes the text form (`"medium"`, `"large"`, `"300"`) or a number.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let points = try? container.decode(Double.self) {
            self = .height(points)
            return
        }
        let text = try container.decode(String.self)
        guard let detent = SheetDetent(text: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a detent: '\(text)'")
        }
        self = detent
    }

    /// Encodes the system detents as their names and a custom height as a number.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .medium, .large: try container.encode(description)
        case .height(let points): try container.encode(points)
        }
    }
}

/// What a popover becomes on a compact width (an iPhone in portrait).
public enum PopoverAdaptation: String, Hashable, Codable, Sendable, CaseIterable {
    /// A sheet, as UIKit does by default since iOS 13.
    case sheet
    /// A full-screen presentation.
    case fullScreen
    /// Stays a popover (`UIModalPresentationStyle.none` from the adaptive delegate).
    case none
}

/// A width and a height in points (`preferredContentSize`).
public struct ContentSize: Hashable, Codable, Sendable {
    /// The width in points.
    public package(set) var width: Double
    /// The height in points.
    public package(set) var height: Double

    /// Creates a size.
    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// How a `modal` segue's sheet or popover looks: detents, grabber, dimming, size, anchor and adaptation. Every
/// field is optional: nil keeps UIKit's default.
public struct SheetOptions: Hashable, Codable, Sendable {
    /// `detents:`, smallest first; nil: UIKit's default (full height only).
    public package(set) var detents: [SheetDetent]?
    /// `prefersGrabberVisible:`.
    public package(set) var prefersGrabberVisible: Bool?
    /// `largestUndimmedDetent:`: the content below stays usable up to this detent.
    public package(set) var largestUndimmedDetent: SheetDetent?
    /// `preferredContentSize:` of a form sheet or a popover.
    public package(set) var preferredContentSize: ContentSize?
    /// `sourceItem:`: the bar item of the source screen a popover points at. A presentation records the item
    /// that was tapped here when the segue gives none.
    public package(set) var sourceItem: String?
    /// `adaptsTo:`: a popover's look on a compact width; nil: a sheet, as UIKit.
    public package(set) var adaptsTo: PopoverAdaptation?

    /// Creates options; nil fields keep UIKit's defaults.
    package init(
        detents: [SheetDetent]? = nil,
        prefersGrabberVisible: Bool? = nil,
        largestUndimmedDetent: SheetDetent? = nil,
        preferredContentSize: ContentSize? = nil,
        sourceItem: String? = nil,
        adaptsTo: PopoverAdaptation? = nil
    ) {
        self.detents = detents
        self.prefersGrabberVisible = prefersGrabberVisible
        self.largestUndimmedDetent = largestUndimmedDetent
        self.preferredContentSize = preferredContentSize
        self.sourceItem = sourceItem
        self.adaptsTo = adaptsTo
    }
}
