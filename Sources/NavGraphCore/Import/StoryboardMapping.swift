/// Maps the storyboards of one import group (a main storyboard and those it refers to, imported together) to graph
/// files: scenes → screens, navigation controllers → stacks, tab bar and split view controllers → containers,
/// segues → segues. What has no equivalent is reported and written as a comment where it sat (see docs/import.md).
struct StoryboardMapping {
    /// What a controller stands for in the graph.
    enum Target {
        case screen(String)
        /// A navigation controller: its root screen, and the controller (for its settings) and its storyboard.
        case stack(root: String, controller: Storyboard.Controller, storyboard: Int)
        case container(id: String, kind: ImportedGraph.ContainerKind)
        case missing(String)
    }

    /// A controller and the storyboard it is in.
    struct Reference: Hashable {
        var storyboard: Int
        var id: String
    }

    let storyboards: [Storyboard]
    var graphs: [ImportedGraph]
    var diagnostics: [Diagnostic] = []
    var names = ImportNames()
    /// Screen and container ids by controller.
    var ids: [Reference: String] = [:]
    /// Controllers by XML id, per storyboard.
    var controllers: [[String: Storyboard.Controller]] = []
    /// Storyboards by name, and per storyboard the XML id of the first controller with each storyboard identifier.
    var storyboardIndex: [String: Int] = [:]
    var storyboardIdentifiers: [[String: String]] = []
    /// Where each screen is: graph index and screen index, by id.
    var screenIndex: [String: (graph: Int, screen: Int)] = [:]
    /// The storyboard controller each screen id comes from.
    var screenSource: [String: Reference] = [:]
    /// Containers that could not be imported (no usable tabs or columns).
    var droppedContainers: Set<String> = []
    /// What became of each storyboard's scenes and relationship segues (segues of screens are counted from the
    /// graph itself).
    var counts: [StoryboardImportSummary.Counts]
    /// Splits already placed in a tab: a container stands in one place.
    var placedSplits: Set<String> = []
    /// Where each container is in the storyboards (storyboard index, line), to write them in storyboard order.
    var containerOrder: [String: (Int, Int)] = [:]
    /// The navigation controllers imported as stacks, and their root screens.
    var stacks: [(reference: Reference, root: String)] = []
    /// The stacks that appear in the graph (as the root, a tab, a column, or a segue's destination).
    var placedStacks: Set<Reference> = []
    /// Lines for the block of a stack's root screen: what its navigation controller held that the graph does not.
    var stackNotes: [String: [String]] = [:]
    /// Unwind segues waiting for their target: graph, screen and segue index, and the action.
    var pendingUnwinds: [(graph: Int, screen: Int, segue: Int, action: String)] = []

    /// Maps `storyboards` (the first is the main one, the others its parts) into graph files.
    init(storyboards: [Storyboard], graphName: String, fileNames: [String]) {
        self.storyboards = storyboards
        graphs = zip(storyboards, fileNames).map { storyboard, fileName in
            ImportedGraph(
                fileName: fileName, storyboard: FileNameBytes.escaped(PathUtilities.lastComponent(of: storyboard.file)))
        }
        graphs[0].graphName = graphName
        graphs[0].includes = Array(fileNames.dropFirst())
        for index in graphs.indices.dropFirst() { graphs[index].includedBy = fileNames[0] }
        counts = Array(repeating: StoryboardImportSummary.Counts(), count: storyboards.count)
        // A screen whose namespace would take the graph's own name does not compile.
        names.reserve(graphName.prefix(1).lowercased() + graphName.dropFirst())
        indexControllers()
        nameEverything()
        // Splits before tab bars: a tab may hold a split, and must know whether it was imported.
        for index in storyboards.indices { mapScenes(of: index, tabBars: false) }
        for index in storyboards.indices { mapScenes(of: index, tabBars: true) }
        graphs[0].containers.sort { containerOrder[$0.id, default: (0, 0)] < containerOrder[$1.id, default: (0, 0)] }
        for index in storyboards.indices { mapSegues(of: index) }
        // The root first: unwind targets are chosen from the paths that start at it.
        chooseRoot()
        inferUnwindTargets()
        noteStacks()
    }

