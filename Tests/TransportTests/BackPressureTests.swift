import Foundation
import JSON
import RPCTestSupport
import Synchronization
import Testing

@Suite("Back-pressure over pipes")
struct BackPressureTests {
    /// A client that stops reading: the server must stop reading too (so the client's writes
    /// stall), keep its memory bounded, and deliver every response once the client drains.
    @Test(arguments: framings)
    func serverStopsReadingWhileTheClientDoesNotDrain(framing: ClientFraming) async throws {
        let server = try ServerProcess(framing: framing, arguments: ["serve", "--max-queued-output", "256K"])
        try await server.initialize()
        let baseline = try #require(server.residentKilobytes)
        let count = 1000
        let payload = String(repeating: "가", count: 3000)  // 9 KB of UTF-8 per request, 9 MB in all
        var stream: [UInt8] = []
        for id in 0..<count {
            stream += framing.frame(#"{"jsonrpc":"2.0","id":\#(id),"method":"host/echo","params":{"p":"\#(payload)"}}"#)
        }
        let written = Atomic<Int>(0)
        let done = Atomic<Bool>(false)
        let chunks = stride(from: 0, to: stream.count, by: 64 << 10).map { Array(stream[$0..<min($0 + (64 << 10), stream.count)]) }
        let writer = Thread { [chunks] in
            for chunk in chunks {
                server.sendRaw(chunk)
                written.add(chunk.count, ordering: .relaxed)
            }
            done.store(true, ordering: .releasing)
        }
        writer.start()

        // Wait until the client's writes stall: no progress for 300 ms (bounded by 5 s, so a slow
        // machine delays the test instead of failing it).
        var stalledAt = -1
        var unchangedSince = Date()
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            try await Task.sleep(for: .milliseconds(50))
            let now = written.load(ordering: .relaxed)
            if now != stalledAt {
                stalledAt = now
                unchangedSince = Date()
            } else if Date().timeIntervalSince(unchangedSince) > 0.3 {
                break
            }
        }
        let finishedEarly = done.load(ordering: .acquiring)
        #expect(!finishedEarly, "the server kept reading although nobody read its output")
        #expect(stalledAt < stream.count / 4)
        let peak = try #require(server.residentKilobytes)
        print("back-pressure: baseline \(baseline) KiB, while stalled \(peak) KiB, client wrote \(stalledAt) of \(stream.count) bytes")
        #expect(peak - baseline < 24 * 1024, "RSS grew from \(baseline) KiB to \(peak) KiB while output was not drained")

        var seen = Set<Int64>()
        for _ in 0..<count {
            let response = try await server.readMessage()
            #expect(response["result"]?["p"]?.stringValue?.count == payload.count)
            if let id = response["id"]?.integerValue { seen.insert(id) }
        }
        #expect(seen.count == count)
        let finished = done.load(ordering: .acquiring)
        #expect(finished)
        let after = try #require(server.residentKilobytes)
        #expect(after - baseline < 24 * 1024, "RSS \(after) KiB after draining, baseline \(baseline) KiB")
    }
}

/// A client that sends faster than requests complete: past `--max-requests-in-flight`, the
/// server stops reading until some are answered, so it never holds an unbounded number.
@Suite struct RequestsInFlightLimitTests {
    @Test(arguments: framings)
    func readingPausesWhileTooManyRequestsAreUnanswered(framing: ClientFraming) async throws {
        try await withServer(framing, arguments: ["serve", "--max-requests-in-flight", "2"]) { server async throws in
            server.request(1, "host/echo", ["delayMs": 400, "slow": 1])
            server.request(2, "host/echo", ["delayMs": 400, "slow": 2])
            // Read only once one of the two slow ones is answered, so answered after it (without
            // the limit it would be read at once and answered first).
            server.request(3, "host/echo", ["delayMs": 0, "fast": 3])
            let messages = try await server.readMessages(3)
            let ids = messages.compactMap { $0["id"]?.integerValue }
            #expect(Set(ids) == [1, 2, 3])
            #expect(ids.first != 3, "the third request was answered before either slow one: \(ids)")
        }
    }

    @Test func theLimitMustBeAPositiveInteger() async throws {
        try await withServer(.newline, arguments: ["serve", "--max-requests-in-flight", "0"], initialize: false) { server async throws in
            #expect(try await server.waitForExit() == 2)
            #expect(server.standardError.contains("--max-requests-in-flight expects a positive integer"))
        }
    }
}
