@testable import Transport
import RPCTestSupport
import Synchronization
import Testing

// MARK: - Frames written by their producer while the writer thread is idle

/// What reached "the client": the bytes in the order they were written, by either writer (also
/// `OutputQueueHoldTests`).
final class Sink: Sendable {
    let bytes = Mutex<[UInt8]>([])
    let directWrites = Atomic<Int>(0)
    let offers = Atomic<Int>(0)

    /// Lets `queue`'s producers write here directly whenever `canWrite` says the pipe has room.
    func acceptDirectWrites(from queue: OutputQueue, when canWrite: @escaping @Sendable () -> Bool) {
        queue.setDirectWriter(OutputQueue.DirectWriter(
            canWriteWithoutBlocking: { _ in canWrite() },
            write: { bytes in
                self.directWrites.add(1, ordering: .relaxed)
                self.bytes.withLock { $0.append(contentsOf: bytes) }
            }))
    }

    /// The writer thread: takes what `queue` holds and appends it here until the queue closes.
    func startWriterThread(for queue: OutputQueue) -> Task<Void, any Error> {
        Task {
            try await runBlocking {
                var buffer: [UInt8] = []
                var segments: [[UInt8]] = []
                while queue.take(into: &buffer, segments: &segments) {
                    let written = segments.reduce(buffer.count) { $0 + $1.count }
                    self.bytes.withLock { bytes in
                        for segment in segments { bytes.append(contentsOf: segment) }
                        bytes.append(contentsOf: buffer)
                    }
                    queue.wrote(written)
                }
            }
        }
    }
}

extension Sink {
    /// A queue in `framing` writing here, directly whenever `canWrite` says so, and its writer
    /// thread, returned once that thread sleeps with nothing queued.
    static func idleQueue(
        _ framing: Framing, canWrite: @escaping @Sendable (Sink) -> Bool
    ) async -> (queue: OutputQueue, sink: Sink, writer: Task<Void, any Error>) {
        let queue = OutputQueue()
        queue.setFraming(framing)
        let sink = Sink()
        sink.acceptDirectWrites(from: queue) { canWrite(sink) }
        let writer = sink.startWriterThread(for: queue)
        while !queue.writerIsWaiting { await Task.yield() }
        return (queue, sink, writer)
    }
}

@Test func framesLeaveInTheirProducersOrderWhetherWrittenDirectlyOrByTheWriterThread() async throws {
    let queue = OutputQueue()
    queue.setFraming(.newline)
    let sink = Sink()
    // Every third offer is refused, as a full pipe would: those frames go through the writer.
    sink.acceptDirectWrites(from: queue) { sink.offers.add(1, ordering: .relaxed).newValue % 3 != 0 }
    let writer = sink.startWriterThread(for: queue)
    // Two producers at once, each numbering its frames; every frame's receipt must come.
    let receipts = Atomic<Int>(0)
    try await runBlocking {
        for index in 0..<2000 { queue.enqueue(Array("a\(index)".utf8), onWritten: { receipts.add(1, ordering: .relaxed) }) }
    }
    async let other: Void = runBlocking {
        for index in 0..<2000 { queue.enqueue(Array("b\(index)".utf8), onWritten: { receipts.add(1, ordering: .relaxed) }) }
    }
    try await runBlocking {
        for index in 2000..<4000 { queue.enqueue(Array("a\(index)".utf8), onWritten: { receipts.add(1, ordering: .relaxed) }) }
    }
    try await other
    try await runBlocking { queue.drain() }
    queue.close()
    try await writer.value

    let lines = String(decoding: sink.bytes.withLock { $0 }, as: UTF8.self).split(separator: "\n")
    #expect(lines.filter { $0.hasPrefix("a") } == (0..<4000).map { "a\($0)"[...] })
    #expect(lines.filter { $0.hasPrefix("b") } == (0..<2000).map { "b\($0)"[...] })
    let receiptCount = receipts.load(ordering: .relaxed)
    #expect(lines.count == 6000)
    #expect(receiptCount == 6000)
}

@Test func aFrameEnqueuedWhileTheWriterSleepsIsWrittenByItsProducer() async throws {
    // The event waited for: the writer thread asleep with nothing queued.
    let (queue, sink, writer) = await Sink.idleQueue(.newline) { _ in true }
    let written = Atomic<Bool>(false)
    queue.enqueue(Array("x".utf8), onWritten: { written.store(true, ordering: .relaxed) })
    // Written before `enqueue` returned, by this thread, receipt included.
    let bytes = sink.bytes.withLock { $0 }
    let directWrites = sink.directWrites.load(ordering: .relaxed)
    let receiptCame = written.load(ordering: .relaxed)
    #expect(bytes == Array("x\n".utf8))
    #expect(directWrites == 1)
    #expect(receiptCame)
    queue.close()
    try await writer.value
}

// MARK: - Large bodies, queued as they are

@Test(arguments: [Framing.newline, .contentLength])
func aLargeBodyLeavesBetweenTheSmallFramesAroundItWithItsFraming(framing: Framing) async throws {
    let queue = OutputQueue()
    queue.setFraming(framing)
    let sink = Sink()
    let large = Array(repeating: UInt8(ascii: "x"), count: OutputQueue.separateBodyBytes * 3)
    let receipts = Atomic<Int>(0)
    // Queued before the writer starts, so all of them wait together.
    for body in [Array("a".utf8), large, Array("b".utf8), large, large] {
        queue.enqueue(body, onWritten: { receipts.add(1, ordering: .relaxed) })
    }
    let writer = sink.startWriterThread(for: queue)
    try await runBlocking { queue.drain() }
    queue.close()
    try await writer.value

    var expected: [UInt8] = []
    for body in [Array("a".utf8), large, Array("b".utf8), large, large] { framing.frame(body, into: &expected) }
    let bytes = sink.bytes.withLock { $0 }
    #expect(bytes.count == expected.count)
    #expect(bytes == expected)
    #expect(receipts.load(ordering: .relaxed) == 5)
    #expect(queue.queuedBytes == 0)
}
