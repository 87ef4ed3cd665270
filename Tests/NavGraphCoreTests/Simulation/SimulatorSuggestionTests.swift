import NavGraphRuntime
import Testing
import _NavGraphCore

/// Did-you-mean for misspelt segues, items and commands, and the unwind's own message for arguments.
struct SimulatorSuggestionTests {
    @Test func misspeltSeguesItemsAndCommandsGetADidYouMean() throws {
        var simulator = try SimulationTestGraph.simulator()
        #expect(
            try simulator.step("perform openProdcut id=p1").error
                == "screen 'productList' has no segue 'openProdcut'; did you mean 'openProduct'?")
        _ = try simulator.step("perform openProduct id=p1")
        let item = try simulator.step("tap shar")
        #expect(item.error == "item 'shar' is not on screen; did you mean 'share'?")
        #expect(item.errorKind == "itemNotOnScreen")
        #expect(try simulator.step("tapp share").error == "unknown command 'tapp'; did you mean 'tap'?")
        // Nothing close: no suggestion.
        #expect(try simulator.step("tap zzzzzz").error == "item 'zzzzzz' is not on screen")
    }

    @Test func anUnwindGivenArgumentsSaysItTakesNone() throws {
        var simulator = try SimulationTestGraph.simulator()
        _ = try simulator.step("perform openProduct id=p1")
        let state = try simulator.step("perform done orderNumber=1")
        #expect(
            state.error == "segue 'done' goes back to an existing screen and returns no values: it takes no arguments")
        #expect(state.errorKind == "unwindTakesNoArguments")
        #expect(state.stack == ["productList", "productDetail"])
        #expect(try simulator.step("perform done").stack == ["productList"])
    }
}
