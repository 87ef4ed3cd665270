extension Explanations {
    /// The explanations of references to screens, segues and parameters (NG2xx), in code order.
    static let references: [Explanation] = [
        Explanation(
            .unknownScreen,
            """
            A screen id in `root`, a segue's `to` or a `popTo` names no screen of the graph. A note suggests the \
            closest id. Fix the spelling, or declare the screen (in this file or an included one).
            """,
            wrong: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: show, to: abuot }
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
            .unknownSegue,
            """
            A bar button item's `segue:` names no segue of its screen. An item can only perform a segue of the \
            screen it belongs to; a note suggests the closest one.
            """,
            wrong: header + """
                screens:
                  list:
                    title: Settings
                    navigationItem:
                      rightBarButtonItems:
                        - { id: info, title: Info, segue: openAbuot }
                    segues:
                      openAbout: { kind: show, to: about }
                  about:
                    title: About

                """,
            right: header + """
                screens:
                  list:
                    title: Settings
                    navigationItem:
                      rightBarButtonItems:
                        - { id: info, title: Info, segue: openAbout }
                    segues:
                      openAbout: { kind: show, to: about }
                  about:
                    title: About

                """),
        Explanation(
            .unknownEntry,
            """
            An id in `entries:` names neither a screen nor a container of the graph. The app may start from a \
            screen (at the bottom of the main stack) or a container (a tab bar or a split); a note suggests the \
            closest id. Fix the spelling, or declare the screen or container.
            """,
            wrong: """
                navgraph: 1
                graph: Mail
                entries: [welcome, inbx]
                screens:
                  welcome:
                    title: Welcome
                    segues:
                      signIn: { kind: replaceRoot, to: inbox }
                  inbox:
                    title: Inbox

                """,
            right: """
                navgraph: 1
                graph: Mail
                entries: [welcome, inbox]
                screens:
                  welcome:
                    title: Welcome
                    segues:
                      signIn: { kind: replaceRoot, to: inbox }
                  inbox:
                    title: Inbox

                """),
        Explanation(
            .unknownParameter,
            """
            A parameter name in a segue's `arguments` or `forward`, a `{placeholder}` of a title or a deep-link \
            pattern names no parameter of the screen concerned (the destination for `arguments`, the source and \
            the destination for `forward`, the screen itself for titles and links).
            """,
            wrong: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      openApp: { kind: show, to: app, arguments: { appName: Mail } }
                  app:
                    title: "{name}"
                    parameters:
                      appName: String

                """,
            right: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      openApp: { kind: show, to: app, arguments: { appName: Mail } }
                  app:
                    title: "{appName}"
                    parameters:
                      appName: String

                """),
        Explanation(
            .rootNotFirstEntry,
            """
            Both `root:` and `entries:` are given, and `root` is not the first entry. The first entry is the \
            root: where `Router()` starts and what `Router(entry:)` falls back to. Put the root first in \
            `entries:`, or leave `root:` out.
            """,
            wrong: """
                navgraph: 1
                graph: Mail
                root: inbox
                entries: [welcome, inbox]
                screens:
                  welcome:
                    title: Welcome
                    segues:
                      signIn: { kind: replaceRoot, to: inbox }
                  inbox:
                    title: Inbox

                """,
            right: """
                navgraph: 1
                graph: Mail
                root: inbox
                entries: [inbox, welcome]
                screens:
                  welcome:
                    title: Welcome
                    segues:
                      signIn: { kind: replaceRoot, to: inbox }
                  inbox:
                    title: Inbox

                """),
    ]
}
