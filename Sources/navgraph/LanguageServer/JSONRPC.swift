import Foundation
import _NavGraphCore

/// The error codes of JSON-RPC 2.0 and the Language Server Protocol that the server answers with.
enum JSONRPCError: Int {
    case parseError = -32700
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
    case serverNotInitialized = -32002
    case requestFailed = -32803
}

/// A request's id: a number or a string, as JSON-RPC allows.
enum RequestID: Equatable {
    case number(Int)
    case string(String)

    var json: JSONValue {
        switch self {
        case .number(let number): .int(number)
        case .string(let text): .string(text)
        }
    }
}

/// A message from the client: a request (with an id, answered) or a notification (without, never answered).
struct IncomingMessage {
    var id: RequestID?
    var method: String
    var params: JSONValue
}

/// What one body held.
enum ParsedBody {
    case message(IncomingMessage)
    /// A response to a request of ours: the server sends none yet, so it is ignored.
    case response
    /// Not a message: answered with this error (and the id when one could be read).
    case invalid(JSONRPCError, String, id: RequestID?)
}

enum JSONRPC {
    /// Parses one message body: JSON text (Foundation's parser, which refuses nesting deeper than 512), then the
    /// shape JSON-RPC 2.0 requires.
    static func parse(_ body: [UInt8]) -> ParsedBody {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(body), options: [.fragmentsAllowed])
        } catch {
            return .invalid(.parseError, "the message is not JSON text", id: nil)
        }
        guard case .object(let members) = JSONValue(foundation: object) else {
            return .invalid(.invalidRequest, "a message must be a JSON object", id: nil)
        }
        let value = JSONValue.object(members)
        var id: RequestID?
        switch value["id"] {
        case nil, .null?: id = nil
        case .int(let number)?: id = .number(number)
        case .string(let text)?: id = .string(text)
        default: return .invalid(.invalidRequest, "'id' must be a number or a string", id: nil)
        }
        guard value["jsonrpc"]?.string == "2.0" else {
            return .invalid(.invalidRequest, "'jsonrpc' must be \"2.0\"", id: id)
        }
        guard let methodValue = value["method"] else {
            if id != nil, value["result"] != nil || value["error"] != nil { return .response }
            return .invalid(.invalidRequest, "the message has no 'method'", id: id)
        }
        guard let method = methodValue.string else {
            return .invalid(.invalidRequest, "'method' must be a string", id: id)
        }
        return .message(IncomingMessage(id: id, method: method, params: value["params"] ?? .null))
    }

    /// A response carrying `result`.
    static func response(id: RequestID, result: JSONValue) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("id", id.json), ("result", result)])
    }

    /// A response carrying an error (id null when the request's id could not be read).
    static func errorResponse(id: RequestID?, _ code: JSONRPCError, _ message: String) -> JSONValue {
        .object([
            ("jsonrpc", .string("2.0")), ("id", id?.json ?? .null),
            ("error", .object([("code", .int(code.rawValue)), ("message", .string(message))])),
        ])
    }

    /// A notification from the server.
    static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)])
    }
}
