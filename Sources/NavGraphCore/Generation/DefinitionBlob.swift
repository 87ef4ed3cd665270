import Foundation
import NavGraphRuntime

/// The graph's tables as the JSON text embedded in generated code (a `StaticString`, decoded once on first use):
/// a blob compiles in a fraction of a second where a literal of 2,000 initialisers takes tens of seconds.
enum DefinitionBlob {
    /// The blob's top level, `{"formatVersion":2,"graph":{…}}`, as the runtime's `GeneratedDefinition` reads it.
    private struct Tagged: Encodable {
        var formatVersion: Int
        var graph: GraphDefinition
    }

    /// The JSON of `definition`, tagged with `formatVersion`, as lines: the top-level object opens on the first
    /// line, each screen takes one line, the object closes on the last. Keys are sorted and every non-ASCII character is escaped (`\uXXXX`), so the
    /// text is deterministic and pure ASCII. It goes in a raw string literal delimited by one `#` more than its
    /// longest run of `#` (see `longestRun`): a text like `\\#(x)` then stays text, never an interpolation.
    static func lines(of definition: GraphDefinition, formatVersion: Int) -> [String] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var skeleton = definition
        skeleton.screens = []
        let marker = "\"screens\":[]"
        guard let frame = encode(Tagged(formatVersion: formatVersion, graph: skeleton), with: encoder),
            let markerRange = frame.range(of: marker)
        else {
            return []
        }
        var screenLines: [String] = []
        screenLines.reserveCapacity(definition.screens.count)
        for screen in definition.screens {
            guard let line = encode(screen, with: encoder) else { return [] }
            screenLines.append(line)
        }
        guard !screenLines.isEmpty else { return [frame] }
        var lines = [String(frame[..<markerRange.lowerBound]) + "\"screens\":["]
        for (position, line) in screenLines.enumerated() {
            lines.append(position == screenLines.count - 1 ? line : line + ",")
        }
        lines.append("]" + frame[markerRange.upperBound...])
        return lines
    }

    /// The longest run of `character` in any of `lines`.
    static func longestRun(of character: Character, in lines: [String]) -> Int {
        var longest = 0
        for line in lines {
            var run = 0
            for current in line {
                run = current == character ? run + 1 : 0
                longest = max(longest, run)
            }
        }
        return longest
    }

    private static func encode(_ value: some Encodable, with encoder: JSONEncoder) -> String? {
        guard let data = try? encoder.encode(value) else { return nil }
        return asciiJSON(String(decoding: data, as: UTF8.self))
    }

    /// Escapes every non-ASCII scalar as JSON `\uXXXX` (UTF-16 units); they only occur inside JSON strings.
    private static func asciiJSON(_ json: String) -> String {
        guard json.utf8.contains(where: { $0 >= 0x80 }) else { return json }
        var result = ""
        result.reserveCapacity(json.utf8.count)
        for scalar in json.unicodeScalars {
            if scalar.isASCII {
                result.unicodeScalars.append(scalar)
            } else {
                for unit in String(scalar).utf16 {
                    let digits = String(unit, radix: 16, uppercase: true)
                    result += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
                }
            }
        }
        return result
    }
}
