extension ArgumentValue {
    /// The deepest nesting of arrays and objects a JSON text may have: Foundation's `JSONDecoder` refuses deeper
    /// ones too, so every value it could read before still reads.
    package static let maximumJSONDepth = 512

    /// Reads one JSON value (RFC 8259) in a single pass over its bytes, in time linear in their number: what
    /// `navgraph simulate` and flow files take for an app type (`{ swift: }`), what `ArgumentValue(encoding:)` reads
    /// back, and what restoration snapshots hold. An integer written without fraction or exponent that fits in
    /// `Int` is `.int`; any other number is `.double`. Nil when the text is not JSON, nests deeper than
    /// `maximumJSONDepth`, holds a number out of `Double`'s range (as `ScalarSyntax` refuses it) or a lone
    /// surrogate escape, or repeats a key in one object.
    package init?(json bytes: some Collection<UInt8>) {
        var reader = JSONValueReader(bytes: Array(bytes))
        guard let value = reader.readDocument() else { return nil }
        self = value
    }
}

/// The reader behind `ArgumentValue(json:)`: each byte is looked at a fixed number of times.
private struct JSONValueReader {
    let bytes: [UInt8]
    var position = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func readDocument() -> ArgumentValue? {
        skipWhitespace()
        guard let value = readValue(depth: 0) else { return nil }
        skipWhitespace()
        return position == bytes.count ? value : nil
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { position += 1 }
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        guard current == byte else { return false }
        position += 1
        return true
    }

    private mutating func consume(word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        let matches = word.withUTF8Buffer { expected in
            bytes[position..<position + count].elementsEqual(expected)
        }
        if matches { position += count }
        return matches
    }

    private mutating func readValue(depth: Int) -> ArgumentValue? {
        switch current {
        case UInt8(ascii: "{"): return readObject(depth: depth + 1)
        case UInt8(ascii: "["): return readArray(depth: depth + 1)
        case UInt8(ascii: "\""): return readString().map(ArgumentValue.string)
        case UInt8(ascii: "t"): return consume(word: "true") ? .bool(true) : nil
        case UInt8(ascii: "f"): return consume(word: "false") ? .bool(false) : nil
        case UInt8(ascii: "n"): return consume(word: "null") ? .null : nil
        default: return readNumber()
        }
    }

    private mutating func readArray(depth: Int) -> ArgumentValue? {
        guard depth <= ArgumentValue.maximumJSONDepth else { return nil }
        position += 1
        skipWhitespace()
        var elements: [ArgumentValue] = []
        if consume(UInt8(ascii: "]")) { return .array(elements) }
        while true {
            guard let element = readValue(depth: depth) else { return nil }
            elements.append(element)
            skipWhitespace()
            if consume(UInt8(ascii: "]")) { return .array(elements) }
            guard consume(UInt8(ascii: ",")) else { return nil }
            skipWhitespace()
        }
    }

    private mutating func readObject(depth: Int) -> ArgumentValue? {
        guard depth <= ArgumentValue.maximumJSONDepth else { return nil }
        position += 1
        skipWhitespace()
        var members: [String: ArgumentValue] = [:]
        if consume(UInt8(ascii: "}")) { return .object(members) }
        while true {
            guard current == UInt8(ascii: "\""), let key = readString() else { return nil }
            skipWhitespace()
            guard consume(UInt8(ascii: ":")) else { return nil }
            skipWhitespace()
            guard let value = readValue(depth: depth), members.updateValue(value, forKey: key) == nil else {
                return nil
            }
            skipWhitespace()
            if consume(UInt8(ascii: "}")) { return .object(members) }
            guard consume(UInt8(ascii: ",")) else { return nil }
            skipWhitespace()
        }
    }

    /// A string at the opening quote: escapes decoded, no raw control character, valid UTF-8.
    private mutating func readString() -> String? {
        position += 1
        var scalars = String.UnicodeScalarView()
        var run = position
        func flush(upTo end: Int) -> Bool {
            guard run < end else { return true }
            guard let text = String(validating: bytes[run..<end], as: UTF8.self) else { return false }
            scalars.append(contentsOf: text.unicodeScalars)
            return true
        }
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                guard flush(upTo: position) else { return nil }
                position += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                guard flush(upTo: position) else { return nil }
                position += 1
                guard let scalar = readEscape() else { return nil }
                scalars.append(scalar)
                run = position
            case 0x00..<0x20:
                return nil
            default:
                position += 1
            }
        }
        return nil
    }

    /// The scalar of an escape after its backslash; a `\u` surrogate must be followed by its pair.
    private mutating func readEscape() -> Unicode.Scalar? {
        guard let byte = current else { return nil }
        position += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            guard let unit = readHexUnit() else { return nil }
            switch unit {
            case 0xD800..<0xDC00:
                guard consume(word: "\\u"), let low = readHexUnit(), (0xDC00..<0xE000).contains(low) else {
                    return nil
                }
                return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
            case 0xDC00..<0xE000: return nil
            default: return Unicode.Scalar(unit)
            }
        default: return nil
        }
    }

    private mutating func readHexUnit() -> UInt32? {
        guard position + 4 <= bytes.count else { return nil }
        var unit: UInt32 = 0
        for byte in bytes[position..<position + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            unit = unit << 4 + UInt32(digit)
        }
        position += 4
        return unit
    }

    /// A number: `-`? (`0` | digits without a leading zero) fraction? exponent?, as JSON writes it.
    private mutating func readNumber() -> ArgumentValue? {
        let start = position
        _ = consume(UInt8(ascii: "-"))
        let integerStart = position
        skipDigits()
        let integerDigits = position - integerStart
        guard integerDigits > 0, integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0") else { return nil }
        var isInteger = true
        if consume(UInt8(ascii: ".")) {
            isInteger = false
            guard skipDigits() > 0 else { return nil }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            isInteger = false
            position += 1
            if current == UInt8(ascii: "-") || current == UInt8(ascii: "+") { position += 1 }
            guard skipDigits() > 0 else { return nil }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        if isInteger, let value = Int(text) { return .int(value) }
        // Out of range (`1e999`, `1e-400`) or longer than any written `Double` needs: refused as `ScalarSyntax`
        // refuses it.
        return ScalarSyntax.double(text).map(ArgumentValue.double)
    }

    @discardableResult
    private mutating func skipDigits() -> Int {
        let start = position
        while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { position += 1 }
        return position - start
    }
}
