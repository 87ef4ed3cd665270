/// Where a step sits in the lists a flow ran through to reach it (docs/flows.md, "Shared steps").
package struct StepPlace: Hashable, Sendable {
    /// How the list is named in messages: `setup`, `'signIn'`, `the list at line 12`; empty for the flow itself.
    package var list: String
    /// The 1-based position in that list of the step, or of the `use:` or alias that went into the next list.
    package var number: Int
    /// Where that step, `use:` or alias is written.
    package var location: SourceLocation
}

extension FlowStep {
    /// The step as failure messages name it: `step 3 (tap buy)` for a flow's own step, else its own list and the
    /// chain of `use:`s that led there, innermost first: `step 2 of 'signIn' (tap account), used by setup step 1
    /// (line 4)`. `index` is the step's position in the flow as run.
    package func described(index: Int) -> String {
        guard let own = trail.last else { return "step \(index + 1) (\(text))" }
        var result = "\(Self.name(of: own)) (\(text))"
        let uses = trail.dropLast().reversed()
        if !uses.isEmpty {
            result +=
                ", used by "
                + uses.map { "\(Self.name(of: $0)) (line \($0.location.line))" }
                .joined(separator: " ← ")
        }
        return result
    }

    private static func name(of place: StepPlace) -> String {
        switch place.list {
        case "": "step \(place.number)"
        case "setup": "setup step \(place.number)"
        default: "step \(place.number) of \(place.list)"
        }
    }
}

/// A step list as written, before its `use:`s are resolved.
indirect enum WrittenStep: Sendable {
    case step(FlowStep)
    /// `- use: NAME`.
    case use(Located<String>)
    /// A list of steps in the place of one step (an alias to a step list, `- *signIn`, or `use: *signIn`), written
    /// or used at `at`.
    case list([WrittenStep], at: SourceLocation)
}

extension WrittenStep {
    /// Where the element is written.
    var location: SourceLocation {
        switch self {
        case .step(let step): step.location
        case .use(let name): name.location
        case .list(_, let at): at
        }
    }
}

/// A flow file's step lists as written.
struct WrittenStepLists {
    var setup: [WrittenStep] = []
    var named: [String: (name: Located<String>, steps: [WrittenStep])] = [:]
    var flows: [(name: Located<String>, steps: [WrittenStep])] = []
}

/// Splices `setup:` and the lists `use:` names into each flow, refusing unknown names, cycles, chains deeper than
/// `maximumDepth` and flows longer than `maximumSteps` once expanded. All the file's lists together visit at most
/// `maximumWork` elements, so that lists which use each other many times over cannot make reading a file slow.
struct StepListExpander {
    static let maximumDepth = 16
    static let maximumSteps = 10_000
    static let maximumWork = 200_000

    let lists: WrittenStepLists
    private(set) var diagnostics: [Diagnostic] = []
    /// Whether a flow went over `maximumSteps`: it stops growing, and is reported once.
    private var overLong = false
    /// Elements visited so far, in every list of the file.
    private var work = 0

    init(lists: WrittenStepLists) {
        self.lists = lists
    }

    /// Each flow's steps: `setup:`'s, then its own. Every named list is checked too, used or not.
    mutating func flows() -> [Flow] {
        for (_, list) in lists.named.sorted(by: { $0.value.name.location < $1.value.name.location }) {
            var ignored: [FlowStep] = []
            overLong = false
            expand(
                list.steps, in: "'\(list.name.value)'", trail: [], using: [list.name.value], into: &ignored,
                collect: false)
        }
        return lists.flows.map { flow in
            var steps: [FlowStep] = []
            overLong = false
            if !lists.setup.isEmpty {
                expand(lists.setup, in: "setup", trail: [], using: [], into: &steps)
            }
            expand(flow.steps, in: "", trail: [], using: [], into: &steps)
            return Flow(name: flow.name, steps: steps)
        }
    }

    /// Appends the steps of `items` to `steps` (only checks them unless `collect`).
    private mutating func expand(
        _ items: [WrittenStep], in list: String, trail: [StepPlace], using: [String], into steps: inout [FlowStep],
        collect: Bool = true
    ) {
        for (index, item) in items.enumerated() {
            guard !overLong, work <= Self.maximumWork else { return }
            work += 1
            if work > Self.maximumWork {
                diagnostics.append(.tooMuchSplicing(Self.maximumWork, at: trail.first?.location ?? item.location))
                return
            }
            switch item {
            case .step(var step):
                guard collect else { continue }
                guard steps.count < Self.maximumSteps else {
                    overLong = true
                    diagnostics.append(.tooManySteps(Self.maximumSteps, at: trail.first?.location ?? step.location))
                    return
                }
                // A flow's own steps without setup keep no trail: their messages read as before.
                if !(list.isEmpty && trail.isEmpty) {
                    step.trail = trail + [StepPlace(list: list, number: index + 1, location: step.location)]
                }
                steps.append(step)
            case .use(let name):
                guard let named = lists.named[name.value] else {
                    diagnostics.append(.unknownStepList(name, known: Array(lists.named.keys)))
                    continue
                }
                let chain = using + [name.value]
                if using.contains(name.value) {
                    diagnostics.append(.stepListCycle(name, chain: chain))
                    continue
                }
                let place = StepPlace(list: list, number: index + 1, location: name.location)
                guard trail.count < Self.maximumDepth else {
                    diagnostics.append(.stepListsTooDeep(Self.maximumDepth, at: name.location, chain: chain))
                    continue
                }
                expand(
                    named.steps, in: "'\(name.value)'", trail: trail + [place], using: chain, into: &steps,
                    collect: collect)
            case .list(let inner, let at):
                let place = StepPlace(list: list, number: index + 1, location: at)
                guard trail.count < Self.maximumDepth else {
                    diagnostics.append(.stepListsTooDeep(Self.maximumDepth, at: at, chain: using))
                    continue
                }
                expand(
                    inner, in: "the list at line \(at.line)", trail: trail + [place], using: using, into: &steps,
                    collect: collect)
            }
        }
    }
}
