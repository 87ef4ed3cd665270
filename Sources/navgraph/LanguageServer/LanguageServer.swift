import _NavGraphCore

/// The language server's state and its answers: one incoming frame in, the messages to send out. It does no I/O,
/// so tests drive it directly; `LanguageServerLoop` connects it to standard input and output.
struct LanguageServer {
    /// Where the server is in the protocol's lifecycle.
    enum State: Equatable {
        case waitingForInitialize
        case running
        case shutDown
        /// `exit` was received: the process ends with this status (0 after `shutdown`, 1 otherwise).
        case exited(Int32)
    }

    private(set) var state = State.waitingForInitialize
    /// The open documents, by URI.
    var documents: [String: TextDocument] = [:]
    /// The compiler's limits for every check.
    var limits = Limits()
    /// What publishing diagnostics keeps between messages: the checks waiting for quiet input, the last checks,
    /// what was published (LanguageServer+Diagnostics.swift).
    var live = LiveDiagnostics()
    /// The params of `initialize`: the client's capabilities and initialization options.
    private(set) var initializeParams = JSONValue.null

    /// Handles one frame; the messages to send, in order.
    mutating func handle(_ frame: Frame) -> [JSONValue] {
        switch frame {
        case .end:
            if state != .exited(0) { state = .exited(1) }
            return []
        case .malformedHeader(let reason):
            return [JSONRPC.errorResponse(id: nil, .parseError, "malformed message header: \(reason)")]
        case .tooLarge(let length):
            return [
                JSONRPC.errorResponse(
                    id: nil, .invalidRequest, "the message is \(length) bytes, more than the server accepts")
            ]
        case .message(let body):
            switch JSONRPC.parse(body) {
            case .response: return []
            case .invalid(let code, let message, let id): return [JSONRPC.errorResponse(id: id, code, message)]
            case .message(let message): return handle(message)
            }
        }
    }

    private mutating func handle(_ message: IncomingMessage) -> [JSONValue] {
        if message.method == "exit" {
            state = .exited(state == .shutDown ? 0 : 1)
            return []
        }
        guard let id = message.id else {
            return state == .running ? notification(message) : []
        }
        switch (state, message.method) {
        case (.waitingForInitialize, "initialize"):
            state = .running
            live.configure(message.params["initializationOptions"])
            initializeParams = message.params
            return [JSONRPC.response(id: id, result: Self.initializeResult)]
        case (.waitingForInitialize, _):
            return [JSONRPC.errorResponse(id: id, .serverNotInitialized, "the server is not initialized yet")]
        case (.running, "initialize"):
            return [JSONRPC.errorResponse(id: id, .invalidRequest, "the server is already initialized")]
        case (.running, "shutdown"):
            state = .shutDown
            return [JSONRPC.response(id: id, result: .null)]
        case (.running, _):
            return request(message.method, id: id, params: message.params)
        case (.shutDown, _), (.exited, _):
            return [JSONRPC.errorResponse(id: id, .invalidRequest, "the server is shut down")]
        }
    }

    /// What `initialize` answers: what the server can do today.
    static var initializeResult: JSONValue {
        .object([
            (
                "capabilities",
                .object([
                    (
                        "textDocumentSync",
                        .object([("openClose", .bool(true)), ("change", .int(2))])
                    ),
                    ("definitionProvider", .bool(true)),
                    ("referencesProvider", .bool(true)),
                    ("documentSymbolProvider", .bool(true)),
                    ("renameProvider", .object([("prepareProvider", .bool(true))])),
                    ("codeActionProvider", .object([("codeActionKinds", .array([.string("quickfix")]))])),
                    ("completionProvider", .object([("triggerCharacters", .array([.string(":"), .string(" ")]))])),
                    ("hoverProvider", .bool(true)),
                ])
            ),
            (
                "serverInfo",
                .object([("name", .string("navgraph")), ("version", .string(NavGraphCommandLine.version))])
            ),
        ])
    }

    /// A request of a running server other than the lifecycle's.
    private func request(_ method: String, id: RequestID, params: JSONValue) -> [JSONValue] {
        switch method {
        case "textDocument/definition": return definitionReply(id: id, params: params)
        case "textDocument/references": return referencesReply(id: id, params: params)
        case "textDocument/documentSymbol": return documentSymbolReply(id: id, params: params)
        case "textDocument/prepareRename": return prepareRenameReply(id: id, params: params)
        case "textDocument/rename": return renameReply(id: id, params: params)
        case "textDocument/codeAction": return codeActions(id: id, params: params)
        case "textDocument/completion": return completion(id: id, params: params)
        case "textDocument/hover": return hover(id: id, params: params)
        default:
            return [JSONRPC.errorResponse(id: id, .methodNotFound, "unknown method '\(method)'")]
        }
    }

    /// `document` checked as `navgraph validate` checks its graph (through the main file that includes it, for a
    /// part), other open documents read from memory; the last check is reused while no document changed.
    func check(_ document: TextDocument) -> CheckResult {
        live.cache.graphCheck(root: live.root(of: document.path), documents: documents, limits: limits)
    }

    /// An LSP `Position`, nil unless both its numbers are there.
    static func position(_ value: JSONValue?) -> (line: Int, character: Int)? {
        guard let line = value?["line"]?.integer, let character = value?["character"]?.integer else { return nil }
        return (line, character)
    }
}
