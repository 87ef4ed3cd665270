package import NavGraphRuntime

extension GraphDefinition {
    /// The values of `perform SEGUE`'s arguments, converted as the runtime converts what a person writes
    /// (`arguments(written:for:)`); an unknown segue converts nothing and is left for `perform` to refuse.
    package func arguments(
        from arguments: [SimulationArgument],
        forSegue segueID: String,
        of sourceID: String
    ) throws(NavigationError) -> [String: ArgumentValue] {
        guard let segue = screens.first(where: { $0.id == sourceID })?.segues.first(where: { $0.id == segueID })
        else { return [:] }
        return try self.arguments(written: arguments.map { ($0.name, $0.value) }, for: segue)
    }

    /// The values of arguments for screen `screenID`'s parameters (the root's `rootArguments`).
    package func arguments(
        from arguments: [SimulationArgument],
        forScreen screenID: String
    ) throws(NavigationError) -> [String: ArgumentValue] {
        try self.arguments(written: arguments.map { ($0.name, $0.value) }, forScreen: screenID)
    }
}
