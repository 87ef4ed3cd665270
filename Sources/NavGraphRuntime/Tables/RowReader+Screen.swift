/// A screen's row as read: the screen without its deep-link routes, and the route nodes standing for them
/// (`ScreenRoutes`): `linkRoute`'s, and each deep link's own (nil for none).
struct ScreenRow {
    var screen: ScreenDefinition
    var routeNode: Int?
    var linkNodes: [Int?] = []
}

extension RowReader {
    /// A screen row (`ScreenDefinition` as `CompactEncoder` writes it, plus the keys of `ScreenRoutes`). With
    /// `stackOnly`, only what a deep link's synthetic back stack needs of a screen is built (its id, parameters,
    /// segues and presentation settings): the bars, deep links and alert are passed over and read as empty.
    mutating func screenRow(stackOnly: Bool = false) -> ScreenRow? {
        var screen = ScreenDefinition(id: "", restorationIdentifier: nil)
        screen.interactivePopGestureEnabled = false
        var hasID = false
        var style: PresentationStyle?
        var navigationItem: NavigationItemDefinition?
        var routeNode: Int?
        var linkNodes: [Int?] = []
        if stackOnly { navigationItem = NavigationItemDefinition() }
        let read = object { reader, key in
            if stackOnly, key.isOutsideTheStack { return reader.skip() }
            switch key {
            case "id":
                guard let id = reader.string() else { return false }
                screen.id = id
                hasID = true
            case "title": return reader.optional(\.title, of: &screen) { $0.string() }
            case "parameters": return reader.read(\.parameters, of: &screen) { $0.list { $0.parameter() } }
            case "navigationItem":
                navigationItem = reader.navigationItem()
                return navigationItem != nil
            case "toolbarItems": return reader.read(\.toolbarItems, of: &screen) { $0.list { $0.barButtonItem() } }
            case "navigationBarHidden": return reader.optional(\.navigationBarHidden, of: &screen) { $0.bool() }
            case "toolbarHidden": return reader.optional(\.toolbarHidden, of: &screen) { $0.bool() }
            case "interactivePopGestureEnabled":
                return reader.read(\.interactivePopGestureEnabled, of: &screen) { $0.bool() }
            case "modalPresentationStyle":
                style = reader.raw(PresentationStyle.self)
                return style != nil
            case "modalInPresentation": return reader.read(\.modalInPresentation, of: &screen) { $0.bool() }
            case "restorationIdentifier": return reader.optional(\.restorationIdentifier, of: &screen) { $0.string() }
            case "deepLinks": return reader.read(\.deepLinks, of: &screen) { $0.list { $0.deepLink() } }
            case "linkRoute": return reader.optional(\.linkRoute, of: &screen) { $0.list { $0.linkStep() } }
            case "linkEntry": return reader.optional(\.linkEntry, of: &screen) { $0.linkEntry() }
            case "linkGate": return reader.optional(\.linkGate, of: &screen) { $0.linkStep() }
            case "segues": return reader.read(\.segues, of: &screen) { $0.list { $0.segue() } }
            case "hidesBottomBarWhenPushed":
                return reader.optional(\.hidesBottomBarWhenPushed, of: &screen) { $0.bool() }
            case "alert": return reader.optional(\.alert, of: &screen) { $0.alert() }
            case "dismissesItself": return reader.optional(\.dismissesItself, of: &screen) { $0.bool() }
            case "$route":
                routeNode = reader.int()
                return routeNode != nil
            case "$routes":
                let nodes = reader.list { reader -> Int?? in
                    if reader.null() { return .some(nil) }
                    guard let node = reader.int() else { return nil }
                    return .some(node)
                }
                guard let nodes else { return false }
                linkNodes = nodes
            default: return reader.skip()
            }
            return true
        }
        // A screen's navigation item always holds its title display mode, so it is never left out.
        guard read, hasID, let style, let navigationItem else { return nil }
        screen.modalPresentationStyle = style
        screen.navigationItem = navigationItem
        return ScreenRow(screen: screen, routeNode: routeNode, linkNodes: linkNodes)
    }

    /// Reads a field with `read` into `value`; false when it does not read.
    mutating func read<Value, Field>(
        _ field: WritableKeyPath<Value, Field>, of value: inout Value, _ read: (inout RowReader) -> Field?
    ) -> Bool {
        guard let read = read(&self) else { return false }
        value[keyPath: field] = read
        return true
    }

    /// Reads an optional field with `read` into `value` (a null reads as nil); false when it does not read.
    mutating func optional<Value, Field>(
        _ field: WritableKeyPath<Value, Field?>, of value: inout Value, _ read: (inout RowReader) -> Field?
    ) -> Bool {
        if null() {
            value[keyPath: field] = nil
            return true
        }
        guard let read = read(&self) else { return false }
        value[keyPath: field] = read
        return true
    }

    /// A screen's parameter; a `defaultValue` key present (even null) is a default.
    mutating func parameter() -> ParameterDefinition? {
        var name: String?
        var type: ParameterType?
        var defaultValue: ArgumentValue?
        var renamedFrom: [String]?
        let read = object { reader, key in
            switch key {
            case "name":
                name = reader.string()
                return name != nil
            case "type":
                type = reader.parameterType()
                return type != nil
            case "defaultValue":
                defaultValue = reader.argumentValue()
                return defaultValue != nil
            case "renamedFrom":
                if reader.null() { return true }
                renamedFrom = reader.strings()
                return renamedFrom != nil
            default: return reader.skip()
            }
        }
        guard read, let name, let type else { return nil }
        var parameter = ParameterDefinition(name: name, type: type, defaultValue: defaultValue)
        parameter.renamedFrom = renamedFrom
        return parameter
    }

