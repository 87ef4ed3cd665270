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
    private(set) var documents: [String: TextDocument] = [:]
    /// The compiler's limits for every check.
    var limits = Limits()
    /// The last check of each graph file that completion and hover needed.
    let checks = CheckCache()

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
        case "textDocument/definition":
            guard let uri = params["textDocument"]?["uri"]?.string, let position = Self.position(params["position"])
            else {
                return [JSONRPC.errorResponse(id: id, .invalidParams, "'textDocument' and 'position' are required")]
            }
            guard let document = documents[uri] else { return [JSONRPC.response(id: id, result: .null)] }
            let result = GoToDefinition.definition(
                line: position.line, character: position.character, in: check(document), path: document.path,
                uri: uri, text: document.text)
            return [JSONRPC.response(id: id, result: result)]
        case "textDocument/completion": return completion(id: id, params: params)
        case "textDocument/hover": return hover(id: id, params: params)
        default:
            return [JSONRPC.errorResponse(id: id, .methodNotFound, "unknown method '\(method)'")]
        }
    }

    /// `document` checked as `navgraph validate` checks a file, other open documents read from memory.
    private func check(_ document: TextDocument) -> CheckResult {
        checks.result(mainFile: document.path, documents: documents, limits: limits)
    }

    /// A notification of a running server; unknown ones (`$/…` included) are ignored, as the protocol says.
    private mutating func notification(_ message: IncomingMessage) -> [JSONValue] {
        let document = message.params["textDocument"]
        guard let uri = document?["uri"]?.string else { return [] }
        switch message.method {
        case "textDocument/didOpen":
            guard let text = document?["text"]?.string else { return [] }
            let opened = TextDocument(
                uri: uri, path: DocumentURI.path(of: uri), version: document?["version"]?.integer ?? 0, text: text)
            documents[uri] = opened
            return [publishDiagnostics(of: opened)]
        case "textDocument/didChange":
            guard var changed = documents[uri], let changes = message.params["contentChanges"]?.elements else {
                return []
            }
            for change in changes {
                guard let text = change["text"]?.string else { continue }
                if let range = change["range"], let start = Self.position(range["start"]),
                    let end = Self.position(range["end"])
                {
                    changed.replace(start: start, end: end, with: text)
                } else {
                    changed.text = text
                }
            }
            changed.version = document?["version"]?.integer ?? changed.version
            documents[uri] = changed
            return [publishDiagnostics(of: changed)]
        case "textDocument/didClose":
            guard documents.removeValue(forKey: uri) != nil else { return [] }
            return [Self.publish(uri: uri, version: nil, diagnostics: .array([]))]
        default:
            return []
        }
    }

    /// The diagnostics of `document`.
    private func publishDiagnostics(of document: TextDocument) -> JSONValue {
        let checked = check(document)
        let diagnostics = PublishedDiagnostics.diagnostics(
            of: checked, in: document.path, uri: document.uri, text: document.text)
        return Self.publish(uri: document.uri, version: document.version, diagnostics: diagnostics)
    }

    private static func publish(uri: String, version: Int?, diagnostics: JSONValue) -> JSONValue {
        var params: [(String, JSONValue)] = [("uri", .string(uri))]
        if let version { params.append(("version", .int(version))) }
        params.append(("diagnostics", diagnostics))
        return JSONRPC.notification("textDocument/publishDiagnostics", .object(params))
    }

    /// An LSP `Position`, nil unless both its numbers are there.
    private static func position(_ value: JSONValue?) -> (line: Int, character: Int)? {
        guard let line = value?["line"]?.integer, let character = value?["character"]?.integer else { return nil }
        return (line, character)
    }
}
