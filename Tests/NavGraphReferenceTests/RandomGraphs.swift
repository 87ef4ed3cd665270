import Foundation

/// A small seeded generator (SplitMix64): the same seed gives the same graphs on every machine.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

/// Random graph files for the generator's invariant (a graph that validates generates code that compiles). Names are drawn
/// from pools next to Swift keywords, the generated code's own names and the names Swift synthesises, so that the
/// validator and the generator are tested on the same edge; most draws are ordinary so that most graphs validate.
struct RandomGraphWriter {
    var random: SeededGenerator

    /// Lower-camel names: ordinary ones, then risky ones (locals and parameters of the generated code, contextual
    /// keywords, names of Swift and runtime members, module names in lower case).
    static let lowerNames = [
        "list", "detail", "settings", "profile", "inbox", "item", "photo", "account", "search", "help",
        "value", "screen", "arguments", "index", "name", "definition", "action", "encoder", "decoder", "v0", "v1",
        "message", "json", "data", "text", "position", "some", "any", "open", "package", "swift", "foundation",
        "navGraphRuntime", "segue", "router", "type", "optional", "array", "string", "int", "bool", "date", "url",
        "uuid", "models", "description", "source", "id", "result", "none", "get", "set", "willSet", "didSet",
        "async", "await2", "actor", "macro", "each", "consuming", "borrowing", "sending", "nonisolated", "rethrows2",
        "argumentValue", "hashValue", "rawValue", "allCases", "encode", "hash", "init2", "self2", "super2", "map",
        "chunk", "count", "main", "error", "throws2", "in2", "where2", "default2", "nil2", "true2", "tf", "as2",
        // Keywords: written in backticks by the generated code, or refused (NG101) where Swift takes them nowhere.
        "default", "continue", "in", "for", "return", "case", "nil", "true", "where", "repeat", "self", "init", "inout",
    ]

    /// Upper-camel names for graphs and enums.
    static let upperNames = [
        "Kind", "Mode", "Tab", "Filter", "Section", "Style", "Level", "Screen", "Action", "Models", "Data", "Value",
        "Segue", "Router", "Definition", "Hashable", "Error", "Type2", "Optional", "Result", "List", "Detail",
    ]

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    mutating func chance(_ percent: Int) -> Bool {
        Int.random(in: 0..<100, using: &random) < percent
    }

    /// Mostly ordinary names (the first ten of a pool), sometimes any.
    mutating func lowerName() -> String {
        let pool = Self.lowerNames
        return chance(75) ? pool[Int.random(in: 0..<10, using: &random)] : pool.randomElement(using: &random) ?? "x"
    }

    /// A graph: its files by path (the main file is `<prefix>/<prefix>.navgraph.yaml`, so that graphs generated in one
    /// run have outputs of distinct names).
    mutating func graph(named graphName: String, prefix: String) -> (mainFile: String, files: [String: String]) {
        // Returned values and tabs come from a generator of their own, so that the graphs drawn before they were
        // added stay as they were.
        var extra = SeededGenerator(seed: graphName.utf8.reduce(0x7265_7475_726E) { $0 &* 31 &+ UInt64($1) })
        // Old names (`renamedFrom:`) too: their deprecated aliases compile beside everything else.
        var renames = SeededGenerator(seed: graphName.utf8.reduce(0x7265_6E61_6D65) { $0 &* 31 &+ UInt64($1) })
        func renamed() -> Bool { Int.random(in: 0..<100, using: &renames) < 30 }
        var enums: [(name: String, cases: [String])] = []
        for _ in 0..<Int.random(in: 0...2, using: &random) {
            let name =
                chance(70)
                ? "E\(enums.count)\(Self.upperNames.randomElement(using: &random) ?? "")"
                : (Self.upperNames.randomElement(using: &random) ?? "E")
            var cases: [String] = []
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let candidate = lowerName()
                if !cases.contains(candidate) { cases.append(candidate) }
            }
            enums.append((name, cases))
        }
        var screenIDs: [String] = []
        for _ in 0..<Int.random(in: 2...10, using: &random) {
            var id = lowerName()
            if screenIDs.contains(id) { id += "\(screenIDs.count)" }
            screenIDs.append(id)
        }
        var screens: [(id: String, parameters: [(name: String, type: String, literal: String?)])] = []
        for id in screenIDs {
            var parameters: [(name: String, type: String, literal: String?)] = []
            for _ in 0..<Int.random(in: 0...5, using: &random) {
                var name = lowerName()
                if parameters.contains(where: { $0.name == name }) { name += "\(parameters.count)" }
                let (type, literal) = parameterType(enums: enums)
                parameters.append((name, type, literal))
            }
            if id == screenIDs[0] {
                parameters = parameters.filter { $0.literal != nil }  // the root needs no required parameter
            }
            screens.append((id, parameters))
        }

