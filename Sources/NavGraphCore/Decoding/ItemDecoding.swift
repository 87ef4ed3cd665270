import NavGraphRuntime

extension GraphFileDecoder {
    static let navigationItemKeys = [
        "title", "titleView", "prompt", "largeTitleDisplayMode", "backBarButtonItem", "backButtonTitle",
        "hidesBackButton", "leftItemsSupplementBackButton", "leftBarButtonItems", "rightBarButtonItems",
        "leftBarButtonItem", "rightBarButtonItem", "titleMenu", "search", "titleViewAccessibilityLabel",
    ]
    static let barItemKeys = [
        "id", "system", "title", "image", "style", "enabled", "segue", "action", "builtin", "menu",
        "accessibilityLabel", "renamedFrom",
    ]
    static let backBarButtonItemKeys = ["title", "image"]

    mutating func navigationItem() throws(YAMLError) -> NavigationItem {
        var item = NavigationItem()
        guard let location = try reader.beginMapping(for: "navigationItem", nullIsEmpty: true) else { return item }
        item.location = location
        var seen = SeenKeys()
        while let read = try reader.nextKey(&seen, as: NavigationItemKey.self) {
            let key = read.key
            switch read.known {
            case .title: item.title = try reader.string(for: key.value)
            case .titleView: item.titleView = try reader.string(for: key.value)
            case .titleViewAccessibilityLabel: item.titleViewAccessibilityLabel = try reader.string(for: key.value)
            case .prompt: item.prompt = try reader.string(for: key.value)
            case .largeTitleDisplayMode:
                item.largeTitleDisplayMode = try reader.choice(LargeTitleDisplayMode.self, for: key.value)
            case .backBarButtonItem:
                bothForms(key, "backButtonTitle", seen)
                item.backBarButtonItem = try backBarButtonItem(key: key)
            case .backButtonTitle:
                bothForms(key, "backBarButtonItem", seen)
                if let title = try reader.string(for: key.value) {
                    item.backBarButtonItem = Located(BackBarButtonItem(title: title.value), at: title.location)
                }
            case .hidesBackButton: item.hidesBackButton = try reader.bool(for: key.value)
            case .leftItemsSupplementBackButton: item.leftItemsSupplementBackButton = try reader.bool(for: key.value)
            case .leftBarButtonItems, .leftBarButtonItem:
                bothForms(key, key.value == "leftBarButtonItem" ? "leftBarButtonItems" : "leftBarButtonItem", seen)
                item.leftBarButtonItemsLocation = key.location
                item.leftBarButtonItems = try items(key: key)
            case .rightBarButtonItems, .rightBarButtonItem:
                bothForms(key, key.value == "rightBarButtonItem" ? "rightBarButtonItems" : "rightBarButtonItem", seen)
                item.rightBarButtonItemsLocation = key.location
                item.rightBarButtonItems = try items(key: key)
            case .titleMenu: item.titleMenu = try menu(for: key)
            case .search: item.search = try search()
            case nil: try reader.unknownKey(key, in: "'navigationItem'", allowed: Self.navigationItemKeys)
            }
        }
        return item
    }

    /// Reports a shorthand given together with its long form (the later one wins).
    private mutating func bothForms(_ key: Located<String>, _ other: String, _ seen: SeenKeys) {
        guard let first = seen[other] else { return }
        reader.emit(.bothItemForms(key, other, otherAt: first))
    }

    /// The plural form takes a sequence; the singular form one item.
    private mutating func items(key: Located<String>) throws(YAMLError) -> [BarItem] {
        if key.value.hasSuffix("Item") {
            let event = try reader.stream.peek()
            if try reader.takeNull() { return [] }
            return try barItem(for: key.value, at: reader.location(event)).map { [$0] } ?? []
        }
        return try barItems(for: key.value)
    }

    private mutating func backBarButtonItem(key: Located<String>) throws(YAMLError) -> Located<BackBarButtonItem>? {
        guard let location = try reader.beginMapping(for: key.value, nullIsEmpty: true) else { return nil }
        var item = BackBarButtonItem()
        var seen = SeenKeys()
        while let key = try reader.nextKey(&seen) {
            switch key.value {
            case "title": item.title = try reader.string(for: key.value)?.value
            case "image": item.image = try reader.string(for: key.value)?.value
            default: try reader.unknownKey(key, in: "'backBarButtonItem'", allowed: Self.backBarButtonItemKeys)
            }
        }
        if item.title == nil && item.image == nil {
            reader.emit(.backItemNeedsTitleOrImage(at: location))
        }
        return Located(item, at: location)
    }

    mutating func barItems(for key: String) throws(YAMLError) -> [BarItem] {
        guard try reader.beginSequence(for: key) != nil else { return [] }
        var result: [BarItem] = []
        while try reader.hasNextElement() {
            let event = try reader.stream.peek()
            if let item = try barItem(for: "an item of '\(key)'", at: reader.location(event)) { result.append(item) }
        }
        return result
    }

    /// `context` is built only when reported.
    private mutating func barItem(
        for context: @autoclosure () -> String,
        at location: SourceLocation
    ) throws(YAMLError) -> BarItem? {
        guard try reader.beginMapping(for: context()) != nil else { return nil }
        var item = BarItem(location: location)
        var seen = SeenKeys()
        while let read = try reader.nextKey(&seen, as: BarItemKey.self) {
            let key = read.key
            switch read.known {
            case .id: item.id = try reader.string(for: key.value)
            case .system: item.system = try reader.choice(SystemItem.self, for: key.value)
            case .title: item.title = try reader.string(for: key.value)
            case .image: item.image = try reader.string(for: key.value)
            case .accessibilityLabel: item.accessibilityLabel = try reader.string(for: key.value)
            case .style: item.style = try reader.choice(BarButtonItemStyle.self, for: key.value)
            case .enabled: item.enabled = try reader.bool(for: key.value)
            case .segue: item.segue = try reader.string(for: key.value)
            case .action: item.action = try reader.string(for: key.value)
            case .builtin: item.builtin = try reader.choice(BuiltinAction.self, for: key.value)
            case .menu: item.menu = try menu(for: key)
            case .renamedFrom: item.renamedFrom = try reader.oldNames(for: key.value)
            case nil: try reader.unknownKey(key, in: "a bar button item", allowed: Self.barItemKeys)
            }
        }
        if seen.location(of: "id", id: BarItemKey.id.rawValue) == nil {
            reader.emit(.barItemNeedsID(at: location))
        }
        return item
    }
}
