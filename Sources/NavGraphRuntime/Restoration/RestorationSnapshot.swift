public import Foundation

/// A saved navigation state: what `restorationState()` returns and
/// `Router(restoring:)` rebuilds from. Only instances whose screen has a restoration identifier are kept.
public struct RestorationSnapshot: Hashable, Codable, Sendable {
    /// The format version this runtime writes. Version 2 added the containers (`container`, `columns`,
    /// `collapsed`, `tabs`); version 1 snapshots, which have none, are still read.
    public static let currentFormatVersion = 2

    /// The format versions this runtime reads.
    public static let readableFormatVersions: ClosedRange<Int> = 1...2

    /// The snapshot's format version.
    public var formatVersion: Int
    /// The graph's name.
    public var graph: String
    /// `GraphDefinition.restorationFingerprint` of the graph that saved it.
    public var fingerprint: String
    /// Whether `stack[0]` is the main stack's root (false when the root has no restoration identifier: the
    /// restored router then starts from its default root).
    public var rootIncluded: Bool
    /// The preserved instances of the main stack, bottom to top.
    public var stack: [RestorationEntry]
    /// The preserved presentations, in presentation order. The chain stops at the first presentation with no
    /// preserved instance (nothing presented from it can be rebuilt).
    public var presentations: [RestorationPresentation]
    /// The container at the root (a tab bar or a split); nil when the root is a screen.
    public var container: String?
    /// The root split's (or the selected tab's split's) columns left of the secondary, whose stack is `stack`;
    /// nil without a split on screen.
    public var columns: [[RestorationEntry]]?
    /// Whether that split was collapsed (then `stack` holds every column's screens and `columns` is empty).
    public var collapsed: Bool?
    /// The tab bar's selected tab and the stacks of the tabs not selected; nil without a tab bar.
    public var tabs: RestorationTabs?
    /// The deep link that was waiting (see docs/deep-links.md, Links that wait); nil when none was.
    public var pendingLink: String?
    /// The entry (`entries:`) the saving router started from; nil for the graph's first entry, its root. A
    /// restored router starts from it again when the snapshot does not include its root.
    public var entry: String?
    /// The tab badges the app set at run time (`Router.setBadge(_:for:)`), by tab id; nil when it set none.
    public var badges: [TabBadge]?
    /// The bar items the app enabled, disabled or hid at run time (`Router.setEnabled(_:item:on:)`,
    /// `Router.setHidden(_:item:on:)`), by restoration path of their instance; nil when it set none.
    public var items: [RestorationItemState]?

    /// Creates a snapshot.
    public init(
        formatVersion: Int = RestorationSnapshot.currentFormatVersion,
        graph: String,
        fingerprint: String,
        rootIncluded: Bool,
        stack: [RestorationEntry],
        presentations: [RestorationPresentation]
    ) {
        self.formatVersion = formatVersion
        self.graph = graph
        self.fingerprint = fingerprint
        self.rootIncluded = rootIncluded
        self.stack = stack
        self.presentations = presentations
    }

    /// Reads a snapshot from its JSON form; throws `corruptSnapshot` when the data is not a snapshot and
    /// `unsupportedSnapshotVersion` for another format version. Reading is linear in the data, however deeply the
    /// arguments nest (at most `ArgumentValue.maximumJSONDepth`).
    public init(data: Data) throws(NavigationError) {
        struct VersionProbe: Decodable { var formatVersion: Int }
        guard let tree = ArgumentValue(json: data) else {
            throw .corruptSnapshot(
                reason: "not JSON, or nested deeper than \(ArgumentValue.maximumJSONDepth) levels")
        }
        let version: Int
        do {
            version = try ArgumentValueDecoder.decode(VersionProbe.self, from: tree).formatVersion
        } catch {
            throw .corruptSnapshot(reason: Self.describe(error))
        }
        guard Self.readableFormatVersions.contains(version) else { throw .unsupportedSnapshotVersion(version) }
        do {
            self = try ArgumentValueDecoder.decode(RestorationSnapshot.self, from: tree)
        } catch {
            throw .corruptSnapshot(reason: Self.describe(error))
        }
    }

    /// The snapshot's JSON form (sorted keys: the same state gives the same bytes).
    public func jsonData() throws(NavigationError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            return try encoder.encode(self)
        } catch {
            throw .corruptSnapshot(reason: "cannot encode: \(error)")
        }
    }

    /// A short description of a decoding error.
    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context): "data corrupted at \(path(context))"
        case DecodingError.keyNotFound(let key, let context): "key '\(key.stringValue)' missing at \(path(context))"
        case DecodingError.typeMismatch(_, let context): "wrong type at \(path(context))"
        case DecodingError.valueNotFound(_, let context): "value missing at \(path(context))"
        default: "not a snapshot"
        }
    }

    private static func path(_ context: DecodingError.Context) -> String {
        let path = context.codingPath.map(\.stringValue).joined(separator: ".")
        return path.isEmpty ? "top level" : "'\(path)'"
    }
}

