import Foundation
import NavGraphRuntime
import _NavGraphCore

#if canImport(Glibc)
    import Glibc
#endif

/// libFuzzer entry point: the bytes are lines of `navgraph simulate` commands (`open URL` among them: random links
/// against the graph's deep-link patterns), run on a graph that uses every kind of segue, presentation style and bar
/// item; `save` and `restore` use files kept in memory (a restore of a file saved earlier in the run, of a missing
/// one, or of one the input wrote as `#file NAME` followed by its bytes up to a line `#end`). After every command
/// the runtime's invariants must hold:
/// - the main stack's root instance never changes (only a restore replaces the router);
/// - `visible` is the top of the last presentation, else the top of the main stack;
/// - a refused command changes nothing;
/// - the instances on screen have appeared (their last lifecycle event is `viewDidAppear`) and no other instance
///   has, and every removed instance got `deinit`;
/// - the container invariants (`checkContainerInvariants`). An input whose first line is `#containers` runs on a
///   graph with a tab bar and a split, where the root instance may change (tabs, `replaceRoot`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRouter(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let containers = text.hasPrefix("#containers")
    // The graphs are built for each input: a global would hold the boxes of their indirect parameter types where
    // LeakSanitizer cannot see them, and be reported as a leak.
    guard let definition = containers ? fuzzContainerGraph() : fuzzGraph() else {
        trap("the fuzz graph does not validate")
    }
    let files = Simulator.Files.inMemory()
    var lines = text.split(separator: "\n", omittingEmptySubsequences: true).prefix(64)[...]
    // Snapshot files written by the input itself: `#file NAME`, its lines, `#end`.
    while let first = lines.first, first.hasPrefix("#file ") {
        lines = lines.dropFirst()
        var content: [Substring] = []
        while let line = lines.popFirst(), line != "#end" { content.append(line) }
        try? files.write(Data(content.joined(separator: "\n").utf8), String(first.dropFirst(6)))
    }
    guard var simulator = try? Simulator(definition: definition, files: files) else { trap("the router cannot start") }
    var appeared = Set(simulator.navigationState.onScreen.map(\.id))
    var root = simulator.navigationState.stack.first?.id
    for rawLine in lines {
        let line = rawLine.drop(while: \.isWhitespace)
        let before = simulator.navigationState
        guard let state = simulator.run(line: String(line)) else { continue }
        let after = simulator.navigationState
        // The printed forms: JSON is one line, the drawn state sends no control character to a terminal.
        if state.json().contains("\n") { trap("the JSON state spans lines: \(line)") }
        if state.drawn().unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\n" }) {
            trap("the drawn state holds a control character: \(line)")
        }
        if state.error != nil {
            if after != before { trap("a refused command changed the state: \(line)") }
            if state.errorKind == nil { trap("a refusal without errorKind: \(line)") }
            continue
        }
        checkContainerInvariants(after, after: line)
        // A restore, a deep link or (in the container graph) a root replacement replaces the whole state.
        if line.hasPrefix("restore") || line.hasPrefix("open") || containers { root = after.stack.first?.id }
        if after.stack.first?.id != root { trap("the root instance changed: \(line)") }
        let expectedVisible = after.presentations.last?.stack.last ?? after.stack.last
        if after.visible != expectedVisible { trap("visible is not the top-most screen: \(line)") }
        // Replay the events of the command on the set of appeared instances (`save` and `state` leave the engine,
        // and its last events, as they were: they emitted none).
        let emitted = !line.hasPrefix("save") && !line.hasPrefix("state")
        for event in emitted ? simulator.lastEvents : [] {
            switch event.kind {
            case .viewDidAppear: appeared.insert(event.instance)
            case .viewDidDisappear, .deinit: appeared.remove(event.instance)
            default: break
            }
        }
        if !line.hasPrefix("swipeBack") && !line.hasPrefix("restore") && appeared != Set(after.onScreen.map(\.id)) {
            trap("appearances out of balance after '\(line)': \(appeared) vs \(after.onScreen.map(\.id))")
        }
        appeared = Set(after.onScreen.map(\.id))
    }
    return 0
}

/// Stops the fuzzer: a broken invariant is a bug to find.
func trap(_ message: String) -> Never {
    // Standard error is unbuffered: the message is out before the abort.
    fputs("invariant broken: \(message)\n", stderr)
    abort()
}

func fuzzGraph() -> GraphDefinition? {
    let yaml = """
        navgraph: 1
        graph: Fuzz
        root: home
        navigationController: { toolbarHidden: false, prefersLargeTitles: true }
        enums:
          Kind: [a, b]
        screens:
          home:
            title: Home
            deepLinks: ["fuzz://home"]
            navigationItem:
              rightBarButtonItems: [{ id: add, system: add, segue: push }, { id: act, title: Act, action: act }]
            toolbarItems: [{ id: sheet, title: Sheet, segue: sheet }]
            segues:
              push: { kind: show, to: detail }
              deep: { kind: show, to: deep }
              sheet: { kind: modal, to: detail, presentation: formSheet, embedInNavigationController: true }
              full: { kind: modal, to: bare, presentation: fullScreen }
              over: { kind: modal, to: bare, presentation: overFullScreen }
          detail:
            title: "{name}"
            parameters:
              name: { type: String, default: x }
              kind: { type: Kind, default: a }
              count: { type: Int, default: 0 }
            deepLinks: ["/d/{name}?k={kind}&c={count}", "fuzz://home/{kind}/{count}"]
            navigationItem:
              backButtonTitle: Detail
              leftItemsSupplementBackButton: true
              leftBarButtonItems: [{ id: close, system: close, builtin: dismiss }]
              rightBarButtonItems: [{ id: root, title: Root, builtin: popToRoot }, { id: pop, title: Pop, builtin: pop }]
            segues:
              again: { kind: show, to: detail, forward: [kind] }
              top: { kind: show, to: detail, singleTop: true }
              home: { kind: unwind, to: home }
              bare: { kind: modal, to: bare, presentation: pageSheet }
              current: { kind: modal, to: bare, presentation: currentContext }
          deep:
            title: Deep
            deepLinks: ["/deep"]
            navigationItem: { hidesBackButton: true }
            segues:
              again: { kind: show, to: deep }
              back: { kind: show, to: deep, popTo: home, singleTop: true }
          bare:
            title: Bare
            deepLinks: ["fuzz://bare?x={x}"]
            parameters:
              x: { type: Double?, default: null }
            interactivePopGestureEnabled: false
            segues:
              home: { kind: unwind, to: home }
              stackless: { kind: show, to: detail }
              nest: { kind: modal, to: detail, presentation: popover, embedInNavigationController: true }
        """
    return Pipeline.check(mainFile: "fuzz.navgraph.yaml", sources: InMemorySources(["fuzz.navgraph.yaml": yaml]))
        .definition
}
