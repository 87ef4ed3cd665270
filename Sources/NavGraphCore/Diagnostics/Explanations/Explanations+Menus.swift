extension Explanations {
    /// The explanations of the shape of bar-item menus and title menus (NG311, NG312), in code order.
    static let menus: [Explanation] = [
        Explanation(
            .malformedMenuElement,
            """
            A menu entry is what a person chooses in a bar item's `menu:` or a `titleMenu:`: it needs an `id` \
            (tapped as `ITEM.ID`), a `title`, and exactly one of `segue`, `action` or `builtin`. A submenu \
            (`menu:`) needs an `id` and a `title`; a submenu or an inline section (`section:`) does nothing \
            itself and takes no `attributes`: its entries do.
            """,
            wrong: header + """
                screens:
                  list:
                    title: Settings
                    navigationItem:
                      rightBarButtonItems:
                        - id: sort
                          title: Sort
                          menu:
                            - { id: byName, title: By Name }

                """,
            right: header + """
                screens:
                  list:
                    title: Settings
                    navigationItem:
                      rightBarButtonItems:
                        - id: sort
                          title: Sort
                          menu:
                            - { id: byName, title: By Name, action: sortByName }

                """),
        Explanation(
            .menuNesting,
            """
            Menus stay shallow, as iOS shows them: a menu holds entries, submenus and inline sections, and a \
            submenu or a section holds entries only. An empty menu, submenu or section shows nothing to choose.
            """,
            wrong: header + """
                screens:
                  list:
                    title: Settings
                    navigationItem:
                      rightBarButtonItems:
                        - id: more
                          title: More
                          menu:
                            - id: view
                              title: View
                              menu:
                                - id: size
                                  title: Size
                                  menu:
                                    - { id: large, title: Large, action: showLarge }

                """,
            right: header + """
                screens:
                  list:
                    title: Settings
                    navigationItem:
                      rightBarButtonItems:
                        - id: more
                          title: More
                          menu:
                            - id: view
                              title: View
                              menu:
                                - { id: large, title: Large, action: showLarge }

                """),
    ]

    /// The explanation of a title menu that never shows (NG426).
    static let titleMenus: [Explanation] = [
        Explanation(
            .titleMenuNotShown,
            """
            A title menu opens when a person taps the title in the navigation bar. A screen whose bar is hidden, \
            whose `titleView` takes the title's place, or that has no title never shows it: show the bar and a \
            title, or move the entries to a bar item's `menu:`.
            """,
            wrong: header + """
                screens:
                  list:
                    navigationBarHidden: true
                    title: Settings
                    navigationItem:
                      titleMenu:
                        - { id: rename, title: Rename, action: rename }

                """,
            right: header + """
                screens:
                  list:
                    title: Settings
                    navigationItem:
                      titleMenu:
                        - { id: rename, title: Rename, action: rename }

                """)
    ]
}
