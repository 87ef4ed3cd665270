extension GraphFileDecoder {
    /// The keys of `navigationItem.search`.
    static let searchKeys = ["placeholder", "scopes", "results", "hidesWhenScrolling"]

    /// `search: { placeholder, scopes, results, hidesWhenScrolling }`; a plain null is a search with nothing set.
    mutating func search() throws(YAMLError) -> SearchContent? {
        let start = try reader.stream.peek()
        var search = SearchContent(location: reader.location(start))
        // `search:` with no value asks for a plain search bar; any other non-mapping is reported.
        if try reader.takeNull() { return search }
        guard try reader.beginMapping(for: "search") != nil else { return nil }
        var seen = SeenKeys()
        while let key = try reader.nextKey(&seen) {
            switch key.value {
            case "placeholder": search.placeholder = try reader.string(for: key.value)
            case "scopes":
                search.scopesLocation = key.location
                search.scopes = try reader.strings(for: key.value)
            case "results": search.results = try reader.string(for: key.value)
            case "hidesWhenScrolling": search.hidesWhenScrolling = try reader.bool(for: key.value)
            default: try reader.unknownKey(key, in: "'search'", allowed: Self.searchKeys)
            }
        }
        return search
    }
}
