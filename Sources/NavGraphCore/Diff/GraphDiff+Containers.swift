import NavGraphRuntime

extension GraphDiff {
    /// Containers added, removed or of another kind, and their tabs: a removed tab is breaking (saved states and
    /// links in it) and API-breaking (its `Tab` case).
    mutating func compareContainers() {
        let matching = DiffMatching(old: old.graph.containers, new: new.graph.containers, id: { $0.id.value })
        for container in matching.removed {
            let id = container.id.value
            let hasTabs = container.tabs.contains { $0.id != nil }
            add(
                GraphChange(
                    .removed, "container:\(id)", breaking: true, api: hasTabs, old: id,
                    message: "container '\(id)' is gone: saved states inside it are lost"
                        + (hasTabs ? ", and its Tab cases are removed" : ""),
                    at: container.id.location))
        }
        for container in matching.added {
            addNew("container", container.id.value, at: container.id.location)
        }
        for pair in matching.pairs {
            let id = pair.new.id.value
            let before = pair.old.kind?.value
            let after = pair.new.kind?.value
            if before != after {
                add(
                    GraphChange(
                        .changed, "container:\(id)", breaking: true, old: before?.rawValue, new: after?.rawValue,
                        message: "container '\(id)' is a \(after?.rawValue ?? "?") instead of a "
                            + "\(before?.rawValue ?? "?"): saved states inside it are lost",
                        at: pair.new.kind?.location ?? pair.new.id.location))
            }
            compareTabs(pair.old, pair.new)
        }
    }

    private mutating func compareTabs(_ before: ContainerDeclaration, _ after: ContainerDeclaration) {
        let container = after.id.value
        let matching = DiffMatching(
            old: before.tabs, new: after.tabs, id: { $0.id?.value }, renamedFrom: \.renamedFrom)
        for tab in matching.removed {
            let id = tab.id?.value ?? ""
            add(
                GraphChange(
                    .removed, "tab:\(container).\(id)", breaking: true, api: true, old: id,
                    message: "tab '\(id)' of '\(container)' is gone: saved states and links in it no longer open, "
                        + "and its Tab case is removed",
                    at: after.id.location))
        }
        for tab in matching.added {
            addNew("tab", tab.id?.value ?? "", of: container, at: tab.location)
        }
        for pair in matching.pairs {
            let id = pair.new.id?.value ?? ""
            if let previous = pair.renamedFrom {
                add(
                    GraphChange(
                        .renamed, "tab:\(container).\(id)", old: previous, new: id,
                        message: "tab '\(previous)' of '\(container)' is renamed '\(id)': saved states of the old "
                            + "name still select it, and the old Tab case stays for one version as a deprecated alias",
                        at: pair.new.location))
            }
            if pair.old.root?.value != pair.new.root?.value {
                add(
                    GraphChange(
                        .changed, "tab:\(container).\(id)", old: pair.old.root?.value, new: pair.new.root?.value,
                        message: "tab '\(id)' of '\(container)' starts at '\(pair.new.root?.value ?? "")' instead "
                            + "of '\(pair.old.root?.value ?? "")'",
                        at: pair.new.root?.location ?? pair.new.location))
            }
        }
    }

    /// The graph's name (its generated type: API-breaking), the root and the entries: a removed entry is API-breaking (its `Entry` case); a new root is additive (the
    /// app starts elsewhere, nothing it calls goes).
    mutating func compareStart() {
        if old.definition.name != new.definition.name {
            add(
                GraphChange(
                    .changed, "graph:\(new.definition.name)", api: true, old: old.definition.name,
                    new: new.definition.name,
                    message: "the graph is named '\(new.definition.name)' instead of '\(old.definition.name)': its "
                        + "generated type is renamed",
                    at: new.graph.name?.location))
        }
        let before = old.definition.root
        let after = new.definition.root
        // A root renamed with `renamedFrom:` is the same start.
        if (screenRenames[before] ?? before) != after {
            add(
                GraphChange(
                    .changed, "root", old: before, new: after,
                    message: "the graph starts at '\(after)' instead of '\(before)'",
                    at: new.graph.root?.location ?? new.graph.entriesLocation))
        }
        let oldEntries = old.graph.entries
        let newEntries = new.graph.entries
        let kept = Set(newEntries.map(\.value))
        let had = Set(oldEntries.map(\.value))
        for entry in oldEntries where !kept.contains(entry.value) {
            add(
                GraphChange(
                    .removed, "entry:\(entry.value)", api: true, old: entry.value,
                    message: "entry '\(entry.value)' is gone: its Entry case is removed", at: entry.location))
        }
        for entry in newEntries where !had.contains(entry.value) {
            addNew("entry", entry.value, at: entry.location)
        }
    }

    /// Enums and their cases: a removed enum or case is API-breaking; a removed case is also breaking when a
    /// parameter of a linked or restorable screen used the enum (old links and saved states may hold it).
    mutating func compareEnums() {
        let matching = DiffMatching(old: old.graph.enums, new: new.graph.enums, id: { $0.name.value })
        let carriedEnums = carriedEnums
        for declaration in matching.removed {
            let name = declaration.name.value
            add(
                GraphChange(
                    .removed, "enum:\(name)", breaking: carriedEnums.contains(name), api: true, old: name,
                    message: "enum '\(name)' is gone, and its generated type with it", at: declaration.name.location))
        }
        for declaration in matching.added {
            addNew("enum", declaration.name.value, at: declaration.name.location)
        }
        for pair in matching.pairs {
            let name = pair.new.name.value
            let kept = Set(pair.new.cases.map(\.value))
            let had = Set(pair.old.cases.map(\.value))
            let carried = carriedEnums.contains(name)
            for value in pair.old.cases where !kept.contains(value.value) {
                add(
                    GraphChange(
                        .removed, "case:\(name).\(value.value)", breaking: carried, api: true, old: value.value,
                        message: "case '\(value.value)' of enum '\(name)' is gone"
                            + (carried ? ": links and saved states holding it no longer convert" : ""),
                        at: pair.new.name.location))
            }
            for value in pair.new.cases where !had.contains(value.value) {
                add(
                    GraphChange(
                        .added, "case:\(name).\(value.value)", new: value.value,
                        message: "case '\(value.value)' of enum '\(name)' is new", at: value.location))
            }
        }
    }

    /// The enums that parameters of the old version's linked or restorable screens use.
    private var carriedEnums: Set<String> {
        var names: Set<String> = []
        for screen in old.definition.screens where !screen.deepLinks.isEmpty || screen.restorationIdentifier != nil {
            names.formUnion(screen.parameters.compactMap { Self.enumName(in: $0.type) })
        }
        return names
    }

    /// The graph enum a type holds, through optionals and arrays.
    private static func enumName(in type: ParameterType) -> String? {
        switch type {
        case .optional(let wrapped), .array(let wrapped): enumName(in: wrapped)
        case .enumeration(let name): name
        default: nil
        }
    }
}