    // MARK: Indexing and naming

    private mutating func indexControllers() {
        for (index, storyboard) in storyboards.enumerated() where storyboardIndex[storyboard.name] == nil {
            storyboardIndex[storyboard.name] = index
        }
        for storyboard in storyboards {
            var identifiers: [String: String] = [:]
            for controller in storyboard.controllers {
                guard let identifier = controller.storyboardIdentifier, identifiers[identifier] == nil else { continue }
                identifiers[identifier] = controller.id
            }
            storyboardIdentifiers.append(identifiers)
            var byID: [String: Storyboard.Controller] = [:]
            for controller in storyboard.controllers {
                if let first = byID[controller.id] {
                    let reason = "its id is also the id of the \(first.element) at line \(first.position.line)"
                    diagnostics.append(
                        .sceneNotImported(
                            "scene '\(controller.id)'", reason: reason, file: storyboard.file, at: controller.position))
                    graphs[controllers.count].sceneNotes.append(
                        (
                            controller.position,
                            "scene '\(controller.id)' (\(describe(controller)), line \(controller.position.line)): not imported, \(reason)"
                        ))
                    counts[controllers.count].scenesReported += 1
                    counts[controllers.count].seguesReported += controller.segues.count
                    continue
                }
                byID[controller.id] = controller
            }
            controllers.append(byID)
        }
    }

    /// Gives every screen and container its id, in storyboard order, before any segue names one.
    private mutating func nameEverything() {
        for (index, storyboard) in storyboards.enumerated() {
            for controller in storyboard.controllers
            where controllers[index][controller.id]?.position == controller.position {
                let reference = Reference(storyboard: index, id: controller.id)
                switch controller.kind {
                case .tabBarController, .splitViewController:
                    ids[reference] = names.unique(
                        from: nameCandidates(controller),
                        fallback: controller.kind == .tabBarController ? "tabBar" : "split")
                case .navigationController:
                    continue
                case .placeholder:
                    if case .elsewhere = resolve(controller, in: index) {
                        let name = controller.referencedIdentifier ?? controller.referencedStoryboard ?? "reference"
                        ids[reference] = names.unique(
                            from: [ImportNames.withoutControllerSuffix(name), name], fallback: "reference")
                    }
                default:
                    ids[reference] = names.unique(from: nameCandidates(controller), fallback: "screen")
                }
            }
        }
    }

    private func nameCandidates(_ controller: Storyboard.Controller) -> [String?] {
        [
            controller.storyboardIdentifier.map(ImportNames.withoutControllerSuffix),
            controller.customClass.map(ImportNames.withoutControllerSuffix),
            controller.title, controller.navigationItem?.title, controller.userLabel,
            ImportNames.withoutControllerSuffix(controller.element),
        ]
    }

    /// Where a storyboard reference leads.
    enum Resolution {
        /// A controller of this group: a scene, or a reference to a storyboard not imported (a stand-in).
        case found(Reference)
        /// Its storyboard is not imported with this one: the reference becomes a stand-in screen.
        case elsewhere
        /// Its storyboard is imported, but what it names is not there, or references go round in a cycle.
        case broken(String)
    }

