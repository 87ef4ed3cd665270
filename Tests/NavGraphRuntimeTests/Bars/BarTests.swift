import NavGraphRuntime
import Testing

/// The navigation bar and the toolbar over the visible screen.
@Suite struct BarTests {
    /// A graph of two screens whose settings each test chooses.
    func engine(
        previous: NavigationItemDefinition = NavigationItemDefinition(),
        previousTitle: String? = "Inbox",
        top: NavigationItemDefinition = NavigationItemDefinition(),
        topTitle: String? = "Message",
        container: ContainerSettings = ContainerSettings(),
        push: Bool = true
    ) throws -> NavigationEngine {
        let a = ScreenDefinition(
            id: "a",
            title: previousTitle,
            navigationItem: previous,
            restorationIdentifier: "a"
        )
        let b = ScreenDefinition(id: "b", title: topTitle, navigationItem: top, restorationIdentifier: "b")
        var engine = try NavigationEngine(
            definition: GraphDefinition(name: "Mail", root: "a", container: container, screens: [a, b])
        )
        try engine.start()
        if push { try engine.push(ScreenValue(id: "b")) }
        return engine
    }

    func backTitle(_ engine: NavigationEngine) -> String? {
        engine.navigationBar?.backButton?.label
    }

    @Test func backTitleIsThePreviousScreensTitle() throws {
        #expect(backTitle(try engine()) == "Inbox")
        #expect(backTitle(try engine(previous: NavigationItemDefinition(title: "Mailboxes"))) == "Mailboxes")
    }

    @Test func backTitleIsThePreviousBackBarButtonItemNeverShortened() throws {
        let long = "A very long back button title"
        let item = NavigationItemDefinition(backBarButtonItem: BackBarButtonItem(title: long))
        #expect(backTitle(try engine(previous: item)) == long)
        let image = NavigationItemDefinition(backBarButtonItem: BackBarButtonItem(image: "chevron"))
        #expect(try engine(previous: image).navigationBar?.backButton == BackButton(title: nil, image: "chevron"))
    }

