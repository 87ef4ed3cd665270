import NavGraphRuntime

extension RouteFile {
    /// Writes a chain of functions `<function>0`, `<function>1`, … each switching over at most `chunkSize` cases of
    /// `Screen` and passing the others on to the next. One switch over thousands of cases fails to type-check
    /// ("unable to check that this switch is exhaustive"), and the `switch (lhs, rhs)` Swift synthesises for
    /// `Equatable` is quadratic under `-O` (200 screens: 24 s instead of 8 s), so `_fields` (behind `==`,
    /// `hash(into:)` and `value(of:)`) is written as such a chain.
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
            writer.line("@inline(never) \(Self.unoptimized)")
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

    /// `_fields`: each case taken apart, one line per screen: its position and its arguments in parameter order
    /// (a value holding an app type wrapped in `CodedArgument`), which the runtime compares, hashes and names.
    mutating func writeFieldsChain() {
        writeCaseChain(
            "_fields",
            summary: "`_fields`",
            subject: "screen",
            signature: "(_ screen: Screen) -> NavGraphRuntime.ScreenFields",
            call: { "return \($0)(screen)" },
            unreachable: "return NavGraphRuntime.ScreenFields(-1)"
        ) { writer, screen, position in
            let name = SwiftNames.escaped(screen.id)
            guard !screen.parameters.isEmpty else {
                writer.line("case .\(name): return .init(\(position))")
                return
            }
            let bindings = screen.parameters.indices.map { "v\($0)" }
            let values = zip(screen.parameters, bindings).map { parameter, binding in
                SwiftSpelling.containsAppType(parameter.type) ? "NavGraphRuntime.CodedArgument(\(binding))" : binding
            }
            writer.packedList(
                "case let .\(name)(\(bindings.joined(separator: ", "))): return .init(", ["\(position)"] + values, ")")
        }
    }
}
