import NavGraphRuntime

/// Deep links (see docs/deep-links.md): NG412 (a pattern that does not parse), NG204 (a pattern names no parameter
/// of its screen), NG306 (a parameter a link cannot carry), NG304 (the link leaves a required parameter of its
/// screen unset), NG411 (the synthetic back stack needs a value the link does not carry), NG410 (two patterns of
/// the same priority match a common URL), NG201 and NG416 (a pattern's `tab` is unknown or does not reach the
/// screen), NG417 (a remark naming the gate a pattern waits for).
enum DeepLinkRules {
    static func check(_ graph: Graph, index: ValidationIndex, types: ResolvedTypes, into sink: inout DiagnosticSink) {
        guard graph.screens.contains(where: { !$0.deepLinks.isEmpty }) else { return }
        // What the back stacks lack, by the tab a pattern names (nil: no tab), each made on first use. Both tables
        // are changed in place: a copy taken out of a dictionary would copy all it holds each time.
        var needsByTab: [String?: BackStackNeeds] = [:]
        func needs(_ tab: String?) -> BackStackNeeds {
            BackStackNeeds(routes: LinkRoutes(graph, screens: index.screens, tab: tab), graph: graph, types: types)
        }
        let tabs = graph.containers.filter { $0.kind?.value == .tabBar }.flatMap { $0.tabs.compactMap(\.id?.value) }
        var overlapsByPriority: [Int: PatternOverlaps] = [:]
        for (position, screen) in graph.screens.enumerated() {
            for link in screen.deepLinks {
                let text = link.pattern
                let tab = link.tab?.value
                if let tab = link.tab, !tabs.contains(tab.value) {
                    sink.emit(.unknownLinkTab(tab, tabs: tabs))
                    continue
                }
                if needsByTab[tab] == nil { needsByTab[tab] = needs(tab) }
                let routes = needsByTab[tab, default: needs(tab)].routes
                if let located = link.tab, !routes.reaches(position, inTab: located.value) {
                    sink.emit(.linkTabDoesNotReach(located, screen: screen.id.value))
                    continue
                }
                if let gate = routes.gate[position] {
                    let source = graph.screens[gate.screen]
                    sink.emit(.linkGate(text, screen: source.id.value, segue: source.segues[gate.segue]))
                }
                let pattern: LinkPattern
                switch LinkPattern.parse(text.value) {
                case .success(let parsed): pattern = parsed
                case .failure(let error):
                    sink.emit(.malformedDeepLink(text, reason: error.message))
                    continue
                }
                guard let pathTypes = checkParameters(pattern, text, screen, position, types, into: &sink) else {
                    continue
                }
                checkBackStack(
                    pattern, text, graph: graph, needs: &needsByTab[tab, default: needs(tab)], types: types,
                    target: position, into: &sink)
                if let overlap = overlapsByPriority[
                    link.priority?.value ?? 0, default: PatternOverlaps(enumCases: index.enumCaseSets)
                ].insert(pattern, pathTypes: pathTypes, screen: position, location: text) {
                    sink.emit(.ambiguousDeepLinks(text, earlier: overlap.earlier, witness: overlap.witness))
                }
            }
        }
    }

    /// NG204, NG306 and NG304; the path parameters' types (optional unwrapped) when the pattern's parameters are
    /// all fine, else nil.
    private static func checkParameters(
        _ pattern: LinkPattern,
        _ text: Located<String>,
        _ screen: ScreenDeclaration,
        _ position: Int,
        _ types: ResolvedTypes,
        into sink: inout DiagnosticSink
    ) -> [ParameterType]? {
        var fine = true
        var typeByName: [String: ParameterType] = [:]
        for name in pattern.parameters {
            switch types.parameter(name, in: screen.parameters, at: position) {
            case .none:
                sink.emit(
                    .unknownParameter(Located(name, at: text.location), of: screen.id.value, among: screen.parameters))
                fine = false
            case .some(.none):
                fine = false  // its type does not resolve: reported by NG301
            case .some(.some(let type)):
                if type.isLinkable {
                    typeByName[name] = type
                } else {
                    sink.emit(.unlinkableParameter(name, type: type, in: text))
                    fine = false
                }
            }
        }
        let inPath = Set(pattern.pathParameters)
        for parameter in screen.parameters where parameter.defaultValue == nil && !inPath.contains(parameter.name.value)
        {
            let type = types.parameter(parameter.name.value, in: screen.parameters, at: position) ?? nil
            if case .optional = type { continue }
            sink.emit(
                .deepLinkLeavesParameterUnset(
                    text, parameter: parameter.name.value, screen: screen.id.value,
                    inQuery: pattern.queryItems.contains { $0.parameter == parameter.name.value }))
        }
        guard fine else { return nil }
        return pattern.pathParameters.compactMap { typeByName[$0]?.unwrapped }
    }

