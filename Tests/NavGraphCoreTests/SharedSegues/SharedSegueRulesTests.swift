import Foundation
import NavGraphRuntime
import Testing
import _NavGraphCore

/// The top-level `segues:` block: decoded, copied onto each source, checked per source.
struct SharedSegueRulesTests {
    /// A timeline and two other screens that open a status; `profile` is presented without a navigation stack.
    static let screens = """
        screens:
          home:
            segues:
              openTimeline: { kind: show, to: timeline }
              openProfile: { kind: modal, to: profile }
          timeline:
            parameters: { accountID: String }
          notifications: {}
          profile:
            navigationItem:
              leftBarButtonItems: [{ id: close, system: close, builtin: dismiss }]
          status:
            parameters: { statusID: Int, accountID: String }

        """

    @Test func aSharedSegueIsCopiedOntoEachSourceAndLowered() throws {
        let checked = check(
            header + "segues:\n  openStatus: { kind: show, to: status, from: [home, timeline], forward: [] }\n"
                + Self.screens.replacingOccurrences(of: "  notifications: {}\n", with: ""))
        let definition = try #require(checked.result.definition, "\(checked.result.diagnostics.map(\.message))")
        #expect(definition.sharedSegues == [SharedSegueDefinition(id: "openStatus", sources: ["home", "timeline"])])
        let withSegue = definition.screens.filter { $0.segues.contains { $0.id == "openStatus" } }.map(\.id)
        #expect(withSegue == ["home", "timeline"])
        // After the source's own segues, so declaration order (deep-link routes) is unchanged.
        #expect(definition.screens.first?.segues.map(\.id) == ["openTimeline", "openProfile", "openStatus"])
    }

