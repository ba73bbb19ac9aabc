// MARK: - Byte runs compared in words

extension UnsafeRawBufferPointer {
    /// Whether these bytes hold `expected` from `offset`, compared eight bytes at a time: the
    /// generic `elementsEqual` over slices cost a message a few hundred instructions for a
    /// sixteen-byte name. Inlinable: the framing's readers call it from other modules per frame.
    @inlinable
    package func holds(_ expected: UnsafeRawBufferPointer, at offset: Int) -> Bool {
        guard offset >= 0, count - offset >= expected.count else { return false }
        var done = 0
        while expected.count - done >= 8 {
            guard loadUnaligned(fromByteOffset: offset + done, as: UInt64.self)
                == expected.loadUnaligned(fromByteOffset: done, as: UInt64.self) else { return false }
            done += 8
        }
        while done < expected.count {
            guard self[offset + done] == expected[done] else { return false }
            done += 1
        }
        return true
    }
}
