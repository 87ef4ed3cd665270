import Testing
import _NavGraphCore

/// `tap` of a segue's id (a common slip: the segue is what the item does) names the item that performs it.
struct TapSegueHintTests {
    @Test func tappingASegueIdSuggestsTheItemThatPerformsIt() throws {
        let yaml = """
            screens:
              home:
                navigationItem:
                  rightBarButtonItems:
                    - { id: add, system: add, segue: compose }
                segues:
                  compose: { kind: modal, to: editor }
                  help: { kind: modal, to: editor }
              editor:
                segues:
                  close: { kind: unwind, to: home }

            """
        let definition = try #require(check(header + yaml).result.definition)
        var simulator = try Simulator(definition: definition, files: .inMemory())
        let tapped = simulator.run(line: "tap compose")
        let state = try #require(tapped)
        #expect(
            state.error
                == "item 'compose' is not on screen; 'compose' is a segue of 'home': tap 'add', the item that performs it"
        )
        #expect(state.errorKind == "itemNotOnScreen")
        let help = simulator.run(line: "tap help")
        let unperformed = try #require(help)
        #expect(
            unperformed.error
                == "item 'help' is not on screen; 'help' is a segue of 'home', which no item on screen performs: 'perform help' runs it"
        )
        // A misspelt item still gets its did-you-mean.
        let misspelt = simulator.run(line: "tap ad")
        #expect(misspelt?.error == "item 'ad' is not on screen; did you mean 'add'?")
    }
}
