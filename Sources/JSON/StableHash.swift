// MARK: - StableHash

/// 64-bit FNV-1a: a hash that is the same in every process and on every machine (Swift's
/// `Hasher` is seeded per process), for names and splits that must not move: shard of a
/// scenario file, a state's fingerprint, a report's file named by its content. Not a
/// cryptographic hash.
package enum StableHash {
    // Inlinable so that each caller's module specialises the loop for its byte sequence:
    // unspecialised, every byte cost an iterator call through a protocol witness (15% of an
    // exploration's instructions went to hashing fingerprints).
    @inlinable
    package static func fnv1a<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// `value` as 16 hex digits, zero-padded.
    package static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
