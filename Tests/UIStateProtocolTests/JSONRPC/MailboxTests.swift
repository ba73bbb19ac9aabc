import JSON
@testable import UIStateProtocol
import Testing

/// Requests queued in one `RequestMailbox` (`HandlerReply.queued`): the path of requests to one
/// store, run by one drainer task instead of a task each.
@Suite struct MailboxTests {
    /// `test/queued {"n": N}` records N when it runs; `{"n": N, "hang": true}` then waits until cancelled.
    /// `started` hears each N as it starts, so a test cancels a request known to be running.
    func makeRegistry(mailbox: RequestMailbox, ran: Locked<[Int64]>,
                      started: AsyncStream<Int64>.Continuation? = nil) -> MethodRegistry {
        var registry = MethodRegistry()
        registry.register("test/queued") { params, _ in
            let n = params?["n"]?.integerValue ?? 0
            let hangs = params?["hang"] == true
            return .queued(mailbox) {
                ran.withLock { $0.append(n) }
                started?.yield(n)
                if hangs { try await Task.sleep(for: .seconds(3600)) }
                return .value(.integer(n))
            }
        }
        return registry
    }

    /// An initialized connection over one fresh mailbox, what ran, and each N as it starts.
    func initializedHarness() async throws -> (ConnectionHarness, Locked<[Int64]>, AsyncStream<Int64>.Iterator) {
        let ran = Locked<[Int64]>([])
        let (started, onStart) = AsyncStream.makeStream(of: Int64.self)
        let harness = ConnectionHarness(registry: makeRegistry(mailbox: RequestMailbox(), ran: ran, started: onStart))
        try await harness.initialize()
        return (harness, ran, started.makeAsyncIterator())
    }

    @Test func requestsInOneMailboxRunAndAnswerInArrivalOrder() async throws {
        let ran = Locked<[Int64]>([])
        let harness = ConnectionHarness(registry: makeRegistry(mailbox: RequestMailbox(), ran: ran))
        try await harness.initialize()
        for id in Int64(1)...200 { harness.request(id, "test/queued", #"{"n":\#(id)}"#) }
        var answered: [Int64] = []
        for _ in 1...200 { answered.append(try await harness.next()["id"]?.integerValue ?? -1) }
        #expect(answered == Array(1...200))
        #expect(ran.withLock { $0 } == Array(1...200))
    }

    @Test func cancellingTheRunningRequestLeavesTheOnesBehindItUncancelled() async throws {
        let (harness, ran, started) = try await initializedHarness()
        var running = started
        harness.request(1, "test/queued", #"{"n":1,"hang":true}"#)
        harness.request(2, "test/queued", #"{"n":2,"hang":true}"#)
        harness.request(3, "test/queued", #"{"n":3}"#)
        #expect(await running.next() == 1)
        harness.receive(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":1}}"#)
        let first = try await harness.next()
        #expect(first["id"] == 1)
        #expect(first["error"]?["code"] == -32800)
        // 2 runs on a fresh drainer: it hangs until it is cancelled itself, then 3 runs.
        #expect(await running.next() == 2)
        harness.receive(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":2}}"#)
        let second = try await harness.next()
        #expect(second["id"] == 2)
        #expect(second["error"]?["code"] == -32800)
        let third = try await harness.next()
        #expect(third["id"] == 3)
        #expect(third["result"] == 3)
        #expect(ran.withLock { $0 } == [1, 2, 3])
    }

    @Test func aQueuedRequestCancelledBeforeItsTurnIsAnsweredWithoutRunning() async throws {
        let (harness, ran, started) = try await initializedHarness()
        var running = started
        harness.request(1, "test/queued", #"{"n":1,"hang":true}"#)
        harness.request(2, "test/queued", #"{"n":2}"#)
        harness.request(3, "test/queued", #"{"n":3}"#)
        harness.receive(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":2}}"#)
        #expect(await running.next() == 1)
        harness.receive(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":1}}"#)
        var answers: [JSONValue] = []
        for _ in 1...3 { answers.append(try await harness.next()) }
        #expect(answers.map { $0["id"] } == [1, 2, 3])
        #expect(answers.map { $0["error"]?["code"] } == [-32800, -32800, nil])
        #expect(ran.withLock { $0 } == [1, 3])
    }

    @Test func shutdownWaitsForQueuedRequests() async throws {
        let ran = Locked<[Int64]>([])
        let harness = ConnectionHarness(registry: makeRegistry(mailbox: RequestMailbox(), ran: ran))
        try await harness.initialize()
        harness.request(1, "test/queued", #"{"n":1,"hang":true}"#)
        harness.request(2, "test/queued", #"{"n":2}"#)
        harness.request(3, "shutdown")
        harness.receive(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":1}}"#)
        var answered: [JSONValue?] = []
        for _ in 1...3 { answered.append(try await harness.next()["id"]) }
        #expect(answered == [1, 2, 3])
    }
}
