import JSONValue
import RPCTestSupport
import Testing

/// Limits and malformed input: each case gets an error where one can be sent, a line on stderr,
/// and the server keeps serving the next frame where the framing allows it.
@Suite("Limits and bad input over pipes")
struct BadInputTests {
    /// A request the server must still answer after the bad input.
    static let probe = #"{"jsonrpc":"2.0","id":"probe","method":"host/echo","params":{"ok":true}}"#

    func expectProbeAnswered(_ server: ServerProcess, sourceLocation: SourceLocation = #_sourceLocation) throws {
        server.send(Self.probe)
        let response = try server.readMessage()
        #expect(response["id"] == "probe", sourceLocation: sourceLocation)
    }

    @Test(arguments: framings)
    func invalidUTF8IsAParseError(framing: ClientFraming) throws {
        try withServer(framing) { server throws in
            let body = Array(#"{"jsonrpc":"2.0","id":1,"method":"host/echo","params":{"s":""#.utf8) + [0xC3, 0x28] + Array(#""}}"#.utf8)
            server.sendRaw(framing.frame(body))
            let response = try server.readMessage()
            #expect(errorCode(response) == -32700)
            #expect(response["error"]?["data"]?["reason"] == "invalidUTF8")
            try expectProbeAnswered(server)
            #expect(server.standardError.contains("UTF-8"))
        }
    }

    @Test(arguments: framings)
    func nestingPastTheLimitIsRefused(framing: ClientFraming) throws {
        try withServer(framing) { server throws in
            let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
            server.send(#"{"jsonrpc":"2.0","id":1,"method":"host/echo","params":"# + deep + "}")
            let response = try server.readMessage()
            #expect(errorCode(response) == -32600)
            #expect(response["error"]?["data"]?["reason"] == "tooDeep")
            try expectProbeAnswered(server)
        }
    }

    @Test(arguments: framings)
    func messageOverTheSizeLimitIsRefusedAndSkipped(framing: ClientFraming) throws {
        try withServer(framing, arguments: ["serve", "--max-message-bytes", "1000"]) { server throws in
            let big = String(repeating: "x", count: 5000)
            server.send(#"{"jsonrpc":"2.0","id":1,"method":"host/echo","params":{"s":"\#(big)"}}"#)
            let response = try server.readMessage()
            #expect(errorCode(response) == -32600)
            #expect(response["error"]?["data"]?["reason"] == "tooLarge")
            try expectProbeAnswered(server)
            #expect(server.standardError.contains("exceeds the limit of 1000 bytes"))
        }
    }

    @Test(arguments: framings)
    func streamCutMidFrameIsReportedAndExitsWithOne(framing: ClientFraming) throws {
        try withServer(framing) { server throws in
            let full = framing.frame(#"{"jsonrpc":"2.0","id":1,"method":"host/echo","params":{"s":"잘린"}}"#)
            server.sendRaw(Array(full.prefix(full.count - 8)))
            server.closeInput()
            let messages = try server.readUntilClosed()
            #expect(messages.count == 1)
            #expect(messages.first.flatMap(errorCode) == -32700)
            #expect(try server.waitForExit() == 1)
        }
    }

    @Test
    func newlineFramedLastLineWithoutNewlineIsStillServed() throws {
        try withServer(.newline) { server throws in
            server.sendRaw(Self.probe)
            server.closeInput()
            let messages = try server.readUntilClosed()
            #expect(messages.first?["id"] == "probe")
        }
    }

    @Test
    func newlineFramedGarbageLineCostsOneError() throws {
        try withServer(.newline) { server throws in
            server.sendRaw("this is not json\n\n   \r\n")
            #expect(errorCode(try server.readMessage()) == -32700)
            try expectProbeAnswered(server)
        }
    }

    @Test
    func newlineFramedCRLFLinesAreAccepted() throws {
        try withServer(.newline) { server throws in
            server.sendRaw(Self.probe + "\r\n")
            #expect(try server.readMessage()["id"] == "probe")
        }
    }
}

/// Content-Length specifics: lying lengths, header problems, garbage between frames.
@Suite("Content-Length framing over pipes")
struct ContentLengthTests {
    let probe = BadInputTests.probe

    func start() throws -> ServerProcess {
        let server = try ServerProcess(framing: .contentLength)
        try server.initialize()
        return server
    }

    func expectProbeAnswered(_ server: ServerProcess, sourceLocation: SourceLocation = #_sourceLocation) throws {
        server.send(probe)
        #expect(try server.readMessage()["id"] == "probe", sourceLocation: sourceLocation)
    }

    @Test
    func lengthCountsBytesNotCharacters() throws {
        let server = try start()
        let body = #"{"jsonrpc":"2.0","id":1,"method":"host/echo","params":{"t":"\#(korean)\#(zwjEmoji)"}}"#
        server.sendRaw("Content-Length: \(body.utf8.count)\r\n\r\n\(body)")
        let response = try server.readMessage()
        #expect(response["result"]?["t"] == .string(korean + zwjEmoji))
        try expectProbeAnswered(server)
    }

    @Test
    func headerNamesAreCaseInsensitiveAndContentTypeIsAccepted() throws {
        let server = try start()
        for contentType in ["application/vscode-jsonrpc; charset=utf-8", "application/vscode-jsonrpc; charset=utf8", "application/json"] {
            server.sendRaw("Content-Type: \(contentType)\r\ncontent-length: \(probe.utf8.count)\r\n\r\n\(probe)")
            #expect(try server.readMessage()["id"] == "probe", "\(contentType)")
        }
        server.sendRaw("CONTENT-LENGTH:\(probe.utf8.count)\r\n\r\n\(probe)")
        #expect(try server.readMessage()["id"] == "probe")
    }

    @Test
    func otherCharsetIsRefusedAndItsBodySkipped() throws {
        let server = try start()
        server.sendRaw("Content-Length: \(probe.utf8.count)\r\nContent-Type: application/json; charset=utf-16\r\n\r\n\(probe)")
        let response = try server.readMessage()
        #expect(errorCode(response) == -32700)
        #expect(response["error"]?["data"]?["reason"] == "unsupportedCharset")
        try expectProbeAnswered(server)
    }

    @Test(arguments: ["-5", "abc", "12x", "", "99999999999999999999"])
    func malformedLengthIsAnErrorAndTheServerResynchronises(length: String) throws {
        let server = try start()
        server.sendRaw("Content-Length: \(length)\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"host/echo\"}")
        let response = try server.readMessage()
        #expect(errorCode(response) == -32700)
        #expect(response["error"]?["data"]?["reason"] == "invalidContentLength")
        try expectProbeAnswered(server)
        #expect(server.standardError.contains("invalid Content-Length"))
    }

    @Test
    func missingLengthIsAnErrorAndTheServerResynchronises() throws {
        let server = try start()
        server.sendRaw("Content-Type: application/json\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"host/echo\"}")
        #expect(try server.readMessage()["error"]?["data"]?["reason"] == "missingContentLength")
        try expectProbeAnswered(server)
    }

    @Test
    func lengthTooShortCostsErrorsThenTheNextFrameIsServed() throws {
        let server = try start()
        let body = #"{"jsonrpc":"2.0","id":1,"method":"host/echo","params":{}}"#
        server.sendRaw("Content-Length: \(body.utf8.count - 10)\r\n\r\n\(body)")
        #expect(errorCode(try server.readMessage()) == -32700)  // the truncated body
        #expect(try server.readMessage()["error"]?["data"]?["reason"] == "garbage")  // its tail
        try expectProbeAnswered(server)
    }

    @Test
    func lengthTooLongSwallowsTheNextFrameThenResynchronises() throws {
        let server = try start()
        let body = #"{"jsonrpc":"2.0","id":1,"method":"host/echo","params":{}}"#
        server.sendRaw("Content-Length: \(body.utf8.count + 30)\r\n\r\n\(body)")
        server.send(probe)  // its first 30 bytes complete the lying frame
        #expect(errorCode(try server.readMessage()) == -32700)
        #expect(errorCode(try server.readMessage()) == -32700)  // the swallowed frame's tail
        try expectProbeAnswered(server)
    }

    @Test
    func lengthTooLongThenEndOfInputIsReportedAsTruncated() throws {
        let server = try start()
        server.sendRaw("Content-Length: 500\r\n\r\n{\"jsonrpc\":\"2.0\"}")
        server.closeInput()
        let messages = try server.readUntilClosed()
        #expect(messages.map { $0["error"]?["data"]?["reason"] } == ["truncated"])
        #expect(try server.waitForExit() == 1)
        #expect(server.standardError.contains("stream ended inside a frame"))
    }

    @Test
    func headersWithoutABodyAreReportedAtEndOfInput() throws {
        let server = try start()
        server.sendRaw("Content-Length: 40\r\n\r\n")
        server.closeInput()
        let messages = try server.readUntilClosed()
        #expect(messages.map { $0["error"]?["data"]?["reason"] } == ["truncated"])
        #expect(try server.waitForExit() == 1)
    }

    @Test
    func garbageBetweenFramesCostsOneErrorPerRun() throws {
        let server = try start()
        server.sendRaw("\r\n\r\n")  // whitespace between frames is fine
        try expectProbeAnswered(server)
        server.sendRaw("garbage! {not a header} \u{1F600}\n more garbage\n")
        server.send(probe)
        #expect(try server.readMessage()["error"]?["data"]?["reason"] == "garbage")
        #expect(try server.readMessage()["id"] == "probe")
        #expect(server.standardError.contains("unexpected bytes"))
    }

    @Test
    func zeroLengthBodyIsAParseError() throws {
        let server = try start()
        server.sendRaw("Content-Length: 0\r\n\r\n")
        #expect(errorCode(try server.readMessage()) == -32700)
        try expectProbeAnswered(server)
    }
}
