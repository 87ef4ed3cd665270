import _NavGraphCore

/// One option a subcommand accepts.
struct OptionSpec: Sendable {
    /// The name without its leading `--`.
    var name: String
    /// The placeholder shown in help for an option that takes a value (`FORMAT`); nil for a flag.
    var valueName: String?
    /// The values allowed, when the option takes one of a fixed set.
    var allowed: [String]?
    /// One line of help.
    var help: String

    /// A flag (`--verbose`).
    static func flag(_ name: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, valueName: nil, allowed: nil, help: help)
    }

    /// An option taking a value (`--output DIR`), from `allowed` when given.
    static func value(_ name: String, _ valueName: String, allowed: [String]? = nil, _ help: String) -> OptionSpec {
        OptionSpec(name: name, valueName: valueName, allowed: allowed, help: help)
    }
}

/// A subcommand: its name, usage, help and the options it takes.
struct CommandSpec: Sendable {
    var name: String
    /// The usage line after `navgraph`, such as `validate [options] [PATH ...]`.
    var usage: String
    /// One line for the command list.
    var summary: String
    /// More help, printed under the usage line.
    var details: String
    var options: [OptionSpec]

    /// The command's `--help` text.
    var help: String {
        var text = "usage: navgraph \(usage)\n\n\(summary)\n"
        if !details.isEmpty { text += "\n\(details)\n" }
        let all = options + [.flag("help", "show this help")]
        text += "\noptions:\n"
        let labels = all.map { option in
            "--\(option.name)" + (option.valueName.map { " \($0)" } ?? "")
        }
        let width = labels.map(\.count).max() ?? 0
        for (label, option) in zip(labels, all) {
            text += "  " + label + String(repeating: " ", count: width - label.count + 2) + option.help + "\n"
        }
        return text
    }
}

/// A usage problem: printed on stderr, exit status 2.
struct UsageError: Error, Equatable {
    var message: String
    /// A did-you-mean or a pointer to help.
    var hint: String?
}

/// What the command line said: option values by name (flags map to `""`), and the positional arguments. Commands
/// read them through their typed `Option` and `Flag` declarations (TypedOptions.swift).
struct ParsedArguments: Equatable {
    var values: [String: String] = [:]
    var positionals: [String] = []
    /// Whether `--help` or `-h` was given.
    var wantsHelp = false
}

extension CommandSpec {
    /// Parses `arguments` (those after the subcommand) against this command's options: `--name value`,
    /// `--name=value`, `--` ends options, `-h`/`--help` ask for help. When an option is given twice, the last
    /// one wins.
    func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument == "-h" || argument == "--help" {
                parsed.wantsHelp = true
                continue
            }
            guard argument.hasPrefix("--") else {
                throw unknownOption(argument)
            }
            let body = argument.dropFirst(2)
            let name: String
            var inlineValue: String?
            if let equals = body.firstIndex(of: "=") {
                name = String(body[..<equals])
                inlineValue = String(body[body.index(after: equals)...])
            } else {
                name = String(body)
            }
            guard let option = options.first(where: { $0.name == name }) else {
                throw unknownOption("--" + name)
            }
            guard option.valueName != nil else {
                if inlineValue != nil {
                    throw UsageError(message: "option '--\(name)' takes no value", hint: nil)
                }
                parsed.values[name] = ""
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError(message: "option '--\(name)' needs a value", hint: nil)
            }
            if let allowed = option.allowed, !allowed.contains(value) {
                let suggestion = Suggestions.closest(to: value, in: allowed)
                throw UsageError(
                    message: "invalid value '\(value)' for '--\(name)'; expected one of: "
                        + allowed.joined(separator: ", "),
                    hint: suggestion.map { "did you mean '\($0)'?" }
                )
            }
            parsed.values[name] = value
        }
        return parsed
    }

    private func unknownOption(_ argument: String) -> UsageError {
        let names = options.map(\.name) + ["help"]
        let bare = String(argument.drop { $0 == "-" })
        let suggestion = Suggestions.closest(to: bare, in: names)
        return UsageError(
            message: "unknown option '\(argument)' for 'navgraph \(name)'",
            hint: suggestion.map { "did you mean '--\($0)'?" } ?? "see 'navgraph help \(name)'"
        )
    }
}