    /// Where the storyboard reference `controller` of storyboard `index` leads, through references to references.
    func resolve(_ controller: Storyboard.Controller, in index: Int) -> Resolution {
        var current = controller
        var seen: Set<Reference> = [Reference(storyboard: index, id: controller.id)]
        while true {
            guard let name = current.referencedStoryboard, let target = storyboardIndex[name] else {
                return current.id == controller.id ? .elsewhere : .broken("storyboard references go round in a cycle")
            }
            let id: String
            if let identifier = current.referencedIdentifier {
                guard let found = storyboardIdentifiers[target][identifier] else {
                    return .broken("storyboard '\(name)' has no scene with the storyboard identifier '\(identifier)'")
                }
                id = found
            } else {
                guard let initial = storyboards[target].initialControllerID else {
                    return .broken("storyboard '\(name)' has no initial view controller")
                }
                id = initial
            }
            let reference = Reference(storyboard: target, id: id)
            guard let next = controllers[target][id] else {
                return .broken("storyboard '\(name)' has no scene with the id '\(id)'")
            }
            let pointsOutside = next.referencedStoryboard.map { storyboardIndex[$0] == nil } ?? true
            if next.kind != .placeholder || pointsOutside { return .found(reference) }
            guard seen.insert(reference).inserted else { return .broken("storyboard references go round in a cycle") }
            current = next
        }
    }

    /// What the controller `id` of storyboard `index` stands for: through references and navigation controllers.
    func target(of id: String, in index: Int) -> Target {
        var reference = Reference(storyboard: index, id: id)
        for _ in 0..<16 {
            guard let controller = controllers[reference.storyboard][reference.id] else {
                return .missing("no scene has the id '\(reference.id)'")
            }
            switch controller.kind {
            case .placeholder:
                if let name = ids[reference] { return .screen(name) }
                switch resolve(controller, in: reference.storyboard) {
                case .found(let next): reference = next
                case .broken(let reason): return .missing(reason)
                case .elsewhere:
                    return .missing("storyboard '\(controller.referencedStoryboard ?? "")' is not imported")
                }
            case .navigationController:
                guard let root = controller.segues.first(where: { $0.relationship == "rootViewController" }) else {
                    return .missing("navigation controller '\(controller.id)' has no root view controller")
                }
                switch target(ofRoot: root.destination, in: reference.storyboard) {
                case .screen(let name):
                    return .stack(root: name, controller: controller, storyboard: reference.storyboard)
                case .stack: return .missing("a navigation controller's root is another navigation controller")
                case .container: return .missing("a navigation controller's root is a container")
                case .missing(let reason): return .missing(reason)
                }
            case .tabBarController, .splitViewController:
                guard let id = ids[reference], !droppedContainers.contains(id) else {
                    return .missing("the \(controller.element) is not imported")
                }
                return .container(id: id, kind: controller.kind == .tabBarController ? .tabBar : .split)
            default:
                return ids[reference].map { .screen($0) } ?? .missing("no scene has the id '\(reference.id)'")
            }
        }
        return .missing("storyboard references go round in a cycle")
    }

    private func target(ofRoot id: String, in index: Int) -> Target {
        guard let controller = controllers[index][id] else { return .missing("no scene has the id '\(id)'") }
        if controller.kind == .navigationController {
            return .missing("a navigation controller's root is another navigation controller")
        }
        return target(of: id, in: index)
    }

    // MARK: Scenes

