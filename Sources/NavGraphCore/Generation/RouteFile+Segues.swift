import NavGraphRuntime

extension RouteFile {
    /// The attribute that keeps the optimizer away from a function: on each segue function and on the chunks
    /// behind `_fields`, `screen(from:)` and the other dispatches. Each of them only hands its arguments to the
    /// runtime, so optimizing them gains nothing at run time, and it was most of a release build's time: with it, a
    /// 1,000-screen graph's public code compiles at `-O` in 17 s of CPU instead of 39 s (13 s at `-Onone`).
    static let unoptimized = "@_optimize(none)"

    /// One namespace per screen with segues (`enum SettingsList`), one static func per segue taking the
    /// destination's parameters the segue does not set (defaults kept), returning `Segue<G>`.
    mutating func writeSegueNamespaces() {
        // A shared segue's copies are performed with the one call of `Segues` (RouteFile+SharedSegues).
        let sharedIDs = definition.sharedSegueIDsByScreen
        for screen in definition.screens {
            let shared = sharedIDs[screen.id] ?? []
            let segues = screen.segues.filter { !shared.contains($0.id) }
            guard !segues.isEmpty else { continue }
            writer.line()
            doc(
                "The segues of '\(screen.id)', for `router.perform(_:)`.",
                at: sources.screen(screen.id))
            open("\(access) enum \(SwiftNames.upperCamel(screen.id))")
            for (position, segue) in segues.enumerated() {
                if position > 0 {
                    writer.line()
                }
                writeSegueFunction(segue, of: screen)
            }
            writeSegueAliases(of: segues)
            close()
        }
    }

    /// The parameters of the segue's function (see `SegueDefinition.functionParameters`).
    func functionParameters(of segue: SegueDefinition) -> [ParameterDefinition] {
        segue.functionParameters(destination: screensByID[segue.destination])
    }

    /// What a segue does, in a sentence: "Pushes 'messages' onto the visible navigation stack." The destination's
    /// title and parameters are not repeated: its `Screen` case says them.
    /// `source` is the screen performing it, when it is one screen (not a shared segue's sources).
    func segueSummary(_ segue: SegueDefinition, source: String? = nil) -> String {
        let target = "'\(segue.destination)'"
        switch segue.kind {
        case .show:
            let popping = segue.popTo.map { "Pops the visible navigation stack to '\($0)', then pushes " } ?? "Pushes "
            let single = segue.singleTop ? " (not when it is already on top with equal arguments)" : ""
            return popping + target + "\(single)."
        case .showDetail, .modal:
            let style = segue.presentation.map { " (`\($0.rawValue)`)" } ?? ""
            let container = segue.embedInNavigationController ? " in a navigation controller of its own" : ""
            guard segue.kind == .showDetail else { return "Presents \(target)\(style)\(container)." }
            if let source, let split = detailColumnSource(source) {
                return "Shows \(target) in the secondary column of '\(split)', replacing its stack (pushes it when the "
                    + "split is collapsed)."
            }
            return "Shows \(target) as the detail: from a split view's primary or supplementary column it replaces "
                + "the secondary column's stack, from the secondary column (or a collapsed split) it is pushed; "
                + "outside a split view it is presented\(style)\(container)."
        case .unwind:
            return "Returns to \(target) below, dismissing and popping what is over it."
        case .return:
            return "Goes back to whoever came: pops this screen when it was pushed, dismisses it when presented."
        case .replaceRoot:
            return "Replaces the whole root content by \(target), releasing every screen."
        }
    }

    private mutating func writeSegueFunction(_ segue: SegueDefinition, of screen: ScreenDefinition) {
        // The runtime names the values from the definition: `.init("source", "id", values…)`.
        let identity = [SwiftSpelling.stringLiteral(screen.id), SwiftSpelling.stringLiteral(segue.id)]
        writeSegueFunction(
            segue, at: sources.segue(segue.id, of: screen.id), identity: identity, spellsNames: false,
            source: screen.id)
    }

    /// A segue's function: a one-sentence doc comment, the signature, and one line building the `Segue`, whose
    /// initialiser takes `identity` first, then (with `spellsNames`) the parameters' names as one string, then
    /// the values, by position. `note` is a sentence added to the doc comment.
    mutating func writeSegueFunction(
        _ segue: SegueDefinition,
        at place: String?,
        identity: [String],
        spellsNames: Bool = true,
        note: String = "",
        source: String? = nil
    ) {
        let parameters = functionParameters(of: segue)
        var summary = segueSummary(segue, source: source)
        if segue.kind != .unwind && segue.kind != .return {
            var set: [String] = []
            if !segue.arguments.isEmpty {
                set.append("sets " + Self.enumeration(segue.arguments.keys.sorted().map { "'\($0)'" }, limit: 6))
            }
            if !segue.forward.isEmpty {
                set.append("forwards " + Self.enumeration(segue.forward.map { "'\($0)'" }, limit: 6))
            }
            if !set.isEmpty {
                summary += " It " + set.joined(separator: " and ") + "."
            }
        }
        doc(summary + note, at: place)
        var items = identity
        if !parameters.isEmpty {
            let names = parameters.map(\.name).joined(separator: " ")
            let values = parameters.map { parameter in
                let variable = SwiftNames.escaped(parameter.name)
                return SwiftSpelling.containsAppType(parameter.type)
                    ? "NavGraphRuntime.CodedArgument(\(variable))" : variable
            }
            items += (spellsNames ? ["names: \(SwiftSpelling.stringLiteral(names))"] : []) + values
        }
        writeSignature(
            prefix: "\(Self.unoptimized) \(access) static func \(SwiftNames.escaped(segue.id))", parameters,
            suffix: " -> \(segueType) {")
        writer.indent()
        writer.packedList(".init(", items, ")")
        close()
    }
}
