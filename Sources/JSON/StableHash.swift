// MARK: - StableHash

/// 64-bit FNV-1a: a hash that is the same in every process and on every machine (Swift's
/// `Hasher` is seeded per process), for names and splits that must not move: shard of a
/// scenario file, a state's fingerprint, a report's file named by its content. Not a
/// cryptographic hash.
package enum StableHash {
    /// The same for an array, looped over here, where the generic version is specialised for a
    /// buffer: called from another module, the generic one ran unspecialised, an iterator call
    /// through a protocol witness per byte (a fifth of an exploration's instructions went to
    /// hashing fingerprints).
    package static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBufferPointer { fnv1a($0) }
    }

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
