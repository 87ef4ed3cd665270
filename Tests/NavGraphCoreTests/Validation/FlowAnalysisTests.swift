import Foundation
import Testing
import _NavGraphCore

@Test func ng401UnwindTargetMustBeBelowOnEveryPath() {
    let yaml = """
        screens:
          home:
            segues:
              toA: { kind: show, to: a }
              toB: { kind: show, to: b }
          a:
            segues:
              toC: { kind: show, to: c }
          b:
            segues:
              toC: { kind: modal, to: c }
          c:
            segues:
              backToA: { kind: unwind, to: 1️⃣a }
              backHome: { kind: unwind, to: home }

        """
    let checked = check(header + yaml)
    #expect(expectDiagnostic(checked, .targetNotOnStack, at: "1️⃣")?.severity == .error)
    #expect(checked.diagnostics(.targetNotOnStack).count == 1)
}

@Test func ng401PopToMustBeInTheSameStack() {
    let yaml = """
        screens:
          home:
            segues:
              toA: { kind: show, to: a }
              present: { kind: modal, to: sheet, embedInNavigationController: true }
          a:
            segues:
              toB: { kind: show, to: b, popTo: home }
          b: {}
          sheet:
            segues:
              toB: { kind: show, to: b, popTo: 1️⃣home }
              close: { kind: unwind, to: home }

        """
    let checked = check(header + yaml)
    #expect(expectDiagnostic(checked, .targetNotOnStack, at: "1️⃣")?.severity == .error)
    #expect(checked.diagnostics(.targetNotOnStack).count == 1)
}

@Test func ng401UnwindAcrossPresentationsAndAfterPopToIsFine() {
    let yaml = """
        screens:
          home:
            segues:
              toA: { kind: show, to: a }
              present: { kind: modal, to: sheet, embedInNavigationController: true }
          a:
            segues:
              toB: { kind: show, to: b, popTo: home }
          b:
            segues:
              back: { kind: unwind, to: home }
          sheet:
            segues:
              deeper: { kind: show, to: detail }
          detail:
            segues:
              done: { kind: unwind, to: home }
              up: { kind: unwind, to: sheet }

        """
    expectNoDiagnostic(check(header + yaml), .targetNotOnStack)
    // After `popTo: home`, 'a' is no longer below 'b'.
    let afterPop = yaml.replacingOccurrences(
        of: "back: { kind: unwind, to: home }", with: "back: { kind: unwind, to: a }")
    #expect(check(header + afterPop).diagnostics(.targetNotOnStack).count == 1)
}

@Test func ng402ShowFromAScreenPresentedWithoutStack() {
    let yaml = """
        screens:
          home:
            segues:
              present: { kind: modal, to: sheet }
          sheet:
            segues:
              more: { kind: 1️⃣show, to: detail }
          detail: {}

        """
    let checked = check(header + yaml)
    #expect(expectDiagnostic(checked, .showWithoutNavigationStack, at: "1️⃣")?.severity == .warning)
    let embedded = yaml.replacingOccurrences(of: "to: sheet }", with: "to: sheet, embedInNavigationController: true }")
    expectNoDiagnostic(check(header + embedded), .showWithoutNavigationStack)
}

@Test func ng403ShowDetailInsideANavigationController() {
    let yaml = """
        screens:
          home:
            segues:
              detail: { kind: 1️⃣showDetail, to: detail }
              present: { kind: modal, to: sheet }
          sheet:
            segues:
              detail: { kind: showDetail, to: detail }
          detail: {}

        """
    let checked = check(header + yaml)
    #expect(expectDiagnostic(checked, .showDetailPresentsModally, at: "1️⃣")?.severity == .warning)
    #expect(checked.diagnostics(.showDetailPresentsModally).count == 1)
}

@Test func ng404PresentationWithNoWayOut() {
    let yaml = """
        screens:
          home:
            segues:
              1️⃣lock: { kind: modal, to: locked, presentation: fullScreen }
              2️⃣barHidden: { kind: modal, to: hiddenBar, presentation: fullScreen, embedInNavigationController: true }
              3️⃣sticky: { kind: modal, to: sticky }
              sheet: { kind: modal, to: swipeable }
              escape: { kind: modal, to: escapable, presentation: overFullScreen, embedInNavigationController: true }
          locked:
            navigationItem:
              rightBarButtonItems: [{ id: close, system: close, builtin: dismiss }]
          hiddenBar:
            navigationBarHidden: true
            navigationItem:
              rightBarButtonItems: [{ id: close, system: close, builtin: dismiss }]
          sticky:
            modalInPresentation: true
          swipeable: {}
          escapable:
            segues:
              next: { kind: show, to: last }
          last:
            navigationItem:
              rightBarButtonItems: [{ id: close, system: close, builtin: dismiss }]

        """
    let checked = check(header + yaml)
    for marker in ["1️⃣", "2️⃣", "3️⃣"] {
        #expect(expectDiagnostic(checked, .modalWithoutExit, at: marker)?.severity == .warning)
    }
    #expect(checked.diagnostics(.modalWithoutExit).count == 3)
}

@Test func ng404UnwindIsAWayOut() {
    let yaml = """
        screens:
          home:
            segues:
              lock: { kind: modal, to: locked, presentation: fullScreen }
          locked:
            segues:
              done: { kind: unwind, to: home }

        """
    expectNoDiagnostic(check(header + yaml), .modalWithoutExit)
}

@Test func ng405UnreachableScreenButDeepLinksAreEntries() {
    let yaml = """
        screens:
          home: {}
          1️⃣orphan: {}
          linked:
            deepLinks: ["/linked"]
            segues:
              next: { kind: show, to: viaLink }
          viaLink: {}

        """
    let checked = check(header + yaml)
    #expect(expectDiagnostic(checked, .unreachableScreen, at: "1️⃣")?.severity == .warning)
    #expect(checked.diagnostics(.unreachableScreen).count == 1)
}

