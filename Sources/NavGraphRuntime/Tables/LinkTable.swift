/// The links section of the tables (format 5): every screen with deep links as numbers, so that the deep-link
/// trie is built without reading a screen row (see `LinkedScreen`).
///
/// For each linked screen in declaration order: its id's string index; the number of linkable parameters, then
/// each one's name (string index) and type code; the number of deep links, then each one's pattern (string index)
/// and priority (the string index of its decimal text, so that any `Int` fits). A type code is the base type plus 8 for each
/// optional around it; base 0...6 are `String`, `Int`, `Double`, `Bool`, `UUID`, `URL`, `Date`, and 7 a graph
/// enum, followed by its name's string index.
enum LinkTable {
    /// The numbers of `screens` (those without deep links are left out); `intern` gives a string's index.
    static func numbers(of screens: [ScreenDefinition], intern: (String) -> Int) -> [Int] {
        var numbers: [Int] = []
        for screen in screens where !screen.deepLinks.isEmpty {
            let linked = LinkedScreen(screen)
            numbers.append(intern(linked.id))
            // Parameters in declaration order, so the text does not depend on a dictionary's order.
            let typed = screen.parameters.filter { linked.linkableTypes[$0.name] == $0.type }
            var written: Set<String> = []
            let parameters = typed.filter { written.insert($0.name).inserted }
            numbers.append(parameters.count)
            for parameter in parameters {
                numbers.append(intern(parameter.name))
                numbers += code(of: parameter.type, intern: intern)
            }
            numbers.append(linked.links.count)
            for link in linked.links {
                numbers += [intern(link.pattern), intern(String(link.priority))]
            }
        }
        return numbers
    }

    private static func code(of type: ParameterType, intern: (String) -> Int) -> [Int] {
        switch type {
        case .string: [0]
        case .int: [1]
        case .double: [2]
        case .bool: [3]
        case .uuid: [4]
        case .url: [5]
        case .date: [6]
        case .enumeration(let name): [7, intern(name)]
        case .optional(let wrapped):
            code(of: wrapped, intern: intern).enumerated().map { $0.offset == 0 ? $0.element + 8 : $0.element }
        // Never written: `LinkedScreen` keeps only linkable types.
        case .array, .app: []
        }
    }

    /// Reads the numbers back: `number(i)` is the i-th of `count` numbers, `string(i)` the string at index i.
    /// Stops at the first screen that does not read (never happens to tables the generator wrote).
    static func screens(count: Int, number: (Int) -> Int?, string: (Int) -> String?) -> [LinkedScreen] {
        var cursor = 0
        func next() -> Int? {
            guard cursor < count, let value = number(cursor) else { return nil }
            cursor += 1
            return value
        }
        func nextString() -> String? { next().flatMap(string) }
        func type() -> ParameterType? {
            guard let code = next() else { return nil }
            var type: ParameterType
            switch code % 8 {
            case 0: type = .string
            case 1: type = .int
            case 2: type = .double
            case 3: type = .bool
            case 4: type = .uuid
            case 5: type = .url
            case 6: type = .date
            default:
                guard let name = nextString() else { return nil }
                type = .enumeration(name)
            }
            for _ in 0..<min(code / 8, count) { type = .optional(type) }
            return type
        }
        func screen() -> LinkedScreen? {
            guard let id = nextString(), let parameterCount = next(), parameterCount <= count else { return nil }
            var types: [String: ParameterType] = [:]
            for _ in 0..<parameterCount {
                guard let name = nextString(), let type = type() else { return nil }
                types[name] = type
            }
            guard let linkCount = next(), linkCount <= count else { return nil }
            var links: [LinkedScreen.Link] = []
            for _ in 0..<linkCount {
                guard let pattern = nextString(), let priority = nextString().flatMap({ Int($0) }) else { return nil }
                links.append(.init(pattern: pattern, priority: priority))
            }
            return LinkedScreen(id: id, linkableTypes: types, links: links)
        }
        var screens: [LinkedScreen] = []
        while cursor < count, let screen = screen() { screens.append(screen) }
        return screens
    }
}
