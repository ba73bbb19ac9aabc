@testable import Transport
import Synchronization
import Testing

@Suite struct EventQueueTests {
    @Test func aBacklogOverTheLimitIsDroppedWithALogLineAndItsCallbacksRun() {
        let lines = Mutex<[String]>([])
        let queue = EventQueue(limit: 100, name: "connection c1") { line in lines.withLock { $0.append(line.description) } }
        let written = Mutex(0)
        for _ in 0..<3 {
            queue.enqueue(Array(repeating: UInt8(ascii: "x"), count: 30)) { written.withLock { $0 += 1 } }
        }
        // Each event is 38 bytes framed ("data: " + 30 + "\n\n"): the third passes 100.
        #expect(queue.queuedBytes == 0)
        #expect(written.withLock { $0 } == 3)
        #expect(lines.withLock { $0.count } == 1)
        #expect(lines.withLock { $0.first?.contains("connection c1") } == true)
        // Discarded, not queued, until a stream opens.
        queue.enqueue(Array("{}".utf8)) { written.withLock { $0 += 1 } }
        #expect(queue.queuedBytes == 0)
        #expect(written.withLock { $0 } == 4)
    }

    @Test func onceTheConnectionIsEndingAnEventCountsAsWrittenWhenQueued() {
        let queue = EventQueue(limit: 1000, name: "c") { _ in }
        let written = Mutex(0)
        queue.enqueue(Array("{}".utf8)) { written.withLock { $0 += 1 } }
        #expect(written.withLock { $0 } == 0, "no stream has taken it")
        queue.beginEnding()
        #expect(written.withLock { $0 } == 1)
        queue.enqueue(Array("{}".utf8)) { written.withLock { $0 += 1 } }
        #expect(written.withLock { $0 } == 2)
        // Still queued for a stream that opens before the connection goes.
        #expect(queue.queuedBytes == 2 * "data: {}\n\n".utf8.count)
    }

    @Test func afterFinishTheOpenStreamSendsWhatIsQueuedAndThenEnds() {
        let queue = EventQueue(limit: 1000, name: "c") { _ in }
        let stream = queue.openStream {}
        queue.enqueue(Array("{\"last\":1}".utf8))
        queue.finish()
        var buffer = [UInt8](repeating: 0, count: 64)
        let first = buffer.withUnsafeMutableBytes { queue.take(into: $0, stream: stream) }
        guard case .bytes(let count) = first else {
            Issue.record("expected the queued event, got \(first)")
            return
        }
        #expect(String(decoding: buffer[..<count], as: UTF8.self) == "data: {\"last\":1}\n\n")
        let next = buffer.withUnsafeMutableBytes { queue.take(into: $0, stream: stream) }
        guard case .ended = next else {
            Issue.record("expected the stream to end, got \(next)")
            return
        }
        // Nothing is queued after the end.
        let written = Mutex(false)
        queue.enqueue(Array("{}".utf8)) { written.withLock { $0 = true } }
        #expect(queue.queuedBytes == 0)
        #expect(written.withLock { $0 })
    }

    @Test func finishWithoutAStreamDiscardsWhatIsQueued() {
        let queue = EventQueue(limit: 1000, name: "c") { _ in }
        let written = Mutex(false)
        queue.enqueue(Array("{}".utf8)) { written.withLock { $0 = true } }
        queue.finish()
        #expect(queue.queuedBytes == 0)
        #expect(written.withLock { $0 })
    }

    @Test func underTheLimitEventsWaitForAStream() {
        let queue = EventQueue(limit: 1000, name: "c") { _ in }
        queue.enqueue(Array("{\"a\":1}".utf8))
        #expect(queue.queuedBytes == "data: {\"a\":1}\n\n".utf8.count)
        queue.close()
        #expect(queue.queuedBytes == 0)
    }
}
