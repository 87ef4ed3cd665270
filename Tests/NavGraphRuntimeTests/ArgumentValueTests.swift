import Foundation
import NavGraphRuntime
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
