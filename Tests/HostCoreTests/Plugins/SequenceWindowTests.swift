@testable import HostCore
import StoreRuntime
import Testing

/// `SequenceWindow` holds what a dictionary by id would, whatever the order of additions and
/// removals: checked against one over seeded runs of a plugin client's pattern (ids in turn,
/// some never added, most removed in about their order, a few held long).
@Suite struct SequenceWindowTests {
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func holdsWhatADictionaryHolds(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var window = SequenceWindow<Int>()
        var expected: [UInt64: Int] = [:]
        var nextID: UInt64 = 1
        for step in 0..<20_000 {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<5:
                // An id now and then taken by a request this table never sees.
                if Bool.random(using: &random), Int.random(in: 0..<8, using: &random) == 0 { nextID += 1 }
                window.insert(step, for: nextID)
                expected[nextID] = step
                nextID += 1
            case 5..<9 where !expected.isEmpty:
                // The oldest usually, else any: an answer that overtakes, or a cancellation.
                let id = Int.random(in: 0..<4, using: &random) > 0 ? expected.keys.min()! : expected.keys.randomElement(using: &random)!
                #expect(window.remove(id) == expected.removeValue(forKey: id))
            default:
                // An id held or not, removed or not.
                let id = UInt64.random(in: 0...nextID + 2, using: &random)
                #expect(window.remove(id) == expected.removeValue(forKey: id))
            }
            #expect(window.count == expected.count)
        }
        #expect(window.sorted.map(\.id) == expected.keys.sorted())
        #expect(window.sorted.map(\.value) == expected.keys.sorted().map { expected[$0]! })
    }

    /// One request held while thousands pass it: the window stops at its limit and the rest go
    /// beside it, all still found.
    @Test func anOldIDHeldLongLeavesTheRestFound() {
        var window = SequenceWindow<UInt64>()
        window.insert(0, for: 1)
        let count = UInt64(SequenceWindow<UInt64>.windowLimit * 3)
        for id in 2...count {
            window.insert(id, for: id)
            if id > 10 { #expect(window.remove(id - 5) == id - 5) }
        }
        #expect(window.count == 1 + 4 + 5)
        #expect(window.first { $0 == 0 } == 0)
        #expect(window.remove(1) == 0)
        #expect(window.sorted.map(\.id) == Array(2...5) + Array(count - 4...count))
        window.removeAll()
        #expect(window.isEmpty && window.remove(count) == nil)
    }
}
