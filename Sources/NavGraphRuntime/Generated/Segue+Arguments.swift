@_spi(Generated) extension Segue {
    /// Segue `id` of screen `source` with the values of its generated function, by position (a parameter pack: no
    /// array literal in generated code). They are named from the graph's definition: the parameters the segue
    /// leaves for its function (`SegueDefinition.functionParameters`), in order. An app type that fails to
    /// encode, or a segue the definition lacks, is reported when the segue is performed.
    public init<each Argument: ScreenArgument>(_ source: String, _ id: String, _ arguments: repeat each Argument) {
        let list = Self.list(repeat each arguments)
        guard !list.isEmpty else {
            self.init(source: source, id: id)
            return
        }
        self.init(
            source: source, id: id,
            encoding: {
                guard let names = Graph.definition.functionParameterNames(source: source, id: id),
                    names.count == list.count
                else { throw NavigationError.unknownSegue(screen: source, segue: id) }
                return try Self.named(names, list)
            })
    }

    /// A shared segue (top-level `segues:`) whose arguments are given by position, named by `names` (the
    /// parameter names separated by spaces, in the same order).
    public init<each Argument: ScreenArgument>(shared id: String, names: String, _ arguments: repeat each Argument) {
        let list = Self.list(repeat each arguments)
        self.init(shared: id, encoding: { try Self.named(names.split(separator: " "), list) })
    }

    /// The pack as an array.
    private static func list<each Argument: ScreenArgument>(_ arguments: repeat each Argument) -> [any ScreenArgument] {
        var list: [any ScreenArgument] = []
        for argument in repeat each arguments {
            list.append(argument)
        }
        return list
    }

    /// The arguments by name.
    private static func named(
        _ names: some Sequence<some StringProtocol>, _ arguments: [any ScreenArgument]
    ) throws -> [String: ArgumentValue] {
        var named: [String: ArgumentValue] = [:]
        named.reserveCapacity(arguments.count)
        for (name, argument) in zip(names, arguments) {
            named[String(name)] = try argument.encodedArgument()
        }
        return named
    }
}
