import NavGraphRuntime

/// `containers:` (tab bars and split views) and an unwind's `returns:`. See docs/containers.md.
extension GraphFileDecoder {
    static let containerKeys = ["kind", "tabs", "selected", "style", "primary", "supplementary", "secondary"]
    static let tabKeys = [
        "id", "root", "title", "image", "badge", "navigationController", "accessibilityLabel", "renamedFrom",
    ]
    static let columnKeys = ["root", "navigationController"]

    mutating func containers() throws(YAMLError) -> [ContainerDeclaration] {
        guard try reader.beginMapping(for: "containers", nullIsEmpty: true) != nil else { return [] }
        var result: [ContainerDeclaration] = []
        var seen = SeenKeys()
        while let id = try reader.nextKey(&seen) {
            if let container = try container(id: id) { result.append(container) }
        }
        return result
    }

    private mutating func container(id: Located<String>) throws(YAMLError) -> ContainerDeclaration? {
        guard try reader.beginMapping(for: "container '\(id.value)'") != nil else { return nil }
        var container = ContainerDeclaration(id: id)
        var seen = SeenKeys()
        while let key = try reader.nextKey(&seen) {
            switch key.value {
            case "kind": container.kind = try reader.choice(ContainerKind.self, for: key.value)
            case "tabs":
                container.tabsLocation = key.location
                container.tabs = try tabs()
            case "selected": container.selected = try reader.string(for: key.value)
            case "style": container.style = try reader.choice(SplitStyle.self, for: key.value)
            case "primary", "supplementary", "secondary":
                let column = try column(role: key.value)
                switch key.value {
                case "primary": container.primary = column
                case "supplementary": container.supplementary = column
                default: container.secondary = column
                }
            default: try reader.unknownKey(key, in: "a container", allowed: Self.containerKeys)
            }
        }
        guard let kind = container.kind?.value else {
            if seen["kind"] == nil { reader.emit(.containerNeeds("kind", container: id)) }
            return container
        }
        let required: [String]
        let allowed: Set<String>
        switch kind {
        case .tabBar:
            required = ["tabs"]
            allowed = ["kind", "tabs", "selected"]
        case .split:
            required =
                container.style?.value == .tripleColumn
                ? ["primary", "supplementary", "secondary"] : ["primary", "secondary"]
            allowed =
                container.style?.value == .tripleColumn
                ? ["kind", "style", "primary", "supplementary", "secondary"]
                : ["kind", "style", "primary", "secondary"]
        }
        for key in required where seen[key] == nil {
            reader.emit(.containerNeeds(key, container: id))
        }
        for (key, location) in seen.entries where Self.containerKeys.contains(key) && !allowed.contains(key) {
            reader.emit(
                .containerOption(
                    key, notTakenBy: kind, style: container.style?.value,
                    takes: Self.containerKeys.filter(allowed.contains), at: location))
        }
        return container
    }

    private mutating func tabs() throws(YAMLError) -> [TabDeclaration] {
        guard try reader.beginSequence(for: "tabs") != nil else { return [] }
        var result: [TabDeclaration] = []
        while try reader.hasNextElement() {
            guard let location = try reader.beginMapping(for: "a tab") else { continue }
            var tab = TabDeclaration(location: location)
            var seen = SeenKeys()
            while let key = try reader.nextKey(&seen) {
                switch key.value {
                case "id": tab.id = try reader.string(for: key.value)
                case "root": tab.root = try reader.string(for: key.value)
                case "title": tab.title = try reader.string(for: key.value)
                case "image": tab.image = try reader.string(for: key.value)
                case "accessibilityLabel": tab.accessibilityLabel = try reader.string(for: key.value)
                case "badge": tab.badge = try reader.string(for: key.value)
                case "navigationController": tab.navigationController = try navigationController()
                case "renamedFrom": tab.renamedFrom = try reader.oldNames(for: key.value)
                default: try reader.unknownKey(key, in: "a tab", allowed: Self.tabKeys)
                }
            }
            for required in ["id", "root"] where seen[required] == nil {
                reader.emit(.tabNeeds(required, at: location))
            }
            result.append(tab)
        }
        return result
    }

    /// A column: a screen id, or `{ root: ..., navigationController: { ... } }`.
    private mutating func column(role: String) throws(YAMLError) -> Column? {
        let event = try reader.stream.peek()
        let location = reader.location(event)
        var column = Column(location: location, role: role)
        if event.type != .mappingStart {
            guard let root = try reader.string(for: role) else { return nil }
            column.root = root
            return column
        }
        _ = try reader.stream.next()
        var seen = SeenKeys()
        while let key = try reader.nextKey(&seen) {
            switch key.value {
            case "root": column.root = try reader.string(for: key.value)
            case "navigationController": column.navigationController = try navigationController()
            default: try reader.unknownKey(key, in: "column '\(role)'", allowed: Self.columnKeys)
            }
        }
        if seen["root"] == nil { reader.emit(.columnNeedsRoot(role, at: location)) }
        return column
    }

    /// `returns: { name: Type, ... }`: the short form of a parameter type, or `{ type: }` / `{ swift: }`.
    mutating func returnValues() throws(YAMLError) -> [ReturnValue] {
        guard try reader.beginMapping(for: "returns", nullIsEmpty: true) != nil else { return [] }
        var result: [ReturnValue] = []
        var seen = SeenKeys()
        while let name = try reader.nextKey(&seen) {
            guard let parameter = try parameter(name: name) else { continue }
            if let defaultValue = parameter.defaultValue {
                reader.emit(.returnValueDefault(name, at: defaultValue.location))
            }
            result.append(ReturnValue(name: parameter.name, type: parameter.type))
        }
        return result
    }
}

extension Diagnostic {
    /// A container without one of the keys its kind needs.
    static func containerNeeds(_ key: String, container id: Located<String>) -> Diagnostic {
        Diagnostic(.missingKey, "container '\(id.value)' needs '\(key)'", at: id.location)
    }

    /// A tab without `id` or `root`.
    static func tabNeeds(_ key: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.missingKey, "tab needs '\(key)'", at: location)
    }

    /// A column written as a mapping without `root`.
    static func columnNeedsRoot(_ role: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.missingKey, "column '\(role)' needs 'root'", at: location)
    }

    /// A container key its kind (or split style) does not take.
    static func containerOption(
        _ key: String,
        notTakenBy kind: ContainerKind,
        style: SplitStyle?,
        takes: [String],
        at location: SourceLocation
    ) -> Diagnostic {
        let what = kind == .split ? "a '\((style ?? .doubleColumn).rawValue)' split" : "a 'tabBar' container"
        return Diagnostic(
            .unknownKey,
            "'\(key)' does not apply to \(what)",
            at: location,
            notes: [DiagnosticNote("\(what) takes: \(takes.joined(separator: ", "))")]
        )
    }

    /// `default:` on a returned value: an unwind always carries every value.
    static func returnValueDefault(_ name: Located<String>, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .unknownKey,
            "returned value '\(name.value)' takes no 'default'",
            at: location,
            notes: [DiagnosticNote("an unwind carries every value it returns; make the type optional instead")]
        )
    }
}
