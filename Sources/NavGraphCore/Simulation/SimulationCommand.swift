package import NavGraphRuntime

/// One line of `navgraph simulate` input.
package enum SimulationCommand: Hashable, Sendable {
    /// `perform SEGUE [name=value ...]`: the visible screen's segue, with the segue function's arguments as written.
    case perform(segue: String, arguments: [SimulationArgument])
    /// `tap ITEM`.
    case tap(item: String)
    /// `back`: the back button of the bar over the visible screen.
    case back
    /// `swipeBack [cancel]`: an interactive pop, finished or cancelled.
    case swipeBack(cancel: Bool)
    /// `dismiss`: the top-most presentation.
    case dismiss
    /// `popToRoot`: the visible screen's navigation stack.
    case popToRoot
    /// `open URL`: a deep link.
    case open(url: String)
    /// `state`: prints the state, changes nothing.
    case state
    /// `save FILE`: writes the restoration snapshot.
    case save(file: String)
    /// `restore FILE`: replaces the router by one restored from the file.
    case restore(file: String)
    /// `selectTab TAB`: a tab of the tab bar.
    case selectTab(tab: String)
    /// `compact on|off`: collapses or expands split containers, as a size-class change does.
    case compact(Bool)
    /// `swipeDown`: the user swipes the top-most sheet away.
    case swipeDown
    /// `setBadge TAB VALUE|null`: the app sets a tab's badge (`null` clears it).
    case setBadge(tab: String, value: String?)
    /// `setEnabled ITEM true|false`: the app enables or disables a bar item of the visible screen.
    case setEnabled(item: String, enabled: Bool)
    /// `setHidden ITEM true|false`: the app hides or shows again a bar item of the visible screen.
    case setHidden(item: String, hidden: Bool)
    /// `update NAME=VALUE ...`: the app changes arguments of the visible screen.
    case update(arguments: [SimulationArgument])
    /// `detent medium|large|POINTS`: the person drags the top-most sheet to one of its detents.
    case detent(SheetDetent)
    /// `search TEXT [scope=SCOPE]`: the person types TEXT into the visible screen's search field.
    case search(text: String, scope: String?)
    /// `cancelSearch`: the person taps the search field's Cancel button.
    case cancelSearch
    /// `dismissItself`: the visible system screen (`dismissesItself`) closes itself.
    case dismissItself

    /// The command names, for help and did-you-mean.
    package static let names = [
        "perform", "tap", "back", "swipeBack", "dismiss", "popToRoot", "open", "state", "save", "restore",
        "selectTab", "compact", "swipeDown", "setBadge", "setEnabled", "setHidden", "update",
        "detent",
        "search", "cancelSearch", "dismissItself",
    ]

    /// Parses one input line. Words are separated by spaces; double quotes group a word with spaces (`\"` and
    /// `\\` inside quotes). Returns nil for an empty line or a `#` comment; throws a message for a bad line.
    package static func parse(_ line: String) throws(SimulationInputError) -> SimulationCommand? {
        let words = try split(line)
        guard let name = words.first, !name.hasPrefix("#") else { return nil }
        let operands = Array(words.dropFirst())
        if name == "perform", operands.count > 1 {
            return .perform(segue: operands[0], arguments: try SimulationArgument.pairs(operands.dropFirst()))
        }
        if name == "update" {
            return try command(named: name, operands: [], arguments: try SimulationArgument.pairs(operands[...]))
        }
        return try command(named: name, operands: operands)
    }

    /// The command `name` with its words after the name (`perform`'s arguments are given apart, as values):
    /// what a command line and a flow step both become. Throws the usage for a wrong number of operands and a
    /// did-you-mean for an unknown name.
    package static func command(
        named name: String,
        operands: [String],
        arguments: [SimulationArgument] = []
    ) throws(SimulationInputError) -> SimulationCommand {
        func expect(_ count: Int, _ usage: String) throws(SimulationInputError) {
            guard operands.count == count else { throw SimulationInputError("usage: \(usage)") }
        }
        switch name {
        case "perform":
            try expect(1, "perform SEGUE [name=value ...]")
            return .perform(segue: operands[0], arguments: arguments)
        case "tap":
            try expect(1, "tap ITEM")
            return .tap(item: operands[0])
        case "back":
            try expect(0, "back")
            return .back
        case "swipeBack":
            if operands == ["cancel"] { return .swipeBack(cancel: true) }
            try expect(0, "swipeBack [cancel]")
            return .swipeBack(cancel: false)
        case "dismiss":
            try expect(0, "dismiss")
            return .dismiss
        case "popToRoot":
            try expect(0, "popToRoot")
            return .popToRoot
        case "open":
            try expect(1, "open URL")
            return .open(url: operands[0])
        case "state":
            try expect(0, "state")
            return .state
        case "save":
            try expect(1, "save FILE")
            return .save(file: operands[0])
        case "restore":
            try expect(1, "restore FILE")
            return .restore(file: operands[0])
        case "selectTab":
            try expect(1, "selectTab TAB")
            return .selectTab(tab: operands[0])
        case "compact":
            try expect(1, "compact on|off")
            switch operands[0] {
            case "on", "true": return .compact(true)
            case "off", "false": return .compact(false)
            default: throw SimulationInputError("usage: compact on|off")
            }
        case "swipeDown":
            try expect(0, "swipeDown")
            return .swipeDown
        case "setBadge":
            let words = twoWords(operands)
            guard words.count == 2 else { throw SimulationInputError("usage: setBadge TAB VALUE|null") }
            return .setBadge(tab: words[0], value: words[1] == "null" ? nil : words[1])
        case "setEnabled", "setHidden":
            let words = twoWords(operands)
            let flag: Bool? =
                switch words.count == 2 ? words[1] : "" {
                case "true": true
                case "false": false
                default: nil
                }
            guard let flag else { throw SimulationInputError("usage: \(name) ITEM true|false") }
            return name == "setEnabled"
                ? .setEnabled(item: words[0], enabled: flag) : .setHidden(item: words[0], hidden: flag)
        case "detent":
            try expect(1, "detent medium|large|POINTS")
            guard let detent = SheetDetent(text: operands[0]) else {
                throw SimulationInputError("'\(operands[0])' is not a detent; usage: detent medium|large|POINTS")
            }
            return .detent(detent)
        case "update":
            // A flow step gives the pairs as one operand (`update: name=Drafts`) or in `with:`.
            var written: [SimulationArgument] = []
            for operand in operands { written += try SimulationArgument.parseList(operand) }
            guard !(written + arguments).isEmpty else { throw SimulationInputError("usage: update NAME=VALUE ...") }
            return .update(arguments: written + arguments)
        case "search":
            return try search(operands)
        case "cancelSearch":
            try expect(0, "cancelSearch")
            return .cancelSearch
        case "dismissItself":
            try expect(0, "dismissItself")
            return .dismissItself
        default:
            let suggestion = Suggestions.closest(to: name, in: names)
            throw SimulationInputError(
                "unknown command '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
        }
    }

    /// `search TEXT [scope=SCOPE]`: a command line gives the words apart, a flow step as one operand
    /// (`search: invoice scope=Current`), where the last ` scope=` starts the scope.
    private static func search(_ operands: [String]) throws(SimulationInputError) -> SimulationCommand {
        let usage = SimulationInputError("usage: search TEXT [scope=SCOPE]")
        var words = operands
        if words.count == 1, let space = words[0].lastIndex(of: " "),
            words[0][words[0].index(after: space)...].hasPrefix("scope=")
        {
            words = [String(words[0][..<space]), String(words[0][words[0].index(after: space)...])]
        }
        switch words.count {
        case 1: return .search(text: words[0], scope: nil)
        case 2:
            guard words[1].hasPrefix("scope="), words[1].count > 6 else { throw usage }
            return .search(text: words[0], scope: String(words[1].dropFirst(6)))
        default: throw usage
        }
    }

    /// A command's two words: a flow step gives them as one operand (`setBadge: cart 3`), the first space
    /// separating them.
    private static func twoWords(_ operands: [String]) -> [String] {
        guard operands.count == 1, let space = operands[0].firstIndex(of: " ") else { return operands }
        return [String(operands[0][..<space]), String(operands[0][operands[0].index(after: space)...])]
    }

    /// The words of `line`.
    static func split(_ line: String) throws(SimulationInputError) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quoted = false
        var escaped = false
        for character in line {
            if escaped {
                word.append(character)
                escaped = false
            } else if quoted {
                switch character {
                case "\\": escaped = true
                case "\"": quoted = false
                default: word.append(character)
                }
            } else if character == "\"" {
                quoted = true
                inWord = true
            } else if character.isWhitespace {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(character)
                inWord = true
            }
        }
        guard !quoted else { throw SimulationInputError("unterminated quote") }
        if inWord { words.append(word) }
        return words
    }
}