/// A preserved instance.
public struct RestorationEntry: Hashable, Codable, Sendable {
    /// The restoration path: the container (`main`, or `modal1`, `modal2`, ... for the presentations) and the
    /// screen's restoration identifier, with `#2`, `#3`, ... on later duplicates within one container.
    public var path: String
    /// The screen id.
    public var screen: String
    /// The instance's arguments.
    public var arguments: [String: ArgumentValue]

    /// Creates an entry.
    public init(path: String, screen: String, arguments: [String: ArgumentValue]) {
        self.path = path
        self.screen = screen
        self.arguments = arguments
    }
}

/// A preserved presentation.
public struct RestorationPresentation: Hashable, Codable, Sendable {
    /// The presentation style.
    public var style: PresentationStyle
    /// Whether it embeds a navigation controller.
    public var embedsNavigationController: Bool
    /// Its preserved instances, bottom to top.
    public var stack: [RestorationEntry]
    /// Its navigation controller's settings when its segue overrode the graph's (format 2); nil for the graph's.
    public var settings: ContainerSettings?
    /// The sheet's or popover's options (detents, anchor...); nil when its segue gave none.
    public var sheet: SheetOptions?
    /// The detent the sheet rested at; nil when it has no `detents:`.
    public var detent: SheetDetent?

    /// Creates a presentation entry.
    public init(
        style: PresentationStyle, embedsNavigationController: Bool, stack: [RestorationEntry],
        settings: ContainerSettings? = nil
    ) {
        self.settings = settings
        self.style = style
        self.embedsNavigationController = embedsNavigationController
        self.stack = stack
    }
}

/// What a restoration kept and dropped.
public struct RestorationReport: Hashable, Sendable {
    /// An entry left out, with the reason.
    public struct Dropped: Hashable, Sendable {
        /// The entry.
        public var entry: RestorationEntry
        /// Why: the problem of the first dropped entry; later ones follow it.
        public var reason: String

        /// Creates a dropped entry.
        package init(entry: RestorationEntry, reason: String) {
            self.entry = entry
            self.reason = reason
        }
    }

    /// Whether the snapshot was saved by a graph with the same restoration fingerprint.
    public var fingerprintMatches: Bool
    /// The entries left out, in snapshot order.
    public var dropped: [Dropped]
    /// Whether the root is the router's default root, not the snapshot's (it did not include a usable one).
    public var usesDefaultRoot: Bool
    /// Arguments of restored entries that no longer fit the screen: left out, or replaced by the parameter's
    /// default. In snapshot order.
    public var droppedArguments: [DroppedArgument] = []

    /// Creates a report.
    package init(fingerprintMatches: Bool, dropped: [Dropped], usesDefaultRoot: Bool) {
        self.fingerprintMatches = fingerprintMatches
        self.dropped = dropped
        self.usesDefaultRoot = usesDefaultRoot
    }

    /// Whether everything was restored: no entry and no argument dropped.
    public var isComplete: Bool { dropped.isEmpty && droppedArguments.isEmpty }
}

/// A tab bar's saved state: the selected tab, and each other tab's stacks.
public struct RestorationTabs: Hashable, Codable, Sendable {
    /// The selected tab's id (its stacks are the snapshot's own `stack` and `columns`).
    public var selected: String
    /// The tabs not selected, by tab id.
    public var others: [String: RestorationTabStack]

    /// Creates a tab bar entry.
    public init(selected: String, others: [String: RestorationTabStack]) {
        self.selected = selected
        self.others = others
    }
}

/// A tab's saved stacks: its stack (a split's secondary column when it holds one) and its split's other columns.
public struct RestorationTabStack: Hashable, Codable, Sendable {
    /// The preserved instances of the tab's stack, bottom to top.
    public var stack: [RestorationEntry]
    /// The split's columns left of the secondary; nil when the tab holds no split.
    public var columns: [[RestorationEntry]]?
    /// Whether the tab's split was collapsed.
    public var collapsed: Bool?

    /// Creates a tab stack entry.
    public init(stack: [RestorationEntry], columns: [[RestorationEntry]]? = nil, collapsed: Bool? = nil) {
        self.stack = stack
        self.columns = columns
        self.collapsed = collapsed
    }
}
