import Foundation
import Testing
import _NavGraphCore

/// A returned value's generated name is its source screen and its segue id (`Return.sizePicker(.chosen(…))`):
/// adding an unwind to another screen, even one with the same segue id, renames nothing (docs/generation.md).
@Suite struct ReturnNamingTests {
    /// A composer with two pickers; only the size picker returns a value.
    static let before = """
        navgraph: 1
        graph: Pickers
        root: composer
        screens:
          composer:
            segues:
              chooseSize: { kind: show, to: sizePicker }
              chooseColor: { kind: show, to: colorPicker }
              chooseDefault: { kind: show, to: default }
          sizePicker:
            segues:
              chosen: { kind: unwind, to: composer, returns: { size: String } }
          colorPicker:
            segues:
              cancel: { kind: unwind, to: composer }
          default:
            title: Keywords

        """

    /// The same graph after unwinds named `chosen` (and a keyword, `return`) were added to two other screens:
    /// `before` with lines inserted, so that nothing else differs.
    static let after =
        before
        .replacingOccurrences(
            of: "      cancel: { kind: unwind, to: composer }\n",
            with: """
                      cancel: { kind: unwind, to: composer }
                      chosen: { kind: unwind, to: composer, returns: { color: String } }

                """
        )
        .replacingOccurrences(
            of: "    title: Keywords\n",
            with: """
                    title: Keywords
                    segues:
                      return: { kind: unwind, to: composer, returns: { case: Int } }

                """)

    /// App code of the size picker's caller, written against the first graph and compiled against the second, with
    /// the per-screen accessors filtering without a cast.
    static let use = """
        import NavGraphRuntime

        @MainActor func useReturns(_ router: Router<Pickers>) -> [RouterObservation] {
            let value: Pickers.Return = .sizePicker(.chosen(size: "M"))
            let sizes: [Pickers.Return.SizePicker] = [value.sizePicker].compactMap { $0 }
            _ = sizes
            switch value {
            case .sizePicker(.chosen(let size)): _ = size
            case .colorPicker(.chosen(let color)): _ = color
            case .default(.return(let number)): _ = number
            }
            return [
                router.onReturn(\\.sizePicker) { (picked: Pickers.Return.SizePicker) in _ = picked },
                router.onReturn(\\.default) { (picked: Pickers.Return.Default) in _ = picked },
            ]
        }

        """

    /// The lines of the generated code that name what `screen` returns: its `Return` case, enum and accessor,
    /// and its conversions in `returned(_:)`.
    static func returnNames(of screen: String, in code: String) -> [String] {
        let type = SwiftNames.upperCamel(screen)
        var lines: [String] = []
        var inGroup = false
        for line in code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text == "case \(screen)(\(type))" { inGroup = true }
            if inGroup { lines.append(line) }
            if inGroup && text.hasPrefix("internal var \(screen): \(type)?") { inGroup = false }
            if text.hasPrefix("return Return.\(screen)(") { lines.append(line) }
        }
        return lines
    }

    func code(of yaml: String) throws -> String {
        let generated = generate("pickers.navgraph.yaml", sources: InMemorySources(["pickers.navgraph.yaml": yaml]))
        return try #require(generated.code, "\(describe(generated.result.diagnostics))")
    }

    @Test func addingUnwindsToOtherScreensRenamesNoReturnedValue() throws {
        let before = try code(of: Self.before)
        let after = try code(of: Self.after)
        let names = Self.returnNames(of: "sizePicker", in: before)
        #expect(names.contains { $0.contains("case chosen(size: Swift.String)") }, "\(names)")
        #expect(names.contains { $0.contains("return Return.sizePicker(.chosen(size: v0))") }, "\(names)")
        #expect(Self.returnNames(of: "sizePicker", in: after) == names)
        #expect(Self.returnNames(of: "colorPicker", in: after).contains { $0.contains("case chosen(color:") })
        #expect(!after.contains("sizePickerChosen") && !after.contains("colorPickerChosen"))
    }

    @Test func theGroupedReturnCompilesWithKeywordsAndFiltersWithoutACast() throws {
        let folder = try SwiftCompiler.temporaryFolder("navgraph-returns")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Pickers.swift")
        let use = folder.appendingPathComponent("Use.swift")
        try Data(try code(of: Self.after).utf8).write(to: file)
        try Data(Self.use.utf8).write(to: use)
        let outcome = try SwiftCompiler.typecheck([file, use])
        #expect(outcome.succeeded, "\(outcome.output)")
        #expect(!outcome.output.contains("warning:"), "\(outcome.output)")
    }
}
