@_spi(Generated) extension Segue {
    /// A segue of `source` whose arguments are given by position (a parameter pack: no array literal in
    /// generated code), named by `names` (the parameter names separated
    /// by spaces, in the same order). An app type that fails to encode is reported when the segue is performed.
    public init<each Argument: ScreenArgument>(
        source: String,
        id: String,
        names: String,
        _ arguments: repeat each Argument
    ) {
        let list = Self.list(repeat each arguments)
        self.init(source: source, id: id, encoding: { try Self.named(names, list) })
    }

    /// A shared segue (top-level `segues:`) whose arguments are given by position, as above.
    public init<each Argument: ScreenArgument>(shared id: String, names: String, _ arguments: repeat each Argument) {
        let list = Self.list(repeat each arguments)
        self.init(shared: id, encoding: { try Self.named(names, list) })
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
    private static func named(_ names: String, _ arguments: [any ScreenArgument]) throws -> [String: ArgumentValue] {
        var named: [String: ArgumentValue] = [:]
        named.reserveCapacity(arguments.count)
        for (name, argument) in zip(names.split(separator: " "), arguments) {
            named[String(name)] = try argument.encodedArgument()
        }
        return named
    }
}