    @Test func backTitleFallsBackToBackForATitleViewOnlyNoTitleOrATooLongTitle() throws {
        #expect(
            backTitle(try engine(previous: NavigationItemDefinition(titleView: "logo"), previousTitle: nil)) == "Back")
        #expect(backTitle(try engine(previousTitle: nil)) == "Back")
        #expect(backTitle(try engine(previousTitle: "")) == "Back")
        #expect(backTitle(try engine(previousTitle: "Twelve chars")) == "Twelve chars")
        #expect(backTitle(try engine(previousTitle: "Thirteen char")) == "Back")
        let short = ContainerSettings(backButtonTitleMaxLength: 4)
        #expect(backTitle(try engine(previousTitle: "Mail", container: short)) == "Mail")
        #expect(backTitle(try engine(previousTitle: "Inbox", container: short)) == "Back")
    }

    @Test func leftItemsReplaceTheBackButtonUnlessTheySupplementIt() throws {
        let close = BarButtonItemDefinition(id: "close", content: .title("Close"), behavior: .builtin(.pop))
        let replacing = try engine(top: NavigationItemDefinition(leftBarButtonItems: [close]))
        #expect(replacing.navigationBar?.left == [.item(close)])
        let supplementing = try engine(
            top: NavigationItemDefinition(leftItemsSupplementBackButton: true, leftBarButtonItems: [close])
        )
        #expect(supplementing.navigationBar?.left == [.back(BackButton(title: "Inbox")), .item(close)])
        let hidden = try engine(
            top: NavigationItemDefinition(
                hidesBackButton: true,
                leftItemsSupplementBackButton: true,
                leftBarButtonItems: [close]
            )
        )
        #expect(hidden.navigationBar?.left == [.item(close)])
    }

    @Test func theRootAndAHiddenBackButtonShowNothingOnTheLeft() throws {
        #expect(try engine(push: false).navigationBar?.left == [])
        #expect(try engine(top: NavigationItemDefinition(hidesBackButton: true)).navigationBar?.left == [])
    }

    @Test func middleShowsTitleViewElseNavigationItemTitleElseTitle() throws {
        let view = try engine(top: NavigationItemDefinition(title: "Item", titleView: "logo"))
        #expect(view.navigationBar?.titleView == "logo")
        #expect(view.navigationBar?.title == nil)
        #expect(try engine(top: NavigationItemDefinition(title: "Item")).navigationBar?.title == "Item")
        #expect(try engine().navigationBar?.title == "Message")
        #expect(try engine(topTitle: nil).navigationBar?.title == nil)
    }

    @Test func placeholdersAreFilledFromTheInstanceArguments() throws {
        var engine = try SampleGraph.engine()
        try engine.perform("openApp", ["appID": .string("mail"), "appName": .string("Mail")])
        #expect(engine.navigationBar?.title == "Mail")
        #expect(engine.navigationBar?.prompt == "Settings of mail")
        try engine.perform("openDetail", ["count": .int(12)])
        #expect(engine.navigationBar?.title == "Detail 12")
        #expect(engine.navigationBar?.backButton?.title == "All Mail settings")
        let arguments: [String: ArgumentValue] = [
            "s": .string("x"), "b": .bool(true), "d": .double(2.5), "n": .null,
            "a": .array([.int(1), .int(2)]), "o": .object(["k": .string("v")]),
        ]
        #expect(
            NavigationBarFormatting.fill("{s}|{b}|{d}|{n}|{a}|{o}|{missing}|{", arguments)
                == #"x|true|2.5||1, 2|{"k":"v"}|{missing}|{"#
        )
    }

    @Test func rightItemsKeepDeclarationOrder() throws {
        var engine = try SampleGraph.engine()
        try engine.perform("openApp", ["appID": .string("mail")])
        #expect(engine.navigationBar?.right.map(\.id) == ["share", "done"])
    }

    @Test func largeTitleFollowsModeAndInheritsForAutomatic() throws {
        let prefers = ContainerSettings(prefersLargeTitles: true)
        #expect(try engine(container: prefers, push: false).navigationBar?.largeTitle == true)
        #expect(try engine(push: false).navigationBar?.largeTitle == false)
        #expect(try engine(container: prefers).navigationBar?.largeTitle == true)
        let never = NavigationItemDefinition(largeTitleDisplayMode: .never)
        #expect(try engine(previous: never, container: prefers).navigationBar?.largeTitle == false)
        let always = NavigationItemDefinition(largeTitleDisplayMode: .always)
        #expect(try engine(previous: never, top: always, container: prefers).navigationBar?.largeTitle == true)
        #expect(try engine(top: always).navigationBar?.largeTitle == false)
    }

    @Test func hiddenFollowsTheTopsOverrideElseTheContainer() throws {
        var engine = try SampleGraph.engine()
        #expect(engine.navigationBar?.hidden == false)
        try engine.perform("openGeneral")
        #expect(engine.navigationBar?.hidden == true)
        let hiddenBars = try self.engine(container: ContainerSettings(navigationBarHidden: true))
        #expect(hiddenBars.navigationBar?.hidden == true)
    }

    @Test func appearanceIsTheContainers() throws {
        let appearance = Appearance(barStyle: .black, tintColor: "#FF0000")
        let engine = try engine(container: ContainerSettings(appearance: appearance))
        #expect(engine.navigationBar?.appearance == appearance)
    }

    @Test func aScreenPresentedWithoutItsOwnStackHasNoBar() throws {
        var engine = try SampleGraph.engine()
        try engine.perform("openAbout")
        #expect(engine.navigationBar == nil)
        #expect(engine.toolbar == ToolbarState(hidden: true, items: []))
        try engine.dismiss()
        try engine.perform("openCompose")
        #expect(engine.navigationBar?.title == "New Message")
        #expect(engine.navigationBar?.left.map(\.description) == ["cancel"])
    }

    @Test func toolbarIsHiddenByDefaultAndShowsTheTopsItemsInOrder() throws {
        var engine = try SampleGraph.engine()
        #expect(engine.toolbar.hidden)
        #expect(engine.toolbar.items.map(\.id) == ["compose", "space", "info"])
        try engine.perform("openCompose")
        #expect(engine.toolbar == ToolbarState(hidden: false, items: SampleGraph.compose.toolbarItems))
        let shown = try self.engine(container: ContainerSettings(toolbarHidden: false))
        #expect(!shown.toolbar.hidden)
    }
}

/// Test access to placeholder filling through a screen title.
enum NavigationBarFormatting {
    static func fill(_ template: String, _ arguments: [String: ArgumentValue]) -> String? {
        let parameters = arguments.keys.sorted().map { ParameterDefinition(name: $0, type: .app("Any")) }
        let screen = ScreenDefinition(id: "s", title: template, parameters: parameters, restorationIdentifier: nil)
        let engine = try? NavigationEngine(
            definition: GraphDefinition(name: "G", root: "s", screens: [screen]),
            root: ScreenValue(id: "s", arguments: arguments)
        )
        return engine?.navigationBar?.title
    }
}

extension LeftBarEntry {
    /// The item id, or `back TITLE`.
    var description: String {
        switch self {
        case .back(let button): "back \(button.label)"
        case .item(let item): item.id
        }
    }
}
