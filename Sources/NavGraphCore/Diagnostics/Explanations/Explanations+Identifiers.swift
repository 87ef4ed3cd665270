extension Explanations {
    /// The explanations of names and identifiers (NG1xx), in code order.
    static let identifiers: [Explanation] = [
        Explanation(
            .invalidIdentifier,
            """
            The name cannot be used in the generated Swift code. Screen, segue, item, parameter and action names \
            are lowerCamelCase (`[a-z][A-Za-z0-9]*`) and not `self`, `init` or `inout`, which Swift takes as \
            names nowhere (other keywords, such as `default`, are written in backticks); the graph and enum names \
            are UpperCamelCase; a few names the generated code declares itself (`Screen`, `Action`, …) are reserved.
            """,
            wrong: """
                navgraph: 1
                graph: Settings
                root: settings-list
                screens:
                  settings-list:
                    title: Settings

                """,
            right: """
                navgraph: 1
                graph: Settings
                root: settingsList
                screens:
                  settingsList:
                    title: Settings

                """),
        Explanation(
            .duplicateScreen,
            """
            Two screens have the same id. Screen ids are unique across every file of the graph, since each \
            becomes a case of the generated `Screen` enum; a note points at the other one. Rename one, or remove \
            the copy.
            """,
            wrong: header + """
                include: [parts/about.navgraph.yaml]
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: show, to: about }
                  about:
                    title: About this iPhone

                """,
            right: header + """
                include: [parts/about.navgraph.yaml]
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: show, to: about }

                """,
            otherFiles: ["parts/about.navgraph.yaml": aboutPart]),
        Explanation(
            .duplicateSegueOrItem,
            """
            Two bar button items (or two segues) of one screen have the same id. Ids are unique within their \
            screen, since the generated code and `tap(itemID)` name them.
            """,
            wrong: header + """
                screens:
                  list:
                    title: Settings
                    navigationItem:
                      rightBarButtonItems:
                        - { id: edit, system: edit }
                        - { id: edit, system: add }

                """,
            right: header + """
                screens:
                  list:
                    title: Settings
                    navigationItem:
                      rightBarButtonItems:
                        - { id: edit, system: edit }
                        - { id: add, system: add }

                """),
        Explanation(
            .duplicateEntry,
            """
            An id is listed twice in `entries:`. Each entry becomes one case of the generated `Entry` enum \
            (`Router(entry:)`), so it is listed once; a note points at the first listing. Remove the copy.
            """,
            wrong: """
                navgraph: 1
                graph: Mail
                entries: [welcome, inbox, welcome]
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
    ]
}
