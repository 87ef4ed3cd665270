import Foundation
import Testing

/// The built `navgraph lsp` process, over standard input and output, with a recorded session: the client's
/// messages in (open, completion, hover, definition, references, rename, an incremental change, a quick fix, a
/// malformed message, shutdown), the server's replies compared byte for byte.
@Suite struct LanguageServerProcessTests {
    private static let uri = "file:///nonexistent-navgraph-lsp-test/app.navgraph.yaml"

    private static let clientMessages: [String] = [
        // The delay 0 makes every change checked at once: the session does not depend on how fast it is read.
        #"{"id":1,"jsonrpc":"2.0","method":"initialize","params":{"capabilities":{}"#
            + #","initializationOptions":{"diagnosticsDelay":0},"processId":null}}"#,
        #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#,
        #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"languageId":"yaml""#
            + #","text":"navgraph: 1\ngraph: App\nroot: home\nscreens:\n  home: { title: \"🙂\" }\n""#
            + #","uri":"\#(uri)","version":1}}}"#,
        #"{"id":2,"jsonrpc":"2.0","method":"textDocument/completion","params":{"position":{"character":8"#
            + #","line":2},"textDocument":{"uri":"\#(uri)"}}}"#,
        #"{"id":3,"jsonrpc":"2.0","method":"textDocument/hover","params":{"position":{"character":3"#
            + #","line":4},"textDocument":{"uri":"\#(uri)"}}}"#,
        #"{"id":4,"jsonrpc":"2.0","method":"textDocument/definition","params":{"position":{"character":7"#
            + #","line":2},"textDocument":{"uri":"\#(uri)"}}}"#,
        #"{"id":5,"jsonrpc":"2.0","method":"textDocument/references""#
            + #","params":{"context":{"includeDeclaration":true},"position":{"character":3,"line":4}"#
            + #","textDocument":{"uri":"\#(uri)"}}}"#,
        #"{"id":6,"jsonrpc":"2.0","method":"textDocument/rename","params":{"newName":"start""#
            + #","position":{"character":3,"line":4},"textDocument":{"uri":"\#(uri)"}}}"#,
        #"{"jsonrpc":"2.0","method":"textDocument/didChange""#
            + #","params":{"contentChanges":[{"range":{"end":{"line":2,"character":10},"start":{"line":2"#
            + #","character":6}},"text":"hme"}],"textDocument":{"uri":"\#(uri)","version":2}}}"#,
        #"{"id":7,"jsonrpc":"2.0","method":"textDocument/codeAction","params":{"context":{"diagnostics":[]"#
            + #","only":["quickfix"]},"range":{"end":{"line":2,"character":7},"start":{"line":2,"character":7}}"#
            + #","textDocument":{"uri":"\#(uri)"}}}"#,
        "{\"jsonrpc\": \"2.0\", \"id\": 8, \"method\": \"textDocument/hover\"",
        #"{"id":9,"jsonrpc":"2.0","method":"shutdown"}"#,
        #"{"jsonrpc":"2.0","method":"exit"}"#,
    ]

    private static let serverReplies: [String] = [
        #"{"jsonrpc":"2.0","id":1,"result":{"capabilities":{"textDocumentSync":{"openClose":true"#
            + #","change":2},"definitionProvider":true,"referencesProvider":true,"documentSymbolProvider":true"#
            + #","renameProvider":{"prepareProvider":true},"codeActionProvider":{"codeActionKinds":["quickfix"]}"#
            + #","completionProvider":{"triggerCharacters":[":"," "]},"hoverProvider":true}"#
            + #","serverInfo":{"name":"navgraph","version":"0.1.0"}}}"#,
        #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(uri)""#
            + #","version":1,"diagnostics":[]}}"#,
        #"{"jsonrpc":"2.0","id":2,"result":{"isIncomplete":false,"items":[{"label":"home","kind":7"#
            + #","detail":"🙂","filterText":"home","textEdit":{"range":{"start":{"line":2,"character":6}"#
            + #","end":{"line":2,"character":8}},"newText":"home"}}]}}"#,
        #"{"jsonrpc":"2.0","id":3,"result":{"contents":{"kind":"markdown""#
            + #","value":"**home**: screen titled “🙂”\n\nReached from:\n- the graph's root"}"#
            + #","range":{"start":{"line":4,"character":2},"end":{"line":4,"character":6}}}}"#,
        #"{"jsonrpc":"2.0","id":4,"result":{"uri":"\#(uri)","range":{"start":{"line":4,"character":2}"#
            + #","end":{"line":4,"character":6}}}}"#,
        #"{"jsonrpc":"2.0","id":5,"result":[{"uri":"\#(uri)","range":{"start":{"line":2,"character":6}"#
            + #","end":{"line":2,"character":10}}},{"uri":"\#(uri)","range":{"start":{"line":4,"character":2}"#
            + #","end":{"line":4,"character":6}}}]}"#,
        #"{"jsonrpc":"2.0","id":6,"result":{"changes":{"\#(uri)":[{"range":{"start":{"line":2"#
            + #","character":6},"end":{"line":2,"character":10}},"newText":"start"},{"range":{"start":{"line":4"#
            + #","character":2},"end":{"line":4,"character":6}},"newText":"start"}]}}}"#,
        #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(uri)""#
            + #","version":2,"diagnostics":[{"range":{"start":{"line":2,"character":6},"end":{"line":2"#
            + #","character":9}},"severity":1,"code":"NG201","source":"navgraph""#
            + #","message":"root names unknown screen or container 'hme'""#
            + #","relatedInformation":[{"location":{"uri":"\#(uri)","range":{"start":{"line":2,"character":6}"#
            + #","end":{"line":2,"character":9}}},"message":"did you mean 'home'?"}]}]}}"#,
        #"{"jsonrpc":"2.0","id":7,"result":[{"title":"Change to 'home'","kind":"quickfix""#
            + #","diagnostics":[{"range":{"start":{"line":2,"character":6},"end":{"line":2,"character":9}}"#
            + #","severity":1,"code":"NG201","source":"navgraph""#
            + #","message":"root names unknown screen or container 'hme'""#
            + #","relatedInformation":[{"location":{"uri":"\#(uri)","range":{"start":{"line":2,"character":6}"#
            + #","end":{"line":2,"character":9}}},"message":"did you mean 'home'?"}]}],"isPreferred":true"#
            + #","edit":{"changes":{"\#(uri)":[{"range":{"start":{"line":2,"character":6},"end":{"line":2"#
            + #","character":9}},"newText":"home"}]}}}]}"#,
        #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"the message is not JSON text"}}"#,
        #"{"jsonrpc":"2.0","id":9,"result":null}"#,
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
