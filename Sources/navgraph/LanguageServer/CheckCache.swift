import _NavGraphCore

/// The last checks made for the name requests (definition, references, symbols, rename), by main file, each with
/// its name index, kept while no open document changes: a request on a large graph answers without checking it
/// again. Files on the disk are not watched; a change there is seen once any open document changes.
final class CheckCache {
    private struct Entry {
        var versions: [String: Int]
        var checked: CheckResult
        var index: NameIndex?
    }

    /// At most this many main files are kept (a part and the graph including it, a flow file's graph, ...).
    private static let capacity = 4
    private var entries: [String: Entry] = [:]

    /// The check of `mainFile` with `documents` open, and the index of its graph (nil when it has none).
    func checked(
        mainFile: String, documents: [String: TextDocument], limits: Limits
    ) -> (checked: CheckResult, index: NameIndex?) {
        let versions = documents.mapValues { $0.version &* 31 &+ $0.text.utf8.count }
        if let entry = entries[mainFile], entry.versions == versions { return (entry.checked, entry.index) }
        let result = Pipeline.check(
            mainFile: mainFile, sources: OpenDocumentSources(documents.values), limits: limits, lowering: false)
        if entries[mainFile] == nil, entries.count >= Self.capacity { entries = [:] }
        let index = result.graph.map(NameIndex.init)
        entries[mainFile] = Entry(versions: versions, checked: result, index: index)
        return (result, index)
    }
}
