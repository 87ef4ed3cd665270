import NavGraphRuntime
import _NavGraphCore

#if canImport(Glibc)
    import Glibc
#endif

/// libFuzzer entry point: the bytes are a flow test file (`*.navflow.yaml`). It is decoded, its graph located
/// (confined to the flow file's folder: a graph elsewhere or not named like a graph must be refused) and, when it
/// has no errors, its first flows run on a fixed graph with `save`/`restore` in memory. Every input must end in
/// diagnostics or outcomes, never a crash, a hang or a leak; the report sends no control character to a terminal.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFlows(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var limits = Limits()
    limits.fileSize = 1 << 20
    // Built for each input: a global would hold the boxes of its indirect parameter types where LeakSanitizer
    // cannot see them, and be reported as a leak.
    guard let definition = flowGraph() else { trap("the fuzz graph does not validate") }
    let path = "tests/fuzz.navflow.yaml"
    let sources = InMemorySources([
        path: "", "tests/fuzz.navgraph.yaml": "", "fuzz.navgraph.yaml": "", "tests/notes.txt": "",
    ])
    if let broken = FlowFileFuzzing.brokenInvariant(
        in: bytes, path: path, sources: sources, definition: definition, limits: limits)
    {
        trap(broken)
    }
    return 0
}

/// Stops the fuzzer with a message: this is a fuzz target, where a found bug must crash.
func trap(_ message: String) -> Never {
    // Standard error is unbuffered: the message is out before the abort.
    fputs("invariant broken: \(message)\n", stderr)
    abort()
}

/// A small shop: a list pushing details with typed parameters, an app-handled item, an unwind and a sheet.
func flowGraph() -> GraphDefinition? {
    let yaml = """
        navgraph: 1
        graph: Shop
        root: list
        enums:
          Kind: [a, b]
        screens:
          list:
            title: Products
            navigationItem:
              rightBarButtonItems: [{ id: cart, title: Cart, segue: cart }, { id: act, title: Act, action: act }]
            segues:
              open: { kind: show, to: detail }
              cart: { kind: modal, to: cart, presentation: formSheet, embedInNavigationController: true }
          detail:
            title: "{id}"
            parameters:
              id: String
              tags: { type: "[String]", default: [] }
              kind: { type: Kind, default: a }
              count: { type: Int, default: 0 }
              price: { type: "Double?", default: null }
            navigationItem:
              prompt: "{id}"
              rightBarButtonItems: [{ id: share, title: Share, action: share }]
            segues:
              open: { kind: show, to: detail }
              done: { kind: unwind, to: list }
          cart:
            title: Cart
            segues:
              done: { kind: unwind, to: list }
        """
    return Pipeline.check(mainFile: "shop.navgraph.yaml", sources: InMemorySources(["shop.navgraph.yaml": yaml]))
        .definition
}