    /// A parameter's type: `{string: {}}`, `{optional: {_0: …}}`, …
    mutating func parameterType() -> ParameterType? {
        choice { reader, key in
            switch key {
            case "string": reader.noPayload() ? .string : nil
            case "int": reader.noPayload() ? .int : nil
            case "double": reader.noPayload() ? .double : nil
            case "bool": reader.noPayload() ? .bool : nil
            case "uuid": reader.noPayload() ? .uuid : nil
            case "url": reader.noPayload() ? .url : nil
            case "date": reader.noPayload() ? .date : nil
            case "enumeration": reader.payload { $0.string() }.map(ParameterType.enumeration)
            case "array": reader.payload { $0.parameterType() }.map(ParameterType.array)
            case "optional": reader.payload { $0.parameterType() }.map(ParameterType.optional)
            case "app": reader.payload { $0.string() }.map(ParameterType.app)
            default: nil
            }
        }
    }

    /// A value of any kind, as it is written.
    mutating func argumentValue() -> ArgumentValue? {
        if null() { return .null }
        if let bool = bool() { return .bool(bool) }
        if let int = int() { return .int(int) }
        if let double = double() { return .double(double) }
        if let string = string() { return .string(string) }
        if let array = list({ $0.argumentValue() }) { return .array(array) }
        return argumentObject().map(ArgumentValue.object)
    }

    /// An object of values by name (a segue's `arguments`, an app type's encoding).
    mutating func argumentObject() -> [String: ArgumentValue]? {
        var values: [String: ArgumentValue] = [:]
        let read = object { reader, key in
            guard let name = key.string, let value = reader.argumentValue() else { return false }
            values[name] = value
            return true
        }
        return read ? values : nil
    }

    /// A deep link: its pattern alone, or an object of the options that differ from their defaults.
    mutating func deepLink() -> DeepLinkDefinition? {
        if let pattern = string() { return DeepLinkDefinition(pattern) }
        var link = DeepLinkDefinition("")
        var hasPattern = false
        let read = object { reader, key in
            switch key {
            case "pattern":
                guard let pattern = reader.string() else { return false }
                link.pattern = pattern
                hasPattern = true
                return true
            case "mode": return reader.null() || reader.read(\.mode, of: &link) { $0.raw(LinkMode.self) }
            case "tab": return reader.optional(\.tab, of: &link) { $0.string() }
            case "priority": return reader.null() || reader.read(\.priority, of: &link) { $0.int() }
            case "route": return reader.optional(\.route, of: &link) { $0.list { $0.linkStep() } }
            case "entry": return reader.optional(\.entry, of: &link) { $0.linkEntry() }
            case "gate": return reader.optional(\.gate, of: &link) { $0.linkStep() }
            default: return reader.skip()
            }
        }
        return read && hasPattern ? link : nil
    }

    /// One step of a deep link's route.
    mutating func linkStep() -> LinkStep? {
        pair("screen", { $0.string() }, "segue", { $0.string() }).map { LinkStep(screen: $0, segue: $1) }
    }

    /// Where a deep link's route starts.
    mutating func linkEntry() -> LinkEntry? {
        var entry = LinkEntry(container: "")
        var hasContainer = false
        let read = object { reader, key in
            switch key {
            case "container":
                guard let container = reader.string() else { return false }
                entry.container = container
                hasContainer = true
                return true
            case "tab": return reader.optional(\.tab, of: &entry) { $0.string() }
            case "column": return reader.optional(\.column, of: &entry) { $0.int() }
            default: return reader.skip()
            }
        }
        return read && hasContainer ? entry : nil
    }

    /// An alert or action sheet.
    mutating func alert() -> AlertDefinition? {
        var style: AlertDefinition.Style?
        var alert = AlertDefinition(style: .alert, actions: [])
        let read = object { reader, key in
            switch key {
            case "style":
                style = reader.raw(AlertDefinition.Style.self)
                return style != nil
            case "message": return reader.optional(\.message, of: &alert) { $0.string() }
            case "actions": return reader.read(\.actions, of: &alert) { $0.list { $0.alertAction() } }
            default: return reader.skip()
            }
        }
        guard read, let style else { return nil }
        alert.style = style
        return alert
    }

    private mutating func alertAction() -> AlertActionDefinition? {
        var id: String?
        var title: String?
        var behavior: BarButtonItemDefinition.Behavior?
        var role: AlertActionDefinition.Role?
        let read = object { reader, key in
            switch key {
            case "id":
                id = reader.string()
                return id != nil
            case "title":
                title = reader.string()
                return title != nil
            case "role":
                if reader.null() { return true }
                role = reader.raw(AlertActionDefinition.Role.self)
                return role != nil
            case "behavior":
                behavior = reader.behavior()
                return behavior != nil
            default: return reader.skip()
            }
        }
        guard read, let id, let title, let behavior else { return nil }
        return AlertActionDefinition(id: id, title: title, role: role, behavior: behavior)
    }
}

extension RowKey {
    /// Whether the key is a screen field a synthetic back stack does not need (see `screenRow(stackOnly:)`).
    fileprivate var isOutsideTheStack: Bool {
        switch self {
        case "navigationItem", "toolbarItems", "deepLinks", "alert", "$route", "$routes": true
        default: false
        }
    }
}
