import NavGraphRuntime

extension RouteFile {
    /// `enum Screen`: one case per screen, parameters as labelled associated values with their defaults. Its
    /// `==`, `hash(into:)` and `Codable` form (the dynamic one, `ScreenValue`, which restoration snapshots use) are
    /// support code.
    mutating func writeScreenEnum() {
        writer.doc(
            "The screens of '\(graphName)': one case per screen, its parameters as labelled associated values.",
            "",
            "Its `Codable` form is the screen's dynamic form, `NavGraphRuntime.ScreenValue` (id and arguments)."
        )
        open("\(access) enum Screen: Swift.Hashable, Swift.Codable, Swift.Sendable")
        for (position, screen) in definition.screens.enumerated() {
            if position > 0 {
                writer.line()
            }
            writeParameterDoc(screenSummary(screen), at: sources.screen(screen.id), screen.parameters)
            writeSignature(prefix: "case \(SwiftNames.escaped(screen.id))", screen.parameters, suffix: "")
        }
        close()
    }

    /// "The 'appSettings' screen, titled “{appName}”: shown by 'settingsList.openApp' and 'search.openResult'."
    func screenSummary(_ screen: ScreenDefinition) -> String {
        var summary = "The '\(screen.id)' screen"
        if let title = screen.title ?? screen.navigationItem.title {
            summary += ", titled “\(SwiftSpelling.commentText(title))”"
        }
        var reach: [String] = []
        if screen.id == definition.root {
            reach.append("the graph's root")
        }
        let arrivals = arrivals[screen.id] ?? []
        if !arrivals.isEmpty {
            reach.append("shown by " + Self.enumeration(arrivals, limit: 4))
        }
        if reach.isEmpty {
            reach.append("no segue shows it (push, present or restore it)")
        }
        return summary + ": " + reach.joined(separator: ", also ") + "."
    }

