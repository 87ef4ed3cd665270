extension RowReader {
    /// A segue of a screen.
    mutating func segue() -> SegueDefinition? {
        var id: String?
        var kind: SegueKind?
        var destination: String?
        var segue = SegueDefinition(id: "", kind: .show, destination: "", animated: false)
        let read = object { reader, key in
            switch key {
            case "id":
                id = reader.string()
                return id != nil
            case "kind":
                kind = reader.raw(SegueKind.self)
                return kind != nil
            case "destination":
                destination = reader.string()
                return destination != nil
            case "arguments": return reader.read(\.arguments, of: &segue) { $0.argumentObject() }
            case "forward": return reader.read(\.forward, of: &segue) { $0.strings() }
            case "animated": return reader.read(\.animated, of: &segue) { $0.bool() }
            case "presentation": return reader.optional(\.presentation, of: &segue) { $0.raw(PresentationStyle.self) }
            case "embedInNavigationController":
                return reader.read(\.embedInNavigationController, of: &segue) { $0.bool() }
            case "singleTop": return reader.read(\.singleTop, of: &segue) { $0.bool() }
            case "popTo": return reader.optional(\.popTo, of: &segue) { $0.string() }
            case "returns": return reader.optional(\.returns, of: &segue) { $0.list { $0.returnValue() } }
            case "navigationController":
                return reader.optional(\.navigationController, of: &segue) { $0.containerSettings() }
            case "sheet": return reader.optional(\.sheet, of: &segue) { $0.sheetOptions() }
            case "renamedFrom": return reader.optional(\.renamedFrom, of: &segue) { $0.strings() }
            default: return reader.skip()
            }
        }
        guard read, let id, let kind, let destination else { return nil }
        segue.id = id
        segue.kind = kind
        segue.destination = destination
        return segue
    }

    /// A value an `unwind` or `return` carries back.
    private mutating func returnValue() -> ReturnDefinition? {
        pair("name", { $0.string() }, "type", { $0.parameterType() }).map { ReturnDefinition(name: $0, type: $1) }
    }

    private mutating func sheetOptions() -> SheetOptions? {
        var sheet = SheetOptions()
        let read = object { reader, key in
            switch key {
            case "detents": reader.optional(\.detents, of: &sheet) { $0.list { $0.sheetDetent() } }
            case "prefersGrabberVisible": reader.optional(\.prefersGrabberVisible, of: &sheet) { $0.bool() }
            case "largestUndimmedDetent": reader.optional(\.largestUndimmedDetent, of: &sheet) { $0.sheetDetent() }
            case "preferredContentSize": reader.optional(\.preferredContentSize, of: &sheet) { $0.contentSize() }
            case "sourceItem": reader.optional(\.sourceItem, of: &sheet) { $0.string() }
            case "adaptsTo": reader.optional(\.adaptsTo, of: &sheet) { $0.raw(PopoverAdaptation.self) }
            default: reader.skip()
            }
        }
        return read ? sheet : nil
    }

    /// A detent: a height in points, or its text (`medium`, `large`, a number).
    private mutating func sheetDetent() -> SheetDetent? {
        if let points = double() { return .height(points) }
        return string().flatMap(SheetDetent.init(text:))
    }

    private mutating func contentSize() -> ContentSize? {
        var size = ContentSize(width: 0, height: 0)
        let read = object { reader, key in
            switch key {
            case "width": reader.read(\.width, of: &size) { $0.double() }
            case "height": reader.read(\.height, of: &size) { $0.double() }
            default: reader.skip()
            }
        }
        return read ? size : nil
    }

    /// The settings of a navigation controller (the graph's, a tab's, a column's or a presented one's).
    mutating func containerSettings() -> ContainerSettings? {
        var settings = ContainerSettings(toolbarHidden: false, backButtonTitleMaxLength: 0)
        var appearance: Appearance?
        let read = object { reader, key in
            switch key {
            case "navigationBarHidden": return reader.read(\.navigationBarHidden, of: &settings) { $0.bool() }
            case "toolbarHidden": return reader.read(\.toolbarHidden, of: &settings) { $0.bool() }
            case "prefersLargeTitles": return reader.read(\.prefersLargeTitles, of: &settings) { $0.bool() }
            case "hidesBarsOnTap": return reader.read(\.hidesBarsOnTap, of: &settings) { $0.bool() }
            case "hidesBarsOnSwipe": return reader.read(\.hidesBarsOnSwipe, of: &settings) { $0.bool() }
            case "hidesBarsWhenKeyboardAppears":
                return reader.read(\.hidesBarsWhenKeyboardAppears, of: &settings) { $0.bool() }
            case "hidesBarsWhenVerticallyCompact":
                return reader.read(\.hidesBarsWhenVerticallyCompact, of: &settings) { $0.bool() }
            case "backButtonTitleMaxLength": return reader.read(\.backButtonTitleMaxLength, of: &settings) { $0.int() }
            case "appearance":
                appearance = reader.appearance()
                return appearance != nil
            default: return reader.skip()
            }
        }
        // The appearance always holds its bar style, so it is never left out.
        guard read, let appearance else { return nil }
        settings.appearance = appearance
        return settings
    }

    private mutating func appearance() -> Appearance? {
        var style: Appearance.BarStyle?
        var appearance = Appearance(translucent: false)
        let read = object { reader, key in
            switch key {
            case "barStyle":
                style = reader.raw(Appearance.BarStyle.self)
                return style != nil
            case "barTintColor": return reader.optional(\.barTintColor, of: &appearance) { $0.string() }
            case "tintColor": return reader.optional(\.tintColor, of: &appearance) { $0.string() }
            case "titleColor": return reader.optional(\.titleColor, of: &appearance) { $0.string() }
            case "translucent": return reader.read(\.translucent, of: &appearance) { $0.bool() }
            case "shadowHidden": return reader.read(\.shadowHidden, of: &appearance) { $0.bool() }
            default: return reader.skip()
            }
        }
        guard read, let style else { return nil }
        appearance.barStyle = style
        return appearance
    }
}
