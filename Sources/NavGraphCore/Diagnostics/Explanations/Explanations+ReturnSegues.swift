extension Explanations {
    /// The explanations of `return` segues (NG420), in code order.
    static let returnSegues: [Explanation] = [
        Explanation(
            .returnWithNothingBelow,
            """
            A `return` segue goes back to whoever came: it pops its screen when the screen was pushed, and dismisses \
            it when the screen was presented (with or without its own navigation stack). Some way into this screen \
            leaves nothing below it: it is the root, an entry, the first screen of a tab or a split column, what a \
            `replaceRoot` installs, or a deep link opens it with nothing below. Reach the screen only by `show` or \
            `modal` segues, or use an `unwind` segue that names its target.
            """,
            wrong: """
                navgraph: 1
                graph: Settings
                root: picker

                screens:
                  picker:
                    title: Language
                    segues:
                      chosen: { kind: return, returns: { language: String } }

                """,
            right: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      pickLanguage: { kind: modal, to: picker }
                  picker:
                    title: Language
                    segues:
                      chosen: { kind: return, returns: { language: String } }

                """)
    ]
}
