@_spi(Generated) import NavGraphRuntime
import Testing

/// Filtering returned values by the screen that returned them (`onReturn(\.picker)`, `returns(\.picker)`), on a
/// hand-written conformance shaped like generated code: `Return` has one case per source screen, each carrying
/// that screen's enum, and an accessor per screen (see docs/generation.md, Return).
@MainActor
@Suite struct ReturnFilterTests {
    enum PickerFlow: NavigationGraphWithDefaultRoot {
        enum Screen: Hashable, Codable, Sendable {
            case composer, sizePicker, colorPicker
        }
        enum Action: Hashable, Sendable {}
        enum Return: Hashable, Sendable {
            case sizePicker(SizePicker)
            enum SizePicker: Hashable, Sendable {
                case chosen(size: String)
            }
            var sizePicker: SizePicker? { if case .sizePicker(let value) = self { value } else { nil } }

            case colorPicker(ColorPicker)
            enum ColorPicker: Hashable, Sendable {
                case chosen(color: String)
            }
            var colorPicker: ColorPicker? { if case .colorPicker(let value) = self { value } else { nil } }
        }

        static let ids: [Screen: String] = [
            .composer: "composer", .sizePicker: "sizePicker", .colorPicker: "colorPicker",
        ]

        static var definition: GraphDefinition {
            func picker(_ id: String, value: String) -> ScreenDefinition {
                ScreenDefinition(
                    id: id, restorationIdentifier: id,
                    segues: [
                        SegueDefinition(
                            id: "chosen", kind: .unwind, destination: "composer",
                            returns: [ReturnDefinition(name: value, type: .string)])
                    ])
            }
            return GraphDefinition(
                name: "PickerFlow", root: "composer",
                screens: [
                    ScreenDefinition(
                        id: "composer", restorationIdentifier: "composer",
                        segues: [
                            SegueDefinition(id: "chooseSize", kind: .show, destination: "sizePicker"),
                            SegueDefinition(id: "chooseColor", kind: .show, destination: "colorPicker"),
                        ]),
                    picker("sizePicker", value: "size"),
                    picker("colorPicker", value: "color"),
                ])
        }
        static var defaultRoot: Screen { .composer }

        static func value(of screen: Screen) throws -> ScreenValue { ScreenValue(id: ids[screen] ?? "") }

        static func screen(from value: ScreenValue) -> Screen? { ids.first { $0.value == value.id }?.key }

        static func action(named name: String) -> Action? { nil }

        static func returned(_ values: ReturnedValues) -> Return? {
            switch (values.source, values.values["size"], values.values["color"]) {
            case ("sizePicker", .string(let size)?, _): .sizePicker(.chosen(size: size))
            case ("colorPicker", _, .string(let color)?): .colorPicker(.chosen(color: color))
            default: nil
            }
        }
    }

    func pick(size: String, color: String, on router: Router<PickerFlow>) throws {
        try router.perform(Segue(source: "composer", id: "chooseSize"))
        try router.perform(Segue(source: "sizePicker", id: "chosen", arguments: ["size": .string(size)]))
        try router.perform(Segue(source: "composer", id: "chooseColor"))
        try router.perform(Segue(source: "colorPicker", id: "chosen", arguments: ["color": .string(color)]))
    }

    @Test func aScreenFilterSeesOnlyWhatThatScreenReturned() throws {
        let router = Router<PickerFlow>()
        var sizes: [PickerFlow.Return.SizePicker] = []
        var colors: [PickerFlow.Return.ColorPicker] = []
        var all: [PickerFlow.Return] = []
        let observations = [
            router.onReturn(\.sizePicker) { sizes.append($0) },
            router.onReturn(\.colorPicker) { colors.append($0) },
            router.onReturn { all.append($0) },
        ]
        try router.start()
        try pick(size: "M", color: "red", on: router)
        #expect(sizes == [.chosen(size: "M")])
        #expect(colors == [.chosen(color: "red")])
        #expect(all == [.sizePicker(.chosen(size: "M")), .colorPicker(.chosen(color: "red"))])
        #expect(router.lastReturn?.colorPicker == .chosen(color: "red"))
        #expect(router.lastReturn?.sizePicker == nil)
        observations.forEach { $0.cancel() }
        try pick(size: "S", color: "blue", on: router)
        #expect(sizes.count == 1 && colors.count == 1)
    }

    @Test func aFilteredStreamSkipsOtherScreensReturns() async throws {
        let router = Router<PickerFlow>()
        let stream = router.returns(\.colorPicker)
        try router.start()
        try pick(size: "M", color: "red", on: router)
        try pick(size: "L", color: "green", on: router)
        var iterator = stream.makeAsyncIterator()
        #expect(await iterator.next() == .chosen(color: "red"))
        #expect(await iterator.next() == .chosen(color: "green"))
    }
}
