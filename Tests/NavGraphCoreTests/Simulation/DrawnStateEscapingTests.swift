import Testing
import _NavGraphCore

/// The drawn (non-JSON) state never sends control characters to the terminal.
@Test func drawnStateShowsControlCharactersAsPictures() throws {
    var simulator = try SimulationTestGraph.simulator()
    let state = try simulator.step("perform openProduct \"id=\u{1B}[2J\u{07}x\"")
    #expect(state.error == nil)
    let drawn = state.drawn()
    #expect(!drawn.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(drawn.debugDescription)")
    #expect(!drawn.unicodeScalars.contains { $0.value == 0x7F || (0x80...0x9F).contains($0.value) })
    // Title, prompt and the stack's arguments are shown with ␛ and ␇, as diagnostics show them.
    #expect(drawn.contains("prompt: \u{241B}[2J\u{2407}x\n"), "\(drawn)")
    #expect(drawn.contains("| \u{241B}[2J\u{2407}x |"), "\(drawn)")
    #expect(drawn.contains("productDetail(id=\"\\u001b[2J\\u0007x\""), "\(drawn)")
    // The JSON keeps the text, escaped as JSON escapes it.
    #expect(state.json().contains(#""title":"\u001b[2J\u0007x""#))
}