        var texts: [String] = []
        for (position, screen) in screens.enumerated() {
            var lines = ["  \(screen.id):", "    title: \(quoted("Title é \(position)"))"]
            if renamed() { lines.append("    renamedFrom: \(screen.id)Before") }
            if !screen.parameters.isEmpty {
                lines.append("    parameters:")
                for parameter in screen.parameters {
                    var fields =
                        parameter.type.hasPrefix("{swift}")
                        ? ["swift: \(quoted(String(parameter.type.dropFirst(7))))"]
                        : ["type: \(quoted(parameter.type))"]
                    if let literal = parameter.literal { fields.append("default: \(literal)") }
                    if renamed() { fields.append("renamedFrom: \(parameter.name)Before") }
                    lines.append("      \(parameter.name): { \(fields.joined(separator: ", ")) }")
                }
            }
            if chance(25) {
                lines.append("    navigationItem:")
                lines.append("      rightBarButtonItems:")
                lines.append("        - { id: item\(position), title: Go, action: \(lowerName()) }")
            }
            var segueLines: [String] = []
            var segueIDs: Set<String> = []
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                let segueID = lowerName()
                guard segueIDs.insert(segueID).inserted else { continue }
                let destination = screens.randomElement(using: &random) ?? screen
                if chance(15) && position > 0 {
                    segueLines += ["      \(segueID):", "        kind: unwind", "        to: \(screens[0].id)"]
                    if let returns = Self.returnedValues(enums: enums, using: &extra) {
                        segueLines.append("        returns: { \(returns) }")
                    }
                    continue
                }
                segueLines += [
                    "      \(segueID):", "        kind: \(chance(70) ? "show" : "modal")",
                    "        to: \(destination.id)",
                ]
                let forwarded = destination.parameters.filter { parameter in
                    screen.parameters.contains { $0.name == parameter.name && $0.type == parameter.type }
                }.map(\.name)
                if !forwarded.isEmpty && chance(60) {
                    segueLines.append("        forward: [\(forwarded.joined(separator: ", "))]")
                }
                if let simple = destination.parameters.first(where: {
                    $0.type == "String" && !forwarded.contains($0.name)
                }), chance(50) {
                    segueLines.append("        arguments: { \(simple.name): \(quoted("set \(segueID)")) }")
                }
            }
            if !segueLines.isEmpty {
                lines.append("    segues:")
                lines += segueLines
            }
            texts.append(lines.joined(separator: "\n"))
        }

        let mainFile = "\(prefix)/\(prefix).navgraph.yaml"
        var files: [String: String] = [:]
        let split = chance(40) ? Int.random(in: 1..<texts.count, using: &random) : texts.count
        // A tab bar at the root, sometimes: the first screen and screens that perform no segue and need no argument
        // as its tabs' roots, tab ids drawn from the same pools as the other names.
        let tabRoots = screenIDs.indices.filter { position in
            position == 0
                || (!texts[position].contains("\n    segues:")
                    && screens[position].parameters.allSatisfy { $0.literal != nil })
        }.map { screenIDs[$0] }
        var tabs: [(id: String, root: String)] = []
        if tabRoots.count > 1, Int.random(in: 0..<100, using: &extra) < 60 {
            for root in tabRoots.prefix(3) {
                var id = Self.pick(Self.lowerNames, using: &extra)
                if tabs.contains(where: { $0.id == id }) { id += "\(tabs.count)" }
                tabs.append((id, root))
            }
        }
        let root = tabs.isEmpty ? screenIDs[0] : "mainTabs"
        var main = ["navgraph: 1", "graph: \(graphName)", "root: \(root)"]
        if !tabs.isEmpty {
            main += ["containers:", "  mainTabs:", "    kind: tabBar", "    tabs:"]
            main += tabs.map {
                "      - { id: \($0.id), root: \($0.root)\(renamed() ? ", renamedFrom: \($0.id)Before" : "") }"
            }
        }
        if split < texts.count {
            main.append("include: [parts/more.navgraph.yaml]")
            files["\(prefix)/parts/more.navgraph.yaml"] =
                (["screens:"] + texts[split...]).joined(separator: "\n") + "\n"
        }
        // Entries, from their own generator so that the graphs drawn before stay as they were: the root first, then
        // screens that perform no segue (an entry with segues would make unwinds past it NG401 errors), which may
        // need arguments.
        var entryRandom = SeededGenerator(seed: graphName.utf8.reduce(0x656E_7472) { $0 &* 31 &+ UInt64($1) })
        let leaves = screenIDs.indices.dropFirst().filter { !texts[$0].contains("\n    segues:") }
        if !leaves.isEmpty, Int.random(in: 0..<100, using: &entryRandom) < 50 {
            let others = leaves.shuffled(using: &entryRandom).prefix(2).map { screenIDs[$0] }
            main.append("entries: [\(([root] + others).joined(separator: ", "))]")
        }
        if !enums.isEmpty {
            main.append("enums:")
            for declaration in enums {
                main.append("  \(declaration.name): [\(declaration.cases.joined(separator: ", "))]")
            }
        }
        main.append("screens:")
        main += texts[..<split]
        files[mainFile] = main.joined(separator: "\n") + "\n"
        return (mainFile, files)
    }

    /// Mostly an ordinary name (the first ten of `pool`), sometimes any, drawn from `generator`.
    static func pick(_ pool: [String], using generator: inout SeededGenerator) -> String {
        Int.random(in: 0..<100, using: &generator) < 60
            ? pool[Int.random(in: 0..<min(10, pool.count), using: &generator)]
            : pool.randomElement(using: &generator) ?? "x"
    }

    /// An unwind's `returns:` entries (`size: String, case: "Int?"`), or nil for an unwind that returns nothing.
    /// Names come from the risky pool (keywords included), types from every kind a value can have.
    static func returnedValues(
        enums: [(name: String, cases: [String])], using generator: inout SeededGenerator
    ) -> String? {
        guard Int.random(in: 0..<100, using: &generator) < 70 else { return nil }
        var types = ["String", "Int", "Bool", "\"String?\"", "\"[Int]\"", "Date", "UUID", "\"[Date]?\""]
        types += enums.flatMap { [$0.name, "\"\($0.name)?\""] }
        var names: [String] = []
        var entries: [String] = []
        for _ in 0..<Int.random(in: 1...3, using: &generator) {
            let name = pick(lowerNames, using: &generator)
            guard !names.contains(name) else { continue }
            names.append(name)
            entries.append("\(name): \(types.randomElement(using: &generator) ?? "String")")
        }
        return entries.joined(separator: ", ")
    }

    /// A parameter type as written and, sometimes, a default literal that fits it.
    private mutating func parameterType(enums: [(name: String, cases: [String])]) -> (String, String?) {
        let uuid = "\"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\""
        let choices: [(String, [String])] = [
            ("String", [quoted("plain"), quoted("quote \" backslash \\ tab\t é \u{2028} 😀 \"\"\"# \\#(x)")]),
            ("Int", ["0", "-42", "9223372036854775807"]),
            ("Double", ["1.5", "-0.25", "3", "1e10"]),
            ("Bool", ["true", "false"]),
            ("UUID", [uuid]),
            ("URL", ["\"https://example.com/a?b=1&c=%20\""]),
            ("Date", ["\"2024-01-02T03:04:05Z\""]),
            ("[Int]", ["[]", "[1, 2, 3]"]),
            ("[String]", ["[a, \"b c\"]"]),
            ("String?", ["null", quoted("x")]),
            ("[Date]?", ["null", "[\"2024-01-02T03:04:05Z\"]"]),
            ("{swift}Models.Payload", []),
            ("{swift}Models.Payload?", ["null"]),
        ]
        if let declaration = enums.randomElement(using: &random), chance(25) {
            let first = declaration.cases[0]
            return chance(50) ? (declaration.name, chance(50) ? first : nil) : ("\(declaration.name)?", "null")
        }
        let choice = choices.randomElement(using: &random) ?? choices[0]
        guard !choice.1.isEmpty, chance(60) else { return (choice.0, nil) }
        return (choice.0, choice.1.randomElement(using: &random))
    }

    /// A YAML double-quoted scalar.
    private func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\t": result += "\\t"
            case "\u{2028}": result += "\\L"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
