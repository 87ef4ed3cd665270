extension NavigationEngine {
    /// The title menu a person can open now: the visible screen's `titleMenu` while its bar shows and shows its
    /// title (it has one, and no title view); nil otherwise.
    package var titleMenuOnScreen: [MenuElementDefinition]? {
        guard let (_, _, screen) = visibleBarTop(), !isBarHidden(screen) else { return nil }
        return shownTitleMenu(of: screen)
    }

    /// The title menu over `instance` when it is the visible bar's top or another top a person can touch (see
    /// `items(over:)`); nil when its bar is hidden, shows a title view, has no title, or has no title menu.
    func titleMenu(over instance: InstanceID) -> [MenuElementDefinition]? {
        if let (top, _, _) = visibleBarTop(), top.id == instance { return titleMenuOnScreen }
        guard let (_, screen, settings) = touchableTop(instance), !isBarHidden(screen, settings: settings) else {
            return nil
        }
        return shownTitleMenu(of: screen)
    }

    private func shownTitleMenu(of screen: ScreenDefinition) -> [MenuElementDefinition]? {
        screen.shownTitleMenu
    }

    /// What choosing `child` in the menu of `owner` (an item among `items`, or `title` for the title menu over
    /// `source`) does. Throws `itemNotOnScreen` when the owner or the entry is not there, `itemDisabled` when the
    /// owner, a submenu on the way or the entry is disabled or hidden, `itemOpensMenu` when `child` is a submenu.
    func menuBehavior(
        owner: String, child: String, path: String, items: [BarButtonItemDefinition], source: InstanceID
    ) throws(NavigationError) -> BarButtonItemDefinition.Behavior {
        let menu: [MenuElementDefinition]
        if let item = items.first(where: { $0.id == owner }), let itemMenu = item.menu {
            guard item.enabled else { throw .itemDisabled(owner) }
            menu = itemMenu
        } else if owner == "title", let titleMenu = titleMenu(over: source) {
            menu = titleMenu
        } else {
            throw .itemNotOnScreen(path)
        }
        guard let found = menu.element(withID: child) else { throw .itemNotOnScreen(path) }
        guard found.reachedThrough.allSatisfy(\.isChoosable) else { throw .itemDisabled(path) }
        if found.element.kind == .submenu {
            throw .itemOpensMenu(path, choices: found.element.children.choosablePaths(under: owner))
        }
        return found.element.behavior
    }
}

extension ScreenDefinition {
    /// The title menu as the bar can show it: nil without one, while a title view replaces the title, or when the
    /// screen has no title to tap (as NG426 warns). Whether the bar itself shows is the caller's to check.
    var shownTitleMenu: [MenuElementDefinition]? {
        guard navigationItem.titleView == nil, !(navigationItem.title ?? title ?? "").isEmpty else { return nil }
        return navigationItem.titleMenu
    }
}

extension Array where Element == MenuElementDefinition {
    /// `owner.id` of every entry a person can choose in these elements (through sections and submenus), in order.
    package func choosablePaths(under owner: String) -> [String] {
        var paths: [String] = []
        for element in self where element.isChoosable {
            switch element.kind {
            case .entry: paths.append(owner + "." + element.id)
            case .section, .submenu: paths += element.children.choosablePaths(under: owner)
            }
        }
        return paths
    }
}
