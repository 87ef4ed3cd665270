import NavGraphRuntime

extension GraphFileDecoder {
    static let menuChildKeys = [
        "id", "title", "image", "attributes", "segue", "action", "builtin", "menu", "section", "accessibilityLabel",
    ]

    /// `menu:` of a bar item or a submenu, `titleMenu:` of a navigation item, `section:` of a section: a sequence of
    /// menu elements. Nesting is read as deep as written; the validator reports what goes too deep (NG312).
    mutating func menu(for key: Located<String>) throws(YAMLError) -> Located<[MenuChild]>? {
        var isNull = false
        isNull = NodeReader.isNull(try reader.stream.peek())
        guard try reader.beginSequence(for: key.value) != nil else {
            // A plain null is an empty menu, which the validator reports; a node of another kind was reported.
            return isNull ? Located([], at: key.location) : nil
        }
        var children: [MenuChild] = []
        while try reader.hasNextElement() {
            let event = try reader.stream.peek()
            if let child = try menuChild(for: "an element of '\(key.value)'", at: reader.location(event)) {
                children.append(child)
            }
        }
        return Located(children, at: key.location)
    }

    private mutating func menuChild(for context: String, at location: SourceLocation) throws(YAMLError) -> MenuChild? {
        guard try reader.beginMapping(for: context) != nil else { return nil }
        var child = MenuChild(location: location)
        var seen = SeenKeys()
        while let key = try reader.nextKey(&seen) {
            switch key.value {
            case "id": child.id = try reader.string(for: key.value)
            case "title": child.title = try reader.string(for: key.value)
            case "image": child.image = try reader.string(for: key.value)
            case "accessibilityLabel": child.accessibilityLabel = try reader.string(for: key.value)
            case "attributes": child.attributes = try attributes(for: key.value)
            case "segue": child.segue = try reader.string(for: key.value)
            case "action": child.action = try reader.string(for: key.value)
            case "builtin": child.builtin = try reader.choice(BuiltinAction.self, for: key.value)
            case "menu": child.submenu = try menu(for: key)
            case "section": child.section = try menu(for: key)
            default: try reader.unknownKey(key, in: "a menu element", allowed: Self.menuChildKeys)
            }
        }
        return child
    }

    /// `attributes: [destructive, disabled, hidden]`; an unknown one is reported with a did-you-mean.
    private mutating func attributes(for key: String) throws(YAMLError) -> [Located<MenuElementAttribute>] {
        guard try reader.beginSequence(for: key) != nil else { return [] }
        var result: [Located<MenuElementAttribute>] = []
        while try reader.hasNextElement() {
            if let attribute = try reader.choice(MenuElementAttribute.self, for: "an element of '\(key)'") {
                result.append(attribute)
            }
        }
        return result
    }
}
