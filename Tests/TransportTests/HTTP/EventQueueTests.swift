import Transport
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

    @Test func underTheLimitEventsWaitForAStream() {
        let queue = EventQueue(limit: 1000, name: "c") { _ in }
        queue.enqueue(Array("{\"a\":1}".utf8))
        #expect(queue.queuedBytes == "data: {\"a\":1}\n\n".utf8.count)
        queue.close()
        #expect(queue.queuedBytes == 0)
    }
}
