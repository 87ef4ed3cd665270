/// A tiny line writer for generated Swift: lines, four-space indentation, blocks. No template engine.
struct SwiftCodeWriter {
    /// The text written so far; every line ends with a newline.
    private(set) var output: String = ""
    private var depth: Int = 0

    /// Writes one line at the current indentation; an empty line gets no indentation.
    mutating func line(_ text: String = "") {
        if !text.isEmpty {
            output += String(repeating: "    ", count: depth)
            output += text
        }
        output += "\n"
    }

    /// Writes `///` lines at the current indentation.
    mutating func doc(_ lines: String...) {
        for text in lines {
            line(text.isEmpty ? "///" : "/// " + text)
        }
    }

    /// Indents the lines that follow by one level.
    mutating func indent() {
        depth += 1
    }

    /// Undoes one `indent()`.
    mutating func outdent() {
        depth = max(0, depth - 1)
    }

    /// Writes `opener {`, the body one level deeper, then `}`.
    mutating func block(_ opener: String, _ body: (inout SwiftCodeWriter) -> Void) {
        line(opener + " {")
        indent()
        body(&self)
        outdent()
        line("}")
    }
}
