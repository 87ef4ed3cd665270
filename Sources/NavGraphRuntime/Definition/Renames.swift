/// A screen's old id (`renamedFrom:`) and the id it has now.
public struct ScreenRename: Hashable, Codable, Sendable {
    /// The id the screen had before.
    public package(set) var from: String
    /// The screen's id now.
    public package(set) var to: String

    /// Creates a rename.
    package init(from: String, to: String) {
        self.from = from
        self.to = to
    }
}

extension GraphDefinition {
    /// The id of the screen that is, or was once called, `id`: `id` itself when a screen has it, else the screen
    /// that lists it in `renamedFrom`; nil when neither.
    public func currentScreenID(for id: String) -> String? {
        if screenPosition(of: id) != nil { return id }
        return renamedScreens?.first { $0.from == id }?.to
    }
}

extension ScreenDefinition {
    /// The name of the parameter that is, or was once called, `name`; nil when none.
    public func currentParameterName(for name: String) -> String? {
        if parameters.contains(where: { $0.name == name }) { return name }
        return parameters.first { $0.renamedFrom?.contains(name) == true }?.name
    }

    /// The id of the segue that is, or was once called, `id`; nil when none.
    public func currentSegueID(for id: String) -> String? {
        if segues.contains(where: { $0.id == id }) { return id }
        return segues.first { $0.renamedFrom?.contains(id) == true }?.id
    }

    /// The id of the bar item (left, right or toolbar) that is, or was once called, `id`; nil when none.
    public func currentItemID(for id: String) -> String? {
        let items = navigationItem.leftBarButtonItems + navigationItem.rightBarButtonItems + toolbarItems
        if items.contains(where: { $0.id == id }) { return id }
        return items.first { $0.renamedFrom?.contains(id) == true }?.id
    }

    /// `arguments` with each argument of an old parameter name under the parameter's current name (an argument
    /// of the current name wins over one of an old name).
    package func renamingArguments(_ arguments: [String: ArgumentValue]) -> [String: ArgumentValue] {
        guard parameters.contains(where: { $0.renamedFrom != nil }) else { return arguments }
        var renamed = arguments
        for name in arguments.keys.sorted() {
            guard let current = currentParameterName(for: name), current != name else { continue }
            if renamed[current] == nil { renamed[current] = renamed[name] }
            renamed[name] = nil
        }
        return renamed
    }
}

extension ContainerDefinition {
    /// The id of the tab that is, or was once called, `id`; nil when none.
    public func currentTabID(for id: String) -> String? {
        if tabs.contains(where: { $0.id == id }) { return id }
        return tabs.first { $0.renamedFrom?.contains(id) == true }?.id
    }
}
