import Foundation
import Testing

@testable import navgraph

@Suite struct LanguageServerLifecycleTests {
    @Test func initializeAnswersIncrementalSyncAndExitAfterShutdownIsZero() throws {
        let run = try runLanguageServer(
            try initializeRequest() + lspMessage("initialized", [:]) + shutdownAndExit())
        #expect(run.status == 0)
        #expect(run.replies.count == 2)
        let result = try #require(run.replies.first?["result"] as? [String: Any])
        let capabilities = try #require(result["capabilities"] as? [String: Any])
        let sync = try #require(capabilities["textDocumentSync"] as? [String: Any])
        #expect(sync["change"] as? Int == 2)
        #expect(sync["openClose"] as? Bool == true)
        #expect(run.replies.first?["id"] as? Int == 1)
        #expect(run.replies.last?["id"] as? Int == 99)
        #expect(run.replies.last?.keys.contains("result") == true)
    }

    @Test func exitWithoutShutdownOrTheEndOfInputIsOne() throws {
        #expect(try runLanguageServer(try initializeRequest() + lspMessage("exit")).status == 1)
        #expect(try runLanguageServer(try initializeRequest()).status == 1)
        #expect(try runLanguageServer([]).status == 1)
    }

    @Test func requestsBeforeInitializeAreRefusedAndNotificationsDropped() throws {
        let run = try runLanguageServer(
            try lspMessage("textDocument/hover", id: 7, [:])
                + lspMessage(
                    "textDocument/didOpen",
                    ["textDocument": ["uri": "file:///x.navgraph.yaml", "version": 1, "text": "a: ["]])
                + initializeRequest() + shutdownAndExit())
        #expect(run.replies.count == 3)
        #expect(errorCode(run.replies[0]) == -32002)
        #expect(run.replies[0]["id"] as? Int == 7)
    }

    @Test func unknownRequestsAreMethodNotFoundAndUnknownNotificationsAreIgnored() throws {
        let run = try runLanguageServer(
            try initializeRequest() + lspMessage("$/cancelRequest", ["id": 3]) + lspMessage("workspace/nothing", id: 2)
                + shutdownAndExit())
        #expect(run.replies.count == 3)
        #expect(errorCode(run.replies[1]) == -32601)
        #expect(run.replies[1]["id"] as? Int == 2)
    }

    @Test func requestsAfterShutdownAndASecondInitializeAreInvalid() throws {
        let run = try runLanguageServer(
            try initializeRequest() + initializeRequest() + lspMessage("shutdown", id: 5)
                + lspMessage("textDocument/hover", id: 6, [:]) + lspMessage("exit"))
        #expect(run.status == 0)
        #expect(run.replies.map(errorCode) == [nil, -32600, nil, -32600])
    }

    @Test func malformedMessagesGetTheirErrorCodesAndTheServerGoesOn() throws {
        func raw(_ body: String) -> [UInt8] { Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8) }
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let run = try runLanguageServer(
            try initializeRequest() + raw("{not json") + raw(deep) + raw("[1, 2]") + raw(#"{"id": 4, "method": "x"}"#)
                + raw(#"{"jsonrpc": "2.0", "id": 5}"#) + raw(#"{"jsonrpc": "2.0", "id": [1], "method": "x"}"#)
                + raw(#"{"jsonrpc": "2.0", "id": "s", "method": 3}"#) + Array("Content-Length: x\r\n\r\n".utf8)
                + Array("Content-Length: 2\r\n\r\n".utf8) + [0xFF, 0xFE] + shutdownAndExit())
        #expect(run.status == 0)
        #expect(
            run.replies.map(errorCode) == [
                nil, -32700, -32700, -32600, -32600, -32600, -32600, -32600, -32700, -32700, nil,
            ])
        #expect(run.replies[4]["id"] as? Int == 4)
        #expect(run.replies[7]["id"] as? String == "s")
        #expect(run.replies[1]["id"] is NSNull)
    }

    @Test func anOversizeMessageIsAnInvalidRequestAndTheNextOneIsRead() throws {
        var input = try initializeRequest()
        input += Array("Content-Length: \(LanguageServerLoop.bodyLimit + 1)\r\n\r\n".utf8)
        input += [UInt8](repeating: 0x20, count: LanguageServerLoop.bodyLimit + 1)
        input += try shutdownAndExit()
        let run = try runLanguageServer(input)
        #expect(run.status == 0)
        #expect(run.replies.map(errorCode) == [nil, -32600, nil])
    }
}
