import Foundation
@_spi(Generated) import NavGraphRuntime
import Testing

@Test func argumentValuesRoundTripThroughJSON() throws {
    let value = ArgumentValue.object(["a": .array([.int(1), .double(2.5), .null, .bool(true), .string("x")])])
    let data = try JSONEncoder().encode(value)
    #expect(try JSONDecoder().decode(ArgumentValue.self, from: data) == value)
}

@Test func aDecodedStateWithAnEmptyStackIsRefused() throws {
    let json = #"{"stack": [], "presentations": [], "isStarted": true, "loaded": [], "nextInstanceID": 2}"#
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(NavigationState.self, from: Data(json.utf8)) }
    let presented = #"""
        {"stack": [{"id": {"rawValue": 1}, "screen": {"id": "a", "arguments": {}}}],
         "presentations": [{"style": "formSheet", "embedsNavigationController": false, "stack": []}],
         "isStarted": true, "loaded": [], "nextInstanceID": 18446744073709551615}
        """#
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(NavigationState.self, from: Data(presented.utf8)) }
}

@Test func aRealStateRoundTripsThroughItsDecoder() throws {
    let definition = GraphDefinition(
        name: "G", root: "a", screens: [ScreenDefinition(id: "a", restorationIdentifier: "a")])
    var engine = try NavigationEngine(definition: definition)
    try engine.start()
    let data = try JSONEncoder().encode(engine.state)
    #expect(try JSONDecoder().decode(NavigationState.self, from: data) == engine.state)
}

@Test func datesKeepTheirMillisecondsThroughTheirDynamicForm() throws {
    let fractional = Date(timeIntervalSince1970: 1000.25)
    #expect(fractional.argumentValue == .string("1970-01-01T00:16:40.250Z"))
    #expect(Date(argumentValue: fractional.argumentValue) == fractional)
    let whole = Date(timeIntervalSince1970: 1_709_287_200)
    #expect(whole.argumentValue == .string("2024-03-01T10:00:00Z"))
    #expect(Date(argumentValue: whole.argumentValue) == whole)
    #expect(Date(argumentValue: .string("2024-03-01T10:00:00.5Z"))?.timeIntervalSince1970 == 1_709_287_200.5)
    #expect(Date(argumentValue: .string("2024-03-01T12:00:00+02:00")) == whole)
    #expect(Date(argumentValue: .string("yesterday")) == nil)
}
