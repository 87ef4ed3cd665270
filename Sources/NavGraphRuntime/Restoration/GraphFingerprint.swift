/// A 64-bit FNV-1a hash: stable across processes and platforms (unlike `Hasher`, which is seeded per process).
struct FNV1a64 {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Mixes in bytes.
    mutating func add<Bytes: Sequence<UInt8>>(bytes: Bytes) {
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
    }

    /// Mixes in a field: its UTF-8 length then its bytes, so no two field sequences share an encoding.
    mutating func add(_ field: String) {
        add(bytes: String(field.utf8.count).utf8)
        add(bytes: [0x3a])
        add(bytes: field.utf8)
    }

    /// The hash as 16 lowercase hex digits.
    var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

extension GraphDefinition {
    /// A stable fingerprint of what restoration depends on: the graph's name and root, its enums, and each
    /// screen's id, restoration identifier and parameters (name, type, default). Titles, bars and segues do not
    /// count: editing them keeps saved states valid. FNV-1a 64 over a canonical length-prefixed encoding; 16 hex
    /// digits. Generated code's tables carry it, computed when they were written, so that saving or restoring a
    /// state does not read every screen.
    package var restorationFingerprint: String {
        storedFingerprint ?? computedFingerprint
    }

    /// The fingerprint computed from the screens (see `restorationFingerprint`).
    package var computedFingerprint: String {
        var hash = FNV1a64()
        hash.add("navgraph-restoration-1")
        hash.add(name)
        hash.add(root)
        for enumeration in enums {
            hash.add("enum")
            hash.add(enumeration.name)
            hash.add(String(enumeration.cases.count))
            for name in enumeration.cases { hash.add(name) }
        }
        for screen in screens {
            hash.add("screen")
            hash.add(screen.id)
            hash.add(screen.restorationIdentifier.map { "=" + $0 } ?? "-")
            hash.add(String(screen.parameters.count))
            for parameter in screen.parameters {
                hash.add(parameter.name)
                hash.add(parameter.type.spelling)
                hash.add(parameter.defaultValue.map { "=" + $0.canonicalJSON } ?? "-")
            }
        }
        return hash.hex
    }
}