    /// Maps the scenes of storyboard `index`: every one but its tab bars, or only its tab bars.
    private mutating func mapScenes(of index: Int, tabBars: Bool) {
        let storyboard = storyboards[index]
        if tabBars {
            for controller in storyboard.controllers
            where controller.kind == .tabBarController
                && controllers[index][controller.id]?.position == controller.position
            {
                mapContainer(controller, in: index)
            }
            return
        }
        for skipped in storyboard.skippedScenes {
            diagnostics.append(
                .sceneNotImported("scene", reason: skipped.reason, file: storyboard.file, at: skipped.location))
            graphs[index].sceneNotes.append(
                (skipped.location, "scene (line \(skipped.location.line)): not imported, \(skipped.reason)"))
            counts[index].scenesReported += 1
        }
        for controller in storyboard.controllers
        where controllers[index][controller.id]?.position == controller.position {
            let reference = Reference(storyboard: index, id: controller.id)
            switch controller.kind {
            case .navigationController:
                mapNavigationController(controller, in: index)
            case .tabBarController:
                continue
            case .splitViewController:
                mapContainer(controller, in: index)
            case .placeholder:
                let name = controller.referencedStoryboard ?? ""
                // A segue on the reference itself (never seen in real storyboards): only screens have segues.
                let owner = "storyboard reference to '\(name)'"
                let held = controller.segues.map { reportSegue($0, of: owner, in: index) }
                guard let id = ids[reference] else {
                    if case .broken(let reason) = resolve(controller, in: index) {
                        diagnostics.append(
                            .sceneNotImported(owner, reason: reason, file: storyboard.file, at: controller.position))
                        graphs[index].sceneNotes.append(
                            (
                                controller.position,
                                "\(owner) (line \(controller.position.line)): not imported, \(reason)"
                            ))
                        counts[index].scenesReported += 1
                    } else {
                        counts[index].references += 1
                    }
                    for comment in held {
                        graphs[index].sceneNotes.append((controller.position, "\(owner): \(comment)"))
                    }
                    continue
                }
                diagnostics.append(
                    .storyboardNotImported(name, standIn: id, file: storyboard.file, at: controller.position))
                let what = controller.referencedIdentifier.map { "scene '\($0)' of " } ?? ""
                var standIn = ImportedGraph.Screen(
                    id: id, comment: "stands in for \(what)storyboard '\(name)' (not imported with this one)",
                    position: controller.position)
                standIn.notes = held
                addScreen(standIn, from: reference)
            default:
                addScreen(screen(for: controller, id: ids[reference] ?? "screen"), from: reference)
            }
        }
    }

    private mutating func addScreen(_ screen: ImportedGraph.Screen, from reference: Reference) {
        screenIndex[screen.id] = (reference.storyboard, graphs[reference.storyboard].screens.count)
        screenSource[screen.id] = reference
        graphs[reference.storyboard].screens.append(screen)
    }

    private mutating func mapNavigationController(_ controller: Storyboard.Controller, in index: Int) {
        let file = storyboards[index].file
        let reference = Reference(storyboard: index, id: controller.id)
        let name = Self.name(ofNavigationController: controller)
        var root: String?
        switch target(of: controller.id, in: index) {
        case .missing(let found):
            let reason =
                controller.segues.contains { $0.relationship == "rootViewController" }
                ? found : "it has no root view controller"
            diagnostics.append(.sceneNotImported(name, reason: reason, file: file, at: controller.position))
            graphs[index].sceneNotes.append(
                (
                    controller.position,
                    "\(name) (\(describe(controller)), line \(controller.position.line)): not imported, \(reason)"
                ))
            counts[index].scenesReported += 1
        case .stack(let bottom, _, _), .screen(let bottom):
            root = bottom
            counts[index].stacks += 1
            stacks.append((reference, bottom))
            reportLosses(
                of: controller, name: name, importedAs: "the stack of '\(bottom)'",
                restorationNote: " ('\(bottom)' keeps its own)", in: index)
        case .container:
            break
        }
        var rootSeen = false
        for segue in controller.segues {
            if segue.kind == "relationship" && segue.relationship == "rootViewController" && !rootSeen {
                rootSeen = true
                if root != nil {
                    counts[index].relationshipsImported += 1
                } else {
                    counts[index].seguesReported += 1
                }
                continue
            }
            let comment = reportSegue(segue, of: name, in: index)
            if let root {
                stackNotes[root, default: []].append("\(name), this screen's stack: \(comment)")
            } else {
                graphs[index].sceneNotes.append((controller.position, "\(name): \(comment)"))
            }
        }
    }

    /// How messages name a navigation controller: by its storyboard identifier, else its object id.
    static func name(ofNavigationController controller: Storyboard.Controller) -> String {
        "navigation controller '\(controller.storyboardIdentifier ?? controller.id)'"
    }

