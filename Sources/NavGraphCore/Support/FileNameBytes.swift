/// File names as the disk has them: bytes, not always UTF-8. A path is carried as a `String` in which every byte
/// that is not part of valid UTF-8 stands for itself as one private-use scalar (U+10FF80 to U+10FFFF for bytes
/// 0x80 to 0xFF), so that the exact bytes can be recovered to open the file, and renderers show such a byte as
/// `\xFF`. The bytes of a real U+10FF80…U+10FFFF in a name are carried the same way, which keeps the mapping
/// one-to-one.
package enum FileNameBytes {
    /// The first scalar standing for a byte.
    static let base: UInt32 = 0x10_FF00

    /// The path for `bytes` (a name read from a folder, a path `realpath` returned).
    package static func string(from bytes: some Collection<UInt8>) -> String {
        let bytes = Array(bytes)
        var scalars = String.UnicodeScalarView()
        var index = 0
        while index < bytes.count {
            if let (scalar, length) = scalar(in: bytes, at: index), scalar.value < base + 0x80 {
                scalars.append(scalar)
                index += length
            } else {
                scalars.append(Unicode.Scalar(base + UInt32(bytes[index])) ?? "?")
                index += 1
            }
        }
        return String(scalars)
    }

    /// The bytes `path` stands for, ending with a NUL, to hand to the system.
    package static func bytes(of path: String) -> [CChar] {
        var result: [CChar] = []
        result.reserveCapacity(path.utf8.count + 1)
        for scalar in path.unicodeScalars {
            if scalar.value >= base + 0x80 && scalar.value <= base + 0xFF {
                result.append(CChar(bitPattern: UInt8(scalar.value - base)))
            } else {
                result.append(contentsOf: String(scalar).utf8.map { CChar(bitPattern: $0) })
            }
        }
        result.append(0)
        return result
    }

    /// The byte a scalar stands for, nil for an ordinary scalar.
    package static func byte(standingFor scalar: Unicode.Scalar) -> UInt8? {
        scalar.value >= base + 0x80 && scalar.value <= base + 0xFF ? UInt8(scalar.value - base) : nil
    }

    /// `path` with each byte that is not UTF-8 written `\xFF`, for output that must be text (JSON, SARIF, GitHub).
    package static func escaped(_ path: String) -> String {
        guard path.unicodeScalars.contains(where: { byte(standingFor: $0) != nil }) else { return path }
        var result = ""
        for scalar in path.unicodeScalars {
            if let byte = byte(standingFor: scalar) {
                result += "\\x" + String(byte, radix: 16, uppercase: true)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The valid UTF-8 scalar starting at `index` and its length in bytes; nil when the bytes there are not one.
    private static func scalar(in bytes: [UInt8], at index: Int) -> (Unicode.Scalar, Int)? {
        let first = bytes[index]
        let length: Int
        let minimum: UInt32
        var value: UInt32
        switch first {
        case 0x00...0x7F: return (Unicode.Scalar(first), 1)
        case 0xC2...0xDF: (length, minimum, value) = (2, 0x80, UInt32(first & 0x1F))
        case 0xE0...0xEF: (length, minimum, value) = (3, 0x800, UInt32(first & 0x0F))
        case 0xF0...0xF4: (length, minimum, value) = (4, 0x1_0000, UInt32(first & 0x07))
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        for offset in 1..<length {
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }
}