@Test func ng406PushedScreenWithNoWayBack() {
    let yaml = """
        screens:
          home:
            segues:
              open: { kind: show, to: trapped }
              openLeft: { kind: show, to: replaced }
          trapped:
            interactivePopGestureEnabled: false
            navigationItem:
              hidesBackButton: 1️⃣true
          replaced:
            interactivePopGestureEnabled: false
            navigationItem:
              leftItemsSupplementBackButton: true
              leftBarButtonItems: [{ id: menu, title: Menu, action: showMenu }]

        """
    let checked = check(header + yaml)
    #expect(expectDiagnostic(checked, .pushWithoutWayBack, at: "1️⃣")?.severity == .warning)
    #expect(checked.diagnostics(.pushWithoutWayBack).count == 1)
    let withPop = yaml.replacingOccurrences(
        of: "hidesBackButton: 1️⃣true",
        with: "hidesBackButton: true\n      rightBarButtonItems: [{ id: done, system: done, builtin: pop }]"
    )
    expectNoDiagnostic(check(header + withPop), .pushWithoutWayBack)
}

@Test func ng407DerivedBackTitleTooLong() {
    let yaml = """
        screens:
          home:
            title: 1️⃣"All Account Settings"
            segues:
              open: { kind: show, to: detail }
          detail:
            title: Detail
            segues:
              open: { kind: show, to: leaf }
          leaf: {}

        """
    let checked = check(header + yaml)
    #expect(expectDiagnostic(checked, .longDerivedBackTitle, at: "1️⃣")?.severity == .remark)
    #expect(checked.diagnostics(.longDerivedBackTitle).count == 1)
    let shortened = yaml.replacingOccurrences(of: "title: 1️⃣\"All Account Settings\"", with: "title: Settings")
    expectNoDiagnostic(check(header + shortened), .longDerivedBackTitle)
    let explicit = yaml.replacingOccurrences(
        of: "    segues:\n      open: { kind: show, to: detail }",
        with: "    navigationItem: { backButtonTitle: Back }\n    segues:\n      open: { kind: show, to: detail }"
    )
    expectNoDiagnostic(check(header + explicit), .longDerivedBackTitle)
}

@Test func ng408SettingsWithNoEffect() {
    let yaml = """
        screens:
          home:
            navigationItem:
              hidesBackButton: 1️⃣true
              largeTitleDisplayMode: 2️⃣always
            segues:
              open: { kind: show, to: detail }
          detail:
            navigationItem:
              leftItemsSupplementBackButton: 3️⃣true
              backButtonTitle: 4️⃣Detail

        """
    let checked = check(header + yaml)
    for marker in ["1️⃣", "2️⃣", "3️⃣", "4️⃣"] {
        #expect(expectDiagnostic(checked, .settingWithoutEffect, at: marker)?.severity == .warning)
    }
    #expect(checked.diagnostics(.settingWithoutEffect).count == 4)
    let effective = """
        navigationController: { prefersLargeTitles: true }
        screens:
          home:
            navigationItem:
              largeTitleDisplayMode: always
              backButtonTitle: Home
            segues:
              open: { kind: show, to: detail }
          detail:
            navigationItem:
              hidesBackButton: true
              leftItemsSupplementBackButton: true
              leftBarButtonItems: [{ id: menu, title: Menu, action: menu }]

        """
    expectNoDiagnostic(check(header + effective), .settingWithoutEffect)
}

@Test func ng409CycleOfShowSegues() {
    let yaml = """
        screens:
          home:
            segues:
              1️⃣toA: { kind: show, to: a }
          a:
            segues:
              toHome: { kind: show, to: home }

        """
    let checked = check(header + yaml)
    #expect(expectDiagnostic(checked, .showCycle, at: "1️⃣")?.severity == .remark)
    #expect(checked.diagnostics(.showCycle).count == 1)
    let guarded = yaml.replacingOccurrences(of: "to: home }", with: "to: home, popTo: home }")
    expectNoDiagnostic(check(header + guarded), .showCycle)
}

@Test func ng404UnwindFromANestedPresentationIsAWayOut() {
    let yaml = """
        screens:
          home:
            segues:
              1️⃣onboard: { kind: modal, to: onboarding, presentation: fullScreen }
          onboarding:
            segues:
              signIn: { kind: modal, to: signIn }
          signIn:
            segues:
              done: { kind: unwind, to: home }
              back: { kind: unwind, to: onboarding }

        """
    expectNoDiagnostic(check(header + yaml), .modalWithoutExit)
    // Unwinding only to 'onboarding' leaves the sign-in sheet, not the full-screen onboarding.
    let trapped = yaml.replacingOccurrences(of: "done: { kind: unwind, to: home }\n", with: "")
    #expect(expectDiagnostic(check(header + trapped), .modalWithoutExit, at: "1️⃣")?.severity == .warning)
}

@Test func ng406UnwindFromAPresentationOverThePushedScreenIsAWayBack() {
    let yaml = """
        screens:
          home:
            segues:
              open: { kind: show, to: trapped }
          trapped:
            interactivePopGestureEnabled: false
            navigationItem:
              hidesBackButton: 1️⃣true
            segues:
              ask: { kind: modal, to: question }
          question:
            segues:
              leave: { kind: unwind, to: home }

        """
    expectNoDiagnostic(check(header + yaml), .pushWithoutWayBack)
    let staying = yaml.replacingOccurrences(of: "to: home }\n", with: "to: trapped }\n")
    #expect(expectDiagnostic(check(header + staying), .pushWithoutWayBack, at: "1️⃣")?.severity == .warning)
}
