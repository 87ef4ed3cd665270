extension Explanations {
    /// The explanations of the YAML and the file's shape (NG0xx), in code order.
    static let frontEnd: [Explanation] = [
        Explanation(
            .yamlSyntax,
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
            .unsupportedYAMLFeature,
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
            .duplicateKey,
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
            .unknownKey,
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
            .wrongValueKind,
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
            .missingKey,
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
            .unsupportedVersion,
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
            .emptyOrInvalidFile,
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
            .limitExceeded,
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
            .includeFailed,
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
    ]
}
