import Foundation
import Testing

/// The built `navgraph lsp` process, over standard input and output, with a recorded session: the client's
/// messages in, the server's replies compared byte for byte.
@Suite struct LanguageServerProcessTests {
    private static let uri = "file:///nonexistent-navgraph-lsp-test/app.navgraph.yaml"

    private static let clientMessages: [String] = [
        // The delay 0 makes every change checked at once: the session does not depend on how fast it is read.
        #"{"id":1,"jsonrpc":"2.0","method":"initialize","params":{"capabilities":{},"#
            + #""initializationOptions":{"diagnosticsDelay":0},"processId":null}}"#,
        #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#,
        #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"languageId":"yaml","#
            + #""text":"navgraph: 1\ngraph: App\nroot: home\nscreens:\n  home: { title: \"🙂\" }\n","#
            + #""uri":"\#(uri)","version":1}}}"#,
        #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"contentChanges":[{"range":"#
            + #"{"end":{"line":2,"character":10},"start":{"line":2,"character":6}},"text":"hme"}],"#
            + #""textDocument":{"uri":"\#(uri)","version":2}}}"#,
        "{\"jsonrpc\": \"2.0\", \"id\": 2, \"method\": \"textDocument/hover\"",
        #"{"id":3,"jsonrpc":"2.0","method":"shutdown"}"#,
        #"{"jsonrpc":"2.0","method":"exit"}"#,
    ]

    private static let serverReplies: [String] = [
        #"{"jsonrpc":"2.0","id":1,"result":{"capabilities":{"textDocumentSync":{"openClose":true,"change":2},"definitionProvider":true,"#
            + #""referencesProvider":true,"documentSymbolProvider":true,"renameProvider":{"prepareProvider":true},"#
            + #""codeActionProvider":{"codeActionKinds":["quickfix"]},"#
            + #""completionProvider":{"triggerCharacters":[":"," "]},"hoverProvider":true},"#
            + #""serverInfo":{"name":"navgraph","version":"0.1.0"}}}"#,
        #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(uri)","version":1,"#
            + #""diagnostics":[]}}"#,
        #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(uri)","version":2,"#
            + #""diagnostics":[{"range":{"start":{"line":2,"character":6},"end":{"line":2,"character":9}},"#
            + #""severity":1,"code":"NG201","source":"navgraph","#
            + #""message":"root names unknown screen or container 'hme'","relatedInformation":[{"location":"#
            + #"{"uri":"\#(uri)","range":{"start":{"line":2,"character":6},"end":{"line":2,"character":9}}},"#
            + #""message":"did you mean 'home'?"}]}]}}"#,
        #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"the message is not JSON text"}}"#,
        #"{"jsonrpc":"2.0","id":3,"result":null}"#,
    ]

    private static func frame(_ body: String) -> String { "Content-Length: \(body.utf8.count)\r\n\r\n\(body)" }

    @Test func aRecordedSessionGetsTheRecordedReplies() throws {
        let run = try navgraph(["lsp", "--stdio"], input: Self.clientMessages.map(Self.frame).joined())
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        #expect(run.output == Self.serverReplies.map(Self.frame).joined())
    }

    @Test func garbageAndAnEndWithoutExitNeverHangAndExitOne() throws {
        var bytes = Data("Content-Length: 5\r\nContent-Length: x\r\n\r\n\0\u{1}\r\n\r\n".utf8)
        bytes.append(contentsOf: (0..<2000).map { UInt8(truncatingIfNeeded: $0 &* 7919) })
        let run = try navgraph(["lsp"], inputBytes: bytes)
        #expect(run.status == 1)
        #expect(run.output.contains("-32700"))
    }

    @Test func takesNoArguments() throws {
        let run = try navgraph(["lsp", "graph.navgraph.yaml"])
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
    }
}
