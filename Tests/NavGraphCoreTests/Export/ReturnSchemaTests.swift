import Foundation
import Testing
import _NavGraphCore

/// The schema of a `return` segue, checked by the real validator: no `to` is fine for a `return` (and required of
/// every other kind), a `to` on a `return` is refused, as the decoder refuses it (NG004).
@Test func theSchemaTakesAReturnWithoutATargetAndRefusesOneWithIt() throws {
    guard let python = try SchemaValidatorTests.python() else { return }
    func graph(_ segue: String) -> String {
        """
        navgraph: 1
        graph: Picking
        root: home
        screens:
          home:
            segues:
              open: { kind: show, to: picker }
          picker:
            segues:
              \(segue)

        """
    }
    let documents = [
        graph("chosen: { kind: return, returns: { size: String } }"),
        graph("chosen: { kind: return, to: home }"),
        graph("chosen: { kind: unwind }"),
    ]
    let errors = try SchemaValidatorTests.errors(python, documents)
    #expect(errors.count == 3)
    #expect(errors.first == [])
    #expect(errors.dropFirst().allSatisfy { !$0.isEmpty }, "\(errors)")
    let decoded = documents.map {
        Pipeline.check(mainFile: "g.navgraph.yaml", sources: InMemorySources(["g.navgraph.yaml": $0])).diagnostics
            .filter { $0.severity == .error }.map(\.code)
    }
    #expect(decoded == [[], [.unknownKey], [.missingKey]])
}
