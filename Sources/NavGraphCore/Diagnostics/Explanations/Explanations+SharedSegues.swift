extension Explanations {
    /// The explanations of the top-level `segues:` block's references (NG206, NG207), in code order.
    static let sharedSegueReferences: [Explanation] = [
        Explanation(
            .sharedSegueWithoutSources,
            """
            A segue of the top-level `segues:` block is declared once for many screens: its `from:` lists the \
            screens it is performed from, or says `all`. An empty list leaves it performable from nowhere, which is \
            never what was meant. List the screens, or write `from: all`.
            """,
            wrong: header + """
                segues:
                  openAbout: { kind: show, to: about, from: [] }
                screens:
                  list:
                    title: Settings
                  about:
                    title: About

                """,
            right: header + """
                segues:
                  openAbout: { kind: show, to: about, from: [list] }
                screens:
                  list:
                    title: Settings
                  about:
                    title: About

                """),
        Explanation(
            .sharedSourceListedTwice,
            """
            A shared segue's `from:` lists the same screen twice. The second mention changes nothing; it is most \
            likely a typo for another screen. Remove it, or name the screen you meant.
            """,
            wrong: header + """
                segues:
                  openAbout: { kind: show, to: about, from: [list, list] }
                screens:
                  list:
                    title: Settings
                  about:
                    title: About

                """,
            right: header + """
                segues:
                  openAbout: { kind: show, to: about, from: [list] }
                screens:
                  list:
                    title: Settings
                  about:
                    title: About

                """),
    ]

    /// The explanations of overridden shared segues (NG418, NG419), in code order.
    static let sharedSegueOverrides: [Explanation] = [
        Explanation(
            .sharedSegueOverridden,
            """
            A screen named by a shared segue's `from:` (or by `from: all`) declares its own segue of the same id. \
            The screen's own segue wins there: its bar items and `Screen.segueID` perform it, and the shared \
            call (`Graph.Segues.segueID`) is refused while that screen is visible. This remark only says so; \
            rename one of the two segues if they were not meant to be the same, or disable NG418.
            """,
            wrong: header + """
                segues:
                  openHelp: { kind: show, to: help, from: all }
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: show, to: about }
                  about:
                    title: About
                    segues:
                      openHelp: { kind: modal, to: help, embedInNavigationController: true }
                  help:
                    title: Help
                    navigationItem:
                      rightBarButtonItems: [{ id: done, system: done, builtin: dismiss }]

                """,
            right: header + """
                segues:
                  openHelp: { kind: show, to: help, from: all }
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: show, to: about }
                  about:
                    title: About
                    segues:
                      presentHelp: { kind: modal, to: help, embedInNavigationController: true }
                  help:
                    title: Help
                    navigationItem:
                      rightBarButtonItems: [{ id: done, system: done, builtin: dismiss }]

                """),
        Explanation(
            .sharedSegueNeverPerformed,
            """
            Every screen a shared segue names declares its own segue of the same id, so the shared one is \
            performed from nowhere: its generated call is always refused. Name a screen that does not override \
            it, or remove the shared segue.
            """,
            wrong: header + """
                segues:
                  openAbout: { kind: show, to: about, from: [list] }
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: show, to: about, singleTop: true }
                  about:
                    title: About

                """,
            right: header + """
                segues:
                  openAbout: { kind: show, to: about, from: [list] }
                screens:
                  list:
                    title: Settings
                  about:
                    title: About

                """),
    ]
}
