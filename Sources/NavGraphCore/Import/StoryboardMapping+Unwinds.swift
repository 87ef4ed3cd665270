/// The targets of unwind segues, chosen by analysis of the imported graph: a storyboard's unwind names an action,
/// not a scene, and the graph's `unwind` needs a screen that is below its source on every path (what the validator
/// checks, NG401). Those screens are the source's dominators over the segues from the root; the importer picks the
/// nearest whose name matches the action, else the nearest of all, and drops the unwind (NG502) when there is none.
extension StoryboardMapping {
    /// How an unwind's target was chosen, in its comment and its remark.
    static let matchedTarget = "the scene leading here whose name matches the action"
    static let nearestTarget = "the nearest scene leading here"
    static let retargeted = "the nearest scene leading here that is below it on every path"

    mutating func inferUnwindTargets() {
        guard !pendingUnwinds.isEmpty else { return }
        let paths = UnwindPaths(self)
        // Each screen's names in lower case, and without a controller suffix, worked out once.
        let names = paths.ids.map(matchNames)
        var memo: UnwindPaths.Memo = [:]
        for pending in pendingUnwinds {
            let source = graphs[pending.graph].screens[pending.screen]
            guard let node = paths.node[source.id] else { continue }
            let key = Self.unwindWords(pending.action).lowercased()
            let found = paths.target(below: node, matching: key, memo: &memo) { candidate in
                names[candidate].contains { $0.lower.contains(key) || (!$0.stem.isEmpty && key.contains($0.stem)) }
            }
            guard let (target, matched) = found else {
                let reason =
                    paths.hasPredecessors(node)
                    ? "no scene leading to '\(source.id)' is below it on every path, so the graph has no screen it "
                        + "surely returns to"
                    : "no scene leads to '\(source.id)', so none can be returned to"
                drop(graph: pending.graph, screen: pending.screen, segue: pending.segue, because: reason)
                continue
            }
            var segue = source.segues[pending.segue]
            segue.to = paths.ids[target]
            let how =
                matched
                ? Self.matchedTarget
                : target == paths.nearestPredecessor(of: node) ? Self.nearestTarget : Self.retargeted
            diagnostics.append(
                .unwindTargetInferred(
                    pending.action, target: segue.to, how: how, file: storyboards[pending.graph].file,
                    at: segue.position))
            segue.unwind = (pending.action, how)
            graphs[pending.graph].screens[pending.screen].segues[pending.segue] = segue
        }
    }

    /// A screen's names that an unwind action's words may match (its id, and its scene's class, storyboard
    /// identifier and title), each in lower case and without its controller suffix.
    private func matchNames(_ screen: String) -> [(lower: String, stem: String)] {
        let reference = screenSource[screen]
        let controller = reference.flatMap { controllers[$0.storyboard][$0.id] }
        let names =
            [screen] + [controller?.customClass, controller?.storyboardIdentifier, controller?.title].compactMap { $0 }
        return names.map { ($0.lowercased(), ImportNames.withoutControllerSuffix($0).lowercased()) }
    }

    /// Writes a segue as a comment from now on (a bar item that performed it no longer does) and reports it.
    mutating func drop(graph: Int, screen: Int, segue index: Int, because reason: String) {
        var segue = graphs[graph].screens[screen].segues[index]
        segue.droppedBecause = reason
        segue.to = ""
        graphs[graph].screens[screen].segues[index] = segue
        let label = segue.label.isEmpty ? "'\(segue.id)'" : segue.label
        diagnostics.append(
            .segueNotImported(
                "\(segue.kindName) segue \(label) of screen '\(graphs[graph].screens[screen].id)'",
                reason: reason, file: storyboards[graph].file, at: segue.position))
    }
}

/// The screens of an imported group as numbered nodes, the segues (not unwinds) between them, and two dominator
/// trees: from the root's content (what the validator walks), and, for screens the root does not reach, from every
/// screen nothing leads to as well. Building it is near-linear in screens and segues.
struct UnwindPaths {
    /// Screen ids by node, and nodes by id.
    let ids: [String]
    let node: [String: Int]
    private let fromRoot: DominatorTree
    private let fromAnywhere: DominatorTree
    /// The screens each screen is led to from, in segue order.
    private let predecessors: Adjacency