    /// "'a', 'b' and 'c'", or "'a', 'b', 'c' and 3 others" past `limit`.
    static func enumeration(_ names: [String], limit: Int) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        if names.count > limit {
            let rest = names.count - (limit - 1)
            return names.prefix(limit - 1).joined(separator: ", ") + " and \(rest) others"
        }
        return names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
    }

    /// `==`, `hash(into:)` and the `Codable` conformance of `Screen`, in an extension.
    mutating func writeScreenSupport() {
        writer.line()
        open("\(Self.isolation) extension \(graphName).Screen")
        writer.doc("Whether two screens are the same case with equal arguments.")
        open("\(access) static func == (lhs: Self, rhs: Self) -> Swift.Bool")
        writer.line("\(graphName)._equal0(lhs, rhs)")
        close()
        writer.line()
        writer.doc("Hashes the case and its arguments.")
        open("\(access) func hash(into hasher: inout Swift.Hasher)")
        writer.line("\(graphName)._hash0(self, into: &hasher)")
        close()
        writer.line()
        writer.doc("Decodes a screen from its dynamic form; fails when the id is unknown or an argument does not fit.")
        open("\(access) init(from decoder: any Swift.Decoder) throws")
        writer.line("let value: NavGraphRuntime.ScreenValue = try NavGraphRuntime.ScreenValue(from: decoder)")
        open("guard let screen: Self = \(graphName).screen(from: value) else")
        writer.line("let message: Swift.String = \"no screen '\\(value.id)' with these arguments in '\(graphName)'\"")
        writer.line(
            "let context = Swift.DecodingError.Context(codingPath: decoder.codingPath, debugDescription: message)")
        writer.line("throw Swift.DecodingError.dataCorrupted(context)")
        close()
        writer.line("self = screen")
        close()
        writer.line()
        writer.doc("Encodes the screen in its dynamic form; throws only when an app-type argument fails to encode.")
        open("\(access) func encode(to encoder: any Swift.Encoder) throws")
        writer.line("try \(graphName).value(of: self).encode(to: encoder)")
        close()
        close()
    }

    /// `defaultRoot` (when the root needs no argument), `value(of:)` and `screen(from:)`: the conversions between
    /// typed screens and their dynamic form.
    mutating func writeScreenConversions() {
        if rootNeedsNoArgument, let root = screensByID[definition.root] ?? containerRootScreen {
            writer.line()
            writer.doc(
                rootIsContainer
                    ? "The root container's first screen, '\(root.id)', with every parameter at its default: what "
                        + "`Router(root:)` would start from without the container."
                    : "The root screen, '\(root.id)', with every parameter at its default: where `Router()` starts.")
            let value = root.parameters.isEmpty ? "Screen.\(root.id)" : "Screen.\(root.id)()"
            writer.line("\(access) static var defaultRoot: Screen { \(value) }")
        }

        writer.line()
        writer.doc("The dynamic form of a typed screen (throws only when an app-type argument fails to encode).")
        open("\(access) static func value(of screen: Screen) throws -> NavGraphRuntime.ScreenValue")
        writer.line("try _values0(screen)")
        close()

        writer.line()
        writer.doc(
            "The typed screen for a dynamic value; nil when the id is unknown or an argument does not fit. A missing "
                + "argument takes the parameter's default (`null` when it has none).")
        open("\(access) static func screen(from value: NavGraphRuntime.ScreenValue) -> Screen?")
        writer.line("guard let index: Swift.Int = _screenIndex[value.id] else { return nil }")
        writer.line("let arguments: \(Self.argumentsType) = value.arguments")
        writeChunkDispatch(count: definition.screens.count, function: "_screens", arguments: ", arguments")
        close()
    }

    /// The switch chains behind `value(of:)`, `==` and `hash(into:)`, the name table and per-screen decoders behind
    /// `screen(from:)`.
    mutating func writeScreenConversionSupport() {
        writer.line()
        writer.doc("A screen's arguments by parameter name.")
        writer.line("fileprivate typealias \(Self.argumentsType) = [Swift.String: NavGraphRuntime.ArgumentValue]")
        writeValueChain()
        writeEqualityChain()
        writeHashChain()
        writer.line()
        writer.doc(
            "The argument named `name`, else `fallback`: one function, not a dictionary lookup inlined for every "
                + "parameter (which made each screen's decoder cost 16 ms of `-O` compile time).")
        writer.line("@inline(never)")
        writer.list(
            "fileprivate static func _argument(",
            [
                "_ arguments: \(Self.argumentsType)", "_ name: Swift.String",
                "_ fallback: NavGraphRuntime.ArgumentValue",
            ],
            ") -> NavGraphRuntime.ArgumentValue {")
        writer.indent()
        writer.line("arguments[name] ?? fallback")
        close()
        writer.line()
        writer.doc("Each screen id's position in `Screen`'s declaration order.")
        writeNameTable("_screenIndex", names: definition.screens.map(\.id))
        let screens = definition.screens
        writeChunkFunctions(
            count: screens.count,
            function: "_screens",
            parameters: ", _ arguments: \(Self.argumentsType)",
            result: "Screen?"
        ) { position in
            let screen = screens[position]
            return screen.parameters.isEmpty
                ? "Screen.\(SwiftNames.escaped(screen.id))" : "_screen_\(screen.id)(arguments)"
        }
        for screen in screens where !screen.parameters.isEmpty {
            writer.line()
            writer.doc("Screen '\(screen.id)' from its arguments; nil when one does not fit its type.")
            open("fileprivate static func _screen_\(screen.id)(_ arguments: \(Self.argumentsType)) -> Screen?")
            var labels: [String] = []
            for (position, parameter) in screen.parameters.enumerated() {
                let fallback = SwiftSpelling.argumentValueExpression(parameter.defaultValue ?? .null, implicit: true)
                let name = SwiftSpelling.stringLiteral(parameter.name)
                writer.list(
                    "let a\(position): NavGraphRuntime.ArgumentValue = _argument(", ["arguments", name, fallback], ")")
                let typed = SwiftSpelling.typedValue(of: "a\(position)", type: parameter.type)
                let type = SwiftSpelling.declaration(of: parameter.type)
                writer.line("guard let v\(position): \(type) = \(typed) else { return nil }")
                // An argument label at a call site needs no backticks (Swift warns about them there).
                labels.append("\(parameter.name): v\(position)")
            }
            writer.list("return Screen.\(SwiftNames.escaped(screen.id))(", labels, ")")
            close()
        }
    }

    /// A doc comment: the summary, one `- name:` line per parameter (its type, required or its default), the
    /// YAML location.
    mutating func writeParameterDoc(_ summary: String, at place: String?, _ parameters: [ParameterDefinition]) {
        writer.doc(summary)
        if !parameters.isEmpty {
            writer.doc("", "- Parameters:")
            for parameter in parameters {
                let type = SwiftSpelling.declaration(of: parameter.type)
                // Foundation values by their text (`"E621E1F8-…"`), not by the longer Swift expression building them.
                let shown = parameter.defaultValue.flatMap { value in
                    value != .null && Self.mentionsFoundation(parameter.type)
                        ? value.canonicalJSON : SwiftSpelling.literal(value, as: parameter.type)
                }
                let detail = shown.map { "default `\(SwiftSpelling.commentText($0))`" } ?? "required"
                writer.doc("  - \(parameter.name): `\(type)`, \(detail).", continuation: 4)
            }
        }
        remark(place)
    }

    /// Writes `prefix(label: Type = default, ...)suffix` on one line when it fits, else one parameter a line.
    mutating func writeSignature(prefix: String, _ parameters: [ParameterDefinition], suffix: String) {
        let list = parameters.map { parameter in
            let type = SwiftSpelling.declaration(of: parameter.type)
            let defaultLiteral = parameter.defaultValue.flatMap { SwiftSpelling.literal($0, as: parameter.type) }
            return "\(SwiftNames.escaped(parameter.name)): \(type)" + (defaultLiteral.map { " = " + $0 } ?? "")
        }
        if list.isEmpty {
            writer.line(prefix + (prefix.hasPrefix("case ") ? "" : "()") + suffix)
        } else {
            writer.list(prefix + "(", list, ")" + suffix)
        }
    }
}
