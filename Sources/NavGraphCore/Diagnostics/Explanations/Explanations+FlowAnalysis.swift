extension Explanations {
    /// The explanations of the navigation flow and deep links (NG4xx), in code order.
    static let flowAnalysis: [Explanation] = [
        Explanation(
            .targetNotOnStack,
            """
            An `unwind` segue (or a `popTo`) returns to a screen that is not below the source on every path that \
            reaches the source, so at run time there may be nothing to return to. Return to a screen every path \
            goes through, such as the root.
            """,
            wrong: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: show, to: about }
                      openDetails: { kind: show, to: details }
                  details:
                    title: Details
                  about:
                    title: About
                    segues:
                      done: { kind: unwind, to: details }

                """,
            right: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: show, to: about }
                      openDetails: { kind: show, to: details }
                  details:
                    title: Details
                  about:
                    title: About
                    segues:
                      done: { kind: unwind, to: list }

                """),
        Explanation(
            .showWithoutNavigationStack,
            """
            A `show` segue leaves a screen that some path presents modally without a navigation stack. There is \
            no stack to push onto, so UIKit presents the destination modally instead (and so does the router). \
            Embed the presentation in a navigation controller, or say `modal`.
            """,
            wrong: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: modal, to: about }
                  about:
                    title: About
                    segues:
                      openLicenses: { kind: show, to: licenses }
                  licenses:
                    title: Licenses

                """,
            right: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: modal, to: about, embedInNavigationController: true }
                  about:
                    title: About
                    segues:
                      openLicenses: { kind: show, to: licenses }
                  licenses:
                    title: Licenses

                """),
        Explanation(
            .showDetailPresentsModally,
            """
            `showDetail` means "show in the detail area of a split view"; inside a navigation controller it \
            presents the destination modally. Say `modal`, which states what happens.
            """,
            wrong: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: showDetail, to: about }
                  about:
                    title: About

                """,
            right: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: modal, to: about }
                  about:
                    title: About

                """),
        Explanation(
            .modalWithoutExit,
            """
            A modal presentation cannot be left: it cannot be swiped away (`fullScreen`, `overFullScreen`, or \
            `modalInPresentation: true`) and nothing inside it dismisses or unwinds. Add an item with `builtin: \
            dismiss` on screen inside it, or an `unwind` segue back to its presenter.
            """,
            wrong: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: modal, to: about, presentation: fullScreen }
                  about:
                    title: About

                """,
            right: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: modal, to: about, presentation: fullScreen }
                  about:
                    title: About
                    segues:
                      done: { kind: unwind, to: list }

                """),
        Explanation(
            .unreachableScreen,
            """
            No chain of segues from `root` and no deep link reaches the screen, so it can never be shown. Add a \
            segue to it, a deep link, or remove it (`lint: { disable: [NG405] }` silences this for screens kept \
            on purpose).
            """,
            wrong: header + """
                screens:
                  list:
                    title: Settings
                  about:
                    title: About

                """,
            right: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: show, to: about }
                  about:
                    title: About

                """),
        Explanation(
            .pushWithoutWayBack,
            """
            A pushed screen offers no way back: its back button is hidden or replaced, the swipe back is \
            disabled, no item on screen pops, and it has no unwind segue (which the app may perform from its own \
            content, so it counts as a way back). Keep one of them.
            """,
            wrong: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: show, to: about }
                  about:
                    title: About
                    interactivePopGestureEnabled: false
                    navigationItem:
                      hidesBackButton: true

                """,
            right: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: show, to: about }
                  about:
                    title: About
                    interactivePopGestureEnabled: false

                """),
        Explanation(
            .longDerivedBackTitle,
            """
            The back button over the next screen takes this screen's title, but a title that does not fit is shown \
            as "Back". UIKit decides by the bar's width, which the compiler cannot know, so this remark is an \
            estimate: it counts characters against `backButtonTitleMaxLength` (12 by default). It is a remark, \
            printed with `--verbose` and never failing a build, even under `--warnings-as-errors`. Set a short \
            `backButtonTitle` (it is never shortened), or a shorter title.
            """,
            wrong: header + """
                screens:
                  list:
                    title: Settings and Privacy
                    segues:
                      openAbout: { kind: show, to: about }
                  about:
                    title: About

                """,
            right: header + """
                screens:
                  list:
                    title: Settings and Privacy
                    navigationItem:
                      backButtonTitle: Settings
                    segues:
                      openAbout: { kind: show, to: about }
                  about:
                    title: About

                """),
        Explanation(
            .settingWithoutEffect,
            """
            A setting has no effect where it is: `leftItemsSupplementBackButton` without left items, \
            `hidesBackButton` on a screen that is only ever the root, `backBarButtonItem` on a screen nothing is \
            pushed onto, or `largeTitleDisplayMode: always` while `prefersLargeTitles` is false. Remove it, or \
            add what it needs.
            """,
            wrong: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: show, to: about }
                  about:
                    title: About
                    navigationItem:
                      leftItemsSupplementBackButton: true

                """,
            right: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: show, to: about }
                  about:
                    title: About

                """),
        Explanation(
            .showCycle,
            """
            `show` segues form a cycle, so repeating it pushes without end and the stack grows without bound. \
            Going back is usually meant: use an `unwind`, or `popTo`/`singleTop` on the segue that closes the \
            cycle. This is a remark, printed with `--verbose`.
            """,
            wrong: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: show, to: about }
                  about:
                    title: About
                    segues:
                      openList: { kind: show, to: list }

                """,
            right: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: show, to: about }
                  about:
                    title: About
                    segues:
                      backToList: { kind: unwind, to: list }

                """),
        Explanation(
            .ambiguousDeepLinks,
            """
            Two deep-link patterns match the same URL, so which screen a link opens would depend on order. Make \
            the patterns differ in a literal segment.
            """,
            wrong: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      openApp: { kind: show, to: app }
                      openGroup: { kind: show, to: group }
                  app:
                    title: App
                    parameters:
                      appID: String
                    deepLinks: ["/settings/{appID}"]
                  group:
                    title: Group
                    parameters:
                      groupID: String
                    deepLinks: ["/settings/{groupID}"]

                """,
            right: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      openApp: { kind: show, to: app }
                      openGroup: { kind: show, to: group }
                  app:
                    title: App
                    parameters:
                      appID: String
                    deepLinks: ["/settings/apps/{appID}"]
                  group:
                    title: Group
                    parameters:
                      groupID: String
                    deepLinks: ["/settings/groups/{groupID}"]

                """),
        Explanation(
            .deepLinkMissingParameter,
            """
            A deep link opens its screen on the shortest chain of `show` segues from the root, and every screen \
            on that chain needs its parameters: from the link's parameters of the same name or from defaults. \
            Here a screen on the way needs one the link does not carry. Put it in the pattern, or give it a \
            default.
            """,
            wrong: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      openApp: { kind: show, to: app }
                  app:
                    title: App
                    parameters:
                      appID: String
                    segues:
                      openAbout: { kind: show, to: about }
                  about:
                    title: About
                    deepLinks: ["/about"]

                """,
            right: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      openApp: { kind: show, to: app }
                  app:
                    title: App
                    parameters:
                      appID: String
                    segues:
                      openAbout: { kind: show, to: about, forward: [appID] }
                  about:
                    title: About
                    parameters:
                      appID: String
                    deepLinks: ["/apps/{appID}/about"]

                """),
        Explanation(
            .malformedDeepLinkPattern,
            """
            A deep-link pattern is not a URL path pattern: it starts with `/`, holds literal segments and \
            `{param}` segments (each a whole segment), and may end with `?name={param}` query items for \
            parameters that are optional or have a default.
            """,
            wrong: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      openApp: { kind: show, to: app }
                  app:
                    title: App
                    parameters:
                      appID: String
                    deepLinks: ["/apps/{appID"]

                """,
            right: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      openApp: { kind: show, to: app }
                  app:
                    title: App
                    parameters:
                      appID: String
                    deepLinks: ["/apps/{appID}"]

                """),
    ]
}
