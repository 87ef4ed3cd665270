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
            writeSignature(prefix: "case \(screen.id)", screen.parameters, suffix: "")
        }
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

    /// The name table and per-screen decoders behind `screen(from:)`, and the chain of switches behind `value(of:)`.
    mutating func writeScreenConversionSupport() {
        writeValueChain()
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
            return screen.parameters.isEmpty ? "Screen.\(screen.id)" : "_screen_\(screen.id)(arguments)"
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
                let argument = "arguments[\(SwiftSpelling.stringLiteral(parameter.name)), default: \(fallback)]"
                let typed = SwiftSpelling.typedValue(of: argument, type: parameter.type)
                let type = SwiftSpelling.declaration(of: parameter.type)
                writer.line("guard let v\(position): \(type) = \(typed) else { return nil }")
                labels.append("\(parameter.name): v\(position)")
            }
            writer.line("return Screen.\(screen.id)(\(labels.joined(separator: ", ")))")
            close()
        }
    }

    /// `value(of:)` as a chain of functions, each switching over at most `chunkSize` cases and passing the others
    /// on: one switch over thousands of cases fails ("unable to check that this switch is exhaustive").
    private mutating func writeValueChain() {
        let screens = definition.screens
        let chunks = stride(from: 0, to: screens.count, by: Self.chunkSize).map {
            screens[$0..<min(screens.count, $0 + Self.chunkSize)]
        }
        for (chunk, members) in chunks.enumerated() {
            writer.line()
            let isLast = chunk == chunks.count - 1
            writer.doc(
                "`value(of:)` for screens \(members.startIndex) to \(members.endIndex - 1)"
                    + (isLast ? "." : "; the others go on to `_values\(chunk + 1)`.")
            )
            open("fileprivate static func _values\(chunk)(_ screen: Screen) throws -> NavGraphRuntime.ScreenValue")
            writer.line("switch screen {")
            for screen in members {
                let id = SwiftSpelling.stringLiteral(screen.id)
                guard !screen.parameters.isEmpty else {
                    writer.line("case .\(screen.id):")
                    writer.line("    return NavGraphRuntime.ScreenValue(id: \(id))")
                    continue
                }
                let bindings = screen.parameters.indices.map { "let v\($0)" }.joined(separator: ", ")
                writer.line("case .\(screen.id)(\(bindings)):")
                writer.indent()
                writeArgumentsConstant(
                    screen.parameters.enumerated().map {
                        (name: $0.element.name, variable: "v\($0.offset)", type: $0.element.type)
                    }
                )
                writer.line("return NavGraphRuntime.ScreenValue(id: \(id), arguments: arguments)")
                writer.outdent()
            }
            if !isLast {
                writer.line("default:")
                writer.line("    return try _values\(chunk + 1)(screen)")
            } else if chunks.count > 1 {
                // Never reached: each case is handled by exactly one function of the chain.
                writer.line("default:")
                writer.line(
                    "    throw Swift.EncodingError.invalidValue(screen, "
                        + "Swift.EncodingError.Context(codingPath: [], debugDescription: \"unknown screen\"))"
                )
            }
            writer.line("}")
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
            return "\(parameter.name): \(type)" + (defaultLiteral.map { " = " + $0 } ?? "")
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
