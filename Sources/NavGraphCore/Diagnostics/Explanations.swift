/// The texts of `navgraph explain`: one entry per diagnostic code, as data. Each example is a whole main graph
/// file; tests check the wrong one gives its code and the right one does not.
public enum Explanations {
    /// The explanation of `code`, nil if it has none.
    public static func explanation(for code: DiagnosticCode) -> Explanation? {
        all.first { $0.code == code }
    }

    /// The lines every example starts with.
    private static let header = """
        navgraph: 1
        graph: Settings
        root: list

        """

    /// The part file the include examples share.
    private static let aboutPart = """
        screens:
          about:
            title: About

        """

    /// Every explanation, in code order.
    public static let all: [Explanation] = [
        Explanation(
            .ng001,
            """
            The file is not well-formed YAML: libyaml could not read it. The message is libyaml's own, at the \
            place it stopped. Look for an unclosed bracket or quote, a tab used for indentation, or a line \
            indented to a level that does not match its siblings.
            """,
            wrong: header + """
                screens:
                  list: { title: Settings

                """,
            right: header + """
                screens:
                  list: { title: Settings }

                """),
        Explanation(
            .ng002,
            """
            The file uses a YAML feature navgraph refuses: an explicit tag (`!!str`, `!custom`), the merge key \
            `<<`, more than one document in a file, or aliases that would expand to more nodes than the limit \
            (10,000 per document, and at most ten times the document's own nodes; `--max-aliases` changes it). \
            Values are typed by the graph format itself, so tags are never needed: quote a scalar to make it text.
            """,
            wrong: header + """
                screens:
                  list:
                    title: !!str Settings

                """,
            right: header + """
                screens:
                  list:
                    title: "Settings"

                """),
        Explanation(
            .ng003,
            """
            A mapping has the same key twice. YAML parsers disagree on which one wins, so navgraph refuses the \
            file (a note points at the first one). Keep one of them. A shorthand given together with its long \
            form (`backButtonTitle` and `backBarButtonItem`) is reported the same way.
            """,
            wrong: header + """
                screens:
                  list:
                    title: Settings
                    title: General

                """,
            right: header + """
                screens:
                  list:
                    title: General

                """),
        Explanation(
            .ng004,
            """
            The key is not part of the graph format at this place (every key is exact lowerCamelCase), or it is \
            an option of another segue kind. A note suggests the closest known key. Fix its spelling or move it \
            where it belongs.
            """,
            wrong: header + """
                screens:
                  list:
                    titel: Settings

                """,
            right: header + """
                screens:
                  list:
                    title: Settings

                """),
        Explanation(
            .ng005,
            """
            The value is not of the kind the key expects: a mapping, a sequence, a string, a decimal integer, a \
            boolean, or one of a fixed set of names. Scalars are typed by the format, never by YAML 1.1 rules: a \
            boolean is only `true` or `false` (`yes`, `no`, `on` and `off` are refused; quote them if you meant \
            text), and integers are plain decimal.
            """,
            wrong: header + """
                screens:
                  list:
                    title: Settings
                    interactivePopGestureEnabled: yes

                """,
            right: header + """
                screens:
                  list:
                    title: Settings
                    interactivePopGestureEnabled: true

                """),
        Explanation(
            .ng006,
            """
            A required key is missing. A main graph file needs `navgraph`, `graph`, `root` and `screens`; a \
            segue needs `kind` and `to`; a bar item needs an `id`; a parameter given as a mapping needs a `type` \
            (or `swift`). A file that only holds screens must be included by a main graph file.
            """,
            wrong: """
                navgraph: 1
                graph: Settings
                screens:
                  list:
                    title: Settings

                """,
            right: header + """
                screens:
                  list:
                    title: Settings

                """),
        Explanation(
            .ng007,
            """
            `navgraph:` names the version of the file format, and this navgraph reads version 1 only. Write \
            `navgraph: 1`.
            """,
            wrong: """
                navgraph: 2
                graph: Settings
                root: list
                screens:
                  list:
                    title: Settings

                """,
            right: header + """
                screens:
                  list:
                    title: Settings

                """),
        Explanation(
            .ng008,
            """
            The file is empty (or holds only comments), or it is not UTF-8 text: invalid UTF-8, UTF-16, control \
            characters or binary data. Graph files are UTF-8; a UTF-8 byte order mark is fine.
            """,
            wrong: "",
            right: header + """
                screens:
                  list:
                    title: Settings

                """),
        Explanation(
            .ng009,
            """
            A limit that protects navgraph from hostile or broken input was crossed: file size (16 MiB), \
            nesting depth (64), scalar length (1 MiB) or number of included files (256). Reading stops where \
            the limit was crossed. Each limit can be raised on the command line (`--max-file-size`, \
            `--max-depth`, `--max-scalar-length`, `--max-includes`); the examples here are checked with \
            `--max-scalar-length 16`.
            """,
            wrong: header + """
                screens:
                  list:
                    title: Settings of every app on this device

                """,
            right: header + """
                screens:
                  list:
                    title: Settings

                """,
            limits: Limits(scalarLength: 16)),
        Explanation(
            .ng010,
            """
            An `include:` entry names a file that does not exist, that lies outside the main file's folder tree \
            (after symlinks are resolved), or that leads back to a file already on the include chain (a cycle). \
            Include paths are relative to the including file.
            """,
            wrong: header + """
                include: [about.navgraph.yaml]
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: show, to: about }

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
            .ng101,
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
            .ng102,
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
            .ng103,
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
            .ng201,
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
            .ng202,
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
            .ng204,
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
            .ng301,
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
            .ng302,
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
            .ng303,
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
            .ng304,
            """
            A bar button item (or a deep link) performs a segue whose destination has a required parameter the \
            segue does not set. Code calling a segue function supplies such values, but a tap or a link has no \
            one to ask: set the parameter with `arguments` or `forward`, or give it a default.
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
            .ng305,
            """
            `forward` passes a parameter of the source on to the destination parameter of the same name, so both \
            must have the same type. Convert it in code (call the segue function with the value), or make the \
            types agree.
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
            .ng306,
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
            .ng307,
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
            .ng308,
            """
            A bar button item shows exactly one of `system`, `title` or `image`, and does at most one of \
            `segue`, `action` or `builtin` (`flexibleSpace` and `fixedSpace` do none).
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
        Explanation(
            .ng401,
            """
            An `unwind` segue (or a `popTo`) returns to a screen that is not below the source on every path that \
            reaches the source, so at run time there may be nothing to return to. Return to a screen every path \
            goes through, such as the root.
            """,
            wrong: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: show, to: about }
                      openDetails: { kind: show, to: details }
                  details:
                    title: Details
                  about:
                    title: About
                    segues:
                      done: { kind: unwind, to: details }

                """,
            right: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: show, to: about }
                      openDetails: { kind: show, to: details }
                  details:
                    title: Details
                  about:
                    title: About
                    segues:
                      done: { kind: unwind, to: list }

                """),
        Explanation(
            .ng402,
            """
            A `show` segue leaves a screen that some path presents modally without a navigation stack. There is \
            no stack to push onto, so UIKit presents the destination modally instead (and so does the router). \
            Embed the presentation in a navigation controller, or say `modal`.
            """,
            wrong: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: modal, to: about }
                  about:
                    title: About
                    segues:
                      openLicenses: { kind: show, to: licenses }
                  licenses:
                    title: Licenses

                """,
            right: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: modal, to: about, embedInNavigationController: true }
                  about:
                    title: About
                    segues:
                      openLicenses: { kind: show, to: licenses }
                  licenses:
                    title: Licenses

                """),
        Explanation(
            .ng403,
            """
            `showDetail` means "show in the detail area of a split view"; inside a navigation controller it \
            presents the destination modally. Say `modal`, which states what happens.
            """,
            wrong: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: showDetail, to: about }
                  about:
                    title: About

