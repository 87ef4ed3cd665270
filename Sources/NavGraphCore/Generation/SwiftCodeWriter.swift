/// A tiny line writer for generated Swift: lines, four-space indentation, doc comments wrapped at `width` and
/// lists broken one item a line when they do not fit. No template engine.
struct SwiftCodeWriter {
    /// The column no line passes, when its words and items allow (a single word longer than that stays whole).
    static let width = 120

    /// The text written so far; every line ends with a newline.
    private(set) var output: String = ""
    private var depth: Int = 0

    /// The current indentation, in columns.
    var indentation: Int { depth * 4 }

    /// Writes one line at the current indentation; an empty line gets no indentation.
    mutating func line(_ text: String = "") {
        if !text.isEmpty {
            output += String(repeating: "    ", count: depth)
            output += text
        }
        output += "\n"
    }

    /// Writes one line at column 0, whatever the indentation: a line of a multi-line string literal's data whose
    /// closing delimiter is at column 0 too (indenting it would only add bytes).
    mutating func flushLeftLine(_ text: String) {
        output += text
        output += "\n"
    }

    /// Writes each paragraph as `///` lines wrapped at the width; an empty paragraph is a blank `///` line. Lines
    /// after a paragraph's first keep its leading spaces and `continuation` more (to stay inside a Markdown list item).
    mutating func doc(_ paragraphs: String..., continuation: Int = 0) {
        for paragraph in paragraphs {
            guard !paragraph.isEmpty else {
                line("///")
                continue
            }
            let available = max(20, Self.width - indentation - 4)
            let leading = String(paragraph.prefix { $0 == " " })
            var current = leading
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                if current.count == leading.count {
                    current += word
                } else if current.count + 1 + word.count <= available {
                    current += " " + word
                } else {
                    line("/// " + current)
                    current = leading + String(repeating: " ", count: continuation) + word
                }
            }
            line("/// " + current)
        }
    }

    /// Whether `text` fits on one line at the current indentation.
    func fits(_ text: String) -> Bool {
        indentation + text.count <= Self.width
    }

    /// Writes `open + items + close` on one line when it fits, else `open` alone, each item on a line of its own
    /// one level deeper (`separator` after each but the last; an item still too wide continues after its ` = `),
    /// and `close` on a line of its own.
    mutating func list(_ open: String, _ items: [String], separator: String = ",", _ close: String) {
        let single = open + items.joined(separator: separator + " ") + close
        if items.isEmpty || indentation + single.count <= Self.width {
            line(single)
            return
        }
        line(open)
        indent()
        for (position, item) in items.enumerated() {
            let text = item + (position == items.count - 1 ? "" : separator)
            // A parameter whose default value makes it too wide continues after its `=`.
            if indentation + text.count > Self.width, let equals = text.firstRange(of: " = ") {
                line(String(text[..<equals.lowerBound]) + " =")
                indent()
                line(String(text[equals.upperBound...]))
                outdent()
            } else {
                line(text)
            }
        }
        outdent()
        line(close)
    }

    /// Writes `open + items + close` on one line when it fits, else `open` alone, the items one level deeper, as
    /// many on a line as fit (each but the last followed by `,`), and `close` on a line of its own; one item a line
    /// (`list`) when an item is too wide for a line of its own.
    mutating func packedList(_ open: String, _ items: [String], _ close: String) {
        let single = open + items.joined(separator: ", ") + close
        if items.isEmpty || indentation + single.count <= Self.width {
            line(single)
            return
        }
        // An item too wide for a line of its own is broken after its ` = ` by `list`.
        if items.contains(where: { indentation + 4 + $0.count + 1 > Self.width }) {
            list(open, items, close)
            return
        }
        line(open)
        indent()
        var current = ""
        for (position, item) in items.enumerated() {
            let text = item + (position == items.count - 1 ? "" : ",")
            if current.isEmpty {
                current = text
            } else if indentation + current.count + 1 + text.count <= Self.width {
                current += " " + text
            } else {
                line(current)
                current = text
            }
        }
        line(current)
        outdent()
        line(close)
    }

    /// Writes `prefix` and the operands joined by ` && ` on one line when it fits, else one operand a line (the
    /// second and later as `&& operand`, one level deeper).
    mutating func conjunction(_ prefix: String, _ operands: [String]) {
        let single = prefix + operands.joined(separator: " && ")
        guard indentation + single.count > Self.width, let first = operands.first else {
            line(single)
            return
        }
        line(prefix + first)
        indent()
        for operand in operands.dropFirst() {
            line("&& " + operand)
        }
        outdent()
    }

    /// Indents the lines that follow by one level.
    mutating func indent() {
        depth += 1
    }

    /// Undoes one `indent()`.
    mutating func outdent() {
        depth = max(0, depth - 1)
    }
}
