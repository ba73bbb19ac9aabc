import JSON
import RPCTestSupport
import Testing

/// Limits and malformed input: each case gets an error where one can be sent, a line on stderr,
/// and the server keeps serving the next frame where the framing allows it.
@Suite("Limits and bad input over pipes")
struct BadInputTests {
    /// A request the server must still answer after the bad input.
    static let probe = #"{"jsonrpc":"2.0","id":"probe","method":"host/echo","params":{"ok":true}}"#

    func expectProbeAnswered(_ server: ServerProcess, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        server.send(Self.probe)
        let response = try await server.readMessage()
        #expect(response["id"] == "probe", sourceLocation: sourceLocation)
    }

    @Test(arguments: framings)
    func invalidUTF8IsAParseError(framing: ClientFraming) async throws {
        try await withServer(framing) { server async throws in
            let body = Array(#"{"jsonrpc":"2.0","id":1,"method":"host/echo","params":{"s":""#.utf8) + [0xC3, 0x28] + Array(#""}}"#.utf8)
            server.sendRaw(framing.frame(body))
            let response = try await server.readMessage()
            #expect(errorCode(response) == -32700)
            #expect(response["error"]?["data"]?["reason"] == "invalidUTF8")
            try await expectProbeAnswered(server)
            #expect(server.standardError.contains("UTF-8"))
        }
    }

    @Test(arguments: framings)
    func nestingPastTheLimitIsRefused(framing: ClientFraming) async throws {
        try await withServer(framing) { server async throws in
            let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
            server.send(#"{"jsonrpc":"2.0","id":1,"method":"host/echo","params":"# + deep + "}")
            let response = try await server.readMessage()
            #expect(errorCode(response) == -32600)
            #expect(response["error"]?["data"]?["reason"] == "tooDeep")
            try await expectProbeAnswered(server)
        }
    }

    @Test(arguments: framings)
    func messageOverTheSizeLimitIsRefusedAndSkipped(framing: ClientFraming) async throws {
        try await withServer(framing, arguments: ["serve", "--max-message-bytes", "1000"]) { server async throws in
            let big = String(repeating: "x", count: 5000)
            server.send(#"{"jsonrpc":"2.0","id":1,"method":"host/echo","params":{"s":"\#(big)"}}"#)
            let response = try await server.readMessage()
            #expect(errorCode(response) == -32600)
            #expect(response["error"]?["data"]?["reason"] == "tooLarge")
            try await expectProbeAnswered(server)
            #expect(server.standardError.contains("exceeds the limit of 1000 bytes"))
        }
    }

    @Test(arguments: framings)
    func streamCutMidFrameIsReportedAndExitsWithOne(framing: ClientFraming) async throws {
        try await withServer(framing) { server async throws in
            let full = framing.frame(#"{"jsonrpc":"2.0","id":1,"method":"host/echo","params":{"s":"잘린"}}"#)
            server.sendRaw(Array(full.prefix(full.count - 8)))
            server.closeInput()
            let messages = try await server.readUntilClosed()
            #expect(messages.count == 1)
            #expect(messages.first.flatMap(errorCode) == -32700)
            #expect(try await server.waitForExit() == 1)
        }
    }

    @Test
    func newlineFramedLastLineWithoutNewlineIsStillServed() async throws {
        try await withServer(.newline) { server async throws in
            server.sendRaw(Self.probe)
            server.closeInput()
            let messages = try await server.readUntilClosed()
            #expect(messages.first?["id"] == "probe")
        }
    }

    @Test
    func newlineFramedGarbageLineCostsOneError() async throws {
        try await withServer(.newline) { server async throws in
            server.sendRaw("this is not json\n\n   \r\n")
            #expect(errorCode(try await server.readMessage()) == -32700)
            try await expectProbeAnswered(server)
        }
    }

    @Test
    func newlineFramedCRLFLinesAreAccepted() async throws {
        try await withServer(.newline) { server async throws in
            server.sendRaw(Self.probe + "\r\n")
            #expect(try await server.readMessage()["id"] == "probe")
        }
    }
}

/// Content-Length specifics: lying lengths, header problems, garbage between frames.
@Suite("Content-Length framing over pipes")
struct ContentLengthTests {
    let probe = BadInputTests.probe

    func start() async throws -> ServerProcess {
        let server = try ServerProcess(framing: .contentLength)
        try await server.initialize()
        return server
    }

    func expectProbeAnswered(_ server: ServerProcess, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        server.send(probe)
        #expect(try await server.readMessage()["id"] == "probe", sourceLocation: sourceLocation)
    }

    @Test
    func lengthCountsBytesNotCharacters() async throws {
        let server = try await start()
        let body = #"{"jsonrpc":"2.0","id":1,"method":"host/echo","params":{"t":"\#(korean)\#(zwjEmoji)"}}"#
        server.sendRaw("Content-Length: \(body.utf8.count)\r\n\r\n\(body)")
        let response = try await server.readMessage()
        #expect(response["result"]?["t"] == .string(korean + zwjEmoji))
        try await expectProbeAnswered(server)
    }

    @Test
    func headerNamesAreCaseInsensitiveAndContentTypeIsAccepted() async throws {
        let server = try await start()
        for contentType in ["application/vscode-jsonrpc; charset=utf-8", "application/vscode-jsonrpc; charset=utf8", "application/json"] {
            server.sendRaw("Content-Type: \(contentType)\r\ncontent-length: \(probe.utf8.count)\r\n\r\n\(probe)")
            #expect(try await server.readMessage()["id"] == "probe", "\(contentType)")
        }
        server.sendRaw("CONTENT-LENGTH:\(probe.utf8.count)\r\n\r\n\(probe)")
        #expect(try await server.readMessage()["id"] == "probe")
    }

    @Test
    func otherCharsetIsRefusedAndItsBodySkipped() async throws {
        let server = try await start()
        server.sendRaw("Content-Length: \(probe.utf8.count)\r\nContent-Type: application/json; charset=utf-16\r\n\r\n\(probe)")
        let response = try await server.readMessage()
        #expect(errorCode(response) == -32700)
        #expect(response["error"]?["data"]?["reason"] == "unsupportedCharset")
        try await expectProbeAnswered(server)
    }

    @Test(arguments: ["-5", "abc", "12x", "", "99999999999999999999"])
    func malformedLengthIsAnErrorAndTheServerResynchronises(length: String) async throws {
        let server = try await start()
        server.sendRaw("Content-Length: \(length)\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"host/echo\"}")
        let response = try await server.readMessage()
        #expect(errorCode(response) == -32700)
        #expect(response["error"]?["data"]?["reason"] == "invalidContentLength")
        try await expectProbeAnswered(server)
        #expect(server.standardError.contains("invalid Content-Length"))
    }

    @Test
    func missingLengthIsAnErrorAndTheServerResynchronises() async throws {
        let server = try await start()
        server.sendRaw("Content-Type: application/json\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"host/echo\"}")
        #expect(try await server.readMessage()["error"]?["data"]?["reason"] == "missingContentLength")
        try await expectProbeAnswered(server)
    }

    @Test
    func lengthTooShortCostsErrorsThenTheNextFrameIsServed() async throws {
        let server = try await start()
        let body = #"{"jsonrpc":"2.0","id":1,"method":"host/echo","params":{}}"#
        server.sendRaw("Content-Length: \(body.utf8.count - 10)\r\n\r\n\(body)")
        #expect(errorCode(try await server.readMessage()) == -32700)  // the truncated body
        #expect(try await server.readMessage()["error"]?["data"]?["reason"] == "garbage")  // its tail
        try await expectProbeAnswered(server)
    }

    @Test
    func lengthTooLongSwallowsTheNextFrameThenResynchronises() async throws {
        let server = try await start()
        let body = #"{"jsonrpc":"2.0","id":1,"method":"host/echo","params":{}}"#
        server.sendRaw("Content-Length: \(body.utf8.count + 30)\r\n\r\n\(body)")
        server.send(probe)  // its first 30 bytes complete the lying frame
        #expect(errorCode(try await server.readMessage()) == -32700)
        #expect(errorCode(try await server.readMessage()) == -32700)  // the swallowed frame's tail
        try await expectProbeAnswered(server)
    }

    @Test
    func lengthTooLongThenEndOfInputIsReportedAsTruncated() async throws {
        let server = try await start()
        server.sendRaw("Content-Length: 500\r\n\r\n{\"jsonrpc\":\"2.0\"}")
        server.closeInput()
        let messages = try await server.readUntilClosed()
        #expect(messages.map { $0["error"]?["data"]?["reason"] } == ["truncated"])
        #expect(try await server.waitForExit() == 1)
        #expect(server.standardError.contains("stream ended inside a frame"))
    }

    @Test
    func headersWithoutABodyAreReportedAtEndOfInput() async throws {
        let server = try await start()
        server.sendRaw("Content-Length: 40\r\n\r\n")
        server.closeInput()
        let messages = try await server.readUntilClosed()
        #expect(messages.map { $0["error"]?["data"]?["reason"] } == ["truncated"])
        #expect(try await server.waitForExit() == 1)
    }

    @Test
    func garbageBetweenFramesCostsOneErrorPerRun() async throws {
        let server = try await start()
        server.sendRaw("\r\n\r\n")  // whitespace between frames is fine
        try await expectProbeAnswered(server)
        server.sendRaw("garbage! {not a header} \u{1F600}\n more garbage\n")
        server.send(probe)
        #expect(try await server.readMessage()["error"]?["data"]?["reason"] == "garbage")
        #expect(try await server.readMessage()["id"] == "probe")
        #expect(server.standardError.contains("unexpected bytes"))
    }

    @Test
    func zeroLengthBodyIsAParseError() async throws {
        let server = try await start()
        server.sendRaw("Content-Length: 0\r\n\r\n")
        #expect(errorCode(try await server.readMessage()) == -32700)
        try await expectProbeAnswered(server)
    }
}
