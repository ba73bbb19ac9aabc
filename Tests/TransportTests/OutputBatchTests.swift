@testable import Transport
import RPCTestSupport
import Synchronization
import Testing

// MARK: - Output held for the end of a thread's batch

@Test func framesQueuedInABatchLeaveInOrderInOneWriteAtItsEnd() async throws {
    let (queue, sink, writer) = await Sink.idleQueue(.newline) { _ in true }

    let writtenInside = try await runBlocking {
        OutputBatch.run {
            for index in 0..<5 { queue.enqueue(Array("r\(index)".utf8)) }
            return sink.bytes.withLock { $0 }
        }
    }
    #expect(writtenInside.isEmpty, "held until the batch ends")
    let bytes = sink.bytes.withLock { $0 }
    let directWrites = sink.directWrites.load(ordering: .relaxed)
    #expect(String(decoding: bytes, as: UTF8.self) == "r0\nr1\nr2\nr3\nr4\n")
    #expect(directWrites == 1)
    queue.close()
    try await writer.value
}

@Test func aFrameWhoseWriteIsAwaitedIsNotHeldAndTakesTheHeldOnesAlong() async throws {
    let (queue, sink, writer) = await Sink.idleQueue(.newline) { _ in true }

    let (writtenInside, receiptCame) = try await runBlocking {
        OutputBatch.run {
            let written = Atomic<Bool>(false)
            queue.enqueue(Array("reply".utf8))
            queue.enqueue(Array("note".utf8), onWritten: { written.store(true, ordering: .relaxed) })
            return (sink.bytes.withLock { $0 }, written.load(ordering: .relaxed))
        }
    }
    // Someone waiting for a write must not wait for the batch (it may be the batching thread).
    #expect(String(decoding: writtenInside, as: UTF8.self) == "reply\nnote\n")
    #expect(receiptCame)
    let directWrites = sink.directWrites.load(ordering: .relaxed)
    #expect(directWrites == 1)
    queue.close()
    try await writer.value
}

@Test func flushInsideABatchWritesWhatItHeldAndTheBatchGoesOn() async throws {
    let (queue, sink, writer) = await Sink.idleQueue(.newline) { _ in true }

    let (afterFlush, beforeEnd) = try await runBlocking {
        OutputBatch.run {
            queue.enqueue(Array("a".utf8))
            OutputBatch.flush()
            let afterFlush = sink.bytes.withLock { $0 }
            queue.enqueue(Array("b".utf8))
            return (afterFlush, sink.bytes.withLock { $0 })
        }
    }
    #expect(String(decoding: afterFlush, as: UTF8.self) == "a\n")
    #expect(String(decoding: beforeEnd, as: UTF8.self) == "a\n", "b is held again")
    let bytes = sink.bytes.withLock { $0 }
    #expect(String(decoding: bytes, as: UTF8.self) == "a\nb\n")
    queue.close()
    try await writer.value
}

@Test func aNestedBatchIsPartOfTheOuterOne() async throws {
    let (queue, sink, writer) = await Sink.idleQueue(.newline) { _ in true }

    let afterInner = try await runBlocking {
        OutputBatch.run {
            OutputBatch.run { queue.enqueue(Array("inner".utf8)) }
            return sink.bytes.withLock { $0 }
        }
    }
    #expect(afterInner.isEmpty)
    let bytes = sink.bytes.withLock { $0 }
    #expect(String(decoding: bytes, as: UTF8.self) == "inner\n")
    queue.close()
    try await writer.value
}

@Test func anotherThreadsFramesAreNotHeldByABatch() async throws {
    let (queue, sink, writer) = await Sink.idleQueue(.newline) { _ in true }

    let writtenFromOtherThread = try await runBlocking {
        OutputBatch.run {
            queue.enqueue(Array("held".utf8))
            // Another thread's frame goes at once, taking the held one along before it.
            let other = DetachedThread.start { queue.enqueue(Array("other".utf8)) }
            precondition(other, "a thread to enqueue from")
            while sink.bytes.withLock({ $0.isEmpty }) {}
            return sink.bytes.withLock { $0 }
        }
    }
    #expect(String(decoding: writtenFromOtherThread, as: UTF8.self) == "held\nother\n")
    queue.close()
    try await writer.value
}

// MARK: - Any queue that waits for a batch

@Test func eachQueueHearsOfTheBatchsEndOnceHoweverOftenItAsked() async throws {
    final class Counting: BatchedOutput, Sendable {
        let ends = Atomic<Int>(0)
        func batchEnded() { ends.add(1, ordering: .relaxed) }
    }
    let first = Counting(), second = Counting()
    let (outside, inside) = try await runBlocking {
        let outside = OutputBatch.deferring(first)
        let inside = OutputBatch.run {
            [OutputBatch.deferring(first), OutputBatch.deferring(second), OutputBatch.deferring(first)]
        }
        return (outside, inside)
    }
    #expect(!outside, "no batch: the caller starts its output itself")
    #expect(inside == [true, true, true])
    #expect(first.ends.load(ordering: .relaxed) == 1)
    #expect(second.ends.load(ordering: .relaxed) == 1)
}

// MARK: - Bodies written in place

/// A body written in place (`enqueue(bodyCount:writingBody:)`) frames as the same body queued as
/// an array: inside a batch, made on the stack and held with the arrays around it; outside one,
/// sent as an array would be.
@Test(arguments: [Framing.newline, .contentLength])
func aBodyWrittenInPlaceIsFramedAsTheSameArrayWouldBe(_ framing: Framing) async throws {
    let (queue, sink, writer) = await Sink.idleQueue(framing) { _ in true }
    @Sendable func writeInPlace(_ text: String) {
        let body = Array(text.utf8)
        queue.enqueue(bodyCount: body.count) { buffer in buffer.copyBytes(from: body) }
    }

    let writtenInside = try await runBlocking {
        OutputBatch.run {
            queue.enqueue(Array("before".utf8))
            writeInPlace(#"{"id":1}"#)
            queue.enqueue(Array("after".utf8))
            return sink.bytes.withLock { $0 }
        }
    }
    #expect(writtenInside.isEmpty, "held until the batch ends")
    try await runBlocking { writeInPlace("outside") }
    var expected: [UInt8] = []
    for body in ["before", #"{"id":1}"#, "after", "outside"] { framing.frame(Array(body.utf8), into: &expected) }
    try await runBlocking { queue.drain() }
    #expect(sink.bytes.withLock { $0 } == expected)
    queue.close()
    try await writer.value
}
