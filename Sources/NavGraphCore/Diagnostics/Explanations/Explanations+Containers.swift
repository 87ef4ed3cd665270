extension Explanations {
    /// The lines the container examples start with: a tab bar at the root.
    static let containerHeader = """
        navgraph: 1
        graph: Library
        root: main

        """

    /// The explanations of `containers:` (NG413–NG415), in code order.
    static let containers: [Explanation] = [
        Explanation(
            .containerUsedTwice,
            """
            A container is one view controller: it can stand in one place only. The same split named by two tabs, \
            or a container named both by `root` (or a `replaceRoot` segue) and by a tab, would be shown in two \
            places at once. Declare a second container with the same columns for the second place.
            """,
            wrong: containerHeader + """
                containers:
                  main:
                    kind: tabBar
                    tabs:
                      - { id: books, root: shelf }
                      - { id: music, root: shelf }
                  shelf: { kind: split, primary: folders, secondary: detail }
                screens:
                  folders: {}
                  detail: {}

                """,
            right: containerHeader + """
                containers:
                  main:
                    kind: tabBar
                    tabs:
                      - { id: books, root: shelf }
                      - { id: music, root: records }
                  shelf: { kind: split, primary: folders, secondary: detail }
                  records: { kind: split, primary: albums, secondary: detail }
                screens:
                  folders: {}
                  albums: {}
                  detail: {}

                """),
        Explanation(
            .containerNesting,
            """
            Containers nest one way only, as UIKit's do in practice: a tab may hold a split container, and a \
            split's columns hold screens. A tab bar inside a tab, or any container in a split's column, is \
            refused. Put the inner content's screens in the column, or make the tab bar the root.
            """,
            wrong: containerHeader + """
                containers:
                  main: { kind: split, primary: more, secondary: detail }
                  more:
                    kind: tabBar
                    tabs: [{ id: list, root: list }]
                screens:
                  list: {}
                  detail: {}

                """,
            right: containerHeader + """
                containers:
                  main:
                    kind: tabBar
                    tabs: [{ id: list, root: more }]
                  more: { kind: split, primary: list, secondary: detail }
                screens:
                  list: {}
                  detail: {}

                """),
        Explanation(
            .emptyTabBar,
            """
            A tab bar lists its tabs left to right under `tabs:`, and shows the selected one: with no tab there \
            is nothing to show. List at least one tab, each with an `id` and a `root`.
            """,
            wrong: containerHeader + """
                containers:
                  main: { kind: tabBar, tabs: [] }
                screens:
                  list: {}

                """,
            right: containerHeader + """
                containers:
                  main: { kind: tabBar, tabs: [{ id: list, root: list }] }
                screens:
                  list: {}

                """),
    ]
}
