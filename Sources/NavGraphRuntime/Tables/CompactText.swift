/// The characters of the compact table encoding (docs/generation.md, The definition tables): numbers in base 62
/// (`0-9`, `A-Z`, `a-z`), strings escaped so that each stays on one line of printable ASCII.
enum CompactText {
    /// The digits of base 62, in order.
    static let digits: [UInt8] = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".utf8)

    /// The value of a base-62 digit; nil for any other byte.
    static func digitValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): Int(byte - UInt8(ascii: "A")) + 10
        case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(byte - UInt8(ascii: "a")) + 36
        default: nil
        }
    }

    /// `value` in base 62, as few digits as it takes.
    static func base62(_ value: UInt) -> String {
        positional(value, digits: digits)
    }

    /// `value` in base 36 (`0-9`, `a-z`): a number inside a row.
    static func base36(_ value: UInt) -> String {
        positional(value, digits: rowDigits)
    }

    /// `value` in base 26 (`A-Z`): a key inside a row, told apart from the number before it by its letters.
    static func base26(_ value: UInt) -> String {
        positional(value, digits: keyDigits)
    }

    private static let rowDigits: [UInt8] = Array("0123456789abcdefghijklmnopqrstuvwxyz".utf8)
    private static let keyDigits: [UInt8] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ".utf8)

    /// `value` written with `digits`, as many digits as it takes.
    private static func positional(_ value: UInt, digits: [UInt8]) -> String {
        var bytes: [UInt8] = []
        var rest = value
        let base = UInt(digits.count)
        repeat {
            bytes.append(digits[Int(rest % base)])
            rest /= base
        } while rest > 0
        return String(decoding: bytes.reversed(), as: UTF8.self)
    }

    /// The value of a base-36 digit of a row (`0-9`, `a-z`); nil for any other byte.
    static func rowDigitValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(byte - UInt8(ascii: "a")) + 10
        default: nil
        }
    }

    /// The value of a base-26 digit of a row's key (`A-Z`); nil for any other byte.
    static func keyDigitValue(_ byte: UInt8) -> Int? {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? Int(byte - UInt8(ascii: "A")) : nil
    }

    /// `value` in base 62 on exactly `width` digits, zeros in front; nil when it does not fit.
    static func fixed(_ value: Int, width: Int) -> String? {
        let text = base62(UInt(max(value, 0)))
        guard value >= 0, text.utf8.count <= width else { return nil }
        return String(repeating: "0", count: width - text.utf8.count) + text
    }

    /// The number written on `width` digits at `offset` of `bytes`; nil when a byte is not a digit or the range
    /// leaves `bytes`. Read for every string and key of a row, so it reads the bytes directly (ten base-62 digits
    /// fit an `Int`).
    @inline(__always)
    static func readFixed(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, width: Int) -> Int? {
        guard offset >= 0, width > 0, width <= 10, offset <= bytes.count - width, let base = bytes.baseAddress else {
            return nil
        }
        var value = 0
        var digit = base + offset
        let end = digit + width
        while digit < end {
            let byte = digit.pointee
            let number: UInt8
            if byte &- UInt8(ascii: "0") < 10 {
                number = byte &- UInt8(ascii: "0")
            } else if byte &- UInt8(ascii: "A") < 26 {
                number = byte &- UInt8(ascii: "A") &+ 10
            } else if byte &- UInt8(ascii: "a") < 26 {
                number = byte &- UInt8(ascii: "a") &+ 36
            } else {
                return nil
            }
            value = value &* 62 &+ Int(number)
            digit += 1
        }
        return value
    }

    /// `text` on one line of printable ASCII: `\` as `\\`, every other byte outside 0x20...0x7E (control
    /// characters, line breaks, non-ASCII) as `\u{X}` of its Unicode scalar.
    static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 < 0x20 || $0 > 0x7E || $0 == UInt8(ascii: "\\") }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar == "\\" {
                result += "\\\\"
            } else if scalar.value >= 0x20 && scalar.value <= 0x7E {
                result.unicodeScalars.append(scalar)
            } else {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result
    }

    /// The text `escape` wrote as `bytes`; nil when an escape is malformed.
    static func unescape(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.contains(UInt8(ascii: "\\")) else { return String(decoding: bytes, as: UTF8.self) }
        var result = String.UnicodeScalarView()
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\") else {
                result.append(Unicode.Scalar(byte))
                index += 1
                continue
            }
            guard index + 1 < bytes.count else { return nil }
            if bytes[index + 1] == UInt8(ascii: "\\") {
                result.append("\\")
                index += 2
                continue
            }
            guard bytes[index + 1] == UInt8(ascii: "u"), index + 2 < bytes.count, bytes[index + 2] == UInt8(ascii: "{")
            else { return nil }
            var value: UInt32 = 0
            var cursor = index + 3
            while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "}") {
                guard let digit = hexValue(bytes[cursor]), value < 0x11_0000 else { return nil }
                value = value * 16 + digit
                cursor += 1
            }
            guard cursor < bytes.count, cursor > index + 3, let scalar = Unicode.Scalar(value) else { return nil }
            result.append(scalar)
            index = cursor + 1
        }
        return String(result)
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A")) + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a")) + 10
        default: nil
        }
    }
}
