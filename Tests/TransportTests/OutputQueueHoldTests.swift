@testable import Transport
import RPCTestSupport
import Synchronization
import Testing

// MARK: - Held frames, taken along by the next write

@Test func aHeldFrameLeavesWithTheNextFrameInOneWriteBeforeIt() async throws {
    let (queue, sink, writer) = await Sink.idleQueue(.contentLength) { _ in true }

    queue.hold(Array("reply".utf8))
    let heldBytes = sink.bytes.withLock { $0 }
    #expect(heldBytes.isEmpty, "held, not written")
    #expect(queue.queuedBytes > 0)
    let written = Atomic<Bool>(false)
    queue.enqueue(Array("note".utf8), onWritten: { written.store(true, ordering: .relaxed) })

    var expected: [UInt8] = []
    Framing.contentLength.frame(Array("reply".utf8), into: &expected)
    Framing.contentLength.frame(Array("note".utf8), into: &expected)
    let bytes = sink.bytes.withLock { $0 }
    let directWrites = sink.directWrites.load(ordering: .relaxed)
    let receiptCame = written.load(ordering: .relaxed)
    #expect(bytes == expected)
    #expect(directWrites == 1)
    #expect(receiptCame)
    #expect(queue.queuedBytes == 0)
    queue.close()
    try await writer.value
}

@Test func flushWritesAHeldFrameWhenNothingFollows() async throws {
    let (queue, sink, writer) = await Sink.idleQueue(.newline) { _ in true }

    queue.hold(Array("a".utf8))
    queue.hold(Array("b".utf8))
    queue.flush()
    let bytes = sink.bytes.withLock { $0 }
    let directWrites = sink.directWrites.load(ordering: .relaxed)
    #expect(bytes == Array("a\nb\n".utf8))
    #expect(directWrites == 1)
    queue.flush()
    let directWritesAfter = sink.directWrites.load(ordering: .relaxed)
    #expect(directWritesAfter == 1, "nothing left to flush")
    queue.close()
    try await writer.value
}

@Test func aHeldFrameTheDescriptorHasNoRoomForIsWrittenByTheWriterThread() async throws {
    let (queue, sink, writer) = await Sink.idleQueue(.newline) { _ in false }

    queue.hold(Array("a".utf8))
    queue.flush()
    try await runBlocking { queue.drain() }
    let bytes = sink.bytes.withLock { $0 }
    let directWrites = sink.directWrites.load(ordering: .relaxed)
    #expect(bytes == Array("a\n".utf8))
    #expect(directWrites == 0)
    queue.close()
    try await writer.value
}

@Test func heldAndWrittenFramesFromTwoProducersKeepEachProducersOrder() async throws {
    // Every third offer is refused, as a full pipe would.
    let (queue, sink, writer) = await Sink.idleQueue(.newline) { $0.offers.add(1, ordering: .relaxed).newValue % 3 != 0 }
    async let other: Void = runBlocking {
        for index in 0..<2000 {
            if index % 2 == 0 { queue.hold(Array("b\(index)".utf8)) } else { queue.enqueue(Array("b\(index)".utf8)) }
        }
    }
    try await runBlocking {
        for index in 0..<2000 {
            if index % 3 == 0 { queue.hold(Array("a\(index)".utf8)) } else { queue.enqueue(Array("a\(index)".utf8)) }
        }
    }
    try await other
    queue.flush()
    try await runBlocking { queue.drain() }
    queue.close()
    try await writer.value

    let lines = String(decoding: sink.bytes.withLock { $0 }, as: UTF8.self).split(separator: "\n")
    #expect(lines.filter { $0.hasPrefix("a") } == (0..<2000).map { "a\($0)"[...] })
    #expect(lines.filter { $0.hasPrefix("b") } == (0..<2000).map { "b\($0)"[...] })
}
