import Foundation
import NavGraphRuntime
import Testing

@Test func argumentValuesRoundTripThroughJSON() throws {
    let value = ArgumentValue.object(["a": .array([.int(1), .double(2.5), .null, .bool(true), .string("x")])])
    let data = try JSONEncoder().encode(value)
    #expect(try JSONDecoder().decode(ArgumentValue.self, from: data) == value)
}
