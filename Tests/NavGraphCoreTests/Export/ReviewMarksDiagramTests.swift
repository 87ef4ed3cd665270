import NavGraphRuntime
import Testing
import _NavGraphCore

/// The pictures drawn for review: a shared segue drawn once with `collapseShared`, small marks for bar items,
/// toolbar items, `modalInPresentation` and `embedInNavigationController`, a tab without a title named by its id.
struct ReviewMarksDiagramTests {
    static let text = """
        navgraph: 1
        graph: Review
        root: tabs
        containers:
          tabs:
            kind: tabBar
            tabs:
              - { id: inbox, root: inbox, title: Inbox }
              - { id: sent, root: sent }
        segues:
          openHelp: { kind: modal, to: help, from: [inbox, sent, compose, settings, about] }
        screens:
          inbox:
            navigationItem:
              leftBarButtonItems: [{ id: edit, system: edit, action: edit }]
              rightBarButtonItems: [{ id: write, system: compose, segue: openCompose }]
            toolbarItems:
              - { id: space, system: flexibleSpace }
              - { id: filter, title: Filter, action: filter }
            segues:
              openCompose: { kind: modal, to: compose, embedInNavigationController: true }
          sent: {}
          compose:
            modalInPresentation: true
            navigationItem:
              leftBarButtonItems: [{ id: cancel, system: cancel, builtin: dismiss }]
            segues:
              openSettings: { kind: show, to: settings }
          settings:
            segues:
              openAbout: { kind: show, to: about }
          about: {}
          help:
            navigationItem:
              leftBarButtonItems: [{ id: close, system: close, builtin: dismiss }]

        """

    static func definition() throws -> GraphDefinition {
        let result = Pipeline.check(mainFile: "r.navgraph.yaml", sources: InMemorySources(["r.navgraph.yaml": text]))
        return try #require(result.definition, "\(result.diagnostics.map(\.message))")
    }

    @Test func aSharedSegueIsDrawnOnceWhenCollapsed() throws {
        let definition = try Self.definition()
        let spread = GraphDiagram.render(definition, format: .dot).split(separator: "\n")
        #expect(spread.filter { $0.contains("label=\"openHelp (modal, shared)\"") }.count == 5)
        let options = GraphDiagram.Options(collapseShared: true)
        let dot = GraphDiagram.render(definition, format: .dot, options: options)
        let lines = dot.split(separator: "\n")
        #expect(
            lines.filter { $0.contains("openHelp") && $0.contains("->") } == [
                "    s0 -> n5 [label=\"openHelp (modal, shared)\", style=dashed];"
            ])
        // The note names every source, four to a line.
        #expect(
            dot.contains(
                "    s0 [label=\"shared openHelp\\nfrom inbox, sent, compose, settings\\nabout\", shape=note, fontsize=10];"
            ))
        #expect(dot.contains("legend_shared [label=\"shared segue, drawn once\", shape=note];"))
        // The other segues are drawn as before.
        #expect(lines.contains { $0.contains("n2 -> n3 [label=\"openSettings\"]") })
        let mermaid = GraphDiagram.render(definition, format: .mermaid, options: options)
        #expect(mermaid.contains("    s0>\"shared openHelp<br/>from inbox, sent, compose, settings<br/>about\"]\n"))
        #expect(mermaid.contains("    s0 ==>|\"openHelp (modal, shared)\"| n5\n"))
        #expect(!mermaid.contains("n0 ==>|\"openHelp"))
    }

    @Test func aCollapsedSharedSegueIsDrawnInAFocusOnlyWhenASourceIsDrawn() throws {
        let definition = try Self.definition()
        let near = GraphDiagram.Options(focus: GraphNeighbourhood(screen: "about", depth: 1), collapseShared: true)
        let dot = GraphDiagram.render(definition, format: .dot, options: near)
        #expect(dot.contains("s0 -> n5"))
        let far = GraphDiagram.Options(focus: GraphNeighbourhood(screen: "sent", depth: 1), collapseShared: true)
        let alone = GraphDiagram.render(definition, format: .dot, options: far)
        #expect(alone.contains("s0 -> n5"))
        #expect(!alone.contains("n0;"))
    }

    @Test func screensShowTheirItemsAndModalInPresentationAsMarks() throws {
        let definition = try Self.definition()
        let dot = GraphDiagram.render(definition, format: .dot)
        // Left items before, right items after, toolbar items below; the flexible space is left out.
        #expect(dot.contains("n0 [label=\"inbox\\n◂edit write▸\\n▾filter\"];"))
        #expect(dot.contains("n2 [label=\"compose\\n◂cancel\\nmodalInPresentation\"];"))
        #expect(dot.contains("n1 [label=\"sent\"];"))
        // A modal that embeds its destination in a navigation controller says so on its arrow.
        #expect(dot.contains("n0 -> n2 [label=\"openCompose (modal, +nav)\", style=dashed];"))
        #expect(
            dot.contains(
                "legend_marks [label=\"◂item, item▸: left and right bar items\\n▾item: toolbar item\\n"
                    + "modalInPresentation: not dismissed by a swipe\\n+nav: presented in a navigation controller\", "
                    + "shape=plaintext];"))
        let mermaid = GraphDiagram.render(definition, format: .mermaid)
        #expect(mermaid.contains("    n0[\"inbox<br/>◂edit write▸<br/>▾filter\"]\n"))
    }

    @Test func aTabWithoutATitleIsNamedByItsIdAndOrderIsNumbered() throws {
        let definition = try Self.definition()
        let mermaid = GraphDiagram.render(definition, format: .mermaid)
        #expect(
            mermaid.contains(
                """
                    subgraph c0["tabs (tabBar, root)"]
                        subgraph c0t1["tab 1: Inbox"]
                            n0
                        end
                        subgraph c0t2["tab 2: sent"]
                            n1
                        end
                    end

                """))
    }

    @Test func aDiagramWithoutMarksHasNoMarkLegend() throws {
        let text = """
            navgraph: 1
            graph: Plain
            root: a
            screens:
              a: { segues: { next: { kind: show, to: b } } }
              b: {}

            """
        let result = Pipeline.check(mainFile: "p.navgraph.yaml", sources: InMemorySources(["p.navgraph.yaml": text]))
        let definition = try #require(result.definition)
        let dot = GraphDiagram.render(definition, format: .dot)
        #expect(!dot.contains("legend_marks"))
        #expect(!dot.contains("legend_shared"))
    }
}
