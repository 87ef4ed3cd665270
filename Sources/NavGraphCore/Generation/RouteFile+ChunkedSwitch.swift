extension RouteFile {
    /// Writes the two-level switch that maps a position (`index`, from a name table) to a result: an outer
    /// `switch` over `index / chunkSize` calling one function per chunk, each a `switch` over at most `chunkSize`
    /// integer arms. Integer switches stay fast under `-O` where a 2,000-arm string switch takes a minute.
    ///
    /// - Parameters:
    ///   - count: how many positions there are.
    ///   - function: the chunk functions' name prefix (`_screens` gives `_screens0`, `_screens1`, …).
    ///   - arguments: extra arguments passed to each chunk function after `index` (", arguments" or "").
    mutating func writeChunkDispatch(count: Int, function: String, arguments: String) {
        writer.line("switch index / \(chunkSize) {")
        for chunk in 0..<chunkCount(count) {
            writer.line("case \(chunk): return \(function)\(chunk)(index\(arguments))")
        }
        writer.line("default: return nil")
        writer.line("}")
    }

    /// Writes the chunk functions `dispatch` calls; `arm(position)` is the expression returned for a position.
    ///
    /// - Parameters:
    ///   - parameters: the chunk functions' extra parameters after `_ index: Swift.Int` (", _ arguments: …" or "").
    ///   - result: the (optional) result type.
    mutating func writeChunkFunctions(
        count: Int,
        function: String,
        parameters: String,
        result: String,
        arm: (Int) -> String
    ) {
        writeChunkFunctions(count: count, function: function, parameters: parameters, result: result) {
            writer, position in
            writer.line("case \(position): return \(arm(position))")
        }
    }

    /// `writeChunkFunctions` whose arms (the `case` line included) are written by `arm`.
    mutating func writeChunkFunctions(
        count: Int,
        function: String,
        parameters: String,
        result: String,
        arm: (inout SwiftCodeWriter, Int) -> Void
    ) {
        for chunk in 0..<chunkCount(count) {
            let start = chunk * chunkSize
            let end = min(count, start + chunkSize)
            writer.line()
            writer.doc("Positions \(start) to \(end - 1).")
            writer.line("@inline(never) \(Self.unoptimized)")
            open("fileprivate static func \(function)\(chunk)(_ index: Swift.Int\(parameters)) -> \(result)")
            writer.line("switch index {")
            for position in start..<end {
                arm(&writer, position)
            }
            writer.line("default: return nil")
            writer.line("}")
            close()
        }
    }

    private func chunkCount(_ count: Int) -> Int {
        (count + chunkSize - 1) / chunkSize
    }
}