    /// NG411: every screen below the target on its synthetic back stack gets each required parameter from the
    /// segue that reaches it (`arguments`, `forward`) or from the link's path (same name and type). Only the
    /// screens that lack something are visited (`BackStackNeeds`), so a long chain of linked screens costs linear
    /// time, not the sum of its back stacks.
    private static func checkBackStack(
        _ pattern: LinkPattern,
        _ text: Located<String>,
        graph: Graph,
        needs: inout BackStackNeeds,
        types: ResolvedTypes,
        target: Int,
        into sink: inout DiagnosticSink
    ) {
        var carried: [String: ParameterType] = [:]
        for name in pattern.pathParameters {
            if let type = types.parameter(name, in: graph.screens[target].parameters, at: target) ?? nil {
                carried[name] = type.unwrapped
            }
        }
        var missing: [Diagnostic] = []
        for (screen, parameters) in needs.below(target).reversed() {
            for (name, type) in parameters where carried[name] != type.unwrapped {
                missing.append(
                    .deepLinkBackStackNeedsParameter(
                        text, screen: graph.screens[screen].id.value, parameter: name,
                        target: graph.screens[target].id.value))
            }
        }
        for diagnostic in missing { sink.emit(diagnostic) }
    }
}

/// What each screen of the synthetic back stacks lacks: the required parameters (not optional, no default) the
/// segue reaching it does not set, the first screen of a chain lacking all of them. `below(_:)` lists only the
/// screens under a target that lack something, by a pointer from each screen to the nearest such screen at or
/// under it, worked out once per screen.
struct BackStackNeeds {
    let routes: LinkRoutes
    private let graph: Graph
    private let types: ResolvedTypes
    /// For each screen, what it lacks (name, type), once worked out.
    private var lacking: [[(name: String, type: ParameterType)]?]
    /// For each screen, the nearest screen at or under it on its chain that lacks something (-1: none), once
    /// worked out.
    private var nearest: [Int?]
    /// How many screens the look-ups so far stepped through: the measure of this check's cost that the tests bound.
    private(set) var steps = 0

    init(routes: LinkRoutes, graph: Graph, types: ResolvedTypes) {
        self.routes = routes
        self.graph = graph
        self.types = types
        lacking = Array(repeating: nil, count: graph.screens.count)
        nearest = Array(repeating: nil, count: graph.screens.count)
    }

    /// The screens under `target` on its chain that lack something, nearest first, with what they lack.
    mutating func below(_ target: Int) -> [(screen: Int, parameters: [(name: String, type: ParameterType)])] {
        var result: [(screen: Int, parameters: [(name: String, type: ParameterType)])] = []
        var next = routes.parent[target]?.screen
        while let screen = next, result.count <= graph.screens.count {
            let found = nearestLacking(screen)
            steps += 1
            guard found >= 0 else { break }
            result.append((found, lacks(found)))
            next = routes.parent[found]?.screen
        }
        return result
    }

    /// `nearest[screen]`, working it out for the screens up the chain that do not know it yet (iteratively: a
    /// chain may be thousands of screens long).
    private mutating func nearestLacking(_ screen: Int) -> Int {
        var pending: [Int] = []
        var current: Int? = screen
        var known = -1
        while let position = current {
            if let value = nearest[position] {
                known = value
                break
            }
            pending.append(position)
            steps += 1
            current = routes.parent[position]?.screen
            if pending.count > graph.screens.count { break }  // a cycle cannot occur; stay bounded anyway
        }
        for position in pending.reversed() {
            if !lacks(position).isEmpty { known = position }
            nearest[position] = known
        }
        return nearest[screen] ?? -1
    }

    /// What the screen lacks when the segue reaching it (if any) sets what it sets.
    private mutating func lacks(_ screen: Int) -> [(name: String, type: ParameterType)] {
        if let known = lacking[screen] { return known }
        var set: Set<String> = []
        if let step = routes.parent[screen] {
            let segue = graph.screens[step.screen].segues[step.segue]
            set = Set(segue.arguments.map(\.name.value) + segue.forward.map(\.value))
        }
        var result: [(name: String, type: ParameterType)] = []
        for (index, parameter) in graph.screens[screen].parameters.enumerated() where parameter.defaultValue == nil {
            guard let type = types.types[screen][index] else { continue }
            if case .optional = type { continue }
            if !set.contains(parameter.name.value) { result.append((parameter.name.value, type)) }
        }
        lacking[screen] = result
        return result
    }
}

