import NavGraphCore

/// The options every command that prints diagnostics shares (docs/cli.md, "Options"), and how they
/// shape what is printed.
struct DiagnosticOptions {
    /// `--format`.
    enum Format: String, CaseIterable {
        case text, json, github, sarif
    }

    var format = Format.text
    /// `--warnings-as-errors`: warnings are printed and counted as errors.
    var warningsAsErrors = false
    /// `--verbose`: remarks are printed.
    var verbose = false
    /// `--quiet`: only errors are printed, and no summary line.
    var quiet = false
    /// Whether the summary line is printed when there is nothing to report (`generate` runs in every build through
    /// the plugin, where a clean run says nothing).
    var summaryWhenClean = true
    /// Whether text output is coloured (`--color`, `NO_COLOR`, and whether stdout is a terminal).
    var color = false
    var limits = Limits()

    /// The limit options: name, value name, help, the largest value taken, and where the value goes. The largest
    /// values keep every sum and product on a limit far from overflow.
    private static var limitOptions: [(spec: OptionSpec, maximum: Int, keyPath: WritableKeyPath<Limits, Int>)] {
        [
            (
                .value("max-file-size", "BYTES", "largest graph file read (default 16777216, 16 MiB; at most 4 GiB)"),
                1 << 32, \.fileSize
            ),
            (.value("max-depth", "N", "deepest YAML nesting (default 64; at most 1000000)"), 1_000_000, \.nestingDepth),
            (
                .value(
                    "max-aliases", "N", "nodes alias expansion may add to a document (default 10000; at most 100000000)"
                ),
                100_000_000, \.aliasExpansions
            ),
            (
                .value("max-scalar-length", "BYTES", "longest YAML scalar (default 1048576, 1 MiB; at most 4 GiB)"),
                1 << 32, \.scalarLength
            ),
            (
                .value("max-includes", "N", "most files one graph may include (default 256; at most 1000000)"),
                1_000_000, \.includes
            ),
        ]
    }

    /// The option specs, in help order.
    static let specs: [OptionSpec] =
        [
            .value(
                "format", "FORMAT", allowed: Format.allCases.map(\.rawValue),
                "diagnostics as text (default), json, github or sarif"),
            .flag("warnings-as-errors", "treat warnings as errors"),
            .flag("verbose", "also print remarks"),
            .flag("quiet", "print errors only, without the summary line"),
            .value(
                "color", "WHEN", allowed: ["auto", "always", "never"],
                "colour text output: auto (default: on a terminal, unless NO_COLOR is set), always, never"),
        ] + limitSpecs

    /// The limit options (docs/cli.md, "Common options: limits"), for commands that read graphs.
    static var limitSpecs: [OptionSpec] { limitOptions.map(\.spec) }

    /// The limits the options give (the defaults for those not given).
    static func limits(from arguments: ParsedArguments) throws(UsageError) -> Limits {
        var limits = Limits()
        for (spec, maximum, keyPath) in limitOptions {
            guard let text = arguments.value(spec.name) else { continue }
            guard text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }), !text.isEmpty else {
                throw UsageError(message: "'--\(spec.name)' needs a non-negative integer, not '\(text)'", hint: nil)
            }
            // Digits only: a number too large for `Int` is simply out of range.
            guard let number = Int(text), number <= maximum else {
                throw outOfRange(spec.name, text, maximum: maximum)
            }
            limits[keyPath: keyPath] = number
        }
        return limits
    }

    /// The usage error of a limit option given more than it takes.
    static func outOfRange(_ name: String, _ text: String, maximum: Int) -> UsageError {
        UsageError(message: "'--\(name)' takes at most \(maximum), not '\(text)'", hint: nil)
    }

    /// Reads the options from `arguments`.
    init(_ arguments: ParsedArguments, console: Console) throws(UsageError) {
        if let format = arguments.value("format") {
            self.format = Format(rawValue: format) ?? .text
        }
        warningsAsErrors = arguments.flag("warnings-as-errors")
        verbose = arguments.flag("verbose")
        quiet = arguments.flag("quiet")
        if verbose && quiet {
            throw UsageError(message: "'--verbose' and '--quiet' cannot be used together", hint: nil)
        }
        switch arguments.value("color") ?? "auto" {
        case "always": color = true
        case "never": color = false
        default:
            let noColor = console.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
            color = console.outputIsTerminal && !noColor
        }
        limits = try Self.limits(from: arguments)
    }

    /// The diagnostics as they are to be shown: warnings promoted under `--warnings-as-errors`, remarks dropped
    /// unless `--verbose`, everything but errors dropped under `--quiet`.
    func shown(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.compactMap { diagnostic in
            var diagnostic = diagnostic
            if warningsAsErrors && diagnostic.severity == .warning { diagnostic.severity = .error }
            switch diagnostic.severity {
            case .error: return diagnostic
            case .warning: return quiet ? nil : diagnostic
            case .remark: return verbose ? diagnostic : nil
            }
        }
    }

    /// The printed form of already filtered diagnostics, in the chosen format (text ends with the summary line
    /// unless `--quiet`).
    func render(_ diagnostics: [Diagnostic], sources: [(path: String, text: String)], fileCount: Int) -> String {
        switch format {
        case .text:
            var text = TextRenderer.render(diagnostics, sourceTexts: sources, color: color)
            if !quiet && (summaryWhenClean || !diagnostics.isEmpty) {
                text += TextRenderer.summary(of: diagnostics, fileCount: fileCount) + "\n"
            }
            return text
        case .json:
            return JSONRenderer.render(diagnostics)
        case .github:
            return GitHubRenderer.render(diagnostics)
        case .sarif:
            return SARIFRenderer.render(
                diagnostics, toolVersion: NavGraphCommandLine.version, informationURI: NavGraphCommandLine.homepage)
        }
    }
}
