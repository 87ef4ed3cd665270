import _NavGraphCore

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

    /// `--color`.
    enum ColorChoice: String, CaseIterable, Sendable {
        case auto, always, never
    }

    static let formatOption = Option<Format>.choice(
        "format", "FORMAT", "diagnostics as text (default), json, github or sarif")
    static let warningsAsErrorsFlag = Flag("warnings-as-errors", "treat warnings as errors")
    static let verboseFlag = Flag("verbose", "also print remarks")
    static let quietFlag = Flag("quiet", "print errors only, without the summary line")
    static let colorOption = Option<ColorChoice>.choice(
        "color", "WHEN", "colour text output: auto (default: on a terminal, unless NO_COLOR is set), always, never")

    /// The limit options and where each value goes. The largest values keep every sum and product on a limit far
    /// from overflow.
    static var limitOptions: [(option: Option<Int>, keyPath: WritableKeyPath<Limits, Int>)] {
        [
            (
                limit(
                    "max-file-size", "BYTES", "largest graph file read (default 16777216, 16 MiB; at most 4 GiB)",
                    1 << 32), \.fileSize
            ),
            (limit("max-depth", "N", "deepest YAML nesting (default 64; at most 1000000)", 1_000_000), \.nestingDepth),
            (
                limit(
                    "max-aliases", "N",
                    "nodes alias expansion may add to a document (default 10000; at most 100000000)", 100_000_000),
                \.aliasExpansions
            ),
            (
                limit(
                    "max-scalar-length", "BYTES", "longest YAML scalar (default 1048576, 1 MiB; at most 4 GiB)", 1 << 32
                ),
                \.scalarLength
            ),
            (
                limit(
                    "max-includes", "N", "most files one graph may include (default 256; at most 1000000)", 1_000_000),
                \.includes
            ),
        ]
    }

    /// A limit option: a non-negative whole number up to `maximum`.
    static func limit(_ name: String, _ valueName: String, _ help: String, _ maximum: Int) -> Option<Int> {
        .wholeNumber(name, valueName, in: 0...maximum, help) { text, digitsOnly in
            digitsOnly
                ? UsageError(message: "'--\(name)' takes at most \(maximum), not '\(text)'", hint: nil)
                : UsageError(message: "'--\(name)' needs a non-negative integer, not '\(text)'", hint: nil)
        }
    }

    /// The option specs, in help order.
    static let specs: [OptionSpec] =
        [formatOption.spec, warningsAsErrorsFlag.spec, verboseFlag.spec, quietFlag.spec, colorOption.spec] + limitSpecs

    /// The limit options (docs/cli.md, "Common options: limits"), for commands that read graphs.
    static var limitSpecs: [OptionSpec] { limitOptions.map(\.option.spec) }

    /// The limits the options give (the defaults for those not given).
    static func limits(from arguments: ParsedArguments) throws(UsageError) -> Limits {
        var limits = Limits()
        for (option, keyPath) in limitOptions {
            if let number = try arguments.value(of: option) { limits[keyPath: keyPath] = number }
        }
        return limits
    }

    /// Reads the options from `arguments`.
    init(_ arguments: ParsedArguments, console: Console) throws(UsageError) {
        format = try arguments.value(of: Self.formatOption) ?? .text
        warningsAsErrors = arguments[Self.warningsAsErrorsFlag]
        verbose = arguments[Self.verboseFlag]
        quiet = arguments[Self.quietFlag]
        if verbose && quiet {
            throw UsageError(message: "'--verbose' and '--quiet' cannot be used together", hint: nil)
        }
        switch try arguments.value(of: Self.colorOption) ?? .auto {
        case .always: color = true
        case .never: color = false
        case .auto:
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
