extension Explanations {
    /// The explanations of search values and screens that dismiss themselves (NG316–NG318), in code order.
    static let searchValues: [Explanation] = [
        Explanation(
            .malformedSearchScopes,
            """
            `scopes:` are the titles of the scope bar under a search field, as `scopeButtonTitles`: a person picks \
            one to narrow the search, and `search TEXT scope=TITLE` names one. Each title must be non-empty and \
            listed once, and a scope bar needs at least two of them: with one there is nothing to choose.
            """,
            wrong: header + """
                screens:
                  list:
                    title: Mail
                    navigationItem:
                      search: { scopes: [All, Unread, All] }

                """,
            right: header + """
                screens:
                  list:
                    title: Mail
                    navigationItem:
                      search: { scopes: [All, Unread, Flagged] }

                """),
        Explanation(
            .notAResultsScreen,
            """
            `results:` names the screen shown over the searching screen while a search is active, as a search \
            controller's `searchResultsController`. It is made once, with its parameters' defaults, so every \
            parameter needs a default; it cannot be the searching screen itself (leave `results` out to show \
            the results in place), an alert, or a screen that dismisses itself.
            """,
            wrong: header + """
                screens:
                  list:
                    title: Mail
                    navigationItem:
                      search: { results: found }
                  found:
                    parameters:
                      query: String

                """,
            right: header + """
                screens:
                  list:
                    title: Mail
                    navigationItem:
                      search: { results: found }
                  found:
                    parameters:
                      query: { type: String, default: "" }

                """),
        Explanation(
            .selfDismissingNotModal,
            """
            A screen with `dismissesItself: true` stands for a system screen that closes itself: Safari \
            (`SFSafariViewController`), a share sheet, a photo picker. iOS presents such a screen on its own, \
            modally: it cannot be pushed, embedded in a navigation controller, be a tab's or a column's root, an \
            entry, or an alert. Show it with a `modal` segue.
            """,
            wrong: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      help: { kind: show, to: helpPage }
                  helpPage:
                    dismissesItself: true

                """,
            right: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      help: { kind: modal, to: helpPage }
                  helpPage:
                    dismissesItself: true

                """),
    ]

    /// The explanations of a search and a dismiss item that never show (NG430, NG431).
    static let searchBars: [Explanation] = [
        Explanation(
            .searchNotShown,
            """
            A search field lives in the navigation bar (`navigationItem.searchController`). A screen whose bar is \
            hidden, or that is only ever shown without a navigation controller around it (a `modal` segue \
            without `embedInNavigationController`), never shows it: show the bar, or embed the presentation.
            """,
            wrong: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      find: { kind: modal, to: finder }
                  finder:
                    title: Find
                    navigationItem:
                      search: { placeholder: Search }

                """,
            right: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      find: { kind: modal, to: finder, embedInNavigationController: true }
                  finder:
                    title: Find
                    navigationItem:
                      search: { placeholder: Search }

                """),
        Explanation(
            .itemNeverShown,
            """
            A bar item that dismisses (`builtin: dismiss`, or a menu entry that does) is a way out only when its \
            bar is on screen. A screen presented without a navigation controller has no navigation bar and no \
            toolbar, and a hidden bar shows nothing: the item is never there to tap, and the presentation may have \
            no way out. Embed the presentation in a navigation controller, show the bar, or close the screen from \
            its own view.
            """,
            wrong: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      compose: { kind: modal, to: composer }
                  composer:
                    title: New
                    navigationItem:
                      leftBarButtonItem: { id: cancel, system: cancel, builtin: dismiss }

                """,
            right: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      compose: { kind: modal, to: composer, embedInNavigationController: true }
                  composer:
                    title: New
                    navigationItem:
                      leftBarButtonItem: { id: cancel, system: cancel, builtin: dismiss }

                """),
    ]
}
