import _NavGraphCore

/// `navgraph test`'s coverage options (docs/flows.md, Coverage): `--coverage`, `--coverage-format`,
/// `--coverage-output` and `--min-coverage`; any of them turns coverage on. Nil when none was given.
struct FlowCoverageOptions {
    static let coverage = Flag("coverage", "report what the flows exercise: screens, segues, items, tabs, links")
    static let format = Option<CoverageReport.Format>.choice(
        "coverage-format", "FORMAT", "text (default), json or lcov; json and lcov need --coverage-output")
    static let output = Option.text("coverage-output", "FILE", "write the coverage report to FILE")
    static let minimum = Option<MinimumCoverage>(
        spec: .value("min-coverage", "PERCENT", "fail (exit status 1) when the total coverage is below PERCENT"),
        convert: { text throws(UsageError) in
            guard let minimum = MinimumCoverage(text) else {
                throw UsageError(
                    message: "'--min-coverage' takes a percentage from 0 to 100 (at most two decimals), not "
                        + "'\(TextRenderer.visible(text))'",
                    hint: nil)
            }
            return minimum
        })

    static var specs: [OptionSpec] { [coverage.spec, format.spec, output.spec, minimum.spec] }

    var format: CoverageReport.Format
    var output: String?
    var minimum: MinimumCoverage?

    /// The options given, nil when none of them was.
    init?(_ arguments: ParsedArguments) throws(UsageError) {
        let given =
            arguments[Self.coverage] || arguments.has(Self.format) || arguments.has(Self.output)
            || arguments.has(Self.minimum)
        guard given else { return nil }
        format = try arguments.value(of: Self.format) ?? .text
        output = try arguments.value(of: Self.output)
        minimum = try arguments.value(of: Self.minimum)
        if format != .text, output == nil {
            throw UsageError(
                message: "'--coverage-format \(format.rawValue)' needs '--coverage-output FILE'",
                hint: "standard output carries the flow results; write the report to a file")
        }
        if let output, output.hasSuffix("/") {
            throw UsageError(
                message: "'--coverage-output' names a folder, not a file: '\(TextRenderer.visible(output))'",
                hint: nil)
        }
    }

    /// What the flows of each graph exercised, graphs in the order first met.
    struct Collected {
        private(set) var reports: [(graph: Graph, coverage: FlowCoverage, flowFiles: [String])] = []
        /// The position in `reports` of each graph, by its main file's canonical path.
        private var positions: [String: Int] = [:]

        /// Adds the outcomes of one flow file's flows on `graph`; a graph met before (by its main file) adds up.
        mutating func add(_ outcomes: [FlowOutcome], of graph: Graph, flowFile: String) {
            var coverage = FlowCoverage()
            for outcome in outcomes { if let counted = outcome.coverage { coverage.merge(counted) } }
            let key = FileSystemSources().canonicalPath(of: graph.mainFile) ?? graph.mainFile
            if let index = positions[key] {
                reports[index].coverage.merge(coverage)
                reports[index].flowFiles.append(flowFile)
            } else {
                positions[key] = reports.count
                reports.append((graph, coverage, [flowFile]))
            }
        }
    }

    /// Writes the report (standard output or `--coverage-output`), then the total on standard output; false when
    /// the total is below `--min-coverage`, which is said on standard error.
    func report(_ collected: Collected, console: Console) throws(UsageError) -> Bool {
        let reports = collected.reports.map { entry in
            var report = CoverageReport(graph: entry.graph, coverage: entry.coverage)
            report.flowFiles = entry.flowFiles
            return report
        }
        let text = CoverageReport.rendered(reports, as: format)
        if let output {
            try OutputWriter(folder: PathUtilities.directory(of: output)).write([
                GeneratedFile(name: PathUtilities.lastComponent(of: output), contents: Array(text.utf8))
            ])
        } else {
            console.print(text)
        }
        let total = reports.map(\.total).reduce(CoverageTally(), +)
        let graphs = reports.count == 1 ? "" : " over \(reports.count) graphs"
        console.print("coverage: \(total.percentText) (\(total.covered) of \(total.count) exercised\(graphs))\n")
        guard let minimum, !minimum.isMet(by: total) else { return true }
        console.printError(
            "navgraph: error: coverage \(total.percentText) is below --min-coverage \(minimum.text)%")
        return false
    }
}

/// `--min-coverage`'s percentage, kept in hundredths of a percent so that the comparison is exact.
struct MinimumCoverage: Sendable, Equatable {
    var hundredths: Int
    /// As given.
    var text: String

    /// `85`, `85.5` or `85.25`, from 0 to 100; nil for anything else.
    init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let isDigits = { (part: Substring) in
            !part.isEmpty && part.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        }
        guard parts.count <= 2, let whole = parts.first, isDigits(whole), whole.count <= 3,
            let wholeValue = Int(whole)
        else { return nil }
        var fraction = 0
        if parts.count == 2 {
            let decimals = parts[1]
            guard isDigits(decimals), decimals.count <= 2, let value = Int(decimals) else { return nil }
            fraction = decimals.count == 1 ? value * 10 : value
        }
        let hundredths = wholeValue * 100 + fraction
        guard hundredths <= 10_000 else { return nil }
        self.hundredths = hundredths
        self.text = text
    }

    /// Whether `total` reaches the percentage (exactly: `covered / count ≥ hundredths / 10000`); nothing counted
    /// reaches any.
    func isMet(by total: CoverageTally) -> Bool {
        total.count == 0 || total.covered * 10_000 >= hundredths * total.count
    }
}
