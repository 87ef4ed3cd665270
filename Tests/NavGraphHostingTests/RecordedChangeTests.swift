import NavGraphRuntime
import Testing

/// The router describes each operation from what the engine recorded doing to the stacks (so that its cost does not
/// grow with their depth); these walks check that the description (its steps and the navigation items of the
/// instances it brings) is the one a comparison of the whole state before and after gives, for every kind of
/// operation on every example graph.
@MainActor
@Suite struct RecordedChangeTests {
    @Test(arguments: ExampleGraphs.graphFiles)
    func aRecordedChangeIsTheComparedChange(file: String) throws {
        let definition = try #require(try ExampleGraphs.definition(file))
        try DynamicGraph.$current.withValue(definition) {
            var random = SplitMix64(seed: 0xc4a9_0000 &+ UInt64(file.utf8.count))
            let router = Router<DynamicGraph>()
            try router.start()
            var compared = 0
            for step in 0..<400 {
                let before = router.state
                let serial = router.lastChange?.serial ?? 0
                let name = Self.operate(router, definition: definition, random: &random)
                let after = router.lastChange
                let changed = (after?.serial ?? 0) != serial
                let expected = router.engine.change(
                    from: before, serial: after?.serial ?? 0, animated: after?.animated ?? false,
                    transition: router.lastTransition, isUserDriven: false)
                let place = "\(file), step \(step + 1) (\(name))"
                #expect((changed ? after?.steps : nil) == expected?.steps, "\(place)")
                #expect((changed ? after?.items : nil) == expected?.items, "\(place): items")
                if changed { compared += 1 }
            }
            #expect(compared > 100, "\(file): only \(compared) operations changed anything")
        }
    }

    /// Runs one operation a person or an app might ask for now (refused ones included) and names it.
    private static func operate(
        _ router: Router<DynamicGraph>, definition: GraphDefinition, random: inout SplitMix64
    ) -> String {
        let state = router.state
        let visibleStack = state.presentations.last?.stack ?? state.stack
        let plain = definition.screens.filter { $0.parameters.allSatisfy { !$0.isRequired } }
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<35:
            guard let screen = definition.screens.first(where: { $0.id == state.visible.screen.id }),
                let segue = random.pick(
                    screen.segues.filter { segue in
                        let destination = definition.screens.first { $0.id == segue.destination }
                        return (segue.returns ?? []).isEmpty
                            && (destination?.parameters ?? []).allSatisfy {
                                !$0.isRequired || segue.arguments[$0.name] != nil || segue.forward.contains($0.name)
                            }
                    })
            else { return "none" }
            _ = try? router.perform(segue.id, of: screen.id)
            return "perform \(screen.id).\(segue.id)"
        case 35..<50:
            guard let screen = random.pick(plain) else { return "none" }
            _ = try? router.push(ScreenValue(id: screen.id), animated: random.chance(50))
            return "push \(screen.id)"
        case 50..<62:
            _ = try? router.pop(animated: random.chance(50))
            return "pop"
        case 62..<66:
            _ = try? router.popToRoot()
            return "popToRoot"
        case 66..<72:
            guard let instance = random.pick(visibleStack) else { return "none" }
            _ = try? router.popTo(instance.id)
            return "popTo \(instance.id)"
        case 72..<78:
            let screens = (0..<Int.random(in: 1...3, using: &random)).compactMap { _ in random.pick(plain) }
            _ = try? router.setStack(screens.map { ScreenValue(id: $0.id) })
            return "setStack"
        case 78..<84:
            guard let screen = random.pick(plain) else { return "none" }
            let style = random.pick([PresentationStyle.automatic, .fullScreen, .pageSheet]) ?? .automatic
            _ = try? router.present(
                ScreenValue(id: screen.id), style: style, embedInNavigationController: random.chance(70))
            return "present \(screen.id)"
        case 84..<89:
            _ = try? router.dismiss()
            return "dismiss"
        case 89..<93:
            _ = try? router.back()
            return "back"
        case 93..<96:
            guard let tab = random.pick(state.tabBar?.tabs ?? []) else { return "none" }
            _ = try? router.select(tab)
            return "select \(tab)"
        default:
            _ = try? router.setCompact(random.chance(50))
            return "compact"
        }
    }
}
