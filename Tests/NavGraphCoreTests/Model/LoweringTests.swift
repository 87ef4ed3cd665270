import NavGraphRuntime
import Testing
import _NavGraphCore

@Test func loweringCarriesEverySettingWithDefaults() throws {
    let yaml = """
        navgraph: 1
        graph: Full
        root: list
        navigationController:
          toolbarHidden: false
          backButtonTitleMaxLength: 8
          appearance: { barStyle: black, tintColor: "#FF0000" }
        enums:
          Section: [general, privacy]
        screens:
          list:
            title: Settings
            navigationItem:
              backButtonTitle: Back
              rightBarButtonItems:
                - { id: add, system: add, segue: open }
            toolbarItems:
              - { id: share, image: square.and.arrow.up, style: done, enabled: false, action: share }
            segues:
              open: { kind: show, to: detail, arguments: { section: privacy, count: 3 }, animated: false }
              present: { kind: modal, to: sheet, presentation: formSheet, embedInNavigationController: true }
          detail:
            title: "{name}"
            parameters:
              section: Section
              count: Int
              name: { type: String, default: "" }
              when: { type: Date?, default: null }
              ids: { type: "[Int]", default: [1, 2] }
              user: { swift: "App.User?", default: null }
            restorationIdentifier: null
            interactivePopGestureEnabled: false
            segues:
              back: { kind: unwind, to: list }
          sheet:
            modalInPresentation: true
            navigationItem:
              leftBarButtonItems: [{ id: close, title: Close, builtin: dismiss }]

        """
    let result = Pipeline.check(mainFile: "full.navgraph.yaml", sources: InMemorySources(["full.navgraph.yaml": yaml]))
    let errors = result.diagnostics.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors)")
    guard let definition = result.definition else {
        Issue.record("the graph did not lower")
        return
    }
    #expect(definition.name == "Full")
    #expect(definition.root == "list")
    #expect(definition.container.toolbarHidden == false)
    #expect(definition.container.navigationBarHidden == false)
    #expect(definition.container.backButtonTitleMaxLength == 8)
    #expect(definition.container.appearance.barStyle == .black)
    #expect(definition.container.appearance.tintColor == "#FF0000")
    #expect(definition.container.appearance.translucent == true)
    #expect(definition.enums == [EnumDefinition(name: "Section", cases: ["general", "privacy"])])
    #expect(definition.screens.map(\.id) == ["list", "detail", "sheet"])

    let list = definition.screens[0]
    #expect(list.restorationIdentifier == "list")
    #expect(list.navigationItem.backBarButtonItem == BackBarButtonItem(title: "Back"))
    #expect(
        list.navigationItem.rightBarButtonItems == [
            BarButtonItemDefinition(id: "add", content: .system(.add), behavior: .segue("open"))
        ]
    )
    #expect(
        list.toolbarItems == [
            BarButtonItemDefinition(
                id: "share", content: .image("square.and.arrow.up"), style: .done, enabled: false,
                behavior: .action("share")
            )
        ]
    )
    #expect(
        list.segues == [
            SegueDefinition(
                id: "open", kind: .show, destination: "detail",
                arguments: ["section": .string("privacy"), "count": .int(3)], animated: false
            ),
            SegueDefinition(
                id: "present", kind: .modal, destination: "sheet", presentation: .formSheet,
                embedInNavigationController: true
            ),
        ]
    )

    let detail = definition.screens[1]
    #expect(detail.title == "{name}")
    #expect(detail.restorationIdentifier == nil)
    #expect(detail.interactivePopGestureEnabled == false)
    #expect(
        detail.parameters == [
            ParameterDefinition(name: "section", type: .enumeration("Section")),
            ParameterDefinition(name: "count", type: .int),
            ParameterDefinition(name: "name", type: .string, defaultValue: .string("")),
            ParameterDefinition(name: "when", type: .optional(.date), defaultValue: .null),
            ParameterDefinition(name: "ids", type: .array(.int), defaultValue: .array([.int(1), .int(2)])),
            ParameterDefinition(name: "user", type: .optional(.app("App.User")), defaultValue: .null),
        ]
    )
    #expect(detail.segues == [SegueDefinition(id: "back", kind: .unwind, destination: "list")])

    let sheet = definition.screens[2]
    #expect(sheet.modalInPresentation == true)
    #expect(sheet.modalPresentationStyle == .automatic)
    #expect(
        sheet.navigationItem.leftBarButtonItems == [
            BarButtonItemDefinition(id: "close", content: .title("Close"), behavior: .builtin(.dismiss))
        ]
    )
}

@Test func loweringNormalisesLiteralsLikeTheRuntime() throws {
    let yaml =
        header + """
            screens:
              home:
                parameters:
                  id: { type: UUID, default: e621e1f8-c36c-495a-93fc-0c247a3e6e5f }
                  ratio: { type: Double, default: 2 }

            """
    let definition = try #require(check(yaml).result.definition)
    let parameters = definition.screens.first?.parameters
    #expect(parameters?.first?.defaultValue == .string("E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
    #expect(parameters?.last?.defaultValue == .double(2))
}
