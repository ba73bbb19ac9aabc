// MARK: - UUID(0)

extension UUID {
    /// The UUID a test expects from an incrementing generator: `UUID(0)` is
    /// `00000000-0000-0000-0000-000000000000`, `UUID(1)` ends in `…000000000001`, and so on,
    /// the same ids `UUIDGenerator.incrementing()` makes in order, starting at `UUID(0)`.
    ///
    /// The integer fills the last 64 bits, big-endian, so every `Int` has its own UUID and none
    /// traps: a negative one is its two's complement (`UUID(-1)` ends in `FFFF-FFFFFFFFFFFF`).
    public init(_ intValue: Int) {
        let bytes = withUnsafeBytes(of: UInt64(bitPattern: Int64(intValue)).bigEndian) { Array($0) }
        self.init(uuid: (0, 0, 0, 0, 0, 0, 0, 0, bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7]))
    }
}
