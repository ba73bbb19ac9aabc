@testable import RPCTransport
import RPCTestSupport
import Synchronization
import Testing

// MARK: - Frames written by their producer while the writer thread is idle

/// What reached "the client": the bytes in the order they were written, by either writer.
private final class Sink: Sendable {
    let bytes = Mutex<[UInt8]>([])
    let directWrites = Atomic<Int>(0)
    let offers = Atomic<Int>(0)
}

@Test func framesLeaveInTheirProducersOrderWhetherWrittenDirectlyOrByTheWriterThread() async throws {
    let queue = OutputQueue()
    queue.setFraming(.newline)
    let sink = Sink()
    // Every third offer is refused, as a full pipe would: those frames go through the writer.
    queue.setDirectWriter(OutputQueue.DirectWriter(
        canWriteWithoutBlocking: { _ in sink.offers.add(1, ordering: .relaxed).newValue % 3 != 0 },
        write: { bytes in
            sink.directWrites.add(1, ordering: .relaxed)
            sink.bytes.withLock { $0.append(contentsOf: bytes) }
        }))
    let writer = Task {
        try await runBlocking {
            var buffer: [UInt8] = []
            while queue.take(into: &buffer) {
                sink.bytes.withLock { $0.append(contentsOf: buffer) }
                queue.wrote(buffer.count)
            }
        }
    }
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
    #expect(lines.count == 6000)
    #expect(receipts.load(ordering: .relaxed) == 6000)
    // Both ways were taken (the writer thread idles between frames of a sequential producer).
    #expect(sink.directWrites.load(ordering: .relaxed) > 0)
}
