/// Writes large, realistic graphs for the benchmarks: every screen has parameters, bar items and about four
/// segues of mixed kinds, and the whole graph validates without errors.
enum LargeGraph {
    /// The YAML text of a graph of `screens` screens named `graph`.
    ///
    /// With `deepLinks`, the launch benchmark's variant: every screen also has the deep link `/s<index>/{count}`,
    /// and its `branch` segue goes two screens on instead of to `2 × index + 1`, so that the shortest chains of
    /// segues from the root (the links' synthetic back stacks) are long: screen `k` lies about `k / 2` segues
    /// deep, and the last screen about `screens / 2`.
    static func yaml(screens count: Int, graph name: String = "BenchFlow", deepLinks: Bool = false) -> String {
        var out = """
            navgraph: 1
            graph: \(name)
            root: screen0
            navigationController:
              prefersLargeTitles: true
              backButtonTitleMaxLength: 16
            enums:
              Folder: [inbox, outbox, archive]
            screens:

            """
        out.reserveCapacity(count * 900)
        for index in 0..<count {
            let next = index + 1 < count ? index + 1 : 0
            let tree = 2 * index + 1 < count ? 2 * index + 1 : next
            let branch = deepLinks ? (index + 2) % count : tree
            let links = deepLinks ? "\n    deepLinks: [\"/s\(index)/{count}\"]" : ""
            let modal = (index * 7 + 3) % count
            // The root cannot unwind to itself: it gets a second plain item and no `home` segue.
            let doneItem =
                index == 0 ? "{ id: done, system: done, action: done }" : "{ id: done, system: done, segue: home }"
            let home = index == 0 ? "" : "\n      home: { kind: unwind, to: screen0 }"
            out += """
                  screen\(index):
                    title: "Screen \(index) {itemID}"\(links)
                    parameters:
                      itemID: { type: String, default: "item\(index)" }
                      count: { type: Int, default: \(index % 100) }
                      tab: { type: Folder, default: inbox }
                      note: { type: String?, default: null }
                    navigationItem:
                      prompt: "Step \(index)"
                      backButtonTitle: "S\(index)"
                      rightBarButtonItems:
                        - \(doneItem)
                        - { id: share, title: Share, action: share }
                    toolbarItems:
                      - { id: space, system: flexibleSpace }
                      - { id: next, title: Next, segue: next }
                    segues:
                      next: { kind: show, to: screen\(next), arguments: { count: \(index % 10) } }
                      branch: { kind: show, to: screen\(branch), forward: [itemID, tab] }
                      present: { kind: modal, to: screen\(modal), embedInNavigationController: true, presentation: formSheet }\(home)

                """
        }
        return out
    }
}
