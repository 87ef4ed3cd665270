import Foundation
import NavGraphRuntime
import Testing

/// State restoration.
@Suite struct RestorationTests {
    let mail: [String: ArgumentValue] = ["appID": .string("mail"), "appName": .string("Mail")]

    /// An engine with a main stack of three and an embedded presentation of two.
    func deepEngine() throws -> NavigationEngine {
        var engine = try SampleGraph.engine()
        try engine.perform("openApp", mail)
        try engine.perform("openDetail", ["count": .int(7)])
        try engine.push(ScreenValue(id: "detail", arguments: ["appID": .string("mail")]))
        try engine.present(ScreenValue(id: "compose"), style: .formSheet, embedInNavigationController: true)
        try engine.perform("pickRecipient")
        return engine
    }

    /// The screens of a state, without identities.
    func shape(_ state: NavigationState) -> [[ScreenValue]] {
        [state.stack.map(\.screen)] + state.presentations.map { $0.stack.map(\.screen) }
    }

    @Test func aSnapshotRoundTripsThroughJSON() throws {
        let engine = try deepEngine()
        let snapshot = engine.restorationState()
        #expect(snapshot.formatVersion == RestorationSnapshot.currentFormatVersion)
        #expect(snapshot.graph == "SettingsFlow")
        #expect(snapshot.fingerprint == engine.definition.restorationFingerprint)
        let decoded = try RestorationSnapshot(data: try snapshot.jsonData())
        #expect(decoded == snapshot)
        let (restored, report) = try NavigationEngine.restoring(decoded, definition: SampleGraph.definition())
        #expect(report.isComplete && report.fingerprintMatches && !report.usesDefaultRoot)
        #expect(shape(restored.state) == shape(engine.state))
        #expect(restored.state.presentations.map(\.style) == [.formSheet])
        #expect(!restored.state.isStarted)
        #expect(restored.lastEvents.isEmpty)
    }

    @Test func duplicatesAreMadeUniqueByTheirPath() throws {
        let snapshot = try deepEngine().restorationState()
        #expect(
            snapshot.stack.map(\.path) == [
                "main/settingsList", "main/appSettings", "main/detail", "main/detail#2",
            ]
        )
        #expect(snapshot.presentations.map { $0.stack.map(\.path) } == [["modal1/compose", "modal1/recipients"]])
        #expect(snapshot.rootIncluded)
    }

    @Test func onlyInstancesWithARestorationIdentifierAreSaved() throws {
        var engine = try SampleGraph.engine()
        try engine.perform("openAbout")
        try engine.perform("moreInfo")
        let snapshot = engine.restorationState()
        #expect(snapshot.presentations.map { $0.stack.map(\.screen) } == [["about"]])
        var unpreserved = SampleGraph.definition()
        unpreserved.screens[0].restorationIdentifier = nil
        var other = try NavigationEngine(definition: unpreserved)
        try other.push(ScreenValue(id: "appSettings", arguments: mail))
        let withoutRoot = other.restorationState()
        #expect(!withoutRoot.rootIncluded)
        #expect(withoutRoot.stack.map(\.screen) == ["appSettings"])
        let (restored, report) = try NavigationEngine.restoring(withoutRoot, definition: unpreserved)
        #expect(restored.stackIDs == ["settingsList", "appSettings"])
        #expect(report.usesDefaultRoot && report.isComplete)
    }

    @Test func aSnapshotThatNoLongerFitsRestoresTheLongestValidPrefix() throws {
        let snapshot = try deepEngine().restorationState()
        var edited = SampleGraph.definition()
        edited.screens[2].parameters.append(ParameterDefinition(name: "mode", type: .int))
        let (restored, report) = try NavigationEngine.restoring(snapshot, definition: edited)
        #expect(!report.fingerprintMatches)
        #expect(restored.stackIDs == ["settingsList", "appSettings"])
        #expect(restored.state.presentations.isEmpty)
        #expect(
            report.dropped.map(\.entry.path) == ["main/detail", "main/detail#2", "modal1/compose", "modal1/recipients"])
        #expect(report.dropped.first?.reason == "missing argument for parameter 'mode' of screen 'detail'")
    }

    @Test func unknownScreensAndBadArgumentsAreDropped() throws {
        var snapshot = try deepEngine().restorationState()
        snapshot.presentations[0].stack[1].screen = "gone"
        let (restored, report) = try NavigationEngine.restoring(snapshot, definition: SampleGraph.definition())
        #expect(restored.presentedIDs == [["compose"]])
        #expect(report.dropped.map(\.reason) == ["unknown screen 'gone'"])
        snapshot.stack[1].arguments["appID"] = .int(4)
        let (second, secondReport) = try NavigationEngine.restoring(snapshot, definition: SampleGraph.definition())
        #expect(second.stackIDs == ["settingsList"])
        #expect(second.state.presentations.isEmpty)
        #expect(secondReport.dropped.count == 5)
    }

    @Test func aSnapshotOfAnotherGraphKeepsNothing() throws {
        var snapshot = try deepEngine().restorationState()
        snapshot.graph = "MailFlow"
        let (restored, report) = try NavigationEngine.restoring(snapshot, definition: SampleGraph.definition())
        #expect(restored.stackIDs == ["settingsList"])
        #expect(report.dropped.count == 6)
        #expect(report.dropped[0].reason == "the snapshot is of graph 'MailFlow', not 'SettingsFlow'")
    }

    @Test func aMalformedPresentationIsDropped() throws {
        var snapshot = try deepEngine().restorationState()
        snapshot.presentations[0].embedsNavigationController = false
        let (restored, report) = try NavigationEngine.restoring(snapshot, definition: SampleGraph.definition())
        #expect(restored.state.presentations.isEmpty)
        #expect(report.dropped.count == 2)
    }

    @Test(arguments: [
        "", "{}", "[]", "not json", #"{"formatVersion": "1"}"#,
        #"{"formatVersion": 1, "graph": "SettingsFlow"}"#,
        #"{"formatVersion":1,"graph":"g","fingerprint":"f","rootIncluded":true,"stack":[{"path":1}],"presentations":[]}"#,
    ])
    func aCorruptSnapshotThrows(text: String) {
        #expect {
            try RestorationSnapshot(data: Data(text.utf8))
        } throws: { error in
            if case NavigationError.corruptSnapshot = error { true } else { false }
        }
    }

    @Test func anotherFormatVersionThrows() {
        let data = Data(#"{"formatVersion": 99}"#.utf8)
        #expect(throws: NavigationError.unsupportedSnapshotVersion(99)) { try RestorationSnapshot(data: data) }
    }

    @Test func theFingerprintIgnoresTitlesAndBarsButNotParametersOrIdentifiers() {
        let base = SampleGraph.definition()
        #expect(base.restorationFingerprint == SampleGraph.definition().restorationFingerprint)
        #expect(base.restorationFingerprint.count == 16)
        var retitled = base
        retitled.screens[0].title = "Réglages"
        retitled.screens[0].navigationItem.rightBarButtonItems = []
        #expect(retitled.restorationFingerprint == base.restorationFingerprint)
        var reparameterised = base
        reparameterised.screens[1].parameters[1].defaultValue = .string("App")
        #expect(reparameterised.restorationFingerprint != base.restorationFingerprint)
        var unpreserved = base
        unpreserved.screens[1].restorationIdentifier = nil
        #expect(unpreserved.restorationFingerprint != base.restorationFingerprint)
        var renamed = base
        renamed.name = "Other"
        #expect(renamed.restorationFingerprint != base.restorationFingerprint)
    }
}
