extension Explanations {
    /// The lines the gate examples start with: a sign-in screen at the root.
    static let signInHeader = """
        navgraph: 1
        graph: Shop
        root: signIn

        """

    /// The explanations of deep links' `tab` and gates (NG416, NG417), in code order.
    static let deepLinkOptions: [Explanation] = [
        Explanation(
            .deepLinkTabDoesNotReach,
            """
            A deep link's `tab:` says which tab the link opens in when several tabs lead to its screen. The \
            link's stack is then the shortest chain of segues from that tab's root, so the tab must lead to the \
            screen: here no chain of `show`, `modal` or `showDetail` segues from the tab's root reaches it. Name a \
            tab whose stack leads to the screen, or leave `tab` out to take the shortest chain from any tab.
            """,
            wrong: containerHeader + """
                containers:
                  main:
                    kind: tabBar
                    tabs:
                      - { id: home, root: feed }
                      - { id: profile, root: me }
                screens:
                  feed:
                    segues:
                      openPost: { kind: show, to: post }
                  me: {}
                  post:
                    parameters:
                      postID: Int
                    deepLinks:
                      - { pattern: "/posts/{postID}", tab: profile }

                """,
            right: containerHeader + """
                containers:
                  main:
                    kind: tabBar
                    tabs:
                      - { id: home, root: feed }
                      - { id: profile, root: me }
                screens:
                  feed:
                    segues:
                      openPost: { kind: show, to: post }
                  me:
                    segues:
                      openPost: { kind: show, to: post }
                  post:
                    parameters:
                      postID: Int
                    deepLinks:
                      - { pattern: "/posts/{postID}", tab: profile }

                """),
        Explanation(
            .deepLinkWaitsForGate,
            """
            A `replaceRoot` segue is a gate for deep links: the app performs it when something outside \
            navigation holds, such as being signed in. A link whose stack lies behind a gate the router has not \
            passed waits (`router.pendingLink`) and opens right after the app performs the gate, in the same \
            transition, so a link never skips sign-in. This remark (shown with `--verbose`) names each pattern's \
            gate. When the segue is no such condition, `gatesLinks: false` lets links open without it.
            """,
            wrong: signInHeader + """
                screens:
                  signIn:
                    segues:
                      signedIn: { kind: replaceRoot, to: home }
                  home:
                    segues:
                      openOrder: { kind: show, to: order }
                  order:
                    parameters:
                      orderID: Int
                    deepLinks: ["/orders/{orderID}"]

                """,
            right: signInHeader + """
                screens:
                  signIn:
                    segues:
                      signedIn: { kind: replaceRoot, to: home, gatesLinks: false }
                  home:
                    segues:
                      openOrder: { kind: show, to: order }
                  order:
                    parameters:
                      orderID: Int
                    deepLinks: ["/orders/{orderID}"]

                """),
    ]
}
