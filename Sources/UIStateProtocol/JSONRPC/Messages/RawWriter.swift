internal import JSON

// MARK: - RawWriter

/// Copies pieces one after another into a buffer sized for them beforehand (a forwarded
/// request, a forwarded reply); never writes past its end. Inlined at its callers: a call a
/// piece cost more than most pieces' copies.
struct RawWriter {
    let buffer: UnsafeMutableRawBufferPointer
    private(set) var count = 0

    init(_ buffer: UnsafeMutableRawBufferPointer) {
        self.buffer = buffer
    }

    @inline(__always)
    mutating func put(_ piece: UnsafeRawBufferPointer) {
        guard let source = piece.baseAddress, let target = buffer.baseAddress, piece.count <= buffer.count &- count else { return }
        (target + count).copyMemoryInline(from: source, byteCount: piece.count)
        count &+= piece.count
    }

    @inline(__always)
    mutating func put(_ byte: UInt8) {
        guard count < buffer.count else { return }
        buffer[count] = byte
        count &+= 1
    }

    /// `value` in decimal, as `RequestID.integer(value)` writes it.
    @inline(__always)
    mutating func putDecimal(_ value: Int64) {
        let digits = value.decimalCount
        guard let target = buffer.baseAddress, digits <= buffer.count &- count else { return }
        (target + count).storeDecimal(value, count: digits)
        count &+= digits
    }

    /// How many characters `value` takes in decimal, its sign included.
    static func decimalCount(_ value: Int64) -> Int {
        value.decimalCount
    }
}
