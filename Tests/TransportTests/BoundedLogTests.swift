import JSON
import RPCTestSupport
import Testing

/// What a client sends never makes a log line or the host's memory grow with it.
@Suite("Bounded log lines over pipes")
struct BoundedLogTests {
    /// 10 MB: large enough that a value logged whole, or formatted through `Character`s, shows
    /// in the line and in the high-water mark many times over.
    static let idBytes = 10 << 20

    @Test(arguments: framings)
    func aTenMegabyteIdIsRefusedAndLoggedInAFewKilobytes(framing: ClientFraming) async throws {
        let (response, growth, stderr) = try await exchange(idBytes: Self.idBytes, framing: framing)
        #expect(errorCode(response) == -32600)
        #expect(response["id"] == .null)
        #expect(response["error"]?["data"]?["bytes"] == .integer(Int64(Self.idBytes)))
        let lines = stderr.split(separator: "\n")
        let logged = try #require(lines.first { $0.contains("invalid request") })
        #expect(logged.utf8.count < 4096)
        #expect(logged.contains("\(Self.idBytes) bytes"))
        #expect(lines.allSatisfy { $0.utf8.count < 4096 })

        // The id is blanked before the parse, so it costs less than a 10 MB member beside a small
        // id, which jansson holds twice, and less than 20 MB in all.
        let (_, readingAlone, _) = try await exchange(idBytes: 5, padding: Self.idBytes, framing: framing)
        #expect(growth < readingAlone, "a 10 MB id raised peak memory by \(growth) KiB, a 10 MB member with a small id by \(readingAlone) KiB")
        #expect(growth * 1024 < 20_000_000, "a 10 MB id raised peak memory by \(growth) KiB")
    }

    /// Sends one invalid request ("method" is not a string; with a long id, the id is refused
    /// first) and returns the reply, how much the server's peak resident memory grew
    /// meanwhile (KiB), and its stderr.
    private func exchange(idBytes: Int, padding: Int = 0, framing: ClientFraming) async throws -> (JSONValue, Int, String) {
        try await withServer(framing) { server async throws in
            let before = try #require(server.peakResidentKilobytes)
            // Built and written off the pool: 10 MB of text is seconds of work in a debug build
            // on a loaded machine, and the write blocks until the server has read it.
            try await runBlocking {
                var body = Array(#"{"jsonrpc":"2.0","id":""#.utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: idBytes)
                body += Array(#"","method":5"#.utf8)
                if padding > 0 {
                    body += Array(#","padding":""#.utf8) + [UInt8](repeating: UInt8(ascii: "p"), count: padding) + Array(#"""#.utf8)
                }
                server.sendRaw(framing.frame(body + Array("}".utf8)))
            }
            let reply = try await server.readBody()
            let response = try await runBlocking { try JSONValue(parsing: reply) }
            let after = try #require(server.peakResidentKilobytes)
            return (response, after - before, server.standardError)
        }
    }
}
