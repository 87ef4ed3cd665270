import NavGraphRuntime

extension SimulationState {
    /// The visible screen's search field, as `search` in the state (docs/flows.md); only for a screen with
    /// `navigationItem.search`.
    package struct Search: Hashable, Sendable {
        /// Whether a search is active.
        package var active: Bool
        /// The field's text.
        package var text: String
        /// The selected scope; nil without a scope bar or while no search is active.
        package var scope: String?
        /// The results screen's id while it shows over the screen; nil otherwise.
        package var results: String?

        /// The search of the visible screen of `engine`; nil when that screen has no search.
        init?(_ engine: NavigationEngine) {
            let visible = engine.state.visible
            guard engine.definition.screen(visible.screen.id)?.navigationItem.search != nil else { return nil }
            let search = engine.search(of: visible.id)
            active = search?.isActive ?? false
            text = search?.text ?? ""
            scope = search?.scope
            results = search.flatMap { $0.showsResults ? $0.results?.screen.id : nil }
        }

        var jsonValue: JSONValue {
            .object([
                ("active", .bool(active)), ("text", .string(text)), ("scope", scope.map(JSONValue.string) ?? .null),
                ("results", results.map(JSONValue.string) ?? .null),
            ])
        }

        /// The search for a person: `search: active "invoice" scope=Current, results: searchResults`.
        var drawn: String {
            guard active else { return "search: inactive" }
            var line = "search: active \"\(text)\""
            if let scope { line += " scope=\(scope)" }
            if let results { line += ", results: \(results)" }
            return line
        }
    }
}
