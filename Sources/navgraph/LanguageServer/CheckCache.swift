import _NavGraphCore

/// The last check made for the name requests (definition, references, symbols, rename) and its name index, kept
/// while neither the main file nor any open document changes: a request on a large graph answers without checking
/// it again. Files on the disk are not watched; a change there is seen once any open document changes.
final class CheckCache {
    private struct Key: Equatable {
        var mainFile: String
        var documents: [String: Int]
    }

    private var key: Key?
    private var checked: CheckResult?
    private var index: NameIndex?

    /// The check of `mainFile` with `documents` open, and the index of its graph (nil when it has none).
    func checked(
        mainFile: String, documents: [String: TextDocument], limits: Limits
    ) -> (checked: CheckResult, index: NameIndex?) {
        let current = Key(
            mainFile: mainFile,
            documents: documents.mapValues { $0.version &* 31 &+ $0.text.utf8.count })
        if current == key, let checked { return (checked, index) }
        let result = Pipeline.check(
            mainFile: mainFile, sources: OpenDocumentSources(documents.values), limits: limits, lowering: false)
        key = current
        checked = result
        index = result.graph.map(NameIndex.init)
        return (result, index)
    }
}
