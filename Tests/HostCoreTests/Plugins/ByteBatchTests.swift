@testable import HostCore
import StoreRuntime
import Testing
import Transport

/// `ByteBatch` holds what an array appended to would: checked against one over seeded runs of
/// writes that use all of their room, part of it or none, across growths and clears (kept and
/// let go memory alike).
@Suite struct ByteBatchTests {
    @Test(arguments: [1, 2, 3, 4])
    func holdsWhatAnArrayHolds(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var batch = ByteBatch()
        var expected: [UInt8] = []
        for _ in 0..<5_000 {
            if Int.random(in: 0..<50, using: &random) == 0 {
                // Some clears keep the memory, some let it go.
                batch.removeAll(keepingCapacityUpTo: Int.random(in: 0..<20_000, using: &random))
                expected.removeAll()
                let isEmpty = batch.isEmpty
                #expect(isEmpty)
                continue
            }
            let room = Int.random(in: 0..<700, using: &random)
            let written = (0..<Int.random(in: 0...room, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            batch.append(upTo: room) { buffer in
                #expect(buffer.count == room)
                written.withUnsafeBytes { buffer.copyMemory(from: $0) }
                return written.count
            }
            expected.append(contentsOf: written)
            let count = batch.count
            #expect(count == expected.count)
        }
        let bytes = batch.withBytes { Array($0) }
        #expect(bytes == expected)
    }

    /// A frame written straight into the batch reads as the same frame made on the stack.
    @Test func aFrameWrittenInPlaceIsTheFrameMadeApart() {
        var batch = ByteBatch()
        var expected: [UInt8] = []
        for body in ["{}", #"{"jsonrpc":"2.0","id":1,"method":"store/dispatch","params":{"storeId":"t"}}"#, String(repeating: "x", count: 5_000)] {
            let bytes = Array(body.utf8)
            batch.append(upTo: Framing.maxFrameCount(bodyCount: bytes.count)) { room in
                Framing.contentLength.writeFrame(bodyCount: bytes.count, into: room) { body in bytes.withUnsafeBytes { body.copyMemory(from: $0) } }
            }
            Framing.contentLength.frame(bytes, into: &expected)
        }
        let bytes = batch.withBytes { Array($0) }
        #expect(bytes == expected)
    }
}
