import _NavGraphCore

/// Collects the occurrences of `NameIndex` from a graph's model and from a flow file's names.
struct NameIndexBuilder {
    let graph: Graph
    private(set) var occurrences: [NameOccurrence] = []
    /// Each screen's own segue ids (copies of shared segues left out), and its segues' destinations.
    private var ownSegues: [String: [String: String?]] = [:]
    private var sharedSegues: [String: String?] = [:]

    init(graph: Graph) {
        self.graph = graph
        for screen in graph.screens {
            var segues: [String: String?] = [:]
            for segue in screen.segues where segue.shared == nil && segues[segue.id.value] == nil {
                segues[segue.id.value] = .some(segue.destination?.value)
            }
            ownSegues[screen.id.value] = segues
        }
        for shared in graph.sharedSegues where sharedSegues[shared.segue.id.value] == nil {
            sharedSegues[shared.segue.id.value] = .some(shared.segue.destination?.value)
        }
    }

    private mutating func note(_ element: NamedElement, _ name: Located<String>, declaration: Bool = false) {
        occurrences.append(NameOccurrence(element: element, location: nameLocation(name), isDeclaration: declaration))
    }

    /// The segue `id` means on `screen`: its own, else a shared one of that id.
    private func segue(_ id: String, on screen: String) -> NamedElement {
        if ownSegues[screen]?[id] == nil, sharedSegues[id] != nil { return .sharedSegue(id) }
        return .segue(screen: screen, id: id)
    }

    // MARK: The graph's files

    mutating func addGraph() {
        for include in graph.includes {
            let path = PathUtilities.join(PathUtilities.directory(of: include.location.file), include.value)
            note(.file(path), include)
        }
        for start in [graph.root].compactMap({ $0 }) + graph.entries { note(.screen(start.value), start) }
        for screen in graph.screens { addScreen(screen) }
        for container in graph.containers { addContainer(container) }
        for shared in graph.sharedSegues {
            note(.sharedSegue(shared.segue.id.value), shared.segue.id, declaration: true)
            for source in shared.from { note(.screen(source.value), source) }
            addSegueValues(shared.segue, source: nil)
        }
    }

    private mutating func addScreen(_ screen: ScreenDeclaration) {
        let id = screen.id.value
        note(.screen(id), screen.id, declaration: true)
        for parameter in screen.parameters {
            note(.parameter(screen: id, name: parameter.name.value), parameter.name, declaration: true)
        }
        for segue in screen.segues where segue.shared == nil {
            note(.segue(screen: id, id: segue.id.value), segue.id, declaration: true)
            addSegueValues(segue, source: id)
        }
        screen.forEachItem { item in
            if let name = item.segue { note(segue(name.value, on: id), name) }
            for child in item.menu?.value ?? [] { addMenu(child, screen: id) }
        }
        for child in screen.navigationItem.titleMenu?.value ?? [] { addMenu(child, screen: id) }
    }

    private mutating func addMenu(_ child: MenuChild, screen: String) {
        if let name = child.segue { note(segue(name.value, on: screen), name) }
        for grandchild in child.children { addMenu(grandchild, screen: screen) }
    }

    /// `to:`, `popTo:`, `arguments:` and `forward:` of a segue (`source` nil for a shared segue).
    private mutating func addSegueValues(_ segue: SegueDeclaration, source: String?) {
        if let destination = segue.destination { note(.screen(destination.value), destination) }
        if let popTo = segue.popTo { note(.screen(popTo.value), popTo) }
        guard let destination = segue.destination?.value else { return }
        for argument in segue.arguments {
            note(.parameter(screen: destination, name: argument.name.value), argument.name)
        }
        for name in segue.forward {
            note(.parameter(screen: destination, name: name.value), name)
            if let source { note(.parameter(screen: source, name: name.value), name) }
        }
    }

    private mutating func addContainer(_ container: ContainerDeclaration) {
        note(.screen(container.id.value), container.id, declaration: true)
        for tab in container.tabs { if let root = tab.root { note(.screen(root.value), root) } }
        for column in container.columns { if let root = column.root { note(.screen(root.value), root) } }
    }

    // MARK: Flow files

    mutating func addFlow(_ names: FlowFileNames) {
        if let entry = names.entry { note(.screen(entry.value), entry) }
        if let start = (names.entry ?? graph.root)?.value {
            for argument in names.rootArguments { note(.parameter(screen: start, name: argument.value), argument) }
        }
        for screen in names.screens { note(.screen(screen.value), screen) }
        for perform in names.performs { addPerform(perform.segue, arguments: perform.arguments) }
    }

    /// `perform: SEGUE` (every screen's segue of that id, and the shared one) or `perform: SCREEN.SEGUE`, with the
    /// `with:` names as parameters of the segues' destinations.
    private mutating func addPerform(_ operand: Located<String>, arguments: [Located<String>]) {
        let written = nameLocation(operand)
        var candidates: [(element: NamedElement, destination: String?)] = []
        var segueName = Located(operand.value, at: written)
        if let dot = operand.value.firstIndex(of: ".") {
            let screen = String(operand.value[..<dot])
            let id = String(operand.value[operand.value.index(after: dot)...])
            var screenLocation = written
            screenLocation.length = screen.unicodeScalars.count
            occurrences.append(NameOccurrence(element: .screen(screen), location: screenLocation, isDeclaration: false))
            segueName.value = id
            segueName.location.column += screen.unicodeScalars.count + 1
            segueName.location.length = id.unicodeScalars.count
            let element = segue(id, on: screen)
            switch element {
            case .sharedSegue: candidates.append((element, sharedSegues[id] ?? nil))
            default: candidates.append((element, ownSegues[screen]?[id] ?? nil))
            }
        } else {
            let id = operand.value
            for screen in graph.screens {
                if let destination = ownSegues[screen.id.value]?[id] {
                    candidates.append((.segue(screen: screen.id.value, id: id), destination))
                }
            }
            if let destination = sharedSegues[id] { candidates.append((.sharedSegue(id), destination)) }
        }
        let ambiguous = candidates.count > 1
        for candidate in candidates {
            occurrences.append(
                NameOccurrence(
                    element: candidate.element, location: segueName.location, isDeclaration: false,
                    isAmbiguous: ambiguous))
        }
        let destinations = Set(candidates.compactMap(\.destination))
        for argument in arguments {
            for destination in destinations {
                occurrences.append(
                    NameOccurrence(
                        element: .parameter(screen: destination, name: argument.value),
                        location: nameLocation(argument), isDeclaration: false, isAmbiguous: destinations.count > 1))
            }
        }
    }
}
