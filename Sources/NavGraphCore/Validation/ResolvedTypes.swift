import NavGraphRuntime

/// Every parameter's resolved type, by screen position then parameter position.
struct ResolvedTypes {
    var types: [[ParameterType?]]

}
