import Testing

@testable import NavGraphRuntime

/// Arguments are matched to parameters by name through one index per call: an unknown
/// name among many is still refused, and every given value lands on its own parameter.
struct ParameterLookupTests {
    @Test func parametersByNameFindsEveryParameterAndKeepsTheFirstOfARepeatedName() {
        let screen = ScreenDefinition(
            id: "b",
            parameters: [
                ParameterDefinition(name: "p0", type: .string),
                ParameterDefinition(name: "p1", type: .int),
                ParameterDefinition(name: "p0", type: .bool),
            ],
            restorationIdentifier: nil)
        let index = screen.parametersByName
        #expect(index.count == 2)
        #expect(index["p0"]?.type == .string)
        #expect(index["p1"]?.type == .int)
        #expect(index["p2"] == nil)
    }
}
