import NavGraphRuntime

extension GraphFileDecoder {
    /// The keys of a `modal` segue that shape its sheet or popover: the last six of `segueKeys`.
    static let sheetKeys = [
        "detents", "prefersGrabberVisible", "largestUndimmedDetent", "preferredContentSize", "sourceItem", "adaptsTo",
    ]

    /// Reads one of `sheetKeys` into `sheet`; malformed values are reported as NG313 and left out.
    mutating func sheetValue(for key: Located<String>, into sheet: inout SheetSettings) throws(YAMLError) {
        sheet.keyLocations[key.value] = key.location
        switch key.value {
        case "detents":
            sheet.detentsLocation = key.location
            sheet.detents = try detents()
        case "prefersGrabberVisible": sheet.prefersGrabberVisible = try reader.bool(for: key.value)
        case "largestUndimmedDetent":
            sheet.largestUndimmedDetent = try reader.string(for: key.value).flatMap { detent($0, for: key.value) }
        case "preferredContentSize": sheet.preferredContentSize = try contentSize(key: key)
        case "sourceItem": sheet.sourceItem = try reader.string(for: key.value)
        default: sheet.adaptsTo = try reader.choice(PopoverAdaptation.self, for: key.value)
        }
    }

    /// `detents:`: `medium`, `large` or heights in points, each once; an empty list is reported.
    private mutating func detents() throws(YAMLError) -> [Located<SheetDetent>] {
        let start = try reader.beginSequence(for: "detents")
        guard let start else { return [] }
        var result: [Located<SheetDetent>] = []
        var count = 0
        while try reader.hasNextElement() {
            count += 1
            guard let text = try reader.string(for: "an element of 'detents'"),
                let detent = detent(text, for: "detents")
            else { continue }
            if let first = result.first(where: { $0.value == detent.value }) {
                reader.emit(.duplicateDetent(detent.value, at: text.location, firstAt: first.location))
                continue
            }
            result.append(detent)
        }
        if count == 0 { reader.emit(.emptyDetents(at: start)) }
        return result
    }

    /// A detent's text: `medium`, `large` or a positive height in points; anything else is reported.
    private mutating func detent(_ text: Located<String>, for key: String) -> Located<SheetDetent>? {
        guard let detent = SheetDetent(text: text.value) else {
            reader.emit(.notADetent(text, for: key))
            return nil
        }
        if case .height(let points) = detent, points <= 0 {
            reader.emit(.notADetent(text, for: key))
            return nil
        }
        return Located(detent, at: text.location)
    }

    /// `preferredContentSize: { width, height }`, both positive numbers of points.
    private mutating func contentSize(key: Located<String>) throws(YAMLError) -> Located<ContentSize>? {
        guard try reader.beginMapping(for: key.value) != nil else { return nil }
        var seen = SeenKeys()
        var width: Double?
        var height: Double?
        while let dimension = try reader.nextKey(&seen) {
            guard dimension.value == "width" || dimension.value == "height" else {
                try reader.unknownKey(dimension, in: "'preferredContentSize'", allowed: ["width", "height"])
                continue
            }
            guard let text = try reader.string(for: dimension.value) else { continue }
            guard let points = Double(text.value), points.isFinite, points > 0 else {
                reader.emit(.notAContentSize(text, for: dimension.value))
                continue
            }
            if dimension.value == "width" { width = points } else { height = points }
        }
        guard let width, let height else {
            if seen["width"] == nil || seen["height"] == nil { reader.emit(.contentSizeNeedsBoth(at: key.location)) }
            return nil
        }
        return Located(ContentSize(width: width, height: height), at: key.location)
    }
}
