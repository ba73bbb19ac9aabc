// MARK: - SequenceKey

/// A key the process hands out itself, one after another (a request's token in the in-flight
/// table, a plugin request's id), for tables touched on every request: hashed with one
/// multiplication instead of the standard library's seeded SipHash, which cost a forwarded
/// request about 2k instructions in hashing alone. Only for keys no client or plugin chooses:
/// keys picked by someone else could be picked to collide.
package struct SequenceKey: Hashable, Sendable {
    package let value: UInt64

    package init(_ value: UInt64) {
        self.value = value
    }

    package init(_ value: Int64) {
        self.value = UInt64(bitPattern: value)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }

    /// What `Dictionary` and `Set` use: Fibonacci hashing. The table keeps the low bits, which
    /// for consecutive values are all different (the factor is odd), so a run of keys fills a
    /// run of buckets with no collision; the seed still differs per table.
    package func _rawHashValue(seed: Int) -> Int {
        Int(truncatingIfNeeded: value &* 0x9E37_79B9_7F4A_7C15) ^ seed
    }
}
