extension Pipeline {
    /// The check of `previous`'s graph after its file `file` (named as in `previous.sources`) changed to `text`,
    /// reading again only the screen the change falls in and validating the graph again: what
    /// `check(mainFile:sources:limits:lowering:)` gives for the new text, at a fraction of the cost on a large
    /// file. Nil when the change cannot be read alone (see `EditedScreen`), or the graph does not allow it: no
    /// graph was read, or shared segues are copied onto screens; the caller then checks the whole graph. (A file
    /// whose YAML is broken added no screens to the graph: an edit of it finds no screen to read again.)
    package static func recheck(
        _ previous: CheckResult, file: String, text: String, limits: Limits, lowering: Bool
    ) -> CheckResult? {
        guard var graph = previous.graph, previous.isMainFile, graph.sharedSegues.isEmpty,
            var old = previous.sources[file]
        else { return nil }
        var new = text
        let change = old.withUTF8 { old in
            new.withUTF8 { new in EditedScreen.change(old: old, new: new, screens: graph.screens, file: file) }
        }
        let edited: EditedScreen
        switch change {
        case .nothing: return previous
        case .more: return nil
        case .screen(let screen): edited = screen
        }
        let block = edited.firstLine..<edited.endLine
        let inBlock = { (diagnostic: Diagnostic) in
            diagnostic.location.file == file && block.contains(diagnostic.location.line)
        }
        let decoded = GraphLoader.decode(edited.document, file: file, isPart: true, limits: limits)
        let before = graph.screens[edited.index]
        // The block must read as the same screen at the same place, and report nothing outside itself.
        guard let content = decoded.content, content.screens.count == 1, let screen = content.screens.first,
            screen.id == before.id,
            decoded.diagnostics.allSatisfy(inBlock)
        else { return nil }
        graph.screens[edited.index] = screen
        var diagnostics = previous.loadDiagnostics
        // The block's new findings go where its old ones were, so that findings at one place keep their order.
        let position =
            diagnostics.firstIndex { $0.location.file == file && $0.location.line >= edited.firstLine }
            ?? diagnostics.endIndex
        diagnostics.removeAll(where: inBlock)
        diagnostics.insert(contentsOf: decoded.diagnostics, at: min(position, diagnostics.endIndex))
        var sources = previous.sources
        sources[file] = text
        let loaded = GraphLoader.Result(
            graph: graph, diagnostics: diagnostics, sources: sources, isMainFile: true,
            includedFiles: previous.includedFiles)
        return finish(loaded, lowering: lowering)
    }
}
