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
        writeScreenAliases()
        close()
    }

    /// "The 'appSettings' screen, titled “{appName}”: shown by 'settingsList.openApp' and 'search.openResult'."
    func screenSummary(_ screen: ScreenDefinition) -> String {
        var summary = "The '\(screen.id)' screen"
        if let title = screen.title ?? screen.navigationItem.title {
            summary += ", titled “\(SwiftSpelling.docText(title))”"
        }
        var reach: [String] = []
        if screen.id == definition.root {
            reach.append("the graph's root")
        }
        reach += containerPlaces(of: screen.id)
        let arrivals = arrivals[screen.id] ?? []
        if !arrivals.isEmpty {
            reach.append("shown by " + Self.enumeration(arrivals, limit: 4))
        }
        let searches = definition.screens.filter { $0.navigationItem.search?.results == screen.id }.map { "'\($0.id)'" }
        if !searches.isEmpty {
            reach.append("the search results of " + Self.enumeration(searches, limit: 4))
        }
        if screen.id != definition.root, definition.entries?.contains(screen.id) == true {
            reach.append("an entry (`Router(entry:)`)")
        }
        if reach.isEmpty {
            reach.append(
                screen.deepLinks.isEmpty
                    ? "no segue shows it (push, present or restore it)" : "only its deep links open it")
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

    /// `==`, `hash(into:)` and the `Codable` conformance of `Screen`, in an extension: each through the screen taken
    /// apart (`_fields`), which the runtime compares, hashes and names.
    mutating func writeScreenSupport() {
        writer.line()
        open("\(Self.isolation) extension \(graphName).Screen")
        writer.doc("The same case with equal arguments.")
        open("\(access) static func == (lhs: Self, rhs: Self) -> Swift.Bool")
        writer.line("\(graphName)._fields(lhs) == \(graphName)._fields(rhs)")
        close()
        writer.line()
        writer.doc("Hashes the case and its arguments.")
        open("\(access) func hash(into hasher: inout Swift.Hasher)")
        writer.line("\(graphName)._fields(self).hash(into: &hasher)")
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
        writer.line("try _fields(screen).value(in: definition)")
        close()

        writer.line()
        writer.doc(
            "The typed screen for a dynamic value; nil when the id is unknown or an argument does not fit. A missing "
                + "argument takes the parameter's default (`null` when it has none).")
        open("\(access) static func screen(from value: NavGraphRuntime.ScreenValue) -> Screen?")
        writer.line("let position: Swift.Int? = definition.screenPosition(of: value.id)")
        open("guard var reader = NavGraphRuntime.ArgumentReader(value, position: position, in: definition) else")
        writer.line("return nil")
        close()
        writer.line("let index: Swift.Int = reader.position")
        writeChunkDispatch(count: definition.screens.count, function: "_screens", arguments: ", &reader")
        close()
    }

    /// The chain behind `_fields` (a screen taken apart, for `==`, `hash(into:)` and `value(of:)`), and the name
    /// table and one-line arms behind `screen(from:)`.
    mutating func writeScreenConversionSupport() {
        if !returningUnwinds.isEmpty {
            writer.line()
            writer.doc("A screen's arguments by parameter name.")
            writer.line("fileprivate typealias \(Self.argumentsType) = [Swift.String: NavGraphRuntime.ArgumentValue]")
            writer.line()
            writer.doc("The argument named `name`, else `fallback`.")
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
        }
        writer.line()
        writer.doc("The screen taken apart: its position and its arguments, for `==`, `hash(into:)` and `value(of:)`.")
        open("fileprivate static func _fields(_ screen: Screen) -> NavGraphRuntime.ScreenFields")
        writer.line("_fields0(screen)")
        close()
        writeFieldsChain()
        let screens = definition.screens
        writeChunkFunctions(
            count: screens.count,
            function: "_screens",
            parameters: ", _ r: inout NavGraphRuntime.ArgumentReader",
            result: "Screen?"
        ) { writer, position in
            let screen = screens[position]
            let name = "Screen.\(SwiftNames.escaped(screen.id))"
            guard !screen.parameters.isEmpty else {
                writer.line("case \(position): return \(name)")
                return
            }
            // An argument label at a call site needs no backticks (Swift warns about them there).
            let arguments = screen.parameters.map { parameter in
                "\(parameter.name): r.\(SwiftSpelling.containsAppType(parameter.type) ? "nextCoded" : "next")()"
            }
            writer.packedList("case \(position): return try? \(name)(", arguments, ")")
        }
    }

    /// A declaration's doc comment: the summary and the YAML location. The parameters' types and defaults are not
    /// repeated: the declaration below the comment states them.
    mutating func writeParameterDoc(_ summary: String, at place: String?, _ parameters: [ParameterDefinition]) {
        doc(summary, at: place)
    }

    /// Writes `prefix(label: Type = default, ...)suffix` on one line when it fits, else the parameters packed on
    /// lines of their own.
    mutating func writeSignature(prefix: String, _ parameters: [ParameterDefinition], suffix: String) {
        let list = parameters.map { parameter in
            let type = SwiftSpelling.declaration(of: parameter.type)
            var defaultLiteral = parameter.defaultValue.flatMap { SwiftSpelling.literal($0, as: parameter.type) }
            // A graph enum's default as an implicit member (`.inbox`): the type is written right before it. Not
            // for an optional enum, where `.none` would mean `Optional.none`.
            if case .enumeration(let name) = parameter.type, let literal = defaultLiteral, literal.hasPrefix(name + ".")
            {
                defaultLiteral = String(literal.dropFirst(name.count))
            }
            return "\(SwiftNames.escaped(parameter.name)): \(type)" + (defaultLiteral.map { " = " + $0 } ?? "")
        }
        if list.isEmpty {
            writer.line(prefix + (prefix.hasPrefix("case ") ? "" : "()") + suffix)
        } else {
            writer.packedList(prefix + "(", list, ")" + suffix)
        }
    }
}