    init(_ mapping: StoryboardMapping) {
        var ids: [String] = []
        var node: [String: Int] = [:]
        for graph in mapping.graphs {
            for screen in graph.screens where node[screen.id] == nil {
                node[screen.id] = ids.count
                ids.append(screen.id)
            }
        }
        var links: [(from: Int, to: Int)] = []
        for graph in mapping.graphs {
            for screen in graph.screens {
                guard let from = node[screen.id] else { continue }
                for segue in screen.segues where segue.droppedBecause == nil && segue.kind != .unwind {
                    if let to = node[segue.to], to != from { links.append((from, to)) }
                }
            }
        }
        let entry = ids.count
        let containers = Dictionary(
            mapping.graphs[0].containers.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        // The root's content: a screen, or the roots of a container's tabs and columns (a split in a tab: its
        // columns'), as the validator starts its walk.
        var starts: [Int] = []
        var pending = mapping.graphs[0].root.map { [$0] } ?? []
        var seen: Set<String> = []
        while let name = pending.popLast() {
            guard seen.insert(name).inserted else { continue }
            if let screen = node[name] {
                starts.append(screen)
            } else if let container = containers[name] {
                pending += container.entries.map(\.root).reversed()
            }
        }
        let rootLinks = starts.map { (from: entry, to: $0) }
        var hasPredecessor = [Bool](repeating: false, count: ids.count)
        for link in links { hasPredecessor[link.to] = true }
        let orphanLinks = ids.indices.filter { !hasPredecessor[$0] }.map { (from: entry, to: $0) }
        self.ids = ids
        self.node = node
        fromRoot = DominatorTree(count: entry + 1, entry: entry, edges: rootLinks + links)
        fromAnywhere = DominatorTree(count: entry + 1, entry: entry, edges: rootLinks + orphanLinks + links)
        predecessors = Adjacency(count: entry, edges: links, reversed: true)
    }

    /// Remembered answers of `target(below:matching:memo:)`: by tree (0 from the root, 1 from anywhere), action
    /// words and screen, the matching screen at or above it in the tree (-1: none).
    typealias Memo = [MemoKey: Int]

    struct MemoKey: Hashable {
        var tree: Int
        var words: String
        var screen: Int
    }

    /// The screen an unwind from `source` returns to, and whether its name matches `key` (an action's words, lower
    /// case, empty for none): among the screens below the source on every path from the root (its dominators), the
    /// nearest that matches, else the nearest. When the root does not reach the source, paths start from every
    /// screen nothing leads to as well; when only a cycle leads to it, the screens leading to it are the choice.
    /// Walking up the tree stops at a screen already answered for the same words, so unwinds of one action along a
    /// long chain of screens look at each screen once, and after `matchLimit` screens, so unwinds of many different
    /// actions cost at most that many looks each.
    func target(below source: Int, matching key: String, memo: inout Memo, _ matches: (Int) -> Bool) -> (
        screen: Int, matched: Bool
    )? {
        let trees = [fromRoot, fromAnywhere]
        guard let treeIndex = trees.firstIndex(where: { $0.isReachable(source) }) else {
            let leading = predecessors.neighbours(of: source)
            if !key.isEmpty, let found = leading.first(where: matches) { return (found, true) }
            return leading.first.map { ($0, false) }
        }
        let tree = trees[treeIndex]
        let nearest = tree.immediateDominator[source]
        guard nearest >= 0, nearest < ids.count else { return nil }
        guard !key.isEmpty else { return (nearest, false) }
        var walked: [Int] = []
        var answer = -1
        var current = nearest
        while current >= 0, current < ids.count {
            guard walked.count < Self.matchLimit else { return (nearest, false) }
            if let known = memo[MemoKey(tree: treeIndex, words: key, screen: current)] {
                answer = known
                break
            }
            walked.append(current)
            if matches(current) {
                answer = current
                break
            }
            let next = tree.immediateDominator[current]
            guard next != current else { break }
            current = next
        }
        for screen in walked { memo[MemoKey(tree: treeIndex, words: key, screen: screen)] = answer }
        return answer >= 0 ? (answer, true) : (nearest, false)
    }

    /// How many screens below an unwind's source are compared with its action's words, nearest first.
    static let matchLimit = 100

    /// Whether any segue leads to `node`.
    func hasPredecessors(_ node: Int) -> Bool { !predecessors.neighbours(of: node).isEmpty }

    /// The first screen whose segue leads to `node`.
    func nearestPredecessor(of node: Int) -> Int? { predecessors.neighbours(of: node).first }
}
