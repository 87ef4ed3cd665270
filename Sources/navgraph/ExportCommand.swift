import NavGraphRuntime
import _NavGraphCore

/// `navgraph export apple-app-site-association --app-id TEAM.BUNDLE [--output FILE] [--check FILE] PATH`: the
/// universal-links file of a graph's https deep links, or a check of a served one (see docs/deep-links.md).
enum ExportCommand {
    static let spec = CommandSpec(
        name: "export",
        usage: "export apple-app-site-association --app-id TEAM.BUNDLE [--output FILE] [--check FILE] PATH",
        summary: "Write the apple-app-site-association file of a graph's https deep links, or check a served one.",
        details: """
            Each https deep-link pattern, and each bare path pattern (it matches https links too), becomes a
            component of the 'applinks' section for the app --app-id (TEAMID.BUNDLEID): its path with each
            {param} as '*', any query (query items are optional in a link), any fragment. Patterns of other
            schemes (custom schemes, http) cannot be universal links: a note names them. A graph with errors
            or without https patterns exports nothing (exit status 1).

            --output FILE writes the file there instead of standard output.
            --check FILE reads a served association file instead and fails (exit status 1), naming each
            pattern whose links it does not open in the app.
            """,
        options: [appID.spec, output.spec, check.spec] + DiagnosticOptions.limitSpecs
    )

    /// What `export` can write.
    enum Kind: String, CaseIterable, Sendable {
        case appleAppSiteAssociation = "apple-app-site-association"
    }

    static let appID = Option.text("app-id", "TEAM.BUNDLE", "the app: its team ID, a dot, its bundle ID")
    static let output = Option.text("output", "FILE", "write the file to FILE")
    static let check = Option.text("check", "FILE", "check the served file FILE instead of writing one")

    static func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> ExitStatus {
        guard let kindName = arguments.positionals.first else {
            throw UsageError(message: "expected what to export and a graph file", hint: "usage: navgraph \(spec.usage)")
        }
        guard Kind(rawValue: kindName) != nil else {
            let suggestion = Suggestions.closest(to: kindName, in: Kind.allCases.map(\.rawValue))
            throw UsageError(
                message: "cannot export '\(kindName)'",
                hint: "did you mean '\(suggestion ?? Kind.appleAppSiteAssociation.rawValue)'?")
        }
        guard let app = try arguments.value(of: appID) else {
            throw UsageError(message: "'--app-id' is required", hint: "give the app as TEAMID.BUNDLEID")
        }
        if let problem = AppSiteAssociation.appIDProblem(app) {
            throw UsageError(message: "invalid value '\(app)' for '--app-id': \(problem)", hint: nil)
        }
        if arguments.has(output), arguments.has(check) {
            throw UsageError(message: "'--output' and '--check' do not go together", hint: nil)
        }
        var graphArguments = arguments
        graphArguments.positionals.removeFirst()
        let purpose = arguments.has(check) ? "check" : "export"
        guard let definition = try SingleGraph.load(graphArguments, spec: spec, purpose: purpose, console: console)
        else { return .failure }
        let (links, leftOut) = AppSiteAssociation.links(of: definition)
        if !leftOut.isEmpty {
            let patterns = leftOut.map { "'\($0.pattern)' (\($0.screen))" }.joined(separator: ", ")
            console.printError("navgraph: note: not universal links (not https), left out: \(patterns)")
        }
        guard !links.isEmpty else {
            console.printError(
                "navgraph: error: graph '\(definition.name)' has no https deep links; nothing to \(purpose)")
            return .failure
        }
        if let served = try arguments.value(of: check) {
            return try checkFile(served, links: links, appID: app, console: console)
        }
        let text = AppSiteAssociation.render(links, appID: app)
        if let path = try arguments.value(of: output) {
            try OutputWriter(folder: PathUtilities.directory(of: path)).write([
                GeneratedFile(name: PathUtilities.lastComponent(of: path), contents: Array(text.utf8))
            ])
        } else {
            console.print(text)
        }
        let hosts = Set(links.compactMap(\.host)).filter { $0 != LinkPattern.anyHost }.sorted()
        let serve = hosts.isEmpty ? "each of the app's web hosts" : hosts.joined(separator: ", ")
        console.printError(
            "navgraph: note: serve it as https://HOST/.well-known/apple-app-site-association on \(serve), "
                + "and list each host as 'applinks:HOST' in the app's associated domains")
        return .success
    }

    private static func checkFile(
        _ path: String, links: [AppSiteAssociation.UniversalLink], appID: String, console: Console
    ) throws(UsageError) -> ExitStatus {
        let bytes: [UInt8]
        do {
            bytes = Array(try SnapshotFiles.readFile(path, limit: AppSiteAssociation.maximumFileSize))
        } catch {
            throw UsageError(message: "cannot read '\(path)': \(error.description)", hint: nil)
        }
        // The path is what the user typed: shown escaped, as in usage errors.
        let shown = TextRenderer.visible(path)
        switch AppSiteAssociation.check(bytes, links: links, appID: appID) {
        case .failure(let problem):
            console.printError("navgraph: error: '\(shown)' is not an association file: \(problem.message)")
            return .failure
        case .success(let uncovered) where uncovered.isEmpty:
            let noun = links.count == 1 ? "pattern" : "patterns"
            console.print("'\(shown)' covers the graph's \(links.count) https deep-link \(noun) for app \(appID)\n")
            return .success
        case .success(let uncovered):
            for item in uncovered {
                console.printError(
                    "navgraph: error: '\(shown)' does not cover '\(item.link.pattern)' (screen '\(item.link.screen)'): "
                        + item.reason)
            }
            console.printError(
                "navgraph: error: \(uncovered.count) of \(links.count) https deep-link patterns not covered")
            return .failure
        }
    }
}
