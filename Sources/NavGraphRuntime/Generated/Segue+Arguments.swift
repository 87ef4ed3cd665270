@_spi(Generated) extension Segue {
    /// A segue of `source` whose arguments are given by position, named by `names` (the parameter names separated
    /// by spaces, in the same order). An app type that fails to encode is reported when the segue is performed.
    public init(source: String, id: String, names: String, _ arguments: [any ScreenArgument]) {
        self.init(source: source, id: id, encoding: { try Self.named(names, arguments) })
    }

    /// A shared segue (top-level `segues:`) whose arguments are given by position, as above.
    public init(shared id: String, names: String, _ arguments: [any ScreenArgument]) {
        self.init(shared: id, encoding: { try Self.named(names, arguments) })
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
