import NavGraphRuntime

/// Every parameter's resolved type, by screen position then parameter position.
struct ResolvedTypes {
    var types: [[ParameterType?]]

    /// The type of the parameter named `name` among `parameters`, those of the screen at `position`: nil when
    /// there is no such parameter, `.some(nil)` when its type does not resolve.
    func parameter(_ name: String, in parameters: [Parameter], at position: Int) -> ParameterType?? {
        guard let parameterIndex = parameters.firstIndex(where: { $0.name.value == name }) else {
            return nil
        }
        return .some(types[position][parameterIndex])
    }
}
