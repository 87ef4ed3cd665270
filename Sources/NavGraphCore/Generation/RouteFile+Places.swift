import NavGraphRuntime

extension RouteFile {
    /// Where a screen stands without a segue showing it, for its doc comment: the root of a tab or of a split's
    /// column, an entry (`entries:` beyond the root), a deep link's destination.
    func standingPlaces(of screen: ScreenDefinition) -> [String] {
        var places: [String] = []
        for container in definition.containers ?? [] {
            for tab in container.tabs where tab.root == screen.id {
                places.append("the root of the '\(tab.id)' tab of '\(container.id)'")
            }
            for (position, column) in container.columns.enumerated() where column.root == screen.id {
                let name = Self.columnName(position, of: container.columns.count)
                places.append("the root of the \(name) column of '\(container.id)'")
            }
        }
        if screen.id != definition.root, definition.entries?.contains(screen.id) == true {
            places.append("an entry (`Router(entry:)`)")
        }
        if !screen.deepLinks.isEmpty {
            places.append("opened by its deep links")
        }
        return places
    }

    /// A split's column by position: primary, then supplementary (three columns only), then secondary.
    static func columnName(_ position: Int, of count: Int) -> String {
        if position == 0 { return "primary" }
        return position == count - 1 ? "secondary" : "supplementary"
    }
}
