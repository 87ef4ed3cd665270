import Foundation
@_spi(Generated) import NavGraphRuntime
import Testing

/// The reference code (`Generated/`, a symlink to NavGraphReferenceTests/References) compiled in this module, three
/// graphs side by side, and driven: conversions, `Codable`, the embedded definition, segue values.
@Suite struct GeneratedAPITests {
    /// A screen with every kind of parameter of each graph, and screens without parameters.
    static let settingsScreens: [SettingsFlow.Screen] = [
        .settingsList,
        .appSettings(appID: "mail", appName: "Mail", badgeCount: 3),
        .settingsGroup(appID: "mail", section: .privacy, showsFooter: false),
        .storage(usedBytes: 42, lastScan: Date(timeIntervalSince1970: 1_800_000_000)),
        .about,
    ]
    static let mailScreens: [MailFlow.Screen] = [
        .mailboxes,
        .messages(mailbox: .junk, name: "Junk"),
        .message(
            mailbox: .inbox, messageID: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F") ?? UUID(),
            subject: "Hi", receivedAt: Date(timeIntervalSince1970: 1_700_000_000),
            attachments: [URL(fileURLWithPath: "/tmp/a.pdf")]),
        .compose(replyTo: nil, draft: MailDraft(recipients: ["a@b.c"], subject: "Re: Hi")),
        .compose(),
    ]

    @Test func valueOfAndScreenFromAreInverse() throws {
        for screen in Self.settingsScreens {
            #expect(SettingsFlow.screen(from: try SettingsFlow.value(of: screen)) == screen)
        }
        for screen in Self.mailScreens {
            #expect(MailFlow.screen(from: try MailFlow.value(of: screen)) == screen)
        }
        let weibo: [WeiboFlow.Screen] = [.feed, .compose(replyTo: "p1", topics: ["swift", "ios"]), .location]
        for screen in weibo {
            #expect(WeiboFlow.screen(from: try WeiboFlow.value(of: screen)) == screen)
        }
    }

    @Test func valueOfCarriesEveryParameterByName() throws {
        let value = try SettingsFlow.value(of: .appSettings(appID: "mail"))
        #expect(value.id == "appSettings")
        #expect(value.arguments == ["appID": .string("mail"), "appName": .string(""), "badgeCount": .int(0)])
        let group = try SettingsFlow.value(of: .settingsGroup(appID: "x", section: .battery))
        #expect(group.arguments["section"] == .string("battery"))
        #expect(group.arguments["showsFooter"] == .bool(true))
    }

    @Test func screenFromFillsDefaultsForMissingArguments() {
        let value = ScreenValue(id: "appSettings", arguments: ["appID": .string("mail")])
        #expect(SettingsFlow.screen(from: value) == .appSettings(appID: "mail", appName: "", badgeCount: 0))
        #expect(MailFlow.screen(from: ScreenValue(id: "compose")) == .compose(replyTo: nil, draft: nil))
    }

    @Test func screenFromRejectsUnknownIdsMissingRequiredAndMistypedArguments() {
        #expect(SettingsFlow.screen(from: ScreenValue(id: "nowhere")) == nil)
        #expect(SettingsFlow.screen(from: ScreenValue(id: "appSettings")) == nil)
        #expect(SettingsFlow.screen(from: ScreenValue(id: "appSettings", arguments: ["appID": .int(1)])) == nil)
        let badEnum = ScreenValue(id: "settingsGroup", arguments: ["appID": .string("x"), "section": .string("nope")])
        #expect(SettingsFlow.screen(from: badEnum) == nil)
        let badDraft = ScreenValue(id: "compose", arguments: ["draft": .string("not an object")])
        #expect(MailFlow.screen(from: badDraft) == nil)
    }

    @Test func screensAreEqualOnlyForTheSameCaseAndArguments() {
        let screen = SettingsFlow.Screen.appSettings(appID: "x")
        #expect(screen == .appSettings(appID: "x", appName: "", badgeCount: 0))
        #expect(screen != .appSettings(appID: "y"))
        #expect(screen != .settingsList)
        #expect(SettingsFlow.Screen.settingsList != .search)
        #expect(Set([screen, screen, .settingsList, .appSettings(appID: "y")]).count == 3)
    }

