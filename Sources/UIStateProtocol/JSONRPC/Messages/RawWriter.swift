// MARK: - RawWriter

/// Copies pieces one after another into a buffer sized for them beforehand (a forwarded
/// request, a forwarded reply); never writes past its end.
struct RawWriter {
    let buffer: UnsafeMutableRawBufferPointer
    private(set) var count = 0

    init(_ buffer: UnsafeMutableRawBufferPointer) {
        self.buffer = buffer
    }

    mutating func put(_ piece: UnsafeRawBufferPointer) {
        guard let source = piece.baseAddress, let target = buffer.baseAddress, piece.count <= buffer.count - count else { return }
        (target + count).copyMemory(from: source, byteCount: piece.count)
        count += piece.count
    }

    mutating func put(_ byte: UInt8) {
        guard count < buffer.count else { return }
        buffer[count] = byte
        count += 1
    }

    /// `value` in decimal, as `RequestID.integer(value)` writes it.
    mutating func putDecimal(_ value: Int64) {
        let digits = Self.decimalCount(value)
        guard digits <= buffer.count - count else { return }
        var rest = value.magnitude
        var place = count + digits
        repeat {
            place -= 1
            buffer[place] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        } while rest > 0
        if value < 0 { buffer[count] = UInt8(ascii: "-") }
        count += digits
    }

    /// How many characters `value` takes in decimal, its sign included.
    static func decimalCount(_ value: Int64) -> Int {
        var digits = value < 0 ? 2 : 1
        var rest = value.magnitude
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        return digits
    }
}
