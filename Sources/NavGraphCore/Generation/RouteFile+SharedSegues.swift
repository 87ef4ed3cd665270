import NavGraphRuntime

extension RouteFile {
    /// `enum Segues`: one static func per shared segue (top-level `segues:`), performed from whichever of its
    /// sources is visible. Its functions are those of the segue on its first source: every source holds the
    /// same copy.
    mutating func writeSharedSegues() {
        let shared = (definition.sharedSegues ?? []).compactMap { shared -> (SharedSegueDefinition, SegueDefinition)? in
            guard let first = shared.sources.first,
                let segue = screensByID[first]?.segues.first(where: { $0.id == shared.id })
            else { return nil }
            return (shared, segue)
        }
        guard !shared.isEmpty else { return }
        writer.line()
        doc(
            "The shared segues, declared once for many screens: perform one with `router.perform(_:)` while one of "
                + "its sources is the visible screen; elsewhere it is refused with an error naming them.",
            at: nil)
        open("\(access) enum Segues")
        for (position, (definition, segue)) in shared.enumerated() {
            if position > 0 {
                writer.line()
            }
            let names = definition.sources.map { "'\($0)'" }
            writeSegueFunction(
                segue,
                at: sources.sharedSegue(definition.id),
                identity: ["shared: \(SwiftSpelling.stringLiteral(definition.id))"],
                note: " Performed from \(Self.enumeration(names, limit: 8)).")
        }
        writeSegueAliases(of: shared.map(\.1))
        close()
    }
}