    @Test func screensRoundTripThroughCodableAsTheirDynamicForm() throws {
        let data = try JSONEncoder().encode(Self.mailScreens)
        #expect(try JSONDecoder().decode([MailFlow.Screen].self, from: data) == Self.mailScreens)
        let single = try JSONEncoder().encode(SettingsFlow.Screen.appSettings(appID: "a"))
        let asValue = try JSONDecoder().decode(ScreenValue.self, from: single)
        #expect(asValue == (try SettingsFlow.value(of: .appSettings(appID: "a"))))
    }

    @Test func decodingAnUnknownScreenThrowsInsteadOfTrapping() {
        let data = Data(#"{"id":"nowhere","arguments":{}}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(SettingsFlow.Screen.self, from: data) }
    }

    @Test func embeddedDefinitionDecodesToTheGraph() throws {
        let definition = SettingsFlow.definition
        #expect(definition.name == "SettingsFlow")
        #expect(definition.root == "settingsList")
        #expect(definition.enums.map(\.name) == ["SettingsSection"])
        for screen in definition.screens {
            let value = ScreenValue(
                id: screen.id,
                arguments: screen.parameters.reduce(into: [:]) { $0[$1.name] = $1.defaultValue }
            )
            // Every screen of the tables is a case of `Screen`; a missing argument counts as `null`, which only an
            // optional or defaulted parameter accepts.
            let typed = SettingsFlow.screen(from: value)
            let acceptsNothing = screen.parameters.allSatisfy { parameter in
                if case .optional = parameter.type { return true }
                return !parameter.isRequired
            }
            #expect((typed != nil) == acceptsNothing, "\(screen.id)")
        }
        #expect(MailFlow.definition.screens.count == 6)
        #expect(MailFlow.definition.screens.last?.alert?.style == .actionSheet)
        #expect(WeiboFlow.definition.name == "WeiboFlow")
    }

    @Test func everyActionOfTheTablesHasACase() {
        for graph in [SettingsFlow.definition, MailFlow.definition, WeiboFlow.definition] {
            let names = graph.screens.flatMap {
                $0.navigationItem.leftBarButtonItems + $0.navigationItem.rightBarButtonItems + $0.toolbarItems
            }.compactMap { item -> String? in
                if case .action(let name) = item.behavior { return name }
                return nil
            }
            #expect(!names.isEmpty)
            for name in names {
                let found =
                    SettingsFlow.action(named: name) != nil || MailFlow.action(named: name) != nil
                    || WeiboFlow.action(named: name) != nil
                #expect(found, "\(name)")
            }
        }
        #expect(SettingsFlow.action(named: "shareDeviceInfo") == .shareDeviceInfo)
        #expect(SettingsFlow.action(named: "noSuchAction") == nil)
        #expect(MailFlow.action(named: "toggleFlag") == .toggleFlag)
    }

    @Test func segueFunctionsNameTheirSourceAndCarryTheirArguments() throws {
        let segue = SettingsFlow.SettingsList.openApp(appID: "mail", appName: "Mail")
        #expect(segue.source == "settingsList")
        #expect(segue.id == "openApp")
        #expect(
            try segue.arguments.get() == ["appID": .string("mail"), "appName": .string("Mail"), "badgeCount": .int(0)])
        let unwind = SettingsFlow.SettingsGroup.backToApps()
        #expect(try unwind.arguments.get() == [:])
    }

    @Test func segueArgumentsOfAppTypesTravelAsTheirJSONForm() throws {
        let draft = MailDraft(recipients: ["x@y.z"], subject: "S")
        let segue = MailFlow.Mailboxes.compose(draft: draft)
        let arguments = try segue.arguments.get()
        #expect(arguments["replyTo"] == .null)
        #expect(arguments["draft"] == (try ArgumentValue(encoding: draft)))
        #expect(arguments["draft"]?.decode(MailDraft.self) == draft)
    }

    @Test func graphEnumsConvertAsTheirCaseNames() {
        #expect(SettingsFlow.SettingsSection.privacy.argumentValue == .string("privacy"))
        #expect(SettingsFlow.SettingsSection(argumentValue: .string("battery")) == .battery)
        #expect(MailFlow.MailboxKind.allCases.count == 6)
    }
}