/// A `name=value` of `perform`, still text.
extension SimulationArgument {
    /// `name=value` pairs from a line such as `appID=mail name="Mail App"` (`--root-arguments`).
    package static func parseList(_ line: String) throws(SimulationInputError) -> [SimulationArgument] {
        try pairs(try SimulationCommand.split(line)[...])
    }

    /// Words of the form `name=value`, each name once (as in a flow step's `with:` and a link's query).
    static func pairs(_ words: ArraySlice<String>) throws(SimulationInputError) -> [SimulationArgument] {
        var arguments: [SimulationArgument] = []
        var names: Set<Substring> = []
        for word in words {
            guard let equals = word.firstIndex(of: "="), equals != word.startIndex else {
                throw SimulationInputError("expected 'name=value', not '\(word)'")
            }
            guard names.insert(word[..<equals]).inserted else {
                throw SimulationInputError("argument '\(word[..<equals])' is given more than once")
            }
            arguments.append(
                SimulationArgument(
                    name: String(word[..<equals]), value: .text(String(word[word.index(after: equals)...]))))
        }
        return arguments
    }
}

/// A named argument of `perform` (or of the root screen), converted later by its parameter's type.
public struct SimulationArgument: Hashable, Sendable {
    /// An argument's value as written: one text (a `name=value` word or a YAML scalar), or the elements of a YAML
    /// sequence, each converted by the array's element type (commas in them are text).
    package typealias Value = WrittenArgument

    /// The parameter's name.
    package var name: String
    /// The value as written.
    package var value: Value

    /// Creates an argument.
    package init(name: String, value: Value) {
        self.name = name
        self.value = value
    }
}

/// A line of simulator input that could not be read, or a command refused before it reached the router.
package struct SimulationInputError: Error, Hashable, Sendable {
    /// What was wrong, in the compiler's voice.
    package var message: String
    /// What `errorKind` shows: `invalidCommand` (a line or step that is no valid command) or `fileError` (a
    /// `save`/`restore` file that cannot be written or read).
    package var kind: String

    /// Creates an error with `message`.
    package init(_ message: String, kind: String = "invalidCommand") {
        self.message = message
        self.kind = kind
    }
}
