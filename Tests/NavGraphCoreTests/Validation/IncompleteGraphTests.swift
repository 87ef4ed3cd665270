import NavGraphRuntime
import Testing
import _NavGraphCore

/// `Validator.validate` and `GraphDefinition(validated:)` are public: on a graph the decoder would never produce
/// (missing kinds and destinations, empty names, items without ids, no root) they report or skip, never trap.
@Test func validatorAndLoweringTolerateIncompleteGraphs() {
    let place = SourceLocation(file: "g.navgraph.yaml", line: 1, column: 1)
    var graph = Graph(mainFile: "g.navgraph.yaml")
    graph.enums = [EnumDeclaration(name: Located("", at: place), cases: [])]
    var screen = ScreenDeclaration(id: Located("", at: place))
    screen.segues = [SegueDeclaration(id: Located("", at: place)), SegueDeclaration(id: Located("", at: place))]
    screen.segues[1].kind = Located(.show, at: place)
    screen.segues[1].destination = Located("", at: place)
    screen.segues[1].popTo = Located("nowhere", at: place)
    screen.toolbarItems = [BarItem(location: place)]
    screen.parameters = [
        Parameter(name: Located("a", at: place), type: Located(.optional(.optional(.named("Int"))), at: place)),
        Parameter(
            name: Located("b", at: place),
            type: Located(.array(.named("Nope")), at: place),
            defaultValue: Located(.mapping, at: place)
        ),
    ]
    graph.screens = [screen, screen]
    let diagnostics = Validator.validate(graph)
    #expect(diagnostics.contains { $0.code == .duplicateScreen })
    #expect(diagnostics.contains { $0.code == .unknownType })
    #expect(diagnostics.contains { $0.code == .malformedBarItem })
    let definition = GraphDefinition(validated: graph)
    #expect(definition.screens.count == 2)
    #expect(definition.screens.first?.segues.count == 1)
}
