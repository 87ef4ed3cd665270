import NavGraphRuntime

extension RouteFile {
    /// Where a container holds a screen, for its doc comment: the root of a tab or of a split's column.
    func containerPlaces(of screen: String) -> [String] {
        var places: [String] = []
        for container in definition.containers ?? [] {
            for tab in container.tabs where tab.root == screen {
                places.append("the root of the '\(tab.id)' tab of '\(container.id)'")
            }
            for (position, column) in container.columns.enumerated() where column.root == screen {
                let name = Self.columnName(position, of: container.columns.count)
                places.append("the root of the \(name) column of '\(container.id)'")
            }
        }
        return places
    }

    /// The split and column whose root `screen` is, when it is the root of a primary or supplementary column: where
    /// its `showDetail` segues replace the secondary column.
    func detailColumnSource(_ screen: String) -> String? {
        for container in definition.containers ?? [] where container.columns.count > 1 {
            if container.columns.dropLast().contains(where: { $0.root == screen }) { return container.id }
        }
        return nil
    }

    /// A split's column by position: primary, then supplementary (three columns only), then secondary.
    static func columnName(_ position: Int, of count: Int) -> String {
        if position == 0 { return "primary" }
        return position == count - 1 ? "secondary" : "supplementary"
    }
}
