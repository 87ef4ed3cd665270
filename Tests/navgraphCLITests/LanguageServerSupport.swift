import Foundation
import Testing

@testable import navgraph

/// Bytes handed to the server as asked (reads never take more than asked). The input is quiet between any two
/// messages unless `pauses` is given: then only at those byte offsets (each once), as when a client sends bursts.
struct ScriptedInput: ByteInput {
    var bytes: [UInt8]
    var position = 0
    var largestRead = 0
    var pauses: Set<Int>?

    init(_ bytes: [UInt8], pauses: Set<Int>? = nil) {
        self.bytes = bytes
        self.pauses = pauses
    }

    mutating func waitForInput(milliseconds: Int) -> Bool {
        guard position < bytes.count else { return true }
        guard pauses != nil else { return false }
        return self.pauses?.remove(position) == nil
    }

    mutating func read(maximum: Int) -> [UInt8] {
        largestRead = max(largestRead, maximum)
        let end = min(position + maximum, bytes.count)
        defer { position = end }
        return Array(bytes[position..<end])
    }
}

/// `object` as a framed message (JSON text with its `Content-Length` header).
func framed(_ object: [String: Any]) throws -> [UInt8] {
    let body = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + Array(body)
}

/// A request or notification of the client, framed.
func lspMessage(_ method: String, id: Int? = nil, _ params: [String: Any]? = nil) throws -> [UInt8] {
    var object: [String: Any] = ["jsonrpc": "2.0", "method": method]
    if let id { object["id"] = id }
    if let params { object["params"] = params }
    return try framed(object)
}

/// The messages in `output`, split by their `Content-Length` headers (read independently of the server's reader)
/// and parsed.
func lspReplies(_ output: String) throws -> [[String: Any]] {
    var bytes = Array(output.utf8)[...]
    var replies: [[String: Any]] = []
    let separator = Array("\r\n\r\n".utf8)
    while !bytes.isEmpty {
        guard let headerEnd = bytes.indices.first(where: { bytes[$0...].starts(with: separator) }) else {
            throw HarnessError(description: "no header end in \(String(decoding: bytes, as: UTF8.self))")
        }
        let header = String(decoding: bytes[..<headerEnd], as: UTF8.self)
        guard header.hasPrefix("Content-Length: "), let length = Int(header.dropFirst("Content-Length: ".count))
        else { throw HarnessError(description: "bad header '\(header)'") }
        let bodyStart = headerEnd + separator.count
        let body = bytes[bodyStart..<bodyStart + length]
        guard let object = try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any] else {
            throw HarnessError(description: "reply is not an object")
        }
        replies.append(object)
        bytes = bytes[(bodyStart + length)...]
    }
    return replies
}

/// Runs the server in-process on `input` (quiet between messages, or only at `pauses`): its exit status and its
/// replies.
func runLanguageServer(_ input: [UInt8], pauses: Set<Int>? = nil) throws -> (status: Int32, replies: [[String: Any]]) {
    var output = ""
    let status = LanguageServerLoop.run(input: ScriptedInput(input, pauses: pauses)) { text in
        output += text
        return true
    }
    return (status, try lspReplies(output))
}

/// The error code of a reply, nil when it is not an error.
func errorCode(_ reply: [String: Any]) -> Int? {
    (reply["error"] as? [String: Any])?["code"] as? Int
}

/// `initialize` with id 1.
func initializeRequest() throws -> [UInt8] { try lspMessage("initialize", id: 1, ["capabilities": [:]]) }

/// `shutdown` with id 99, then `exit`.
func shutdownAndExit() throws -> [UInt8] { try lspMessage("shutdown", id: 99) + lspMessage("exit") }

/// A `Range` of the protocol as the test writes it: start line and character, end line and character.
func lspRange(_ startLine: Int, _ startCharacter: Int, _ endLine: Int, _ endCharacter: Int) -> [String: Any] {
    [
        "start": ["line": startLine, "character": startCharacter],
        "end": ["line": endLine, "character": endCharacter],
    ]
}

/// The `[line, character, line, character]` of a reply's range.
func rangeNumbers(_ range: Any?) -> [Int] {
    guard let range = range as? [String: Any], let start = range["start"] as? [String: Any],
        let end = range["end"] as? [String: Any]
    else { return [] }
    return [start["line"], start["character"], end["line"], end["character"]].compactMap { $0 as? Int }
}
