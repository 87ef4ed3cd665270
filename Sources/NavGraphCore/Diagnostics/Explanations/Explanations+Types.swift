extension Explanations {
    /// The explanations of types, literals and bar items (NG3xx), in code order.
    static let types: [Explanation] = [
        Explanation(
            .unknownType,
            """
            A parameter's type is not one navgraph knows: `String`, `Int`, `Double`, `Bool`, `UUID`, `URL`, \
            `Date`, an `enums:` name, `[T]` or `T?`. An app type is written `{ swift: Module.TypeName }`.
            """,
            wrong: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      openApp: { kind: show, to: app }
                  app:
                    title: App
                    parameters:
                      appID: Strng

                """,
            right: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      openApp: { kind: show, to: app }
                  app:
                    title: App
                    parameters:
                      appID: String

                """),
        Explanation(
            .defaultDoesNotFitType,
            """
            A parameter's `default:` is not a literal of its type: an integer for `Int`, `true`/`false` for \
            `Bool`, a case for an enum, an ISO 8601 date for `Date`, a sequence for an array, `null` only for an \
            optional.
            """,
            wrong: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      openApp: { kind: show, to: app }
                  app:
                    title: App
                    parameters:
                      badgeCount: { type: Int, default: none }

                """,
            right: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      openApp: { kind: show, to: app }
                  app:
                    title: App
                    parameters:
                      badgeCount: { type: Int, default: 0 }

                """),
        Explanation(
            .argumentDoesNotFitType,
            """
            A literal in a segue's `arguments` does not fit the destination parameter's type. Give a value of \
            the type, or leave the parameter out so that the generated segue function takes it as an argument.
            """,
            wrong: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      openApp: { kind: show, to: app, arguments: { badgeCount: many } }
                  app:
                    title: App
                    parameters:
                      badgeCount: Int

                """,
            right: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      openApp: { kind: show, to: app, arguments: { badgeCount: 3 } }
                  app:
                    title: App
                    parameters:
                      badgeCount: Int

                """),
        Explanation(
            .requiredParameterUnset,
            """
            A bar button item, an alert action, a menu entry (or a deep link) performs a segue whose destination \
            has a required parameter the segue does not set. Code calling a segue function supplies such values, \
            but a tap or a link has no one to ask: set the parameter with `arguments` or `forward`, or give it a \
            default. For the same reason a tap cannot perform an unwind or a return whose `returns:` has a value \
            that is not optional: perform that one from the app's code.
            """,
            wrong: header + """
                screens:
                  list:
                    title: Settings
                    navigationItem:
                      rightBarButtonItems:
                        - { id: mail, title: Mail, segue: openApp }
                    segues:
                      openApp: { kind: show, to: app }
                  app:
                    title: App
                    parameters:
                      appID: String

                """,
            right: header + """
                screens:
                  list:
                    title: Settings
                    navigationItem:
                      rightBarButtonItems:
                        - { id: mail, title: Mail, segue: openApp }
                    segues:
                      openApp: { kind: show, to: app, arguments: { appID: mail } }
                  app:
                    title: App
                    parameters:
                      appID: String

                """),
        Explanation(
            .forwardTypeMismatch,
            """
            `forward` passes a parameter of the source on to the destination parameter of the same name, so both \
            must have the same type, or the destination's must be the optional of the source's (a `String` fills \
            a `String?`; a `String?` cannot fill a `String`). Convert it in code (call the segue function with the \
            value), or make the types agree.
            """,
            wrong: header + """
                screens:
                  list:
                    title: Settings
                    parameters:
                      appID: { type: Int, default: 0 }
                    segues:
                      openApp: { kind: show, to: app, forward: [appID] }
                  app:
                    title: App
                    parameters:
                      appID: String

                """,
            right: header + """
                screens:
                  list:
                    title: Settings
                    parameters:
                      appID: { type: String, default: "" }
                    segues:
                      openApp: { kind: show, to: app, forward: [appID] }
                  app:
                    title: App
                    parameters:
                      appID: String

                """),
        Explanation(
            .parameterTakesNoLiteral,
            """
            An app type (`{ swift: }`) or an array parameter cannot be written as a literal (in `arguments` or \
            a `default`) or carried by a deep link: navgraph cannot build such a value from text. Leave it out, \
            and the generated segue function takes it as a typed argument.
            """,
            wrong: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      openAccount: { kind: show, to: account, arguments: { user: me } }
                  account:
                    title: Account
                    parameters:
                      user: { swift: Accounts.User }

                """,
            right: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      openAccount: { kind: show, to: account }
                  account:
                    title: Account
                    parameters:
                      user: { swift: Accounts.User }

                """),
        Explanation(
            .unknownEnumCase,
            """
            A value for an `enums:` type is not one of the enum's cases (in `arguments`, a `default`, or a deep \
            link's literal). A note suggests the closest case.
            """,
            wrong: header + """
                enums:
                  Section: [general, privacy]
                screens:
                  list:
                    title: Settings
                    segues:
                      openSection: { kind: show, to: sectionSettings, arguments: { section: battery } }
                  sectionSettings:
                    title: Section
                    parameters:
                      section: Section

                """,
            right: header + """
                enums:
                  Section: [general, privacy]
                screens:
                  list:
                    title: Settings
                    segues:
                      openSection: { kind: show, to: sectionSettings, arguments: { section: privacy } }
                  sectionSettings:
                    title: Section
                    parameters:
                      section: Section

                """),
        Explanation(
            .malformedBarItem,
            """
            A bar button item shows exactly one of `system`, `title` or `image`, and does at most one of \
            `segue`, `action` or `builtin` (`flexibleSpace` and `fixedSpace` do none and have no `menu`).
            """,
            wrong: header + """
                screens:
                  list:
                    title: Settings
                    navigationItem:
                      rightBarButtonItems:
                        - { id: done, system: done, title: Done }

                """,
            right: header + """
                screens:
                  list:
                    title: Settings
                    navigationItem:
                      rightBarButtonItems:
                        - { id: done, system: done }

                """),
    ]
}
