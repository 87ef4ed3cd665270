// Recorded from the pages in docs/diagnostics by ExplanationPagesTests; do not edit. After changing a page,
// run `NAVGRAPH_RECORD=1 swift test --filter ExplanationPagesTests`.

extension Explanations {
    /// Every code's texts, in code order.
    static let recorded: [Explanation] = [
        Explanation(
            .yamlSyntax,
            summary: """
                YAML syntax error
                """,
            firesWhen: """
                the file is not well-formed YAML (libyaml's message and position), or an alias refers to a node \
                that contains it
                """,
            paragraph: """
                The file is not well-formed YAML: libyaml could not read it. The message is libyaml's own, at the \
                place it stopped. Look for an unclosed bracket or quote, a tab used for indentation, or a line \
                indented to a level that does not match its siblings.
                """,
            wrong: """
                navgraph: 1
                graph: Settings
                root: list
                screens:
                  list: { title: Settings

                """,
            right: """
                navgraph: 1
                graph: Settings
                root: list
                screens:
                  list: { title: Settings }

                """),
        Explanation(
            .unsupportedYAMLFeature,
            summary: """
                YAML feature out of bounds (alias expansion over the limit, tag, merge key, several documents)
                """,
            firesWhen: """
                a YAML feature navgraph refuses: an explicit tag, the merge key `<<`, a second document, alias \
                expansion past its limit
                """,
            paragraph: """
                The file uses a YAML feature navgraph refuses: an explicit tag (`!!str`, `!custom`), the merge key \
                `<<`, more than one document in a file, or aliases that would expand to more nodes than the limit \
                (10,000 per document, and at most ten times the document's own nodes; `--max-aliases` changes it). \
                Values are typed by the graph format itself, so tags are never needed: quote a scalar to make it \
                text.
                """,
            wrong: """
                navgraph: 1
                graph: Settings
                root: list
                screens:
                  list:
                    title: !!str Settings

                """,
            right: """
                navgraph: 1
                graph: Settings
                root: list
                screens:
                  list:
                    title: "Settings"

                """),
        Explanation(
            .duplicateKey,
            summary: """
                duplicate mapping key
                """,
            firesWhen: """
                a mapping key given twice; `type` and `swift` on one parameter; a shorthand given with its long form
                """,
            paragraph: """
                A mapping has the same key twice. YAML parsers disagree on which one wins, so navgraph refuses the \
                file (a note points at the first one). Keep one of them. A shorthand given together with its long \
                form (`backButtonTitle` and `backBarButtonItem`) is reported the same way.
                """,
            wrong: """
                navgraph: 1
                graph: Settings
                root: list
                screens:
                  list:
                    title: Settings
                    title: General

                """,
            right: """
                navgraph: 1
                graph: Settings
                root: list
                screens:
                  list:
                    title: General

                """),
        Explanation(
            .unknownKey,
            summary: """
                unknown key
                """,
            firesWhen: """
                an unknown key (with did-you-mean); an option the segue's kind does not take (`returns` on a segue \
                that is not an unwind); a key a container's kind or a split's style does not take; a `default` in \
                `returns`; a main-file key in an included file
                """,
            paragraph: """
                The key is not part of the graph format at this place (every key is exact lowerCamelCase), or it is \
                an option of another segue kind. A note suggests the closest known key. Fix its spelling or move it \
                where it belongs.
                """,
            wrong: """
                navgraph: 1
                graph: Settings
                root: list
                screens:
                  list:
                    titel: Settings

                """,
            right: """
                navgraph: 1
                graph: Settings
                root: list
                screens:
                  list:
                    title: Settings

                """),
        Explanation(
            .wrongValueKind,
            summary: """
                wrong kind of value
                """,
            firesWhen: """
                a value of the wrong kind: mapping, sequence, text, decimal integer, boolean, one of a list of \
                names, colour; a `lint.disable` entry that is not a warning or remark code
                """,
            paragraph: """
                The value is not of the kind the key expects: a mapping, a sequence, a string, a decimal integer, a \
                boolean, or one of a fixed set of names. Scalars are typed by the format, never by YAML 1.1 rules: \
                a boolean is only `true` or `false` (`yes`, `no`, `on` and `off` are refused; quote them if you \
                meant text), and integers are plain decimal.
                """,
            wrong: """
                navgraph: 1
                graph: Settings
                root: list
                screens:
                  list:
                    title: Settings
                    interactivePopGestureEnabled: yes

                """,
            right: """
                navgraph: 1
                graph: Settings
                root: list
                screens:
                  list:
                    title: Settings
                    interactivePopGestureEnabled: true

                """),
        Explanation(
            .missingKey,
            summary: """
                required key missing
                """,
            firesWhen: """
                a required key is missing (`navgraph`, `graph`, `root` unless `entries` is given, `screens`; a \
                segue's `kind`/`to`; an item's `id`; a parameter's `type`; a container's `kind`, a tab bar's \
                `tabs`, a split's columns, a tab's `id`/`root`, a column mapping's `root`)
                """,
            paragraph: """
                A required key is missing. A main graph file needs `navgraph`, `graph`, `root` and `screens`; a \
                segue needs `kind` and `to`; a bar item needs an `id`; a parameter given as a mapping needs a \
                `type` (or `swift`). A file that only holds screens must be included by a main graph file.
                """,
            wrong: """
                navgraph: 1
                graph: Settings
                screens:
                  list:
                    title: Settings

                """,
            right: """
                navgraph: 1
                graph: Settings
                root: list
                screens:
                  list:
                    title: Settings

                """),
        Explanation(
            .unsupportedVersion,
            summary: """
                unsupported 'navgraph:' version
                """,
            firesWhen: """
                `navgraph:` is not `1`
                """,
            paragraph: """
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
            right: """
                navgraph: 1
                graph: Settings
                root: list
                screens:
                  list:
                    title: Settings

                """),
        Explanation(
            .emptyOrInvalidFile,
            summary: """
                file not valid UTF-8, or empty
                """,
            firesWhen: """
                the file is empty, holds only comments, or is not UTF-8 text
                """,
            paragraph: """
                The file is empty (or holds only comments), or it is not UTF-8 text: invalid UTF-8, UTF-16, control \
                characters or binary data. Graph files are UTF-8; a UTF-8 byte order mark is fine.
                """,
            wrong: "",
            right: """
                navgraph: 1
                graph: Settings
                root: list
                screens:
                  list:
                    title: Settings

                """),
        Explanation(
            .limitExceeded,
            summary: """
                a limit exceeded
                """,
            firesWhen: """
                a limit is exceeded: file size, nesting depth, scalar length, number of included files
                """,
            paragraph: """
                A limit that protects navgraph from hostile or broken input was crossed: file size (16 MiB), \
                nesting depth (64), scalar length (1 MiB) or number of included files (256). Reading stops where \
                the limit was crossed. Each limit can be raised on the command line (`--max-file-size`, \
                `--max-depth`, `--max-scalar-length`, `--max-includes`); the examples here are checked with \
                `--max-scalar-length 16`.
                """,
            wrong: """
                navgraph: 1
                graph: Settings
                root: list
                screens:
                  list:
                    title: Settings of every app on this device

                """,
            right: """
                navgraph: 1
                graph: Settings
                root: list
                screens:
                  list:
                    title: Settings

                """,
            limits: Limits(scalarLength: 16)),
        Explanation(
            .includeFailed,
            summary: """
                include not found, outside the including file's folder tree, or a cycle
                """,
            firesWhen: """
                an include (or the file given) is missing, unreadable, a folder, outside the main file's folder \
                tree, or part of an include cycle
                """,
            paragraph: """
                An `include:` entry names a file that does not exist, that lies outside the main file's folder tree \
                (after symlinks are resolved), or that leads back to a file already on the include chain (a cycle). \
                Include paths are relative to the including file.
                """,
            wrong: """
                navgraph: 1
                graph: Settings
                root: list
                include: [about.navgraph.yaml]
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: show, to: about }

                """,
            right: """
                navgraph: 1
                graph: Settings
                root: list
                include: [parts/about.navgraph.yaml]
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: show, to: about }

                """,
            otherFiles: [
                "parts/about.navgraph.yaml": """
                screens:
                  about:
                    title: About