    @Test func fromAllMeansEveryScreenButTheDestination() throws {
        let checked = check(header + "segues:\n  openStatus: { kind: modal, to: status, from: all }\n" + Self.screens)
        let definition = try #require(checked.result.definition, "\(checked.result.diagnostics.map(\.message))")
        #expect(
            definition.sharedSegues?.first?.sources == ["home", "timeline", "notifications", "profile"])
    }

    @Test func fromAllLeavesAlertsOut() throws {
        // An alert has no stack and performs only its actions' segues: `from: all` does not make it a source.
        let screens = Self.screens.replacingOccurrences(
            of: "              openProfile: { kind: modal, to: profile }\n",
            with: """
                      openProfile: { kind: modal, to: profile }
                      askLeave: { kind: modal, to: leave }
                  leave:
                    style: alert
                    actions: [{ id: stay, title: Stay, role: cancel }]

                """)
        let checked = check(header + "segues:\n  openStatus: { kind: show, to: status, from: all }\n" + screens)
        let definition = try #require(checked.result.definition, "\(checked.result.diagnostics.map(\.message))")
        #expect(definition.sharedSegues?.first?.sources == ["home", "timeline", "notifications", "profile"])
    }

    @Test func aSourceListedAsOneScalarIsAList() throws {
        let checked = check(header + "segues:\n  openStatus: { kind: modal, to: status, from: home }\n" + Self.screens)
        #expect(checked.result.definition?.sharedSegues?.first?.sources == ["home"])
    }

    @Test func fromIsRequiredAndUnknownKeysAreReported() {
        let missing = check(header + "segues:\n  1️⃣openStatus: { kind: show, to: status }\n" + Self.screens)
        let diagnostic = expectDiagnostic(missing, .missingKey, at: "1️⃣")
        #expect(diagnostic?.message == "segue 'openStatus' needs 'from'")
        let unknown = check(
            header + "segues:\n  openStatus: { kind: show, to: status, from: [home], 1️⃣form: x }\n" + Self.screens)
        let typo = expectDiagnostic(unknown, .unknownKey, at: "1️⃣")
        #expect(typo?.message == "unknown key 'form' in a shared segue")
        #expect(typo?.notes.map(\.message).contains("did you mean 'from'?") == true)
        let option = check(
            header + "segues:\n  openStatus: { kind: show, to: status, from: [home], 1️⃣presentation: popover }\n"
                + Self.screens)
        expectDiagnostic(option, .unknownKey, at: "1️⃣")
    }

    @Test func aSourceMayBeAScreenOfAnIncludedFile() throws {
        let part = "screens:\n  extra: {}\n"
        let checked = check(
            header
                + "include: [part.navgraph.yaml]\nsegues:\n  openStatus: { kind: modal, to: status, from: [extra] }\n"
                + Self.screens, files: ["part.navgraph.yaml": part])
        let definition = try #require(checked.result.definition, "\(checked.result.diagnostics.map(\.message))")
        #expect(definition.sharedSegues?.first?.sources == ["extra"])
    }

    @Test func anIncludedFileCannotDeclareSharedSegues() {
        let part = "screens:\n  extra: {}\nsegues:\n  x: { kind: show, to: extra, from: [home] }\n"
        let checked = check(
            header + "include: [part.navgraph.yaml]\n" + Self.screens, files: ["part.navgraph.yaml": part])
        let messages = checked.diagnostics(.unknownKey).map(\.message)
        #expect(messages == ["'segues' belongs in the main graph file, not in an included file"])
        #expect(checked.result.definition == nil)
    }

    @Test func ng201AnUnknownSourceWithDidYouMean() {
        let checked = check(
            header + "segues:\n  openStatus: { kind: modal, to: status, from: [home, 1️⃣timelin] }\n" + Self.screens)
        let diagnostic = expectDiagnostic(checked, .unknownScreen, at: "1️⃣")
        #expect(diagnostic?.message == "shared segue 'openStatus' comes from unknown screen 'timelin'")
        #expect(diagnostic?.notes.map(\.message) == ["did you mean 'timeline'?"])
    }

    @Test func ng206AnEmptyFrom() {
        let checked = check(header + "segues:\n  openStatus: { kind: modal, to: status, from: 1️⃣[] }\n" + Self.screens)
        expectDiagnostic(checked, .sharedSegueWithoutSources, at: "1️⃣")
        #expect(checked.result.hasErrors)
    }

    @Test func ng207ASourceListedTwice() {
        let checked = check(
            header + "segues:\n  openStatus: { kind: modal, to: status, from: [home, 1️⃣home] }\n" + Self.screens)
        let diagnostic = expectDiagnostic(checked, .sharedSourceListedTwice, at: "1️⃣")
        #expect(diagnostic?.severity == .warning)
        #expect(checked.result.definition?.sharedSegues?.first?.sources == ["home"])
    }

    @Test func ng418AScreensOwnSegueOverridesTheSharedOne() throws {
        let screens = Self.screens.replacingOccurrences(
            of: "    parameters: { accountID: String }\n",
            with: "    parameters: { accountID: String }\n    segues:\n      1️⃣openStatus: { kind: modal, to: status }\n"
        )
        let checked = check(header + "segues:\n  openStatus: { kind: show, to: status, from: all }\n" + screens)
        let diagnostic = expectDiagnostic(checked, .sharedSegueOverridden, at: "1️⃣")
        #expect(diagnostic?.severity == .remark)
        let definition = try #require(checked.result.definition)
        #expect(definition.sharedSegues?.first?.sources == ["home", "notifications", "profile"])
        let timeline = try #require(definition.screens.first { $0.id == "timeline" })
        #expect(timeline.segues.map(\.kind) == [.modal])
    }

    @Test func ng419EverySourceOverrides() {
        let screens = Self.screens.replacingOccurrences(
            of: "  notifications: {}\n",
            with: "  notifications:\n    segues:\n      openStatus: { kind: modal, to: status }\n")
        let checked = check(
            header + "segues:\n  1️⃣openStatus: { kind: show, to: status, from: [notifications] }\n" + screens)
        expectDiagnostic(checked, .sharedSegueNeverPerformed, at: "1️⃣")
        let fine = check(
            header + "segues:\n  openStatus: { kind: show, to: status, from: [notifications, home] }\n" + screens)
        expectNoDiagnostic(fine, .sharedSegueNeverPerformed)
    }

    @Test func aFailureIsReportedForTheSourceItFailsFor() {
        // `forward: [accountID]` holds for `timeline` only: the error names `home` and no other source.
        let checked = check(
            header + "segues:\n  openStatus: { kind: show, to: status, from: [timeline, home], forward: [accountID] }\n"
                + Self.screens)
        let forwards = checked.diagnostics(.unknownParameter).map(\.message)
        #expect(forwards == ["cannot forward 'accountID': source screen 'home' has no such parameter"])
    }

    @Test func aForwardTypeMismatchAndAnUnanchoredActionSheetNameTheirSource() {
        let checked = check(
            header + """
                segues:
                  open: { kind: show, to: status, from: [timeline, notifications], forward: [accountID] }
                  confirm: { kind: modal, to: ask, from: [home, timeline] }
                screens:
                  home:
                    navigationItem:
                      rightBarButtonItems: [{ id: del, system: trash, segue: confirm }]
                    segues:
                      openTimeline: { kind: show, to: timeline }
                  timeline:
                    parameters: { accountID: Int }
                    segues:
                      openNotifications: { kind: show, to: notifications }
                  notifications:
                    parameters: { accountID: String }
                  status:
                    parameters: { accountID: String }
                  ask:
                    style: actionSheet
                    actions:
                      - { id: ok, title: OK, role: destructive, builtin: dismiss }
                      - { id: no, title: No, role: cancel }

                """)
        #expect(
            checked.diagnostics(.forwardTypeMismatch).map(\.message) == [
                "cannot forward 'accountID' of type 'Int' from 'timeline' to a parameter of type 'String'"
            ])
        #expect(
            checked.diagnostics(.actionSheetWithoutAnchor).map(\.message) == [
                "no bar item performs segue 'confirm' from 'timeline', so action sheet 'ask' has no anchor"
            ])
    }

    @Test func aFlowRuleFailsAtTheFromElementOfItsSource() {
        // `profile` is presented without a navigation stack: a `show` from it presents modally (NG402).
        let checked = check(
            header + "segues:\n  openStatus: { kind: show, to: status, from: [timeline, 1️⃣profile] }\n"
                + Self.screens)
        let diagnostic = expectDiagnostic(checked, .showWithoutNavigationStack, at: "1️⃣")
        #expect(diagnostic?.message.contains("from 'profile'") == true)
        #expect(checked.diagnostics(.showWithoutNavigationStack).count == 1)
    }

    @Test func aMistakeThatDoesNotDependOnTheSourceIsReportedOnce() {
        let checked = check(
            header + "segues:\n  openStatus: { kind: modal, to: 1️⃣statsu, from: all }\n" + Self.screens)
        expectDiagnostic(checked, .unknownScreen, at: "1️⃣")
        #expect(checked.diagnostics(.unknownScreen).count == 1)
    }

    @Test func reachabilitySeesTheEdgesOfEverySource() {
        // `status` is reached only through the shared segue, from `timeline`.
        let checked = check(
            header + "segues:\n  openStatus: { kind: show, to: status, from: [timeline] }\n" + Self.screens)
        #expect(!checked.diagnostics(.unreachableScreen).contains { $0.message.contains("'status'") })
        let unreached = check(header + Self.screens)
        #expect(unreached.diagnostics(.unreachableScreen).contains { $0.message.contains("'status'") })
    }

    @Test func aBarItemOfASourceMayPerformTheSharedSegue() {
        let item = "    navigationItem:\n      rightBarButtonItems: [{ id: open, title: Open, segue: 1️⃣openStatus }]\n"
        let screens = Self.screens.replacingOccurrences(of: "  notifications: {}\n", with: "  notifications:\n" + item)
        let source = check(
            header + "segues:\n  openStatus: { kind: modal, to: status, from: [notifications] }\n" + screens)
        expectNoDiagnostic(source, .unknownSegue)
        let other = check(header + "segues:\n  openStatus: { kind: modal, to: status, from: [home] }\n" + screens)
        expectDiagnostic(other, .unknownSegue, at: "1️⃣")
    }

    @Test func aSharedSegueIDIsCheckedAndTheSeguesNamespaceIsReserved() {
        let badID = check(header + "segues:\n  1️⃣OpenStatus: { kind: modal, to: status, from: [home] }\n" + Self.screens)
        expectDiagnostic(badID, .invalidIdentifier, at: "1️⃣")
        #expect(badID.diagnostics(.invalidIdentifier).count == 1)
        let namespace = check(header + Self.screens + "  1️⃣segues: {}\n")
        let clash = expectDiagnostic(namespace, .invalidIdentifier, at: "1️⃣")
        #expect(clash?.message.contains("'Segues'") == true)
    }

    @Test func fromAllCannotAskForUnboundedCopies() {
        // 400 screens and 300 segues from all would be 120,000 copies: past the limit, one NG009 and no more work.
        var yaml = header + "segues:\n"
        for number in 0..<300 { yaml += "  s\(number): { kind: show, to: home, from: all }\n" }
        yaml += "screens:\n  home: {}\n"
        for number in 0..<400 { yaml += "  x\(number): {}\n" }
        let checked = check(yaml)
        let limits = checked.diagnostics(.limitExceeded)
        #expect(limits.map(\.message) == ["shared segues ask for more than 100000 copies, one per source"])
        #expect(checked.result.definition == nil)
    }
}
