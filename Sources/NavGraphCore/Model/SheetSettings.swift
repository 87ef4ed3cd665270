package import NavGraphRuntime

/// A `modal` segue's sheet and popover keys as written (`detents:`, `prefersGrabberVisible:`,
/// `largestUndimmedDetent:`, `preferredContentSize:`, `sourceItem:`, `adaptsTo:`), each with its location.
package struct SheetSettings: Sendable {
    /// `detents:`, in the order written (malformed entries already reported and left out).
    package var detents: [Located<SheetDetent>] = []
    /// Where `detents:` is; nil when absent.
    package var detentsLocation: SourceLocation?
    package var prefersGrabberVisible: Located<Bool>?
    package var largestUndimmedDetent: Located<SheetDetent>?
    package var preferredContentSize: Located<ContentSize>?
    package var sourceItem: Located<String>?
    package var adaptsTo: Located<PopoverAdaptation>?
    /// Where each key was written (what NG314 points at).
    package var keyLocations: [String: SourceLocation] = [:]

    /// Creates settings with nothing set.
    package init() {}

    /// The keys that were given a valid value, with the keys' locations, in the order the format lists them.
    package var givenKeys: [(key: String, location: SourceLocation)] {
        let values: [(key: String, location: SourceLocation)] = [
            detentsLocation.map { ("detents", $0) },
            prefersGrabberVisible.map { ("prefersGrabberVisible", $0.location) },
            largestUndimmedDetent.map { ("largestUndimmedDetent", $0.location) },
            preferredContentSize.map { ("preferredContentSize", $0.location) },
            sourceItem.map { ("sourceItem", $0.location) },
            adaptsTo.map { ("adaptsTo", $0.location) },
        ].compactMap { $0 }
        return values.map { ($0.key, keyLocations[$0.key] ?? $0.location) }
    }

    /// The runtime's options; nil when no key was given.
    package var options: SheetOptions? {
        guard !givenKeys.isEmpty else { return nil }
        return SheetOptions(
            detents: detentsLocation == nil ? nil : detents.map(\.value),
            prefersGrabberVisible: prefersGrabberVisible?.value,
            largestUndimmedDetent: largestUndimmedDetent?.value,
            preferredContentSize: preferredContentSize?.value,
            sourceItem: sourceItem?.value,
            adaptsTo: adaptsTo?.value)
    }
}
