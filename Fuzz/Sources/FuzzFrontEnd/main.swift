import _NavGraphCore

/// libFuzzer entry point: the bytes are a graph file. A first line `#include` makes the rest of the input an
/// included part as well, so the include machinery is fuzzed too. Every input must end in diagnostics or a
/// definition, never a crash, a hang or a leak.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrontEnd(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var files = ["main.navgraph.yaml": bytes, "part.navgraph.yaml": Array("screens: {extra: {}}\n".utf8)]
    if bytes.starts(with: Array("#include\n".utf8)) {
        files["part.navgraph.yaml"] = Array(bytes.dropFirst(9))
    }
    var limits = Limits()
    limits.fileSize = 1 << 20
    let result = Pipeline.check(mainFile: "main.navgraph.yaml", sources: InMemorySources(bytes: files), limits: limits)
    // The pipeline's own invariants: a definition exactly when there is no error; every location is inside a file.
    if (result.definition != nil) == result.hasErrors { trap("definition and errors disagree") }
    for diagnostic in result.diagnostics where diagnostic.location.line < 1 || diagnostic.location.column < 1 {
        trap("diagnostic without a position: \(diagnostic)")
    }
    return 0
}

/// Stops the fuzzer with a message: this is a fuzz target, where a found bug must crash.
func trap(_ message: String) -> Never {
    // Standard error is unbuffered: the message is out before the abort.
    fputs("invariant broken: \(message)\n", stderr)
    abort()
}

#if canImport(Glibc)
    import Glibc
#endif
