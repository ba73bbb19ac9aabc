@testable import Transport
import Foundation
import Testing
import RPCTestSupport

/// The stdio reader's buffer: what it holds and how much it keeps.
@Suite struct InputBufferTests {
    /// A file of `bytes` opened for reading (a regular file: reads never wait for a writer).
    func withFile<R>(holding bytes: [UInt8], _ body: (Int32) throws -> R) throws -> R {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("input-buffer-\(UUID().uuidString)")
        try writeTestFile(bytes, to: url.path)
        defer { try? FileManager.default.removeItem(at: url) }
        let fd = open(url.path, O_RDONLY)
        try #require(fd >= 0)
        defer { close(fd) }
        return try body(fd)
    }

    @Test func growsToHoldALargeMessageWholeAndGivesTheStorageBackOnceItIsConsumed() throws {
        let message = (0..<(3 * InputBuffer.largeCapacity)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let buffer = try #require(InputBuffer())
        let initial = buffer.capacity
        try withFile(holding: message) { fd in
            while buffer.read(from: fd) > 0 {}
        }
        #expect(buffer.count == message.count)
        #expect(buffer.withBytes { Array($0) } == message)
        #expect(buffer.capacity > InputBuffer.largeCapacity)
        buffer.consume(message.count - 10)
        #expect(buffer.withBytes { Array($0) } == Array(message.suffix(10)))
        buffer.consume(10)
        #expect(buffer.count == 0)
        #expect(buffer.capacity == initial)
    }
}

@Test func glibcAcceptsTheFixedMmapThresholdTheStdioServerSets() {
    #expect(MallocPolicy.fixMmapThreshold())
}
