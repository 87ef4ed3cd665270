extension Explanations {
    /// The lines the sheet examples start with: a list whose Filter item opens a sheet.
    static let sheetHeader = """
        navgraph: 1
        graph: Shop
        root: products

        screens:
          filter:
            title: Filter
          products:
            title: Products
            navigationItem:
              rightBarButtonItems:
                - { id: filterButton, title: Filter, segue: showFilter }
            segues:

        """

    /// The explanations of sheet and popover keys (NG313, NG314, NG315), in code order.
    static let sheetValues: [Explanation] = [
        Explanation(
            .malformedSheetValue,
            """
            A sheet rests at its detents: `medium` (about half the screen), `large` (full height) or a height in \
            points greater than 0. Each detent is listed once, and a `detents:` list names at least one (leave the \
            key out for a full-height sheet). `preferredContentSize` needs a `width` and a `height`, both numbers \
            of points greater than 0.
            """,
            wrong: sheetHeader + """
                      showFilter: { kind: modal, to: filter, detents: [half, large] }

                """,
            right: sheetHeader + """
                      showFilter: { kind: modal, to: filter, detents: [medium, large] }

                """),
        Explanation(
            .sheetKeyNotTaken,
            """
            Each key shapes one kind of presentation, as UIKit has it. `detents`, `prefersGrabberVisible` and \
            `largestUndimmedDetent` shape a sheet (`automatic`, `pageSheet` or `formSheet`); \
            `preferredContentSize` sizes a `formSheet` or a `popover`; `sourceItem` and `adaptsTo` belong to a \
            `popover`. The style is the segue's `presentation`, else the destination's `modalPresentationStyle`, \
            else `automatic`. A full-screen presentation has no detents to rest at.
            """,
            wrong: sheetHeader + """
                      showFilter: { kind: modal, to: filter, presentation: fullScreen, detents: [medium, large] }

                """,
            right: sheetHeader + """
                      showFilter: { kind: modal, to: filter, presentation: pageSheet, detents: [medium, large] }

                """),
        Explanation(
            .sheetReferenceNotFound,
            """
            `largestUndimmedDetent` names the tallest detent at which the screen below stays usable: it must be \
            one of the sheet's detents (`large` alone when `detents` is left out). A popover's `sourceItem` names \
            the bar item it points at: an item id of the segue's source screen.
            """,
            wrong: sheetHeader + """
                      showFilter: { kind: modal, to: filter, detents: [medium], largestUndimmedDetent: large }

                """,
            right: sheetHeader + """
                      showFilter: { kind: modal, to: filter, detents: [medium, large], largestUndimmedDetent: medium }

                """),
    ]

    /// The explanation of the detents' order (NG427).
    static let sheetOrder: [Explanation] = [
        Explanation(
            .detentsOutOfOrder,
            """
            UIKit wants a sheet's detents from smallest to largest and opens the sheet at the smallest. navgraph \
            opens it at the first detent written, so a list out of order makes the simulator and the app disagree. \
            How a height in points compares with `medium` depends on the screen, so only `large` before another \
            detent, or a height before a smaller one, is reported.
            """,
            wrong: sheetHeader + """
                      showFilter: { kind: modal, to: filter, detents: [large, medium] }

                """,
            right: sheetHeader + """
                      showFilter: { kind: modal, to: filter, detents: [medium, large] }

                """)
    ]
}
