import UIStateProtocol
import Testing

/// The key of the tables touched on every request (the in-flight table, a plugin client's
/// requests): hashed cheaply, and still a dictionary key like any other.
@Suite struct SequenceKeyTests {
    @Test func aTableKeyedByRunsOfKeysFindsEachAndOnlyWhatItHolds() {
        var table: [SequenceKey: Int64] = [:]
        for value in Int64(1)...20_000 { table[SequenceKey(value)] = value }
        for value in stride(from: Int64(1), through: 20_000, by: 2) { table.removeValue(forKey: SequenceKey(value)) }
        #expect(table.count == 10_000)
        let misplaced = (Int64(1)...20_000).filter { value in table[SequenceKey(value)] != (value.isMultiple(of: 2) ? value : nil) }
        #expect(misplaced == [])
        #expect(table[SequenceKey(Int64(0))] == nil)
        #expect(table[SequenceKey(Int64(20_002))] == nil)
    }

    @Test func keysAreEqualExactlyWhenTheirValuesAre() {
        #expect(SequenceKey(Int64(7)) == SequenceKey(UInt64(7)))
        #expect(SequenceKey(Int64(-1)) == SequenceKey(UInt64.max))
        #expect(SequenceKey(Int64(7)) != SequenceKey(Int64(8)))
        let set: Set<SequenceKey> = [SequenceKey(Int64(1)), SequenceKey(UInt64(1)), SequenceKey(Int64(-1))]
        #expect(set.count == 2)
    }
}
