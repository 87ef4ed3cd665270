import Foundation

@testable import navgraph

/// A document to open: its URI and text.
struct OpenedDocument {
    var uri: String
    var text: String
}

/// A request after the documents are open: its method and params.
struct DocumentRequest {
    var method: String
    var params: [String: Any]

    /// `method` at a position of `uri`.
    static func at(_ method: String, _ uri: String, _ line: Int, _ character: Int) -> DocumentRequest {
        DocumentRequest(
            method: method, params: ["textDocument": ["uri": uri], "position": ["line": line, "character": character]])
    }
}

/// Opens `documents` in order (each then replaced by `edits`' whole texts, as a change), sends `requests`, shuts the
/// server down: each request's reply, in order.
func replies(
    opening documents: [OpenedDocument], changing edits: [OpenedDocument] = [], _ requests: [DocumentRequest]
) throws -> [[String: Any]] {
    var input = try initializeRequest()
    for document in documents {
        input += try lspMessage(
            "textDocument/didOpen",
            ["textDocument": ["uri": document.uri, "languageId": "yaml", "version": 1, "text": document.text]])
    }
    for edit in edits {
        input += try lspMessage(
            "textDocument/didChange",
            ["textDocument": ["uri": edit.uri, "version": 2], "contentChanges": [["text": edit.text]]])
    }
    for (index, request) in requests.enumerated() {
        input += try lspMessage(request.method, id: 10 + index, request.params)
    }
    let run = try runLanguageServer(input + shutdownAndExit())
    guard run.status == 0 else { throw HarnessError(description: "the server exited with \(run.status)") }
    return run.replies.filter { ($0["id"] as? Int).map { $0 >= 10 && $0 < 99 } ?? false }
}

/// The completion items of a reply.
func completionItems(_ reply: [String: Any]) -> [[String: Any]] {
    ((reply["result"] as? [String: Any])?["items"] as? [[String: Any]]) ?? []
}

/// The labels of a completion reply's items.
func completionLabels(_ reply: [String: Any]) -> [String] {
    completionItems(reply).compactMap { $0["label"] as? String }
}

/// The Markdown of a hover reply; nil when the result is null.
func hoverMarkdown(_ reply: [String: Any]) -> String? {
    ((reply["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String
}
