public import NavGraphRuntime

/// In these tests a deep link may be written as its pattern (`deepLinks: ["/mail/{id}"]`): the definition types'
/// initialisers are not public API, so the convenience lives here, not in the runtime.
extension DeepLinkDefinition: ExpressibleByStringInterpolation {
    /// The link with this pattern, every option at its default.
    public init(stringLiteral pattern: String) {
        self.init(pattern)
    }
}
