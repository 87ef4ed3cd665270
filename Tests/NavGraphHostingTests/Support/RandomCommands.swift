@_spi(Hosting) import NavGraphRuntime
import _NavGraphCore

/// Random commands for the seeded walks over the example graphs, as `navgraph simulate` reads them.
@MainActor
enum RandomCommands {
    /// A command a person or an app might give now: mostly a segue of a screen on screen (its required
    /// arguments filled) or a tap of an item on screen, sometimes a gesture, a tab, a size class, a deep link,
    /// a save or a restore.
    static func next(for router: Router<DynamicGraph>, random: inout SplitMix64) -> String {
        let engine = router.engine
        let definition = engine.definition
        let state = router.state
        let roll = Int.random(in: 0..<100, using: &random)
        switch roll {
        case 0..<45:
            let sources =
                [state.visible] + (state.presentations.isEmpty ? (state.split?.columns.compactMap(\.last) ?? []) : [])
            guard let source = random.pick(sources),
                let screen = definition.screens.first(where: { $0.id == source.screen.id }),
                let segue = random.pick(screen.segues)
            else { return "back" }
            let destination = definition.screens.first { $0.id == segue.destination }
            var words = ["perform", "\(screen.id).\(segue.id)"]
            for parameter in destination?.parameters ?? [] where parameter.isRequired {
                guard segue.arguments[parameter.name] == nil, !segue.forward.contains(parameter.name) else { continue }
                words.append("\(parameter.name)=\(text(for: parameter.type, in: definition))")
            }
            for value in segue.returns ?? [] {
                words.append("\(value.name)=\(text(for: value.type, in: definition))")
            }
            return words.joined(separator: " ")
        case 45..<60:
            // An alert's buttons are what a person can tap while it is up.
            let ids = engine.itemsOnScreen.map(\.id) + (engine.alertOnScreen?.actions.map(\.id) ?? [])
            guard let item = random.pick(ids) else { return "back" }
            return "tap \(item)"
        case 60..<70: return "back"
        case 70..<76: return random.chance(30) ? "swipeBack cancel" : "swipeBack"
        case 76..<80: return "swipeDown"
        case 80..<84: return "dismiss"
        case 84..<87: return "popToRoot"
        case 87..<91:
            guard let tab = random.pick(state.tabBar?.tabs ?? []) else { return "state" }
            return "selectTab \(tab)"
        case 91..<94: return random.chance(50) ? "compact on" : "compact off"
        case 94..<96: return "save walk"
        case 96..<98: return "restore walk"
        default:
            let links = definition.screens.flatMap(\.deepLinks).map(\.pattern).filter {
                !$0.contains("{") && !$0.contains("*")
            }
            guard let link = random.pick(links) else { return "state" }
            return "open \(link)"
        }
    }

    /// A written value of a type.
    static func text(for type: ParameterType, in definition: GraphDefinition) -> String {
        switch type {
        case .string: "x"
        case .int: "1"
        case .double: "1.5"
        case .bool: "true"
        case .uuid: "6F9619FF-8B86-D011-B42D-00CF4FC964FF"
        case .url: "https://example.com"
        case .date: "2024-01-01T00:00:00Z"
        case .enumeration(let name): definition.enums.first { $0.name == name }?.cases.first ?? "x"
        case .array: "[]"
        case .optional(let wrapped): text(for: wrapped, in: definition)
        case .app: "null"
        }
    }
}