                """
            ]),
        Explanation(
            .invalidIdentifier,
            summary: """
                invalid identifier
                """,
            firesWhen: """
                a name (screen, segue, item, parameter, container, tab, returned value, …) is not a valid \
                identifier for the generated code: wrong pattern, Swift keyword, reserved name, collision; two \
                graphs of one `graph:` name in one run (an error in `generate`, a warning in `validate`)
                """,
            paragraph: """
                The name cannot be used in the generated Swift code. Screen, segue, item, parameter and action \
                names are lowerCamelCase (`[a-z][A-Za-z0-9]*`) and not `self`, `init` or `inout`, which Swift takes \
                as names nowhere (other keywords, such as `default`, are written in backticks); the graph and enum \
                names are UpperCamelCase; a few names the generated code declares itself (`Screen`, `Action`, …) \
                are reserved.
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
            summary: """
                duplicate screen id
                """,
            firesWhen: """
                a screen id is declared twice in the graph's files, or a container has a screen's id; an old screen \
                id (`renamedFrom:`) is a current id, is claimed twice, or is the screen's own
                """,
            paragraph: """
                Two screens have the same id. Screen ids are unique across every file of the graph, since each \
                becomes a case of the generated `Screen` enum; a note points at the other one. Rename one, or \
                remove the copy. An old id listed under `renamedFrom:` counts too: it must not be the id of a \
                screen or container of the graph now, nor be listed by two screens, nor be the screen's own id. \
                Restoration and the deprecated `Screen` alias each need one screen per old id.
                """,
            wrong: """
                navgraph: 1
                graph: Settings
                root: list
                include: [parts/about.navgraph.yaml]
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: show, to: about }
                  about:
                    title: About this iPhone

                """,
            right: """
                navgraph: 1
                graph: Settings
                root: list
                include: [parts/about.navgraph.yaml]
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: show, to: about }

                """,
            otherFiles: [
                "parts/about.navgraph.yaml": """
                screens:
                  about:
                    title: About

                """
            ]),
        Explanation(
            .duplicateSegueOrItem,
            summary: """
                duplicate segue or item id within a screen
                """,
            firesWhen: """
                two segues, or two bar items, of one screen have the same id; two tabs of one tab bar have the same \
                id; an old name (`renamedFrom:`) of a parameter, segue, item or tab is a current name in its scope, \
                is claimed twice, or is the element's own
                """,
            paragraph: """
                Two bar button items (or two segues) of one screen have the same id. Ids are unique within their \
                screen, since the generated code and `tap(itemID)` name them. Old names listed under `renamedFrom:` \
                count too, each in its own scope (a screen's parameters, its segues, its items; a tab bar's tabs; \
                the top-level segues): an old name must not be a current name there, nor be claimed twice, nor be \
                the element's own name.
                """,
            wrong: """
                navgraph: 1
                graph: Settings
                root: list
                screens:
                  list:
                    title: Settings
                    navigationItem:
                      rightBarButtonItems:
                        - { id: edit, system: edit }
                        - { id: edit, system: add }

                """,
            right: """
                navgraph: 1
                graph: Settings
                root: list
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
            summary: """
                an entry listed twice in 'entries'
                """,
            firesWhen: """
                an id listed twice in `entries:`
                """,
            paragraph: """
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
        Explanation(
            .unknownScreen,
            summary: """
                unknown screen
                """,
            firesWhen: """
                `root`, a segue's `to` or a `popTo` names no screen (did-you-mean); `root` or a `replaceRoot` names \
                neither a screen nor a container; another segue names a container; a tab or column root, or \
                `selected`, is unknown
                """,
            paragraph: """
                A screen id in `root`, a segue's `to` or a `popTo` names no screen of the graph. A note suggests \
                the closest id. Fix the spelling, or declare the screen (in this file or an included one).
                """,
            wrong: """
                navgraph: 1
                graph: Settings
                root: list
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: show, to: abuot }
                  about:
                    title: About

                """,
            right: """
                navgraph: 1
                graph: Settings
                root: list
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: show, to: about }
                  about:
                    title: About

                """),
        Explanation(
            .unknownSegue,
            summary: """
                unknown segue named by a bar item
                """,
            firesWhen: """
                a bar item's `segue` names no segue of its screen
                """,
            paragraph: """
                A bar button item's `segue:` names no segue of its screen. An item can only perform a segue of the \
                screen it belongs to; a note suggests the closest one.
                """,
            wrong: """
                navgraph: 1
                graph: Settings
                root: list
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
            right: """
                navgraph: 1
                graph: Settings
                root: list
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
            .unknownEntry,
            summary: """
                an entry that names neither a screen nor a container
                """,
            firesWhen: """
                an entry of `entries:` names neither a screen nor a container (did-you-mean)
                """,
            paragraph: """
                An id in `entries:` names neither a screen nor a container of the graph. The app may start from a \
                screen (at the bottom of the main stack) or a container (a tab bar or a split); a note suggests the \
                closest id. Fix the spelling, or declare the screen or container.
                """,
            wrong: """
                navgraph: 1
                graph: Mail
                entries: [welcome, inbx]
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
        Explanation(
            .unknownParameter,
            summary: """
                unknown parameter
                """,
            firesWhen: """
                a name that is no parameter: in `arguments`, in `forward`, in a `{placeholder}`, in a deep-link \
                pattern; an unterminated placeholder
                """,
            paragraph: """
                A parameter name in a segue's `arguments` or `forward`, a `{placeholder}` of a title or a deep-link \
                pattern names no parameter of the screen concerned (the destination for `arguments`, the source and \
                the destination for `forward`, the screen itself for titles and links).
                """,
            wrong: """
                navgraph: 1
                graph: Settings
                root: list
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
            right: """
                navgraph: 1
                graph: Settings
                root: list
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
            .rootNotFirstEntry,
            summary: """
                'root' is not the first of 'entries'
                """,
            firesWhen: """
                `root:` and `entries:` are both given and `root` is not the first entry
                """,
            paragraph: """
                Both `root:` and `entries:` are given, and `root` is not the first entry. The first entry is the \
                root: where `Router()` starts and what `Router(entry:)` falls back to. Put the root first in \
                `entries:`, or leave `root:` out.
                """,
            wrong: """
                navgraph: 1
                graph: Mail
                root: inbox
                entries: [welcome, inbox]
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
                root: inbox
                entries: [inbox, welcome]
                screens:
                  welcome:
                    title: Welcome
                    segues:
                      signIn: { kind: replaceRoot, to: inbox }
                  inbox:
                    title: Inbox

                """),
        Explanation(
            .sharedSegueWithoutSources,
            summary: """
                a shared segue whose 'from' lists no screen
                """,
            firesWhen: """
                a shared segue (top-level `segues:`) whose `from:` is an empty list
                """,
            paragraph: """
                A segue of the top-level `segues:` block is declared once for many screens: its `from:` lists the \
                screens it is performed from, or says `all`. An empty list leaves it performable from nowhere, \
                which is never what was meant. List the screens, or write `from: all`.
                """,
            wrong: """
                navgraph: 1
                graph: Settings
                root: list
                segues:
                  openAbout: { kind: show, to: about, from: [] }
                screens:
                  list:
                    title: Settings
                  about:
                    title: About

                """,
            right: """
                navgraph: 1
                graph: Settings
                root: list
                segues:
                  openAbout: { kind: show, to: about, from: [list] }
                screens:
                  list:
                    title: Settings
                  about:
                    title: About

                """),
        Explanation(
            .sharedSourceListedTwice,
            summary: """
                a screen listed twice in a shared segue's 'from'
                """,
            firesWhen: """
                a screen listed twice in a shared segue's `from:`
                """,
            paragraph: """
                A shared segue's `from:` lists the same screen twice. The second mention changes nothing; it is \
                most likely a typo for another screen. Remove it, or name the screen you meant.
                """,
            wrong: """
                navgraph: 1
                graph: Settings
                root: list
                segues:
                  openAbout: { kind: show, to: about, from: [list, list] }
                screens:
                  list:
                    title: Settings
                  about:
                    title: About

                """,
            right: """
                navgraph: 1
                graph: Settings
                root: list
                segues:
                  openAbout: { kind: show, to: about, from: [list] }
                screens:
                  list:
                    title: Settings
                  about:
                    title: About

                """),
        Explanation(
            .unknownType,
            summary: """
                unknown type
                """,
            firesWhen: """
                an unknown or malformed type (of a parameter or a returned value), or an optional of an optional
                """,
            paragraph: """
                A parameter's type is not one navgraph knows: `String`, `Int`, `Double`, `Bool`, `UUID`, `URL`, \
                `Date`, an `enums:` name, `[T]` or `T?`. An app type is written `{ swift: Module.TypeName }`.
                """,
            wrong: """
                navgraph: 1
                graph: Settings
                root: list
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
            right: """
                navgraph: 1
                graph: Settings
                root: list
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
            summary: """
                default value does not fit its type
                """,
            firesWhen: """
                a `default:` does not fit its parameter's type
                """,
            paragraph: """
                A parameter's `default:` is not a literal of its type: an integer for `Int`, `true`/`false` for \
                `Bool`, a case for an enum, an ISO 8601 date for `Date`, a sequence for an array, `null` only for \
                an optional.
                """,
            wrong: """
                navgraph: 1
                graph: Settings
                root: list
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
            right: """
                navgraph: 1
                graph: Settings
                root: list
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
            summary: """
                argument value does not fit the parameter's type
                """,
            firesWhen: """
                a segue's `arguments:` value does not fit the parameter's type
                """,
            paragraph: """
                A literal in a segue's `arguments` does not fit the destination parameter's type. Give a value of \
                the type, or leave the parameter out so that the generated segue function takes it as an argument.
                """,
            wrong: """
                navgraph: 1
                graph: Settings
                root: list
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
            right: """
                navgraph: 1
                graph: Settings
                root: list
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
            summary: """
                a tap or deep link performs a segue that needs a value it cannot give
                """,
            firesWhen: """
                a segue performed by a bar item, alert action or menu entry, or a deep-link pattern, leaves a \
                required parameter of its screen unset; such a tap performs an unwind or return that must return \
                values; a tab or column root has a required parameter
                """,
            paragraph: """
                A bar button item, an alert action, a menu entry (or a deep link) performs a segue whose \
                destination has a required parameter the segue does not set. Code calling a segue function supplies \
                such values, but a tap or a link has no one to ask: set the parameter with `arguments` or \
                `forward`, or give it a default. For the same reason a tap cannot perform an unwind or a return \
                whose `returns:` has a value that is not optional: perform that one from the app's code.
                """,
            wrong: """
                navgraph: 1
                graph: Settings
                root: list
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
            right: """
                navgraph: 1
                graph: Settings
                root: list
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
            summary: """
                'forward' of a parameter whose type differs from the destination's
                """,
            firesWhen: """
                `forward` passes a parameter whose type differs between source and destination
                """,
            paragraph: """
                `forward` passes a parameter of the source on to the destination parameter of the same name, so \
                both must have the same type, or the destination's must be the optional of the source's (a `String` \
                fills a `String?`; a `String?` cannot fill a `String`). Convert it in code (call the segue function \
                with the value), or make the types agree.
                """,
            wrong: """
                navgraph: 1
                graph: Settings
                root: list
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
            right: """
                navgraph: 1
                graph: Settings
                root: list
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
            summary: """
                a '{ swift: }' or array parameter used in a deep link or given a literal
                """,
            firesWhen: """
                an app type (`{ swift: }`) is given a literal value; a deep-link pattern names an array or app-type \
                parameter
                """,
            paragraph: """
                An app type (`{ swift: }`) or an array parameter cannot be written as a literal (in `arguments` or \
                a `default`) or carried by a deep link: navgraph cannot build such a value from text. Leave it out, \
                and the generated segue function takes it as a typed argument.
                """,
            wrong: """
                navgraph: 1
                graph: Settings
                root: list
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
            right: """
                navgraph: 1
                graph: Settings
                root: list
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
            summary: """
                unknown enum case
                """,
            firesWhen: """
                a literal names no case of its enum (did-you-mean)
                """,
            paragraph: """
                A value for an `enums:` type is not one of the enum's cases (in `arguments`, a `default`, or a deep \
                link's literal). A note suggests the closest case.
                """,
            wrong: """
                navgraph: 1
                graph: Settings
                root: list
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
            right: """
                navgraph: 1
                graph: Settings
                root: list
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
            summary: """
                item has none or several of system/title/image, several of segue/action/builtin, or is a space that acts
                """,
            firesWhen: """
                a bar item shows none or several of `system`/`title`/`image`, does several of \
                `segue`/`action`/`builtin`, or is a space with any of them or with a `menu`
                """,
            paragraph: """
                A bar button item shows exactly one of `system`, `title` or `image`, and does at most one of \
                `segue`, `action` or `builtin` (`flexibleSpace` and `fixedSpace` do none and have no `menu`).
                """,
            wrong: """
                navgraph: 1
                graph: Settings
                root: list
                screens:
                  list:
                    title: Settings
                    navigationItem:
                      rightBarButtonItems:
                        - { id: done, system: done, title: Done }

                """,
            right: """
                navgraph: 1
                graph: Settings
                root: list
                screens:
                  list:
                    title: Settings
                    navigationItem:
                      rightBarButtonItems:
                        - { id: done, system: done }

                """),
        Explanation(
            .severalCancelActions,
            summary: """
                an alert with more than one 'cancel' action
                """,
            firesWhen: """
                an alert with more than one `role: cancel` action
                """,
            paragraph: """
                An alert has one way to back out: the action with `role: cancel`. UIKit sets it apart (at the \
                bottom of an action sheet, outside its popover on iPad) and refuses a second one at run time. Keep \
                one cancel action and make the others default or destructive.
                """,
            wrong: """
                navgraph: 1
                graph: NotesApp
                root: notes
                screens:
                  notes:
                    navigationItem:
                      rightBarButtonItems:
                        - { id: delete, system: trash, segue: confirmDelete }
                    segues:
                      confirmDelete: { kind: modal, to: deleteAll }
                  deleteAll:
                    style: alert
                    title: Delete all notes?
                    actions:
                      - { id: delete, title: Delete, role: destructive, action: deleteAll }
                      - { id: cancel, title: Cancel, role: cancel }
                      - { id: later, title: Later, role: cancel }

                """,
            right: """
                navgraph: 1
                graph: NotesApp
                root: notes
                screens:
                  notes:
                    navigationItem:
                      rightBarButtonItems:
                        - { id: delete, system: trash, segue: confirmDelete }
                    segues:
                      confirmDelete: { kind: modal, to: deleteAll }
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
            summary: """
                an alert action with none or several of segue/action/builtin, or an alert with none
                """,
            firesWhen: """
                an alert action with none (unless it is the cancel action) or several of \
                `segue`/`action`/`builtin`, or an alert with no action
                """,
            paragraph: """
                Every action of an alert must end somewhere: a segue of the alert screen, a builtin (`dismiss`, \
                `pop`, `popToRoot`, run on the screen the alert was shown over once it is gone) or an `action:` the \
                app handles. Only the cancel action may have none: it just closes the alert. An action may do one \
                thing only, and an alert needs at least one action, or nothing could close it.
                """,
            wrong: """
                navgraph: 1
                graph: NotesApp
                root: notes
                screens:
                  notes:
                    navigationItem:
                      rightBarButtonItems:
                        - { id: delete, system: trash, segue: confirmDelete }
                    segues:
                      confirmDelete: { kind: modal, to: deleteAll }
                  deleteAll:
                    style: alert
                    title: Delete all notes?
                    actions:
                      - { id: delete, title: Delete, role: destructive }
                      - { id: cancel, title: Cancel, role: cancel }

                """,
            right: """
                navgraph: 1
                graph: NotesApp
                root: notes
                screens:
                  notes:
                    navigationItem:
                      rightBarButtonItems:
                        - { id: delete, system: trash, segue: confirmDelete }
                    segues:
                      confirmDelete: { kind: modal, to: deleteAll }
                  deleteAll:
                    style: alert
                    title: Delete all notes?
                    actions:
                      - { id: delete, title: Delete, role: destructive, action: deleteAll }
                      - { id: cancel, title: Cancel, role: cancel }

                """),
        Explanation(
            .malformedMenuElement,
            summary: """
                menu entry without id, title or exactly one of segue/action/builtin; submenu or section that acts
                """,
            firesWhen: """
                a menu entry without `id` or `title`, or with none or several of `segue`/`action`/`builtin`; a \
                submenu without `id` or `title`; a submenu or section with `segue`/`action`/`builtin` or \
                `attributes`; an element with both `menu` and `section`
                """,
            paragraph: """
                A menu entry is what a person chooses in a bar item's `menu:` or a `titleMenu:`: it needs an `id` \
                (tapped as `ITEM.ID`), a `title`, and exactly one of `segue`, `action` or `builtin`. A submenu \
                (`menu:`) needs an `id` and a `title`; a submenu or an inline section (`section:`) does nothing \
                itself and takes no `attributes`: its entries do.
                """,
            wrong: """
                navgraph: 1
                graph: Settings
                root: list
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
            right: """
                navgraph: 1
                graph: Settings
                root: list
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
            summary: """
                an empty menu, or a submenu or section nested more than one level deep
                """,
            firesWhen: """
                an empty menu, submenu or section; a submenu or section inside a submenu or section
                """,
            paragraph: """
                Menus stay shallow, as iOS shows them: a menu holds entries, submenus and inline sections, and a \
                submenu or a section holds entries only. An empty menu, submenu or section shows nothing to choose.
                """,
            wrong: """
                navgraph: 1
                graph: Settings
                root: list
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
            right: """
                navgraph: 1
                graph: Settings
                root: list
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
        Explanation(
            .malformedSheetValue,
            summary: """
                a detent that is not medium, large or a positive height; detents empty or repeated; a bad content size
                """,
            firesWhen: """
                a detent that is not `medium`, `large` or a height in points above 0; `detents: []`; a detent \
                listed twice; a `preferredContentSize` without a positive `width` and `height`
                """,
            paragraph: """
                A sheet rests at its detents: `medium` (about half the screen), `large` (full height) or a height \
                in points greater than 0. Each detent is listed once, and a `detents:` list names at least one \
                (leave the key out for a full-height sheet). `preferredContentSize` needs a `width` and a `height`, \
                both numbers of points greater than 0.
                """,
            wrong: """
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
                      showFilter: { kind: modal, to: filter, detents: [half, large] }

                """,
            right: """
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
                      showFilter: { kind: modal, to: filter, detents: [medium, large] }

                """),
        Explanation(
            .sheetKeyNotTaken,
            summary: """
                a sheet or popover key on a segue whose presentation style does not take it
                """,
            firesWhen: """
                a sheet or popover key the segue's presentation style does not take (`detents`, \
                `prefersGrabberVisible`, `largestUndimmedDetent` on a non-sheet; `preferredContentSize` on other \
                than a form sheet or popover; `sourceItem`, `adaptsTo` on other than a popover)
                """,
            paragraph: """
                Each key shapes one kind of presentation, as UIKit has it. `detents`, `prefersGrabberVisible` and \
                `largestUndimmedDetent` shape a sheet (`automatic`, `pageSheet` or `formSheet`); \
                `preferredContentSize` sizes a `formSheet` or a `popover`; `sourceItem` and `adaptsTo` belong to a \
                `popover`. The style is the segue's `presentation`, else the destination's \
                `modalPresentationStyle`, else `automatic`. A full-screen presentation has no detents to rest at.
                """,
            wrong: """
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
                      showFilter: { kind: modal, to: filter, presentation: fullScreen, detents: [medium, large] }

                """,
            right: """
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
                      showFilter: { kind: modal, to: filter, presentation: pageSheet, detents: [medium, large] }

                """),
        Explanation(
            .sheetReferenceNotFound,
            summary: """
                'largestUndimmedDetent' not among the detents, or 'sourceItem' not a bar item of the source
                """,
            firesWhen: """
                `largestUndimmedDetent` that is not one of the sheet's detents; `sourceItem` that is not a bar item \
                of the source screen
                """,
            paragraph: """
                `largestUndimmedDetent` names the tallest detent at which the screen below stays usable: it must be \
                one of the sheet's detents (`large` alone when `detents` is left out). A popover's `sourceItem` \
                names the bar item it points at: an item id of the segue's source screen.
                """,
            wrong: """
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
                      showFilter: { kind: modal, to: filter, detents: [medium], largestUndimmedDetent: large }

                """,
            right: """
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
                      showFilter: { kind: modal, to: filter, detents: [medium, large], largestUndimmedDetent: medium }

                """),
        Explanation(
            .malformedSearchScopes,
            summary: """
                search scopes with an empty title, a title listed twice, or only one scope
                """,
            firesWhen: """
                a search's `scopes` with an empty title, a title listed twice, or only one title
                """,
            paragraph: """
                `scopes:` are the titles of the scope bar under a search field, as `scopeButtonTitles`: a person \
                picks one to narrow the search, and `search TEXT scope=TITLE` names one. Each title must be \
                non-empty and listed once, and a scope bar needs at least two of them: with one there is nothing to \
                choose.
                """,
            wrong: """
                navgraph: 1
                graph: Settings
                root: list
                screens:
                  list:
                    title: Mail
                    navigationItem:
                      search: { scopes: [All, Unread, All] }

                """,
            right: """
                navgraph: 1
                graph: Settings
                root: list
                screens:
                  list:
                    title: Mail
                    navigationItem:
                      search: { scopes: [All, Unread, Flagged] }

                """),
        Explanation(
            .notAResultsScreen,
            summary: """
                a search's 'results' screen that cannot show results: itself, an alert, self-dismissing, or needing values
                """,
            firesWhen: """
                a search's `results` screen that cannot show results: the searching screen itself, an alert, a \
                screen that dismisses itself, one with a `return` segue or a parameter without a default
                """,
            paragraph: """
                `results:` names the screen shown over the searching screen while a search is active, as a search \
                controller's `searchResultsController`. It is made once, with its parameters' defaults, so every \
                parameter needs a default; it cannot be the searching screen itself (leave `results` out to show \
                the results in place), an alert, or a screen that dismisses itself.
                """,
            wrong: """
                navgraph: 1
                graph: Settings
                root: list
                screens:
                  list:
                    title: Mail
                    navigationItem:
                      search: { results: found }
                  found:
                    parameters:
                      query: String

                """,
            right: """
                navgraph: 1
                graph: Settings
                root: list
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
            summary: """
                a screen that dismisses itself shown other than by a plain 'modal' segue
                """,
            firesWhen: """
                a screen with `dismissesItself` shown other than by a plain `modal` segue: pushed, embedded in a \
                navigation controller, an entry, a tab's or column's root, or an alert
                """,
            paragraph: """
                A screen with `dismissesItself: true` stands for a system screen that closes itself: Safari \
                (`SFSafariViewController`), a share sheet, a photo picker. iOS presents such a screen on its own, \
                modally: it cannot be pushed, embedded in a navigation controller, be a tab's or a column's root, \
                an entry, or an alert. Show it with a `modal` segue.
                """,
            wrong: """
                navgraph: 1
                graph: Settings
                root: list
                screens:
                  list:
                    title: Settings
                    segues:
                      help: { kind: show, to: helpPage }
                  helpPage:
                    dismissesItself: true

                """,
            right: """
                navgraph: 1
                graph: Settings
                root: list
                screens:
                  list:
                    title: Settings
                    segues:
                      help: { kind: modal, to: helpPage }
                  helpPage:
                    dismissesItself: true

                """),
        Explanation(
            .targetNotOnStack,
            summary: """
                unwind or 'popTo' target not on the stack on every path to the source
                """,
            firesWhen: """
                an `unwind` or `popTo` target is not below the source on every path that reaches the source
                """,
            paragraph: """
                An `unwind` segue (or a `popTo`) returns to a screen that is not below the source on every path \
                that reaches the source, so at run time there may be nothing to return to. Return to a screen every \
                path goes through, such as the root.
                """,
            wrong: """
                navgraph: 1
                graph: Settings
                root: list
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
            right: """
                navgraph: 1
                graph: Settings
                root: list
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
            .showWithoutNavigationStack,
            summary: """
                'show' from a screen that some path presents without a navigation stack
                """,
            firesWhen: """
                a `show` from a screen that some path presents without a navigation controller (it will present \
                modally)
                """,
            paragraph: """
                A `show` segue leaves a screen that some path presents modally without a navigation stack. There is \
                no stack to push onto, so UIKit presents the destination modally instead (and so does the router). \
                Embed the presentation in a navigation controller, or say `modal`.
                """,
            wrong: """
                navgraph: 1
                graph: Settings
                root: list
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
            right: """
                navgraph: 1
                graph: Settings
                root: list
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
            .showDetailPresentsModally,
            summary: """
                'showDetail' in a navigation controller presents modally
                """,
            firesWhen: """
                a `showDetail` from inside a navigation stack: it presents modally, so say `modal`
                """,
            paragraph: """
                `showDetail` means "show in the detail area of a split view"; inside a navigation controller it \
                presents the destination modally. Say `modal`, which states what happens.
                """,
            wrong: """
                navgraph: 1
                graph: Settings
                root: list
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: showDetail, to: about }
                  about:
                    title: About

                """,
            right: """
                navgraph: 1
                graph: Settings
                root: list
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: modal, to: about }
                  about:
                    title: About

                """),
        Explanation(
            .modalWithoutExit,
            summary: """
                a modal presentation with no way out
                """,
            firesWhen: """
                a modal presentation that cannot be swiped away and offers no way out
                """,
            paragraph: """
                A modal presentation cannot be left: it cannot be swiped away (`fullScreen`, `overFullScreen`, or \
                `modalInPresentation: true`) and nothing inside it dismisses or unwinds. Add an item with `builtin: \
                dismiss` on screen inside it, or an `unwind` segue back to its presenter.
                """,
            wrong: """
                navgraph: 1
                graph: Settings
                root: list
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: modal, to: about, presentation: fullScreen }
                  about:
                    title: About

                """,
            right: """
                navgraph: 1
                graph: Settings
                root: list
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
            .unreachableScreen,
            summary: """
                screen unreachable from 'root' and from every deep link
                """,
            firesWhen: """
                a screen reached neither from `root` or another entry (with its tabs and columns) nor from any \
                deep-linked screen; a container nothing places
                """,
            paragraph: """
                No chain of segues from `root` and no deep link reaches the screen, so it can never be shown. Add a \
                segue to it, a deep link, or remove it (`lint: { disable: [NG405] }` silences this for screens kept \
                on purpose).
                """,
            wrong: """
                navgraph: 1
                graph: Settings
                root: list
                screens:
                  list:
                    title: Settings
                  about:
                    title: About

                """,
            right: """
                navgraph: 1
                graph: Settings
                root: list
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: show, to: about }
                  about:
                    title: About

                """),
        Explanation(
            .pushWithoutWayBack,
            summary: """
                a pushed screen with no way back
                """,
            firesWhen: """
                a pushed screen with no way back
                """,
            paragraph: """
                A pushed screen offers no way back: its back button is hidden or replaced, the swipe back is \
                disabled, no item on screen pops, and it has no unwind segue (which the app may perform from its \
                own content, so it counts as a way back). Keep one of them.
                """,
            wrong: """
                navgraph: 1
                graph: Settings
                root: list
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
            right: """
                navgraph: 1
                graph: Settings
                root: list
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
            .longDerivedBackTitle,
            summary: """
                a derived back title longer than 'backButtonTitleMaxLength'
                """,
            firesWhen: """
                a back-button title derived from a screen's title is longer than `backButtonTitleMaxLength`, so the \
                bar may show "Back"
                """,
            paragraph: """
                The back button over the next screen takes this screen's title, but a title that does not fit is \
                shown as "Back". UIKit decides by the bar's width, which the compiler cannot know, so this remark \
                is an estimate: it counts characters against `backButtonTitleMaxLength` (12 by default). It is a \
                remark, printed with `--verbose` and never failing a build, even under `--warnings-as-errors`. Set \
                a short `backButtonTitle` (it is never shortened), or a shorter title.
                """,
            wrong: """
                navgraph: 1
                graph: Settings
                root: list
                screens:
                  list:
                    title: Settings and Privacy
                    segues:
                      openAbout: { kind: show, to: about }
                  about:
                    title: About

                """,
            right: """
                navgraph: 1
                graph: Settings
                root: list
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
            .settingWithoutEffect,
            summary: """
                a setting with no effect
                """,
            firesWhen: """
                a setting that has no effect where it is (also: `navigationController:` on a segue that does not \
                embed, `hidesBottomBarWhenPushed: true` without a tab bar)
                """,
            paragraph: """
                A setting has no effect where it is: `leftItemsSupplementBackButton` without left items, \
                `hidesBackButton` on a screen that is only ever the root, `backBarButtonItem` on a screen nothing \
                is pushed onto, or `largeTitleDisplayMode: always` while `prefersLargeTitles` is false. Remove it, \
                or add what it needs.
                """,
            wrong: """
                navgraph: 1
                graph: Settings
                root: list
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
            right: """
                navgraph: 1
                graph: Settings
                root: list
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: show, to: about }
                  about:
                    title: About

                """),
        Explanation(
            .showCycle,
            summary: """
                a cycle of 'show' segues without 'singleTop'/'popTo'
                """,
            firesWhen: """
                a cycle of `show` segues without `singleTop` or `popTo`: the stack can grow without bound
                """,
            paragraph: """
                `show` segues form a cycle, so repeating it pushes without end and the stack grows without bound. \
                Going back is usually meant: use an `unwind`, or `popTo`/`singleTop` on the segue that closes the \
                cycle. This is a remark, printed with `--verbose`.
                """,
            wrong: """
                navgraph: 1
                graph: Settings
                root: list
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
            right: """
                navgraph: 1
                graph: Settings
                root: list
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
            .ambiguousDeepLinks,
            summary: """
                two deep-link patterns match the same URL
                """,
            firesWhen: """
                two deep-link patterns of the same priority match a common URL
                """,
            paragraph: """
                Two deep-link patterns match a common URL, so which screen a link opens would depend on order. It \
                is decided from the patterns' structure: their hosts intersect (a path pattern takes any host), \
                they have as many segments, and each pair of segments can match one text (equal literals; a literal \
                the parameter's type reads, so `/p/new` and an `Int` `/p/{id}` do not overlap; two parameters whose \
                types share a value). Query items never tell links apart. Make the patterns differ in a literal \
                segment, a parameter type, the number of segments or the host.
                """,
            wrong: """
                navgraph: 1
                graph: Settings
                root: list
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
            right: """
                navgraph: 1
                graph: Settings
                root: list
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
            .deepLinkMissingParameter,
            summary: """
                a deep link's synthetic back stack needs a parameter the link does not carry
                """,
            firesWhen: """
                a deep link's synthetic back stack needs a parameter the link does not carry
                """,
            paragraph: """
                A deep link opens its screen on the shortest chain of `show` segues from the root, and every screen \
                on that chain needs its parameters: from the link's path parameters of the same name and type, from \
                what the segue reaching it sets (`arguments`, `forward`), or from defaults. Here a screen on the \
                way needs one the link does not carry. Put it in the pattern's path, forward it, or give it a \
                default.
                """,
            wrong: """
                navgraph: 1
                graph: Settings
                root: list
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
            right: """
                navgraph: 1
                graph: Settings
                root: list
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
            .malformedDeepLinkPattern,
            summary: """
                malformed deep-link pattern
                """,
            firesWhen: """
                a malformed deep-link pattern
                """,
            paragraph: """
                A deep-link pattern is a path (`/p/{sku}`, matched on any scheme and host) or a whole URL \
                (`shop://home`, `https://shop.example.com/p/{sku}`): literal segments and `{param}` segments (each \
                a whole segment, each parameter once, no empty segment), then optionally `?name={param}` query \
                items. No fragment, user info, port or parameter in the host.
                """,
            wrong: """
                navgraph: 1
                graph: Settings
                root: list
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
            right: """
                navgraph: 1
                graph: Settings
                root: list
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
        Explanation(
            .containerUsedTwice,
            summary: """
                a container placed in two places
                """,
            firesWhen: """
                a container placed in two places: two tabs, or a tab and `root`/`replaceRoot`
                """,
            paragraph: """
                A container is one view controller: it can stand in one place only. The same split named by two \
                tabs, or a container named both by `root` (or a `replaceRoot` segue) and by a tab, would be shown \
                in two places at once. Declare a second container with the same columns for the second place.
                """,
            wrong: """
                navgraph: 1
                graph: Library
                root: main
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
            right: """
                navgraph: 1
                graph: Library
                root: main
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
            summary: """
                containers nested other than a split in a tab
                """,
            firesWhen: """
                containers nested other than a split in a tab (a tab bar in a tab, a container in a split's column)
                """,
            paragraph: """
                Containers nest one way only, as UIKit's do in practice: a tab may hold a split container, and a \
                split's columns hold screens. A tab bar inside a tab, or any container in a split's column, is \
                refused. Put the inner content's screens in the column, or make the tab bar the root.
                """,
            wrong: """
                navgraph: 1
                graph: Library
                root: main
                containers:
                  main: { kind: split, primary: more, secondary: detail }
                  more:
                    kind: tabBar
                    tabs: [{ id: list, root: list }]
                screens:
                  list: {}
                  detail: {}

                """,
            right: """
                navgraph: 1
                graph: Library
                root: main
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
            summary: """
                a tab bar with no tab
                """,
            firesWhen: """
                a tab bar with no tab
                """,
            paragraph: """
                A tab bar lists its tabs left to right under `tabs:`, and shows the selected one: with no tab there \
                is nothing to show. List at least one tab, each with an `id` and a `root`.
                """,
            wrong: """
                navgraph: 1
                graph: Library
                root: main
                containers:
                  main: { kind: tabBar, tabs: [] }
                screens:
                  list: {}

                """,
            right: """
                navgraph: 1
                graph: Library
                root: main
                containers:
                  main: { kind: tabBar, tabs: [{ id: list, root: list }] }
                screens:
                  list: {}

                """),
        Explanation(
            .deepLinkTabDoesNotReach,
            summary: """
                a deep link's 'tab' whose stack does not lead to the linked screen
                """,
            firesWhen: """
                a deep link's `tab` whose stack does not lead to the linked screen
                """,
            paragraph: """
                A deep link's `tab:` says which tab the link opens in when several tabs lead to its screen. The \
                link's stack is then the shortest chain of segues from that tab's root, so the tab must lead to the \
                screen: here no chain of `show`, `modal` or `showDetail` segues from the tab's root reaches it. \
                Name a tab whose stack leads to the screen, or leave `tab` out to take the shortest chain from any \
                tab.
                """,
            wrong: """
                navgraph: 1
                graph: Library
                root: main
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
            right: """
                navgraph: 1
                graph: Library
                root: main
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
            summary: """
                a deep link waits for a gate ('replaceRoot') before it opens
                """,
            firesWhen: """
                the gate (a `replaceRoot`) a deep link waits for before it opens
                """,
            paragraph: """
                A `replaceRoot` segue is a gate for deep links: the app performs it when something outside \
                navigation holds, such as being signed in. A link whose stack lies behind a gate the router has not \
                passed waits (`router.pendingLink`) and opens right after the app performs the gate, in the same \
                transition, so a link never skips sign-in. This remark (shown with `--verbose`) names each \
                pattern's gate. When the segue is no such condition, `gatesLinks: false` lets links open without it.
                """,
            wrong: """
                navgraph: 1
                graph: Shop
                root: signIn
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
            right: """
                navgraph: 1
                graph: Shop
                root: signIn
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
        Explanation(
            .sharedSegueOverridden,
            summary: """
                a screen's own segue overrides the shared segue of the same id
                """,
            firesWhen: """
                a screen named by a shared segue's `from:` (or `all`) declares its own segue of the same id, which \
                overrides the shared one there
                """,
            paragraph: """
                A screen named by a shared segue's `from:` (or by `from: all`) declares its own segue of the same \
                id. The screen's own segue wins there: its bar items and `Screen.segueID` perform it, and the \
                shared call (`Graph.Segues.segueID`) is refused while that screen is visible. This remark only says \
                so; rename one of the two segues if they were not meant to be the same, or disable NG418.
                """,
            wrong: """
                navgraph: 1
                graph: Settings
                root: list
                segues:
                  openHelp: { kind: show, to: help, from: all }
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: show, to: about }
                  about:
                    title: About
                    segues:
                      openHelp: { kind: modal, to: help, embedInNavigationController: true }
                  help:
                    title: Help
                    navigationItem:
                      rightBarButtonItems: [{ id: done, system: done, builtin: dismiss }]

                """,
            right: """
                navgraph: 1
                graph: Settings
                root: list
                segues:
                  openHelp: { kind: show, to: help, from: all }
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: show, to: about }
                  about:
                    title: About
                    segues:
                      presentHelp: { kind: modal, to: help, embedInNavigationController: true }
                  help:
                    title: Help
                    navigationItem:
                      rightBarButtonItems: [{ id: done, system: done, builtin: dismiss }]

                """),
        Explanation(
            .sharedSegueNeverPerformed,
            summary: """
                a shared segue left with no source: every screen it names overrides it
                """,
            firesWhen: """
                a shared segue left with no source: every screen it names overrides it, or `from: all` finds no \
                screen but the destination
                """,
            paragraph: """
                Every screen a shared segue names declares its own segue of the same id, so the shared one is \
                performed from nowhere: its generated call is always refused. Name a screen that does not override \
                it, or remove the shared segue.
                """,
            wrong: """
                navgraph: 1
                graph: Settings
                root: list
                segues:
                  openAbout: { kind: show, to: about, from: [list] }
                screens:
                  list:
                    title: Settings
                    segues:
                      openAbout: { kind: show, to: about, singleTop: true }
                  about:
                    title: About

                """,
            right: """
                navgraph: 1
                graph: Settings
                root: list
                segues:
                  openAbout: { kind: show, to: about, from: [list] }
                screens:
                  list:
                    title: Settings
                  about:
                    title: About

                """),
        Explanation(
            .returnWithNothingBelow,
            summary: """
                a 'return' segue on a screen that some way in leaves with nothing below it
                """,
            firesWhen: """
                a `return` segue on a screen that some way in leaves with nothing below it (the root, an entry, a \
                tab's or column's first screen, what a `replaceRoot` installs, a deep-linked screen `root` does not \
                reach, a `showDetail` into a split's secondary column)
                """,
            paragraph: """
                A `return` segue goes back to whoever came: it pops its screen when the screen was pushed, and \
                dismisses it when the screen was presented (with or without its own navigation stack). Some way \
                into this screen leaves nothing below it: it is the root, an entry, the first screen of a tab or a \
                split column, what a `replaceRoot` installs, or a deep link opens it with nothing below. Reach the \
                screen only by `show` or `modal` segues, or use an `unwind` segue that names its target.
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
            right: """
                navgraph: 1
                graph: Settings
                root: list
                screens:
                  list:
                    title: Settings
                    segues:
                      pickLanguage: { kind: modal, to: picker }
                  picker:
                    title: Language
                    segues:
                      chosen: { kind: return, returns: { language: String } }

                """),
        Explanation(
            .alertNotShownModally,
            summary: """
                an alert or action sheet shown other than by a 'modal' segue
                """,
            firesWhen: """
                an alert or action sheet shown other than by a `modal` segue (a `show`, a root, a tab, a deep link, \
                an unwind or `popTo` target)
                """,
            paragraph: """
                An alert or action sheet is a `UIAlertController`: UIKit only presents it. It cannot be pushed, \
                installed as a root, a tab or a column, opened by a deep link or unwound to. Show it with a `modal` \
                segue.
                """,
            wrong: """
                navgraph: 1
                graph: NotesApp
                root: notes
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
            right: """
                navgraph: 1
                graph: NotesApp
                root: notes
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
            summary: """
                an action sheet shown by a segue no bar item performs: no anchor on iPad
                """,
            firesWhen: """
                an action sheet shown by a segue no bar item performs: nothing to anchor its popover to on iPad
                """,
            paragraph: """
                On iPad an action sheet is a popover and needs something to point at. When a bar item performs the \
                segue that shows it, the hosts anchor it to that item. A segue no bar item performs (the app \
                performs it from code) leaves the sheet without an anchor: the UIKit host then points it at the \
                whole presenting screen. Perform the segue from a bar item, or use `style: alert`.
                """,
            wrong: """
                navgraph: 1
                graph: NotesApp
                root: notes
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
            right: """
                navgraph: 1
                graph: NotesApp
                root: notes
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
            summary: """
                a key that means nothing on an alert or action sheet, or alert keys without 'style'
                """,
            firesWhen: """
                a key that means nothing on an alert or on the segue showing it (bars, stacks, presentation styles, \
                restoration, deep links), a `show`, `showDetail` or `return` segue of an alert, or \
                `message`/`actions` without `style`
                """,
            paragraph: """
                An alert has no navigation bar, no toolbar, no stack of its own and its own presentation style, and \
                UIKit never restores one. Keys about those things mean nothing on an alert screen or on the segue \
                that shows it, nor can an alert push (`show`, `showDetail`) or `return` (it has no caller of its \
                own; a `role: cancel` action just closes it): its segues may be `modal`, `unwind` or `replaceRoot`. \
                `message` and `actions` need `style: alert` or `style: actionSheet`.
                """,
            wrong: """
                navgraph: 1
                graph: NotesApp
                root: notes
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
            right: """
                navgraph: 1
                graph: NotesApp
                root: notes
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
        Explanation(
            .titleMenuNotShown,
            summary: """
                a title menu on a screen whose bar never shows a title to tap
                """,
            firesWhen: """
                a `titleMenu` on a screen whose navigation bar is hidden, whose `titleView` replaces the title, or \
                that has no title
                """,
            paragraph: """
                A title menu opens when a person taps the title in the navigation bar. A screen whose bar is \
                hidden, whose `titleView` takes the title's place, or that has no title never shows it: show the \
                bar and a title, or move the entries to a bar item's `menu:`.
                """,
            wrong: """
                navgraph: 1
                graph: Settings
                root: list
                screens:
                  list:
                    navigationBarHidden: true
                    title: Settings
                    navigationItem:
                      titleMenu:
                        - { id: rename, title: Rename, action: rename }

                """,
            right: """
                navgraph: 1
                graph: Settings
                root: list
                screens:
                  list:
                    title: Settings
                    navigationItem:
                      titleMenu:
                        - { id: rename, title: Rename, action: rename }

                """),
        Explanation(
            .detentsOutOfOrder,
            summary: """
                a sheet's detents not written from smallest to largest
                """,
            firesWhen: """
                a sheet's detents not written smallest first (`large` before another detent, a height before a \
                smaller one)
                """,
            paragraph: """
                UIKit wants a sheet's detents from smallest to largest and opens the sheet at the smallest. \
                navgraph opens it at the first detent written, so a list out of order makes the simulator and the \
                app disagree. How a height in points compares with `medium` depends on the screen, so only `large` \
                before another detent, or a height before a smaller one, is reported.
                """,
            wrong: """
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
                      showFilter: { kind: modal, to: filter, detents: [large, medium] }

                """,
            right: """
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
                      showFilter: { kind: modal, to: filter, detents: [medium, large] }

                """),
        Explanation(
            .searchNotShown,
            summary: """
                a search on a screen whose navigation bar is never shown
                """,
            firesWhen: """
                a `navigationItem.search` on a screen whose navigation bar is hidden, or that every way in shows \
                without a navigation controller
                """,
            paragraph: """
                A search field lives in the navigation bar (`navigationItem.searchController`). A screen whose bar \
                is hidden, or that is only ever shown without a navigation controller around it (a `modal` segue \
                without `embedInNavigationController`), never shows it: show the bar, or embed the presentation.
                """,
            wrong: """
                navgraph: 1
                graph: Settings
                root: list
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
            right: """
                navgraph: 1
                graph: Settings
                root: list
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
            summary: """
                a 'builtin: dismiss' item on a screen whose navigation bar or toolbar is never shown
                """,
            firesWhen: """
                a `builtin: dismiss` item (or menu entry) in a navigation bar or toolbar that is never on screen: \
                hidden, or every way in shows the screen without a navigation controller
                """,
            paragraph: """
                A bar item that dismisses (`builtin: dismiss`, or a menu entry that does) is a way out only when \
                its bar is on screen. A screen presented without a navigation controller has no navigation bar and \
                no toolbar, and a hidden bar shows nothing: the item is never there to tap, and the presentation \
                may have no way out. Embed the presentation in a navigation controller, show the bar, or close the \
                screen from its own view.
                """,
            wrong: """
                navgraph: 1
                graph: Settings
                root: list
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
            right: """
                navgraph: 1
                graph: Settings
                root: list
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
        Explanation(
            .storyboardUnreadable,
            summary: """
                a storyboard that cannot be imported: malformed XML, not a storyboard, unreadable
                """,
            firesWhen: """
                a file cannot be imported: malformed XML (at the mistake, saying what it is), a document type \
                declaration, a processing instruction, a namespace, another kind of XML (`<plist>`, a `.xib`), an \
                empty or over-size file, a second storyboard of the same name (another file). Nothing is written. \
                Also (never seen on real storyboards) an output the validator refuses ("the imported graph still \
                has errors: …", one per error, at the top of the storyboard): that is the importer's mistake (see \
                [Decisions](../import.md#decisions)); nothing is written then either.
                """,
            paragraph: """
                'navgraph import storyboard' reads Interface Builder storyboards: XML whose root is a <document> of \
                type ...Storyboard.XIB. Malformed XML (an unclosed tag, a stray character), another kind of XML (a \
                .xib, a plist), an empty file or a document type declaration cannot be imported: the problem is \
                reported where it was found and nothing is written. Give the .storyboard file, as Xcode saved it.
                """,
            wrong: """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
                  <scenes>
                    <scene sceneID="s1"><objects>
                      <navigationController id="nav" sceneMemberID="viewController">
                        <connections>
                          <segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/>
                        </connections>
                      </navigationController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                      <tableViewController storyboardIdentifier="List" id="list" sceneMemberID="viewController">
                        <connections>

                        </connections>
                      </tableViewController>
                    </objects></scene>
                  </scenes>

                """,
            right: """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
                  <scenes>
                    <scene sceneID="s1"><objects>
                      <navigationController id="nav" sceneMemberID="viewController">
                        <connections>
                          <segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/>
                        </connections>
                      </navigationController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                      <tableViewController storyboardIdentifier="List" id="list" sceneMemberID="viewController">
                        <connections>

                        </connections>
                      </tableViewController>
                    </objects></scene>
                  </scenes>
                </document>

                """,
            examplesAreStoryboards: true),
        Explanation(
            .segueNotImported,
            summary: """
                a storyboard segue with no equivalent in the graph, kept as a comment
                """,
            firesWhen: """
                a segue kept only as a comment: an `embed` segue (the child of a container view is part of its \
                screen), a `custom` segue, an unknown kind (`replace`), a segue to a tab bar or split view \
                controller or to a scene that does not exist, an unwind with no action or that nothing leads back \
                from, a segue held by a navigation, tab bar or split view controller (only screens have segues in \
                the graph), an unwind with no screen below it on every path (see [Unwind \
                targets](../import.md#unwind-targets)), a segue to a storyboard reference that leads nowhere
                """,
            paragraph: """
                A segue with no equivalent in the graph is written as a comment where it sat and reported: an embed \
                segue (the child of a container view is part of its screen, not navigation), a custom segue kind, a \
                segue leading to a tab bar or split view controller, an unwind the validator refuses (its target is \
                not below it on every path). Model what it did by hand, or leave it to the app's code.
                """,
            wrong: """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
                  <scenes>
                    <scene sceneID="s1"><objects>
                      <navigationController id="nav" sceneMemberID="viewController">
                        <connections>
                          <segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/>
                        </connections>
                      </navigationController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                      <tableViewController storyboardIdentifier="List" id="list" sceneMemberID="viewController">
                        <connections>
                          <segue destination="detail" kind="embed" identifier="embedDetail" id="g1"/>
                        </connections>
                      </tableViewController>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                      <viewController storyboardIdentifier="Detail" id="detail" sceneMemberID="viewController">

                      </viewController>
                      <exit id="exit" sceneMemberID="exit"/>
                    </objects></scene>
                  </scenes>
                </document>

                """,
            right: """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
                  <scenes>
                    <scene sceneID="s1"><objects>
                      <navigationController id="nav" sceneMemberID="viewController">
                        <connections>
                          <segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/>
                        </connections>
                      </navigationController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                      <tableViewController storyboardIdentifier="List" id="list" sceneMemberID="viewController">
                        <connections>
                          <segue destination="detail" kind="show" identifier="openDetail" id="g1"/>
                        </connections>
                      </tableViewController>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                      <viewController storyboardIdentifier="Detail" id="detail" sceneMemberID="viewController">

                      </viewController>
                      <exit id="exit" sceneMemberID="exit"/>
                    </objects></scene>
                  </scenes>
                </document>

                """,
            examplesAreStoryboards: true),
        Explanation(
            .sceneNotImported,
            summary: """
                a storyboard scene or relationship with no place in the graph, kept as a comment
                """,
            firesWhen: """
                a scene or relationship with no place in the graph: a navigation controller without a root view \
                controller, a scene without a view controller, a second scene with an id already used, a split \
                view's `compactViewController`, a container nested other than a split in a tab, a split without \
                both a master and a detail column, a tab bar with no tab that can be imported
                """,
            paragraph: """
                A scene that has no place in the graph is reported and named in a comment at the end of the file: a \
                navigation controller with no root view controller (its screens are pushed from code), a scene \
                without a view controller, a scene whose id is another's, a split view controller's compact column, \
                or a container inside a split column. Add the screens it shows to the graph by hand.
                """,
            wrong: """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="list">
                  <scenes>
                    <scene sceneID="s1"><objects>
                      <navigationController id="nav" sceneMemberID="viewController"/>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                      <tableViewController storyboardIdentifier="List" id="list" sceneMemberID="viewController">
                        <connections>
                          <segue destination="detail" kind="show" identifier="openDetail" id="g1"/>
                        </connections>
                      </tableViewController>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                      <viewController storyboardIdentifier="Detail" id="detail" sceneMemberID="viewController">

                      </viewController>
                      <exit id="exit" sceneMemberID="exit"/>
                    </objects></scene>
                  </scenes>
                </document>

                """,
            right: """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
                  <scenes>
                    <scene sceneID="s1"><objects>
                      <navigationController id="nav" sceneMemberID="viewController">
                        <connections>
                          <segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/>
                        </connections>
                      </navigationController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                      <tableViewController storyboardIdentifier="List" id="list" sceneMemberID="viewController">
                        <connections>
                          <segue destination="detail" kind="show" identifier="openDetail" id="g1"/>
                        </connections>
                      </tableViewController>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                      <viewController storyboardIdentifier="Detail" id="detail" sceneMemberID="viewController">

                      </viewController>
                      <exit id="exit" sceneMemberID="exit"/>
                    </objects></scene>
                  </scenes>
                </document>

                """,
            examplesAreStoryboards: true),
        Explanation(
            .storyboardNotImported,
            summary: """
                a reference to a storyboard not imported in the same run
                """,
            firesWhen: """
                a storyboard reference to a storyboard not imported in the same run (a stand-in screen takes its \
                place)
                """,
            paragraph: """
                A storyboard reference leads to a scene of another storyboard. When that storyboard is imported in \
                the same run, the graph includes its graph and the segue leads to the scene itself; otherwise an \
                empty screen named after it stands in for it, so that the segue is kept. Import the storyboards \
                that refer to each other together: navgraph import storyboard Main.storyboard Settings.storyboard.
                """,
            wrong: """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
                  <scenes>
                    <scene sceneID="s1"><objects>
                      <navigationController id="nav" sceneMemberID="viewController">
                        <connections>
                          <segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/>
                        </connections>
                      </navigationController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                      <tableViewController storyboardIdentifier="List" id="list" sceneMemberID="viewController">
                        <connections>
                          <segue destination="ref" kind="show" identifier="openSettings" id="g1"/>
                        </connections>
                      </tableViewController>
                    </objects></scene>
                    <scene sceneID="s4"><objects>
                      <viewControllerPlaceholder storyboardName="Settings" id="ref" sceneMemberID="viewController"/>
                    </objects></scene>
                  </scenes>
                </document>

                """,
            right: """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
                  <scenes>
                    <scene sceneID="s1"><objects>
                      <navigationController id="nav" sceneMemberID="viewController">
                        <connections>
                          <segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/>
                        </connections>
                      </navigationController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                      <tableViewController storyboardIdentifier="List" id="list" sceneMemberID="viewController">
                        <connections>
                          <segue destination="detail" kind="show" identifier="openDetail" id="g1"/>
                        </connections>
                      </tableViewController>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                      <viewController storyboardIdentifier="Detail" id="detail" sceneMemberID="viewController">

                      </viewController>
                      <exit id="exit" sceneMemberID="exit"/>
                    </objects></scene>
                  </scenes>
                </document>

                """,
            examplesAreStoryboards: true),
        Explanation(
            .behaviourNotModelled,
            summary: """
                imported, but part of what the storyboard says is not modelled
                """,
            firesWhen: """
                imported without part of what it does: a custom segue class (the kind is kept, not the transition), \
                a `modalTransitionStyle`, an unknown presentation style, a SwiftUI hosting controller or page view \
                controller, a segue performed by a prototype table or collection view cell (the app performs it \
                with the row's data, which the storyboard does not carry), a segue whose destination an \
                `@IBSegueAction` makes, a push of a navigation controller, a navigation, tab bar or split view \
                controller with a custom class or a restoration identifier (imported as a stack or a container, \
                which have neither), a bar button item with a custom view or with no title, image or known system \
                item
                """,
            paragraph: """
                Some things are imported without part of what they do: a segue with a custom class keeps its kind \
                but not its transition, a transition style is not modelled, a SwiftUI hosting controller or a page \
                view controller becomes a plain screen, a segue performed by a prototype cell needs the row's data \
                that the storyboard does not carry, so does a segue whose destination an @IBSegueAction makes, the \
                custom class and restoration identifier of a navigation, tab bar or split view controller have no \
                place on its stack or container, a bar item showing a custom view is left out. Check the output \
                there.
                """,
            wrong: """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
                  <scenes>
                    <scene sceneID="s1"><objects>
                      <navigationController id="nav" sceneMemberID="viewController">
                        <connections>
                          <segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/>
                        </connections>
                      </navigationController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                      <tableViewController storyboardIdentifier="List" id="list" sceneMemberID="viewController">
                        <connections>
                          <segue destination="detail" kind="show" identifier="openDetail" customClass="FadeSegue" id="g1"/>
                        </connections>
                      </tableViewController>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                      <viewController storyboardIdentifier="Detail" id="detail" sceneMemberID="viewController">

                      </viewController>
                      <exit id="exit" sceneMemberID="exit"/>
                    </objects></scene>
                  </scenes>
                </document>

                """,
            right: """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
                  <scenes>
                    <scene sceneID="s1"><objects>
                      <navigationController id="nav" sceneMemberID="viewController">
                        <connections>
                          <segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/>
                        </connections>
                      </navigationController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                      <tableViewController storyboardIdentifier="List" id="list" sceneMemberID="viewController">
                        <connections>
                          <segue destination="detail" kind="show" identifier="openDetail" id="g1"/>
                        </connections>
                      </tableViewController>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                      <viewController storyboardIdentifier="Detail" id="detail" sceneMemberID="viewController">

                      </viewController>
                      <exit id="exit" sceneMemberID="exit"/>
                    </objects></scene>
                  </scenes>
                </document>

                """,
            examplesAreStoryboards: true),
        Explanation(
            .madeUpByImport,
            summary: """
                a name or choice the storyboard does not give, made up by the importer
                """,
            firesWhen: """
                a name or choice made up: a segue without identifier or whose id differs from it, the root of a \
                storyboard without initial view controller
                """,
            paragraph: """
                A remark: the storyboard does not give a name or choice the graph needs, so the importer made it up \
                and says so in a comment. A segue without an identifier is named after its kind and destination \
                (showDetail); a storyboard without an initial view controller gets the first scene nothing leads to \
                as its root. Give the segue an identifier in Interface Builder, or rename it in the graph.
                """,
            wrong: """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
                  <scenes>
                    <scene sceneID="s1"><objects>
                      <navigationController id="nav" sceneMemberID="viewController">
                        <connections>
                          <segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/>
                        </connections>
                      </navigationController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                      <tableViewController storyboardIdentifier="List" id="list" sceneMemberID="viewController">
                        <connections>
                          <segue destination="detail" kind="show" id="g1"/>
                        </connections>
                      </tableViewController>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                      <viewController storyboardIdentifier="Detail" id="detail" sceneMemberID="viewController">

                      </viewController>
                      <exit id="exit" sceneMemberID="exit"/>
                    </objects></scene>
                  </scenes>
                </document>

                """,
            right: """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
                  <scenes>
                    <scene sceneID="s1"><objects>
                      <navigationController id="nav" sceneMemberID="viewController">
                        <connections>
                          <segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/>
                        </connections>
                      </navigationController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                      <tableViewController storyboardIdentifier="List" id="list" sceneMemberID="viewController">
                        <connections>
                          <segue destination="detail" kind="show" identifier="openDetail" id="g1"/>
                        </connections>
                      </tableViewController>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                      <viewController storyboardIdentifier="Detail" id="detail" sceneMemberID="viewController">

                      </viewController>
                      <exit id="exit" sceneMemberID="exit"/>
                    </objects></scene>
                  </scenes>
                </document>

                """,
            examplesAreStoryboards: true),
        Explanation(
            .unwindTargetInferred,
            summary: """
                an unwind target chosen by the importer
                """,
            firesWhen: """
                an unwind target chosen by the importer
                """,
            paragraph: """
                A remark: an unwind segue returns to the scene that declares its action, which only the app's code \
                says. The importer chooses, among the scenes that lead to the segue's scene, the nearest one whose \
                name matches the action (unwindToList: and ListViewController), else the nearest one, and says so \
                in a comment. Check 'to:'. A dismiss button can instead be a bar item with 'builtin: dismiss'.
                """,
            wrong: """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
                  <scenes>
                    <scene sceneID="s1"><objects>
                      <navigationController id="nav" sceneMemberID="viewController">
                        <connections>
                          <segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/>
                        </connections>
                      </navigationController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                      <tableViewController storyboardIdentifier="List" id="list" sceneMemberID="viewController">
                        <connections>
                          <segue destination="detail" kind="show" identifier="openDetail" id="g1"/>
                        </connections>
                      </tableViewController>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                      <viewController storyboardIdentifier="Detail" id="detail" sceneMemberID="viewController">
                        <connections>
                          <segue destination="exit" kind="unwind" identifier="back" unwindAction="unwindToList:" id="u1"/>
                        </connections>
                      </viewController>
                      <exit id="exit" sceneMemberID="exit"/>
                    </objects></scene>
                  </scenes>
                </document>

                """,
            right: """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
                  <scenes>
                    <scene sceneID="s1"><objects>
                      <navigationController id="nav" sceneMemberID="viewController">
                        <connections>
                          <segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/>
                        </connections>
                      </navigationController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                      <tableViewController storyboardIdentifier="List" id="list" sceneMemberID="viewController">
                        <connections>
                          <segue destination="detail" kind="show" identifier="openDetail" id="g1"/>
                        </connections>
                      </tableViewController>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                      <viewController storyboardIdentifier="Detail" id="detail" sceneMemberID="viewController">

                      </viewController>
                      <exit id="exit" sceneMemberID="exit"/>
                    </objects></scene>
                  </scenes>
                </document>

                """,
            examplesAreStoryboards: true),
        Explanation(
            .unlabelledImage,
            summary: """
                an image-only bar item, menu element or tab without an accessibilityLabel
                """,
            firesWhen: """
                a bar item (left, right or toolbar) that shows only an `image`, a menu element with an image and a \
                blank title, or a tab with an image and no title, that has no `accessibilityLabel` (or only a blank \
                one)
                """,
            paragraph: """
                VoiceOver reads a control by its label. A bar item that shows only a picture has no text to read, \
                so VoiceOver falls back to the image's name (`square.and.arrow.up`, `ic_share_24`) or to nothing at \
                all, and a person who cannot see the screen cannot tell what the button does. Give the item, menu \
                element or tab an `accessibilityLabel` with the words VoiceOver should say ("Share"). System items \
                (`system: add`, `system: trash`...) carry a label of their own and never need one; an item with a \
                `title` is read by its title.
                """,
            wrong: """
                navgraph: 1
                graph: Photos
                root: library
                screens:
                  library:
                    title: Library
                    navigationItem:
                      rightBarButtonItem: { id: share, image: square.and.arrow.up, action: share }

                """,
            right: """
                navgraph: 1
                graph: Photos
                root: library
                screens:
                  library:
                    title: Library
                    navigationItem:
                      rightBarButtonItem: { id: share, image: square.and.arrow.up, accessibilityLabel: Share, action: share }

                """),
        Explanation(
            .titleViewWithoutAccessibleTitle,
            summary: """
                a title view without an accessible title
                """,
            firesWhen: """
                a `navigationItem.titleView` without a `titleViewAccessibilityLabel` (or with a blank one)
                """,
            paragraph: """
                A custom title view (a logo, a segmented control, a picture of the account) takes the place of the \
                title in the navigation bar. VoiceOver then reads the view, not the screen's `title`, and a logo \
                has nothing to read: the screen has no name a person who cannot see it can hear. Say what the title \
                view stands for with `titleViewAccessibilityLabel` in the same navigation item; both hosts set it \
                as the view's accessibility label. If the view your app makes already labels itself, silence the \
                code with `lint.disable`.
                """,
            wrong: """
                navgraph: 1
                graph: Store
                root: home
                screens:
                  home:
                    title: Home
                    navigationItem:
                      titleView: brandLogo

                """,
            right: """
                navgraph: 1
                graph: Store
                root: home
                screens:
                  home:
                    title: Home
                    navigationItem:
                      titleView: brandLogo
                      titleViewAccessibilityLabel: Acme Store

                """),
        Explanation(
            .systemItemAgainstMeaning,
            summary: """
                a system bar item used against its meaning
                """,
            firesWhen: """
                `system: done`, `cancel`, `close` or `save` whose segue pushes (`show`, `showDetail`); `system: \
                add` or `compose` that goes back (a `builtin`, an `unwind` or `return` segue); `system: trash` that \
                pushes
                """,
            paragraph: """
                A system item looks and sounds the same in every app: VoiceOver announces `system: trash` as \
                deleting, `system: add` as adding, `system: done` as finishing. When the item does something else, \
                the person who relies on the announcement is told one thing and gets another. The check knows only \
                what the graph says: an item that reports an `action` to the app, performs a `modal` segue (an \
                editor, a confirmation alert) or opens a menu is never reported, and a `trash` that goes back is \
                taken as deleting and leaving, as Mail's does. Use a `title`, or an `image` with an \
                `accessibilityLabel`, that says what the item really does.
                """,
            wrong: """
                navgraph: 1
                graph: Notes
                root: list
                screens:
                  list:
                    title: Notes
                    navigationItem:
                      rightBarButtonItem: { id: next, system: done, segue: settings }
                    segues:
                      settings: { kind: show, to: settings }
                  settings:
                    title: Settings

                """,
            right: """
                navgraph: 1
                graph: Notes
                root: list
                screens:
                  list:
                    title: Notes
                    navigationItem:
                      rightBarButtonItem: { id: next, title: Settings, segue: settings }
                    segues:
                      settings: { kind: show, to: settings }
                  settings:
                    title: Settings

                """),
    ]
}
