/// Tab bar and split view controllers → containers: each `viewControllers` relationship a tab, each master,
/// supplementary and detail relationship a column; what has no place is reported and kept as a comment inside the
/// container's block.
extension StoryboardMapping {
    /// Maps the tab bar or split view controller `controller` of storyboard `index` to a container of the main
    /// graph, or reports it (and keeps it as comments) when it has no usable tab or column.
    mutating func mapContainer(_ controller: Storyboard.Controller, in index: Int) {
        let file = storyboards[index].file
        let isTabBar = controller.kind == .tabBarController
        var container = ImportedGraph.Container(
            id: ids[Reference(storyboard: index, id: controller.id)] ?? "container",
            kind: isTabBar ? .tabBar : .split, comment: describe(controller))
        var tabIDs = ImportNames()
        var columns: [String: ImportedGraph.Entry] = [:]
        var used = 0
        let owner = "\(isTabBar ? "tab bar" : "split view") controller '\(container.id)'"
        reportLosses(of: controller, name: owner, importedAs: "the \(container.kind.rawValue) container", in: index)
        if let restoration = controller.restorationIdentifier {
            container.comment = (container.comment.map { $0 + ", " } ?? "") + "restoration id '\(restoration)'"
        }
        /// Keeps a relationship not imported inside the container's block: among the tabs where it sat, after a
        /// split's columns.
        func note(_ text: String) {
            container.notes.append((isTabBar ? container.entries.count : Int.max, text))
        }
        for segue in controller.segues {
            guard segue.kind == "relationship" else {
                // A segue the container holds: after its tabs or columns.
                container.notes.append((Int.max, reportSegue(segue, of: owner, in: index)))
                continue
            }
            let relationship = segue.relationship ?? ""
            let column: String? =
                switch relationship {
                case "masterViewController": "primary"
                case "detailViewController": "secondary"
                case "supplementaryViewController": "supplementary"
                default: nil
                }
            guard isTabBar ? relationship == "viewControllers" : column != nil else {
                let reason =
                    relationship == "compactViewController"
                    ? "the graph's split container has no compact column (collapsed, it shows its columns' stacks)"
                    : "a \(controller.element) has no '\(relationship)' in the graph"
                diagnostics.append(
                    .sceneNotImported("relationship '\(relationship)'", reason: reason, file: file, at: segue.position))
                note("relationship '\(relationship)' (line \(segue.position.line)): not imported, \(reason)")
                counts[index].seguesReported += 1
                continue
            }
            var entry: ImportedGraph.Entry
            switch target(of: segue.destination, in: index) {
            case .screen(let root):
                entry = ImportedGraph.Entry(id: column ?? "", root: root)
                // A stand-in for another storyboard's scene: whether that one has a navigation controller is unknown.
                let isStandIn =
                    controllers[index][segue.destination]?.kind == .placeholder
                    && ids[Reference(storyboard: index, id: segue.destination)] != nil
                if !isStandIn {
                    entry.navigationController = [("navigationBarHidden", "true")]
                    entry.comment = "no navigation controller in the storyboard: its bar is hidden"
                }
            case .stack(let root, let stack, let storyboard):
                entry = ImportedGraph.Entry(id: column ?? "", root: root)
                entry.navigationController = Self.settings(of: stack)
                entry.comment = Self.stackNote(stack)
                placedStacks.insert(Reference(storyboard: storyboard, id: stack.id))
                if let item = stack.tabBarItem { entry.apply(item) }
            case .container(let id, let kind):
                guard isTabBar && kind == .split && !placedSplits.contains(id) else {
                    let reason =
                        placedSplits.contains(id)
                        ? "split view '\(id)' already sits in another tab, and a container stands in one place"
                        : "a \(kind.words) cannot sit in a \(isTabBar ? "tab" : "split column") of the graph"
                    diagnostics.append(
                        .sceneNotImported(
                            "relationship '\(relationship)'", reason: reason, file: file, at: segue.position))
                    note(
                        "relationship '\(relationship)' to '\(id)' (line \(segue.position.line)): not imported, \(reason)"
                    )
                    counts[index].seguesReported += 1
                    continue
                }
                entry = ImportedGraph.Entry(id: column ?? "", root: id)
                placedSplits.insert(id)
            case .missing(let reason):
                diagnostics.append(
                    .sceneNotImported("relationship '\(relationship)'", reason: reason, file: file, at: segue.position))
                note("relationship '\(relationship)' (line \(segue.position.line)): not imported, \(reason)")
                counts[index].seguesReported += 1
                continue
            }
            if let destination = controllers[index][segue.destination], let item = destination.tabBarItem {
                entry.apply(item)
            }
            used += 1
            if isTabBar {
                entry.id = tabIDs.unique(from: [entry.title, entry.root], fallback: "tab")
                container.entries.append(entry)
            } else if let column {
                entry.title = nil
                entry.image = nil
                entry.badge = nil
                columns[column] = entry
            }
        }
        if !isTabBar {
            if columns["primary"] == nil || columns["secondary"] == nil {
                let missing = columns["primary"] == nil ? "primary" : "secondary"
                let reason = "it has no usable \(missing == "primary" ? "master" : "detail") view controller"
                diagnostics.append(
                    .sceneNotImported(
                        "split view controller '\(container.id)'", reason: reason, file: file, at: controller.position))
                dropContainer(container, reason: reason, at: controller.position, in: index)
                droppedContainers.insert(container.id)
                counts[index].scenesReported += 1
                counts[index].seguesReported += used
                return
            }
            if columns["supplementary"] != nil { container.style = "tripleColumn" }
            container.entries = ["primary", "supplementary", "secondary"].compactMap { columns[$0] }
        } else if container.entries.isEmpty {
            let reason = "none of its tabs can be imported"
            diagnostics.append(
                .sceneNotImported(
                    "tab bar controller '\(container.id)'", reason: reason, file: file, at: controller.position))
            dropContainer(container, reason: reason, at: controller.position, in: index)
            droppedContainers.insert(container.id)
            counts[index].scenesReported += 1
            counts[index].seguesReported += used
            return
        }
        graphs[0].containers.append(container)
        containerOrder[container.id] = (index, controller.position.line)
        counts[index].containers += 1
        counts[index].relationshipsImported += used
    }

    /// Keeps a container that is not imported as comments where its scene sits: the container, then what it held.
    private mutating func dropContainer(
        _ container: ImportedGraph.Container, reason: String, at position: Position, in index: Int
    ) {
        let kind = "\(container.kind.words) controller"
        graphs[index].sceneNotes.append(
            (
                position,
                "\(kind) '\(container.id)' (\(container.comment ?? ""), line \(position.line)): not imported, \(reason)"
            ))
        for note in container.notes {
            graphs[index].sceneNotes.append((position, "\(kind) '\(container.id)': \(note.text)"))
        }
    }
}
