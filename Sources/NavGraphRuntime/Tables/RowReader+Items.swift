extension RowReader {
    /// A screen's navigation item.
    mutating func navigationItem() -> NavigationItemDefinition? {
        var item = NavigationItemDefinition()
        var mode: LargeTitleDisplayMode?
        let read = object { reader, key in
            switch key {
            case "title": return reader.optional(\.title, of: &item) { $0.string() }
            case "titleView": return reader.optional(\.titleView, of: &item) { $0.string() }
            case "prompt": return reader.optional(\.prompt, of: &item) { $0.string() }
            case "largeTitleDisplayMode":
                mode = reader.raw(LargeTitleDisplayMode.self)
                return mode != nil
            case "backBarButtonItem": return reader.optional(\.backBarButtonItem, of: &item) { $0.backBarButtonItem() }
            case "hidesBackButton": return reader.read(\.hidesBackButton, of: &item) { $0.bool() }
            case "leftItemsSupplementBackButton":
                return reader.read(\.leftItemsSupplementBackButton, of: &item) { $0.bool() }
            case "leftBarButtonItems":
                return reader.read(\.leftBarButtonItems, of: &item) { $0.list { $0.barButtonItem() } }
            case "rightBarButtonItems":
                return reader.read(\.rightBarButtonItems, of: &item) { $0.list { $0.barButtonItem() } }
            case "titleMenu": return reader.optional(\.titleMenu, of: &item) { $0.list { $0.menuElement() } }
            case "search": return reader.optional(\.search, of: &item) { $0.search() }
            case "titleViewAccessibilityLabel":
                return reader.optional(\.titleViewAccessibilityLabel, of: &item) { $0.string() }
            default: return reader.skip()
            }
        }
        guard read, let mode else { return nil }
        item.largeTitleDisplayMode = mode
        return item
    }

    private mutating func backBarButtonItem() -> BackBarButtonItem? {
        var item = BackBarButtonItem()
        let read = object { reader, key in
            switch key {
            case "title": reader.optional(\.title, of: &item) { $0.string() }
            case "image": reader.optional(\.image, of: &item) { $0.string() }
            default: reader.skip()
            }
        }
        return read ? item : nil
    }

    /// A bar button item of the navigation bar or the toolbar.
    mutating func barButtonItem() -> BarButtonItemDefinition? {
        var id: String?
        var content: BarButtonItemDefinition.Content?
        var style: BarButtonItemStyle?
        var behavior: BarButtonItemDefinition.Behavior?
        var item = BarButtonItemDefinition(id: "", content: .title(""), enabled: false)
        let read = object { reader, key in
            switch key {
            case "id":
                id = reader.string()
                return id != nil
            case "content":
                content = reader.itemContent()
                return content != nil
            case "style":
                style = reader.raw(BarButtonItemStyle.self)
                return style != nil
            case "enabled": return reader.read(\.enabled, of: &item) { $0.bool() }
            case "behavior":
                behavior = reader.behavior()
                return behavior != nil
            case "menu": return reader.optional(\.menu, of: &item) { $0.list { $0.menuElement() } }
            case "accessibilityLabel": return reader.optional(\.accessibilityLabel, of: &item) { $0.string() }
            case "renamedFrom": return reader.optional(\.renamedFrom, of: &item) { $0.strings() }
            default: return reader.skip()
            }
        }
        guard read, let id, let content, let style, let behavior else { return nil }
        item.id = id
        item.content = content
        item.style = style
        item.behavior = behavior
        return item
    }

    private mutating func itemContent() -> BarButtonItemDefinition.Content? {
        choice { reader, key in
            switch key {
            case "system": reader.payload { $0.raw(SystemItem.self) }.map(BarButtonItemDefinition.Content.system)
            case "title": reader.payload { $0.string() }.map(BarButtonItemDefinition.Content.title)
            case "image": reader.payload { $0.string() }.map(BarButtonItemDefinition.Content.image)
            default: nil
            }
        }
    }

    /// What tapping an item, a menu element or an alert's action does.
    mutating func behavior() -> BarButtonItemDefinition.Behavior? {
        choice { reader, key in
            switch key {
            case "none": reader.noPayload() ? BarButtonItemDefinition.Behavior.none : nil
            case "segue": reader.payload { $0.string() }.map(BarButtonItemDefinition.Behavior.segue)
            case "action": reader.payload { $0.string() }.map(BarButtonItemDefinition.Behavior.action)
            case "builtin": reader.payload { $0.raw(BuiltinAction.self) }.map(BarButtonItemDefinition.Behavior.builtin)
            default: nil
            }
        }
    }

    /// An element of a menu, its children included.
    private mutating func menuElement() -> MenuElementDefinition? {
        var kind: MenuElementDefinition.Kind?
        var id: String?
        var title: String?
        var behavior: BarButtonItemDefinition.Behavior?
        var element = MenuElementDefinition(id: "", title: "")
        let read = object { reader, key in
            switch key {
            case "kind":
                kind = reader.raw(MenuElementDefinition.Kind.self)
                return kind != nil
            case "id":
                id = reader.string()
                return id != nil
            case "title":
                title = reader.string()
                return title != nil
            case "image": return reader.optional(\.image, of: &element) { $0.string() }
            case "attributes":
                return reader.read(\.attributes, of: &element) { $0.list { $0.raw(MenuElementAttribute.self) } }
            case "behavior":
                behavior = reader.behavior()
                return behavior != nil
            case "children": return reader.read(\.children, of: &element) { $0.list { $0.menuElement() } }
            case "accessibilityLabel": return reader.optional(\.accessibilityLabel, of: &element) { $0.string() }
            default: return reader.skip()
            }
        }
        guard read, let kind, let id, let title, let behavior else { return nil }
        element.kind = kind
        element.id = id
        element.title = title
        element.behavior = behavior
        return element
    }

    private mutating func search() -> SearchDefinition? {
        var search = SearchDefinition(hidesWhenScrolling: false)
        let read = object { reader, key in
            switch key {
            case "placeholder": reader.optional(\.placeholder, of: &search) { $0.string() }
            case "scopes": reader.read(\.scopes, of: &search) { $0.strings() }
            case "results": reader.optional(\.results, of: &search) { $0.string() }
            case "hidesWhenScrolling": reader.read(\.hidesWhenScrolling, of: &search) { $0.bool() }
            default: reader.skip()
            }
        }
        return read ? search : nil
    }
}