    /// Reports what a container controller (a navigation, tab bar or split view controller) imported as
    /// `importedAs` has that the graph does not: a custom class, a restoration identifier (only screens have one in
    /// the graph; `restorationNote` ends that message).
    mutating func reportLosses(
        of controller: Storyboard.Controller, name: String, importedAs: String, restorationNote: String = "",
        in index: Int
    ) {
        let file = storyboards[index].file
        let standardClasses = ["UINavigationController", "UITabBarController", "UISplitViewController"]
        if let customClass = controller.customClass, !standardClasses.contains(customClass) {
            diagnostics.append(
                .notModelled(
                    "\(name) uses custom class \(customClass): imported as \(importedAs), what the class does is not modelled",
                    file: file, at: controller.position))
        }
        if let restoration = controller.restorationIdentifier {
            diagnostics.append(
                .notModelled(
                    "restoration identifier '\(restoration)' of \(name) is not imported: in the graph only screens have one\(restorationNote)",
                    file: file, at: controller.position))
        }
    }

    /// What a navigation controller is in the storyboard, for the comment where its stack appears; nil when it has
    /// nothing to name it by.
    static func stackNote(_ controller: Storyboard.Controller) -> String? {
        var parts: [String] = []
        if let identifier = controller.storyboardIdentifier { parts.append("storyboard id '\(identifier)'") }
        if let customClass = controller.customClass { parts.append("class \(customClass)") }
        if let restoration = controller.restorationIdentifier { parts.append("restoration id '\(restoration)'") }
        return parts.isEmpty ? nil : "navigation controller (" + parts.joined(separator: ", ") + ")"
    }

    /// Notes on the root screens of stacks: what their navigation controllers held, and the name of a navigation
    /// controller that appears nowhere else in the graph (no root, tab, column or segue leads to it).
    private mutating func noteStacks() {
        var notes = stackNotes
        for stack in stacks where !placedStacks.contains(stack.reference) {
            guard let controller = controllers[stack.reference.storyboard][stack.reference.id],
                let note = Self.stackNote(controller)
            else { continue }
            notes[stack.root, default: []].insert(
                "the bottom of the stack of \(note), which nothing in the storyboard leads to", at: 0)
        }
        for (root, lines) in notes.sorted(by: { $0.key < $1.key }) {
            guard let place = screenIndex[root] else { continue }
            graphs[place.graph].screens[place.screen].notes.insert(contentsOf: lines, at: 0)
        }
    }

    /// Reports a segue that a container controller (not a screen) holds: only a screen's segues are imported.
    /// Returns the comment that keeps it in the output.
    mutating func reportSegue(_ segue: Storyboard.Segue, of owner: String, in index: Int) -> String {
        counts[index].seguesReported += 1
        let name = "\(segue.kind) segue " + Self.label(of: segue)
        let reason = "only screens have segues in the graph"
        diagnostics.append(
            .segueNotImported(
                "\(name) of \(owner)", reason: reason, file: storyboards[index].file, at: segue.position))
        let to: String? =
            switch target(of: segue.destination, in: index) {
            case .screen(let id), .stack(let id, _, _), .container(let id, _): id
            case .missing: nil
            }
        return "\(name)\(to.map { " to '\($0)'" } ?? ""): not imported, \(reason)"
    }

    /// How messages name a segue before the graph names it: its identifier, else its object id.
    static func label(of segue: Storyboard.Segue) -> String {
        guard let identifier = segue.identifier, !identifier.isEmpty else { return "(IB id '\(segue.id)')" }
        return "'\(identifier)'"
    }

    /// The settings of a navigation controller that differ from UIKit's defaults, as `navigationController:` keys.
    static func settings(of controller: Storyboard.Controller) -> [(key: String, value: String)] {
        var settings: [(key: String, value: String)] = []
        if controller.navigationBarHidden { settings.append(("navigationBarHidden", "true")) }
        if !controller.toolbarHidden { settings.append(("toolbarHidden", "false")) }
        if controller.prefersLargeTitles { settings.append(("prefersLargeTitles", "true")) }
        return settings
    }