extension Diagnostic {
    static func malformedDeepLink(_ pattern: Located<String>, reason: String) -> Diagnostic {
        Diagnostic(
            .malformedDeepLinkPattern, "malformed deep-link pattern '\(MessageEcho.cut(pattern.value))': \(reason)",
            at: pattern.location,
            notes: [
                DiagnosticNote(
                    "write a path such as '/p/{sku}' or a URL such as 'https://shop.example.com/p/{sku}?tab={tab}'")
            ])
    }

    static func unlinkableParameter(_ name: String, type: ParameterType, in pattern: Located<String>) -> Diagnostic {
        Diagnostic(
            .parameterTakesNoLiteral,
            "parameter '\(name)' of type '\(type.spelling)' cannot travel in deep link '\(MessageEcho.cut(pattern.value))'",
            at: pattern.location,
            notes: [DiagnosticNote("a link carries text: only scalars, graph enums and their optionals")])
    }

    static func deepLinkLeavesParameterUnset(
        _ pattern: Located<String>, parameter: String, screen: String, inQuery: Bool
    )
        -> Diagnostic
    {
        Diagnostic(
            .requiredParameterUnset,
            inQuery
                ? "deep link '\(MessageEcho.cut(pattern.value))' may leave required parameter '\(parameter)' of '\(screen)' unset"
                : "deep link '\(MessageEcho.cut(pattern.value))' leaves required parameter '\(parameter)' of '\(screen)' unset",
            at: pattern.location,
            notes: [
                DiagnosticNote(
                    inQuery
                        ? "a link may leave a query item out: put '{\(parameter)}' in the path, or give it a default"
                        : "put '{\(parameter)}' in the pattern's path, or give the parameter a default")
            ])
    }

    static func deepLinkBackStackNeedsParameter(
        _ pattern: Located<String>,
        screen: String,
        parameter: String,
        target: String
    ) -> Diagnostic {
        Diagnostic(
            .deepLinkMissingParameter,
            "deep link '\(MessageEcho.cut(pattern.value))' opens '\(target)' over '\(screen)', whose required parameter '\(parameter)' "
                + "the link does not carry",
            at: pattern.location,
            notes: [
                DiagnosticNote(
                    "add '{\(parameter)}' to the pattern's path, set it on the segues with 'arguments' or 'forward', "
                        + "or give it a default")
            ])
    }

    static func ambiguousDeepLinks(_ pattern: Located<String>, earlier: Located<String>, witness: String)
        -> Diagnostic
    {
        Diagnostic(
            .ambiguousDeepLinks,
            "deep links '\(MessageEcho.cut(pattern.value))' and '\(MessageEcho.cut(earlier.value))' both match '\(MessageEcho.cut(witness))'",
            at: pattern.location,
            notes: [
                DiagnosticNote("the other pattern", at: earlier.location),
                DiagnosticNote(
                    "make them differ in a literal segment, a typed parameter, the segment count or the host, "
                        + "or give the one that should win a higher 'priority'"),
            ])
    }

    static func unknownLinkTab(_ tab: Located<String>, tabs: [String]) -> Diagnostic {
        Diagnostic(
            .unknownScreen, "deep link opens in unknown tab '\(tab.value)'", at: tab.location,
            notes: Suggestions.note(for: tab.value, in: tabs))
    }

    static func linkTabDoesNotReach(_ tab: Located<String>, screen: String) -> Diagnostic {
        Diagnostic(
            .deepLinkTabDoesNotReach,
            "deep link opens '\(screen)' in tab '\(tab.value)', but no chain of segues from that tab's root reaches it",
            at: tab.location,
            notes: [DiagnosticNote("name a tab whose stack leads to '\(screen)', or leave 'tab' out")])
    }

    static func linkGate(_ pattern: Located<String>, screen: String, segue: SegueDeclaration) -> Diagnostic {
        Diagnostic(
            .deepLinkWaitsForGate,
            "deep link '\(MessageEcho.cut(pattern.value))' waits for gate '\(screen).\(segue.id.value)' (replaceRoot to "
                + "'\(segue.destination?.value ?? "?")') until the router has passed it",
            at: pattern.location,
            notes: [
                DiagnosticNote("'gatesLinks: false' on that segue lets the link open without it", at: segue.id.location)
            ])
    }
}
