package import NavGraphRuntime

/// An element of a bar item's `menu:` or a navigation item's `titleMenu:`, as written: an entry (`segue`,
/// `action` or `builtin`), a submenu (`menu:`) or an inline section (`section:`).
package struct MenuChild: Sendable {
    /// Where the element's mapping starts.
    package var location: SourceLocation
    package var id: Located<String>?
    package var title: Located<String>?
    package var image: Located<String>?
    /// `accessibilityLabel:`: what VoiceOver reads for the element.
    package var accessibilityLabel: Located<String>?
    package var attributes: [Located<MenuElementAttribute>] = []
    package var segue: Located<String>?
    package var action: Located<String>?
    package var builtin: Located<BuiltinAction>?
    /// `menu:` of a submenu; nil when absent.
    package var submenu: Located<[MenuChild]>?
    /// `section:` of an inline section; nil when absent.
    package var section: Located<[MenuChild]>?

    /// Creates an element with nothing set.
    package init(location: SourceLocation) {
        self.location = location
    }

    /// What the element is: a section when it has `section:`, a submenu when it has `menu:`, else an entry.
    package var kind: MenuElementDefinition.Kind {
        if section != nil { return .section }
        return submenu != nil ? .submenu : .entry
    }

    /// The children of a submenu or a section; empty for an entry.
    package var children: [MenuChild] { section?.value ?? submenu?.value ?? [] }
}

extension ScreenDeclaration {
    /// Calls `body` on every element of the screen's menus (each bar item's, then the title menu), depth first,
    /// with its owner's name: the item id, or `title` for the title menu.
    package func forEachMenuChild(_ body: (_ owner: String, _ child: MenuChild) throws -> Void) rethrows {
        func visit(_ children: [MenuChild], _ owner: String) throws {
            for child in children {
                try body(owner, child)
                try visit(child.children, owner)
            }
        }
        // Most items have no menu: they cost a test each.
        try forEachItem { item in
            guard let menu = item.menu else { return }
            try visit(menu.value, item.id?.value ?? "")
        }
        if let titleMenu = navigationItem.titleMenu { try visit(titleMenu.value, "title") }
    }
}