    /// How a controller is named in the storyboard, for a comment.
    func describe(_ controller: Storyboard.Controller) -> String {
        var parts: [String] = []
        if let identifier = controller.storyboardIdentifier { parts.append("storyboard id '\(identifier)'") }
        if let customClass = controller.customClass { parts.append("class \(customClass)") }
        if parts.isEmpty, let title = controller.title ?? controller.userLabel { parts.append("'\(title)'") }
        parts.append(controller.element)
        return parts.joined(separator: ", ")
    }

    private func screen(for controller: Storyboard.Controller, id: String) -> ImportedGraph.Screen {
        var screen = ImportedGraph.Screen(id: id, comment: describe(controller), position: controller.position)
        screen.title = controller.title
        screen.restorationIdentifier = controller.restorationIdentifier
        screen.hidesBottomBarWhenPushed = controller.hidesBottomBarWhenPushed
        screen.modalPresentationStyle = controller.modalPresentationStyle.flatMap(Self.presentationStyle)
        return screen
    }

    /// The graph's presentation style for a storyboard's, nil for one it has not (`custom`, `none`).
    static func presentationStyle(_ storyboardStyle: String) -> String? {
        let known = [
            "automatic", "fullScreen", "pageSheet", "formSheet", "currentContext", "overFullScreen",
            "overCurrentContext", "popover",
        ]
        return known.contains(storyboardStyle) ? storyboardStyle : nil
    }

    // MARK: Root

    private mutating func chooseRoot() {
        let main = storyboards[0]
        if let initial = main.initialControllerID {
            switch target(of: initial, in: 0) {
            case .screen(let id), .container(let id, _):
                graphs[0].root = id
                return
            case .stack(let root, let controller, let storyboard):
                graphs[0].root = root
                graphs[0].rootComment = Self.stackNote(controller)
                graphs[0].navigationController = Self.settings(of: controller)
                placedStacks.insert(Reference(storyboard: storyboard, id: controller.id))
                return
            case .missing(let reason):
                diagnostics.append(
                    .madeUp(
                        "the initial view controller cannot be the root (\(reason)): the root is chosen",
                        file: main.file, at: main.documentPosition))
            }
        }
        // No initial view controller: the first container, else the first screen nothing leads to, else the first.
        var reached: Set<String> = []
        for graph in graphs {
            for container in graph.containers { reached.formUnion(container.entries.map(\.root)) }
            for screen in graph.screens {
                reached.formUnion(screen.segues.filter { $0.droppedBecause == nil }.map(\.to))
            }
        }
        let candidates = graphs[0].containers.map(\.id) + graphs.flatMap { $0.screens.map(\.id) }
        let chosen = candidates.first { !reached.contains($0) } ?? candidates.first
        guard let chosen else {
            let stand = names.unique(from: ["empty"], fallback: "empty")
            graphs[0].screens.append(
                ImportedGraph.Screen(
                    id: stand, comment: "the storyboard has no scene to import", position: main.documentPosition))
            graphs[0].root = stand
            diagnostics.append(
                .madeUp(
                    "the storyboard has no scene the graph can show first: root '\(stand)' is an empty screen",
                    file: main.file, at: main.documentPosition))
            return
        }
        graphs[0].root = chosen
        graphs[0].rootComment =
            main.initialControllerID == nil
            ? "the storyboard has no initial view controller: the first scene nothing leads to"
            : "the initial view controller cannot be the root: the first scene nothing leads to"
        if main.initialControllerID == nil {
            diagnostics.append(
                .madeUp(
                    "the storyboard has no initial view controller: root '\(chosen)' is the first scene nothing leads to",
                    file: main.file, at: main.documentPosition))
        }
    }
}

extension ImportedGraph.Entry {
    /// Takes a tab bar item's title, image and badge (a system item's name when it has no title).
    mutating func apply(_ item: Storyboard.TabBarItem) {
        title =
            item.title ?? title ?? item.systemItem.map { ImportNames.words($0).joined(separator: " ").capitalizedFirst }
        image = item.image ?? image
        badge = item.badge ?? badge
        accessibilityLabel = item.accessibilityLabel ?? accessibilityLabel
    }
}
