extension RowReader {
    /// The graph row: the definition without its screens, and the restoration fingerprint (`GraphRow`).
    mutating func graphRow() -> (graph: GraphDefinition, fingerprint: String?)? {
        var name: String?
        var root: String?
        var settings: ContainerSettings?
        var graph = GraphDefinition(name: "", root: "", screens: [])
        var fingerprint: String?
        let read = object { reader, key in
            switch key {
            case "name":
                name = reader.string()
                return name != nil
            case "root":
                root = reader.string()
                return root != nil
            case "container":
                settings = reader.containerSettings()
                return settings != nil
            case "enums": return reader.read(\.enums, of: &graph) { $0.list { $0.enumeration() } }
            case "containers": return reader.optional(\.containers, of: &graph) { $0.list { $0.container() } }
            case "entries": return reader.optional(\.entries, of: &graph) { $0.strings() }
            case "sharedSegues": return reader.optional(\.sharedSegues, of: &graph) { $0.list { $0.sharedSegue() } }
            case "renamedScreens":
                return reader.optional(\.renamedScreens, of: &graph) { $0.list { $0.screenRename() } }
            case "$fingerprint":
                if reader.null() { return true }
                fingerprint = reader.string()
                return fingerprint != nil
            // The screens are the tables' rows, never the graph row's.
            default: return reader.skip()
            }
        }
        // The settings always hold their appearance, so they are never left out.
        guard read, let name, let root, let settings else { return nil }
        graph.name = name
        graph.root = root
        graph.container = settings
        return (graph, fingerprint)
    }

    private mutating func enumeration() -> EnumDefinition? {
        var name: String?
        var cases: [String] = []
        let read = object { reader, key in
            switch key {
            case "name":
                name = reader.string()
                return name != nil
            case "cases":
                guard let list = reader.strings() else { return false }
                cases = list
                return true
            default: return reader.skip()
            }
        }
        guard read, let name else { return nil }
        return EnumDefinition(name: name, cases: cases)
    }

    /// A tab bar or a split view.
    private mutating func container() -> ContainerDefinition? {
        var id: String?
        var kind: ContainerKind?
        var container = ContainerDefinition(id: "", kind: .tabBar)
        let read = object { reader, key in
            switch key {
            case "id":
                id = reader.string()
                return id != nil
            case "kind":
                kind = reader.raw(ContainerKind.self)
                return kind != nil
            case "tabs": return reader.read(\.tabs, of: &container) { $0.list { $0.tab() } }
            case "selected": return reader.optional(\.selected, of: &container) { $0.string() }
            case "style": return reader.optional(\.style, of: &container) { $0.raw(SplitStyle.self) }
            case "columns": return reader.read(\.columns, of: &container) { $0.list { $0.column() } }
            default: return reader.skip()
            }
        }
        guard read, let id, let kind else { return nil }
        container.id = id
        container.kind = kind
        return container
    }

    private mutating func tab() -> TabDefinition? {
        var id: String?
        var root: String?
        var tab = TabDefinition(id: "", root: "")
        let read = object { reader, key in
            switch key {
            case "id":
                id = reader.string()
                return id != nil
            case "root":
                root = reader.string()
                return root != nil
            case "title": return reader.optional(\.title, of: &tab) { $0.string() }
            case "image": return reader.optional(\.image, of: &tab) { $0.string() }
            case "badge": return reader.optional(\.badge, of: &tab) { $0.string() }
            case "navigationController":
                return reader.optional(\.navigationController, of: &tab) { $0.containerSettings() }
            case "accessibilityLabel": return reader.optional(\.accessibilityLabel, of: &tab) { $0.string() }
            case "renamedFrom": return reader.optional(\.renamedFrom, of: &tab) { $0.strings() }
            default: return reader.skip()
            }
        }
        guard read, let id, let root else { return nil }
        tab.id = id
        tab.root = root
        return tab
    }

    private mutating func column() -> ColumnDefinition? {
        var root: String?
        var column = ColumnDefinition(root: "")
        let read = object { reader, key in
            switch key {
            case "root":
                root = reader.string()
                return root != nil
            case "navigationController":
                return reader.optional(\.navigationController, of: &column) { $0.containerSettings() }
            default: return reader.skip()
            }
        }
        guard read, let root else { return nil }
        column.root = root
        return column
    }

    private mutating func sharedSegue() -> SharedSegueDefinition? {
        var id: String?
        var sources: [String] = []
        let read = object { reader, key in
            switch key {
            case "id":
                id = reader.string()
                return id != nil
            case "sources":
                guard let list = reader.strings() else { return false }
                sources = list
                return true
            default: return reader.skip()
            }
        }
        guard read, let id else { return nil }
        return SharedSegueDefinition(id: id, sources: sources)
    }

    private mutating func screenRename() -> ScreenRename? {
        pair("from", { $0.string() }, "to", { $0.string() }).map { ScreenRename(from: $0, to: $1) }
    }
}
