import _NavGraphCore

/// libFuzzer entry point: the bytes are a storyboard. A line `--- Other.storyboard ---` splits them into two
/// storyboards imported together, so references between storyboards (and their cycles) are fuzzed too. Every input
/// must end in diagnostics or graph files, never a crash, a hang or a leak, and an import without errors must give
/// graph files that validate without errors.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImport(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var inputs = [StoryboardImporter.Input(file: "Main.storyboard", name: "Main", bytes: bytes)]
    let separator = Array("\n--- Other.storyboard ---\n".utf8)
    if let range = firstRange(of: separator, in: bytes) {
        inputs = [
            StoryboardImporter.Input(file: "Main.storyboard", name: "Main", bytes: Array(bytes[..<range.lowerBound])),
            StoryboardImporter.Input(file: "Other.storyboard", name: "Other", bytes: Array(bytes[range.upperBound...])),
        ]
    }
    let result = StoryboardImporter.run(inputs)
    for diagnostic in result.diagnostics where diagnostic.location.line < 1 || diagnostic.location.column < 1 {
        trap("diagnostic without a position: \(diagnostic)")
    }
    guard !result.hasErrors else { return 0 }
    // What would be written validates: each group's main file with its parts.
    var files: [String: [UInt8]] = [:]
    for file in result.files { files[file.name] = Array(file.text.utf8) }
    for group in result.groups {
        guard let main = group.first else { trap("an empty group of graph files") }
        let check = Pipeline.check(mainFile: main, sources: InMemorySources(bytes: files))
        if check.hasErrors {
            trap("imported graph '\(main)' does not validate: \(check.diagnostics)")
        }
    }
    return 0
}

/// The first place `needle` occurs in `haystack`.
func firstRange(of needle: [UInt8], in haystack: [UInt8]) -> Range<Int>? {
    guard !needle.isEmpty, haystack.count >= needle.count else { return nil }
    for start in 0...(haystack.count - needle.count)
    where haystack[start..<(start + needle.count)].elementsEqual(needle) {
        return start..<(start + needle.count)
    }
    return nil
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
