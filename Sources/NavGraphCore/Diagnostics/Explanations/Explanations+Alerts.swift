extension Explanations {
    /// The lines the alert examples start with: a list that shows an alert.
    static let alertHeader = """
        navgraph: 1
        graph: NotesApp
        root: notes

        """

    /// The screen the alert examples show: a list with a Delete item.
    static let alertPresenter = """
        screens:
          notes:
            navigationItem:
              rightBarButtonItems:
                - { id: delete, system: trash, segue: confirmDelete }
            segues:
              confirmDelete: { kind: modal, to: deleteAll }

        """

    /// The explanations of an alert's actions (NG309, NG310), in code order.
    static let alertActions: [Explanation] = [
        Explanation(
            .severalCancelActions,
            """
            An alert has one way to back out: the action with `role: cancel`. UIKit sets it apart (at the bottom of \
            an action sheet, outside its popover on iPad) and refuses a second one at run time. Keep one cancel \
            action and make the others default or destructive.
            """,
            wrong: alertHeader + alertPresenter + """
                  deleteAll:
                    style: alert
                    title: Delete all notes?
                    actions:
                      - { id: delete, title: Delete, role: destructive, action: deleteAll }
                      - { id: cancel, title: Cancel, role: cancel }
                      - { id: later, title: Later, role: cancel }

                """,
            right: alertHeader + alertPresenter + """
                  deleteAll:
                    style: alert
                    title: Delete all notes?
                    actions:
                      - { id: delete, title: Delete, role: destructive, action: deleteAll }
                      - { id: later, title: Later, action: remindLater }
                      - { id: cancel, title: Cancel, role: cancel }

                """),
        Explanation(
            .malformedAlertAction,
            """
            Every action of an alert must end somewhere: a segue of the alert screen, a builtin (`dismiss`, `pop`, \
            `popToRoot`, run on the screen the alert was shown over once it is gone) or an `action:` the app \
            handles. Only the cancel action may have none: it just closes the alert. An action may do one thing \
            only, and an alert needs at least one action, or nothing could close it.
            """,
            wrong: alertHeader + alertPresenter + """
                  deleteAll:
                    style: alert
                    title: Delete all notes?
                    actions:
                      - { id: delete, title: Delete, role: destructive }
                      - { id: cancel, title: Cancel, role: cancel }

                """,
            right: alertHeader + alertPresenter + """
                  deleteAll:
                    style: alert
                    title: Delete all notes?
                    actions:
                      - { id: delete, title: Delete, role: destructive, action: deleteAll }
                      - { id: cancel, title: Cancel, role: cancel }

                """),
    ]

    /// The explanations of how an alert is shown (NG423–NG425), in code order.
    static let alertPresentation: [Explanation] = [
        Explanation(
            .alertNotShownModally,
            """
            An alert or action sheet is a `UIAlertController`: UIKit only presents it. It cannot be pushed, \
            installed as a root, a tab or a column, opened by a deep link or unwound to. Show it with a `modal` \
            segue.
            """,
            wrong: alertHeader + """
                screens:
                  notes:
                    segues:
                      confirmDelete: { kind: show, to: deleteAll }
                  deleteAll:
                    style: alert
                    title: Delete all notes?
                    actions:
                      - { id: cancel, title: Cancel, role: cancel }

                """,
            right: alertHeader + """
                screens:
                  notes:
                    segues:
                      confirmDelete: { kind: modal, to: deleteAll }
                  deleteAll:
                    style: alert
                    title: Delete all notes?
                    actions:
                      - { id: cancel, title: Cancel, role: cancel }

                """),
        Explanation(
            .actionSheetWithoutAnchor,
            """
            On iPad an action sheet is a popover and needs something to point at. When a bar item performs the \
            segue that shows it, the hosts anchor it to that item. A segue no bar item performs (the app performs \
            it from code) leaves the sheet without an anchor: the UIKit host then points it at the whole \
            presenting screen. Perform the segue from a bar item, or use `style: alert`.
            """,
            wrong: alertHeader + """
                screens:
                  notes:
                    segues:
                      chooseSort: { kind: modal, to: sortOrder }
                  sortOrder:
                    style: actionSheet
                    actions:
                      - { id: byDate, title: By Date, action: sortByDate }
                      - { id: cancel, title: Cancel, role: cancel }

                """,
            right: alertHeader + """
                screens:
                  notes:
                    navigationItem:
                      rightBarButtonItems:
                        - { id: sort, title: Sort, segue: chooseSort }
                    segues:
                      chooseSort: { kind: modal, to: sortOrder }
                  sortOrder:
                    style: actionSheet
                    actions:
                      - { id: byDate, title: By Date, action: sortByDate }
                      - { id: cancel, title: Cancel, role: cancel }

                """),
        Explanation(
            .meaninglessOnAlert,
            """
            An alert has no navigation bar, no toolbar, no stack of its own and its own presentation style, and \
            UIKit never restores one. Keys about those things mean nothing on an alert screen or on the segue that \
            shows it, nor can an alert push (`show`, `showDetail`) or `return` (it has no caller of its own; a \
            `role: cancel` action just closes it): its segues may be `modal`, `unwind` or `replaceRoot`. `message` and `actions` need `style: alert` or `style: actionSheet`.
            """,
            wrong: alertHeader + """
                screens:
                  notes:
                    segues:
                      confirmDelete: { kind: modal, to: deleteAll, embedInNavigationController: true }
                  deleteAll:
                    style: alert
                    title: Delete all notes?
                    toolbarItems:
                      - { id: help, title: Help, action: showHelp }
                    actions:
                      - { id: cancel, title: Cancel, role: cancel }

                """,
            right: alertHeader + """
                screens:
                  notes:
                    segues:
                      confirmDelete: { kind: modal, to: deleteAll }
                  deleteAll:
                    style: alert
                    title: Delete all notes?
                    actions:
                      - { id: help, title: Help, action: showHelp }
                      - { id: cancel, title: Cancel, role: cancel }

                """),
    ]
}
