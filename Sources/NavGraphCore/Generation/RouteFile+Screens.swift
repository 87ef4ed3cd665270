import NavGraphRuntime

extension RouteFile {
    /// `enum Screen`: one case per screen, parameters as labelled associated values with their defaults, and a
    /// `Codable` form equal to the dynamic one (`ScreenValue`), the form restoration snapshots use.
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
            writeParameterDoc("Screen '\(screen.id)'.", at: sources.screen(screen.id), screen.parameters, of: screen)
            writeSignature(prefix: "case \(SwiftNames.escaped(screen.id))", screen.parameters, suffix: "")
        }
        writer.line()
        writer.doc("Whether two screens are the same case with equal arguments.")
        open("\(access) static func == (lhs: Screen, rhs: Screen) -> Swift.Bool")
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
        open("guard let screen: Screen = \(graphName).screen(from: value) else")
        writer.line("let message: Swift.String = \"no screen '\\(value.id)' with these arguments in '\(graphName)'\"")
        writer.line(
            "throw Swift.DecodingError.dataCorrupted("
                + "Swift.DecodingError.Context(codingPath: decoder.codingPath, debugDescription: message))"
        )
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

    /// `value(of:)` and `screen(from:)`, the conversions between typed screens and their dynamic form.
    mutating func writeScreenConversions() {
        writer.line()
        writer.doc("The dynamic form of a typed screen (throws only when an app-type argument fails to encode).")
        open("\(access) static func value(of screen: Screen) throws -> NavGraphRuntime.ScreenValue")
        writer.line("try _values0(screen)")
        close()

        writer.line()
        writer.doc("The typed screen for a dynamic value; nil when the id is unknown or an argument does not fit.")
        writer.doc("A missing argument takes the parameter's default (`null` when it has none).")
        open("\(access) static func screen(from value: NavGraphRuntime.ScreenValue) -> Screen?")
        writer.line("guard let index: Swift.Int = _screenIndex[value.id] else { return nil }")
        writer.line("let arguments: [Swift.String: NavGraphRuntime.ArgumentValue] = value.arguments")
        writeChunkDispatch(count: definition.screens.count, function: "_screens", arguments: ", arguments")
        close()
    }

    /// The switch chains behind `value(of:)`, `==` and `hash(into:)`, the name table and per-screen decoders behind
    /// `screen(from:)`.
    mutating func writeScreenConversionSupport() {
        writeValueChain()
        writeEqualityChain()
        writeHashChain()
        writer.line()
        writer.doc(
            "The argument named `name`, else `fallback`: one function, not a dictionary lookup inlined for every",
            "parameter (which made each screen's decoder cost 16 ms of `-O` compile time)."
        )
        writer.line("@inline(never)")
        open(
            "fileprivate static func _argument(_ arguments: [Swift.String: NavGraphRuntime.ArgumentValue], "
                + "_ name: Swift.String, _ fallback: NavGraphRuntime.ArgumentValue) -> NavGraphRuntime.ArgumentValue"
        )
        writer.line("arguments[name] ?? fallback")
        close()
        writer.line()
        writer.doc("Each screen id's position in `Screen`'s declaration order.")
        writeNameTable("_screenIndex", names: definition.screens.map(\.id))
        let screens = definition.screens
        writeChunkFunctions(
            count: screens.count,
            function: "_screens",
            parameters: ", _ arguments: [Swift.String: NavGraphRuntime.ArgumentValue]",
            result: "Screen?"
        ) { position in
            let screen = screens[position]
            return screen.parameters.isEmpty
                ? "Screen.\(SwiftNames.escaped(screen.id))" : "_screen_\(screen.id)(arguments)"
        }
        for screen in screens where !screen.parameters.isEmpty {
            writer.line()
            writer.doc("Screen '\(screen.id)' from its arguments; nil when one does not fit its type.")
            open(
                "fileprivate static func _screen_\(screen.id)("
                    + "_ arguments: [Swift.String: NavGraphRuntime.ArgumentValue]) -> Screen?"
            )
            var labels: [String] = []
            for (position, parameter) in screen.parameters.enumerated() {
                let fallback = SwiftSpelling.argumentValueExpression(parameter.defaultValue ?? .null)
                let argument = "_argument(arguments, \(SwiftSpelling.stringLiteral(parameter.name)), \(fallback))"
                let typed = SwiftSpelling.typedValue(of: argument, type: parameter.type)
                let type = SwiftSpelling.declaration(of: parameter.type)
                writer.line("guard let v\(position): \(type) = \(typed) else { return nil }")
                // An argument label at a call site needs no backticks (Swift warns about them there).
                labels.append("\(parameter.name): v\(position)")
            }
            writer.line("return Screen.\(SwiftNames.escaped(screen.id))(\(labels.joined(separator: ", ")))")
            close()
        }
    }

    /// Writes `let <constant>: [Swift.String: NavGraphRuntime.ArgumentValue] = [...]` for typed values.
    mutating func writeArgumentsConstant(
        _ entries: [(name: String, variable: String, type: ParameterType)],
        constant: String = "arguments"
    ) {
        let type = "[Swift.String: NavGraphRuntime.ArgumentValue]"
        guard !entries.isEmpty else {
            writer.line("let \(constant): \(type) = [:]")
            return
        }
        writer.line("let \(constant): \(type) = [")
        writer.indent()
        for entry in entries {
            let value = SwiftSpelling.argumentValue(of: entry.variable, type: entry.type)
            writer.line("\(SwiftSpelling.stringLiteral(entry.name)): \(value),")
        }
        writer.outdent()
        writer.line("]")
    }

    /// A doc comment with one `- name:` line per parameter giving its type and YAML line.
    mutating func writeParameterDoc(
        _ summary: String,
        at place: String?,
        _ parameters: [ParameterDefinition],
        of screen: ScreenDefinition
    ) {
        doc(summary, at: place)
        guard !parameters.isEmpty else { return }
        writer.doc("", "- Parameters:")
        for parameter in parameters {
            let type = SwiftSpelling.declaration(of: parameter.type)
            let place = sources.parameter(parameter.name, of: screen.id).map { ", " + $0 } ?? ""
            writer.doc("  - \(parameter.name): `\(type)`\(place)")
        }
    }

    /// Writes `prefix(label: Type = default, ...)suffix`, one parameter a line when there are more than two.
    mutating func writeSignature(prefix: String, _ parameters: [ParameterDefinition], suffix: String) {
        let list = parameters.map { parameter in
            let type = SwiftSpelling.declaration(of: parameter.type)
            let defaultLiteral = parameter.defaultValue.flatMap { SwiftSpelling.literal($0, as: parameter.type) }
            return "\(SwiftNames.escaped(parameter.name)): \(type)" + (defaultLiteral.map { " = " + $0 } ?? "")
        }
        if list.isEmpty {
            writer.line(prefix + (prefix.hasPrefix("case ") ? "" : "()") + suffix)
        } else if list.count <= 2 {
            writer.line(prefix + "(" + list.joined(separator: ", ") + ")" + suffix)
        } else {
            writer.line(prefix + "(")
            writer.indent()
            for (position, item) in list.enumerated() {
                writer.line(item + (position == list.count - 1 ? "" : ","))
            }
            writer.outdent()
            writer.line(")" + suffix)
        }
    }
}
