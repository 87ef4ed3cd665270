public import NavGraphRuntime

/// A flow file read and run the way `navgraph test` does, for the fuzz package's `FuzzFlows` target, which reaches
/// only public entry points.
public enum FlowFileFuzzing {
    /// Decodes `bytes` as the flow file at `path`, locates its graph among `sources` and, when the file has no
    /// errors, runs its first 8 flows (64 steps each, recording coverage) on `definition` (not on the located
    /// graph), with `save` and `restore` in memory. Returns the first broken invariant, nil when none is: a diagnostic without a position,
    /// a graph accepted outside the flow file's folder or not named like a graph, a report line with a control
    /// character.
    public static func brokenInvariant(
        in bytes: [UInt8],
        path: String,
        sources: some SourceProvider,
        definition: GraphDefinition,
        limits: Limits
    ) -> String? {
        let decoded = FlowFileDecoder.decode(bytes, path: path, limits: limits)
        for diagnostic in decoded.diagnostics where diagnostic.location.line < 1 || diagnostic.location.column < 1 {
            return "diagnostic without a position: \(diagnostic.message)"
        }
        guard let file = decoded.file, !decoded.diagnostics.contains(where: { $0.severity == .error }) else {
            return nil
        }
        if let graph = FlowFileDecoder.graphPath(of: file, sources: sources).path {
            let folder = sources.canonicalPath(of: path).map(PathUtilities.directory(of:)) ?? "?"
            guard let canonical = sources.canonicalPath(of: graph), PathUtilities.isInside(canonical, folder: folder),
                GraphFileNaming.isGraphFile(PathUtilities.lastComponent(of: canonical))
            else { return "a graph outside the flow file's folder, or not a graph, was accepted: \(graph)" }
        }
        for flow in file.flows.prefix(8) {
            var bounded = flow
            bounded.steps = Array(flow.steps.prefix(64))
            let outcome = FlowRunner.run(
                bounded, definition: definition, rootArguments: file.rootArguments, recordingCoverage: true)
            let report =
                outcome.passed
                ? FlowReport.passed(file: path, outcome: outcome) : FlowReport.failed(file: path, outcome: outcome)
            if report.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\n" }) {
                return "the report holds a control character"
            }
        }
        return nil
    }
}