                """,
            right: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: modal, to: about }
                  about:
                    title: About

                """),
        Explanation(
            .ng404,
            """
            A modal presentation cannot be left: it cannot be swiped away (`fullScreen`, `overFullScreen`, or \
            `modalInPresentation: true`) and nothing inside it dismisses or unwinds. Add an item with `builtin: \
            dismiss` on screen inside it, or an `unwind` segue back to its presenter.
            """,
            wrong: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: modal, to: about, presentation: fullScreen }
                  about:
                    title: About

                """,
            right: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: modal, to: about, presentation: fullScreen }
                  about:
                    title: About
                    segues:
                      done: { kind: unwind, to: list }

                """),
        Explanation(
            .ng405,
            """
            No chain of segues from `root` and no deep link reaches the screen, so it can never be shown. Add a \
            segue to it, a deep link, or remove it (`lint: { disable: [NG405] }` silences this for screens kept \
            on purpose).
            """,
            wrong: header + """
                screens:
                  list:
                    title: Settings
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
            .ng406,
            """
            A pushed screen offers no way back: its back button is hidden or replaced, the swipe back is \
            disabled, no item on screen pops, and it has no unwind segue (which the app may perform from its own \
            content, so it counts as a way back). Keep one of them.
            """,
            wrong: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: show, to: about }
                  about:
                    title: About
                    interactivePopGestureEnabled: false
                    navigationItem:
                      hidesBackButton: true

                """,
            right: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: show, to: about }
                  about:
                    title: About
                    interactivePopGestureEnabled: false

                """),
        Explanation(
            .ng407,
            """
            The back button over the next screen takes this screen's title, but a title longer than \
            `backButtonTitleMaxLength` (12 by default) is shown as "Back". Set a short `backButtonTitle` (it is \
            never shortened), or a shorter title.
            """,
            wrong: header + """
                screens:
                  list:
                    title: Settings and Privacy
                    segues:
                      openAbout: { kind: show, to: about }
                  about:
                    title: About

                """,
            right: header + """
                screens:
                  list:
                    title: Settings and Privacy
                    navigationItem:
                      backButtonTitle: Settings
                    segues:
                      openAbout: { kind: show, to: about }
                  about:
                    title: About

                """),
        Explanation(
            .ng408,
            """
            A setting has no effect where it is: `leftItemsSupplementBackButton` without left items, \
            `hidesBackButton` on a screen that is only ever the root, `backBarButtonItem` on a screen nothing is \
            pushed onto, or `largeTitleDisplayMode: always` while `prefersLargeTitles` is false. Remove it, or \
            add what it needs.
            """,
            wrong: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: show, to: about }
                  about:
                    title: About
                    navigationItem:
                      leftItemsSupplementBackButton: true

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
            .ng409,
            """
            `show` segues form a cycle, so repeating it pushes without end and the stack grows without bound. \
            Going back is usually meant: use an `unwind`, or `popTo`/`singleTop` on the segue that closes the \
            cycle. This is a remark, printed with `--verbose`.
            """,
            wrong: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: show, to: about }
                  about:
                    title: About
                    segues:
                      openList: { kind: show, to: list }

                """,
            right: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: show, to: about }
                  about:
                    title: About
                    segues:
                      backToList: { kind: unwind, to: list }

                """),
        Explanation(
            .ng410,
            """
            Two deep-link patterns match the same URL, so which screen a link opens would depend on order. Make \
            the patterns differ in a literal segment.
            """,
            wrong: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      openApp: { kind: show, to: app }
                      openGroup: { kind: show, to: group }
                  app:
                    title: App
                    parameters:
                      appID: String
                    deepLinks: ["/settings/{appID}"]
                  group:
                    title: Group
                    parameters:
                      groupID: String
                    deepLinks: ["/settings/{groupID}"]

                """,
            right: header + """
                screens:
                  list:
                    title: Settings
                    segues:
                      openApp: { kind: show, to: app }
                      openGroup: { kind: show, to: group }
                  app:
                    title: App
                    parameters:
                      appID: String
                    deepLinks: ["/settings/apps/{appID}"]
                  group:
                    title: Group
                    parameters:
                      groupID: String
                    deepLinks: ["/settings/groups/{groupID}"]

                """),
        Explanation(
            .ng411,
            """
            A deep link opens its screen on the shortest chain of `show` segues from the root, and every screen \
            on that chain needs its parameters: from the link's parameters of the same name or from defaults. \
            Here a screen on the way needs one the link does not carry. Put it in the pattern, or give it a \
            default.
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
                      appID: String
                    segues:
                      openAbout: { kind: show, to: about }
                  about:
                    title: About
                    deepLinks: ["/about"]

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
                    segues:
                      openAbout: { kind: show, to: about, forward: [appID] }
                  about:
                    title: About
                    parameters:
                      appID: String
                    deepLinks: ["/apps/{appID}/about"]

                """),
        Explanation(
            .ng412,
            """
            A deep-link pattern is not a URL path pattern: it starts with `/`, holds literal segments and \
            `{param}` segments (each a whole segment), and may end with `?name={param}` query items for \
            parameters that are optional or have a default.
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
                      appID: String
                    deepLinks: ["/apps/{appID"]

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
                    deepLinks: ["/apps/{appID}"]

                """),
    ]
}
