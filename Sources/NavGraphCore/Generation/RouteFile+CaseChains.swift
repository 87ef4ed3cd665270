import NavGraphRuntime

extension RouteFile {
    /// Writes a chain of functions `<function>0`, `<function>1`, … each switching over at most `chunkSize` cases of
    /// `Screen` and passing the others on to the next. One switch over thousands of cases fails to type-check
    /// ("unable to check that this switch is exhaustive"), and the `switch (lhs, rhs)` Swift synthesises for
    /// `Equatable` is quadratic under `-O` (200 screens: 24 s instead of 8 s), so `==`, `hash(into:)` and
    /// `value(of:)` are written as such chains.
    ///
    /// - Parameters:
    ///   - signature: the functions' parameters and result after the name, e.g. `(_ screen: Screen) -> Swift.Int`.
    ///   - call: how a function calls the next, given its name (`"return _f1(screen)"`).
    ///   - unreachable: the last function's `default:` body, never run (each case has its arm), needed because
    ///     the compiler cannot see that the chain as a whole is exhaustive.
    ///   - arm: writes a screen's arm (the `case` line included), given the screen and its position.
    mutating func writeCaseChain(
        _ function: String,
        summary: String,
        subject: String,
        signature: String,
        call: (String) -> String,
        unreachable: String,
        arm: (inout SwiftCodeWriter, ScreenDefinition, Int) -> Void
    ) {
        let screens = definition.screens
        let starts = Array(stride(from: 0, to: screens.count, by: chunkSize))
        for (chunk, start) in starts.enumerated() {
            let end = min(screens.count, start + chunkSize)
            let isLast = chunk == starts.count - 1
            writer.line()
            writer.doc(
                "\(summary), screens \(start) to \(end - 1)"
                    + (isLast ? "." : "; the others go on to `\(function)\(chunk + 1)`.")
            )
            // Never inlined: the optimizer would otherwise fold the whole chain back into one huge function.
            writer.line("@inline(never)")
            open("fileprivate static func \(function)\(chunk)\(signature)")
            writer.line("switch \(subject) {")
            for position in start..<end {
                arm(&writer, screens[position], position)
            }
            if !isLast {
                writer.line("default:")
                writer.line("    " + call("\(function)\(chunk + 1)"))
            } else if starts.count > 1 {
                writer.line("default:")
                writer.line("    " + unreachable)
            }
            writer.line("}")
            close()
        }
    }

    /// `value(of:)`: each case's arguments by parameter name.
    mutating func writeValueChain() {
        writeCaseChain(
            "_values",
            summary: "`value(of:)`",
            subject: "screen",
            signature: "(_ screen: Screen) throws -> NavGraphRuntime.ScreenValue",
            call: { "return try \($0)(screen)" },
            unreachable: "throw NavGraphRuntime.NavigationError.screenConversionFailed(screen: \"\\(screen)\")"
        ) { writer, screen, _ in
            let id = SwiftSpelling.stringLiteral(screen.id)
            guard !screen.parameters.isEmpty else {
                writer.line("case .\(SwiftNames.escaped(screen.id)):")
                writer.line("    return NavGraphRuntime.ScreenValue(id: \(id))")
                return
            }
            writer.list("case .\(SwiftNames.escaped(screen.id))(", RouteFile.bindings("v", screen), "):")
            writer.indent()
            writer.line("let arguments: \(Self.argumentsType) = [")
            writer.indent()
            for (position, parameter) in screen.parameters.enumerated() {
                let value = SwiftSpelling.argumentValue(of: "v\(position)", type: parameter.type)
                writer.line("\(SwiftSpelling.stringLiteral(parameter.name)): \(value),")
            }
            writer.outdent()
            writer.line("]")
            writer.line("return NavGraphRuntime.ScreenValue(id: \(id), arguments: arguments)")
            writer.outdent()
        }
    }

    /// `==`: the same case and equal arguments, compared one by one through `_same` (one generic function: no
    /// overloaded `==` for the type checker to sort out).
    mutating func writeEqualityChain() {
        writer.line()
        writer.doc("`a == b`, through a generic function so that the type checker has a single candidate.")
        open("fileprivate static func _same<T: Swift.Equatable>(_ a: T, _ b: T) -> Swift.Bool")
        writer.line("a == b")
        close()
        writeCaseChain(
            "_equal",
            summary: "`==`",
            subject: "lhs",
            signature: "(_ lhs: Screen, _ rhs: Screen) -> Swift.Bool",
            call: { "return \($0)(lhs, rhs)" },
            unreachable: "return false"
        ) { writer, screen, _ in
            guard !screen.parameters.isEmpty else {
                writer.line("case .\(SwiftNames.escaped(screen.id)):")
                writer.line("    guard case .\(SwiftNames.escaped(screen.id)) = rhs else { return false }")
                writer.line("    return true")
                return
            }
            writer.list("case .\(SwiftNames.escaped(screen.id))(", RouteFile.bindings("l", screen), "):")
            writer.indent()
            writer.list(
                "guard case .\(SwiftNames.escaped(screen.id))(", RouteFile.bindings("r", screen),
                ") = rhs else { return false }")
            writer.conjunction("return ", screen.parameters.indices.map { "_same(l\($0), r\($0))" })
            writer.outdent()
        }
    }

    /// `hash(into:)`: the case's position, then its arguments.
    mutating func writeHashChain() {
        writeCaseChain(
            "_hash",
            summary: "`hash(into:)`",
            subject: "screen",
            signature: "(_ screen: Screen, into hasher: inout Swift.Hasher)",
            call: { "\($0)(screen, into: &hasher)" },
            unreachable: "break"
        ) { writer, screen, position in
            guard !screen.parameters.isEmpty else {
                writer.line("case .\(SwiftNames.escaped(screen.id)):")
                writer.line("    hasher.combine(\(position) as Swift.Int)")
                return
            }
            writer.list("case .\(SwiftNames.escaped(screen.id))(", RouteFile.bindings("v", screen), "):")
            writer.indent()
            writer.line("hasher.combine(\(position) as Swift.Int)")
            for index in screen.parameters.indices {
                writer.line("hasher.combine(v\(index))")
            }
            writer.outdent()
        }
    }

    /// `let v0`, `let v1`, … for a screen's parameters.
    private static func bindings(_ prefix: String, _ screen: ScreenDefinition) -> [String] {
        screen.parameters.indices.map { "let \(prefix)\($0)" }
    }
}
