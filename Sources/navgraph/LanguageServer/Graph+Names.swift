import _NavGraphCore

/// The names of a graph the language server offers and explains.
extension Graph {
    /// The screen declared with `id`.
    func screen(_ id: String) -> ScreenDeclaration? {
        screens.first { $0.id.value == id }
    }

    /// The container declared with `id`.
    func container(_ id: String) -> ContainerDeclaration? {
        containers.first { $0.id.value == id }
    }

    /// The segue a cursor's keys are inside: `screens: S: segues: G:` or the shared `segues: G:`.
    func segue(around keys: [String]) -> SegueDeclaration? {
        if keys.count >= 4, keys[0] == "screens", keys[2] == "segues" {
            return screen(keys[1])?.segues.first { $0.id.value == keys[3] && $0.shared == nil }
        }
        if keys.count >= 2, keys[0] == "segues" {
            return sharedSegues.first { $0.segue.id.value == keys[1] }?.segue
        }
        return nil
    }

    /// The segues a flow's `perform:` may name as `text`: `SEGUE` (any screen's) or `SCREEN.SEGUE`.
    func segues(performedAs text: String) -> [SegueDeclaration] {
        let parts = text.split(separator: ".", maxSplits: 1).map(String.init)
        if parts.count == 2 { return screen(parts[0])?.segues.filter { $0.id.value == parts[1] } ?? [] }
        return screens.flatMap { $0.segues.filter { $0.id.value == text } }
    }

    /// Every tab id of every tab bar, each once.
    var tabIDs: [(id: String, container: String)] {
        var seen: Set<String> = []
        return containers.flatMap { container in
            container.tabs.compactMap { tab -> (id: String, container: String)? in
                guard let id = tab.id?.value, seen.insert(id).inserted else { return nil }
                return (id, container.id.value)
            }
        }
    }

    /// Every bar button item id (navigation bar and toolbar), each once, with its screen.
    var barItemIDs: [(id: String, screen: String)] {
        var seen: Set<String> = []
        return screens.flatMap { screen in
            let items =
                screen.toolbarItems + screen.navigationItem.leftBarButtonItems
                + screen.navigationItem.rightBarButtonItems
            return items.compactMap { item -> (id: String, screen: String)? in
                guard let id = item.id?.value, seen.insert(id).inserted else { return nil }
                return (id, screen.id.value)
            }
        }
    }

    /// The cases of the enum named `name`, if the graph declares one.
    func enumCases(_ type: TypeReference) -> [String]? {
        switch type {
        case .named(let name): enums.first { $0.name.value == name }?.cases.map(\.value)
        case .optional(let wrapped): enumCases(wrapped)
        case .array(let element): enumCases(element)
        case .swift: nil
        }
    }

    /// Every segue into `screen`: its source screen and the segue (a shared segue once per source).
    func segues(into screen: String) -> [(source: String, segue: SegueDeclaration)] {
        screens.flatMap { source in
            source.segues.filter { $0.destination?.value == screen }.map { (source.id.value, $0) }
        }
    }
}
