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

// MARK: - Decimal digits in a word

/// Eight bytes read as one little-endian word (the first byte in the lowest): its leading
/// decimal digits counted and read without a loop, for `JSONScanner.integer(signed:)` and the
/// `Content-Length` header. Extensions of `UInt64`, which the other modules inline.
extension UInt64 {
    /// How many of the eight bytes are decimal digits before one that is not. A byte is a
    /// digit when its high nibble is 3 and its low one below ten (ten and up reach 0x10 with 6
    /// added); each byte's test stays in its byte.
    @inlinable @inline(__always)
    package var leadingDigitBytes: Int {
        let highNibble = (self & 0xF0F0_F0F0_F0F0_F0F0) ^ 0x3030_3030_3030_3030
        let lowNibble = ((self & 0x0F0F_0F0F_0F0F_0F0F) &+ 0x0606_0606_0606_0606) & 0xF0F0_F0F0_F0F0_F0F0
        let other = highNibble | lowNibble
        // A byte's high bit marks it when any of its bits is set.
        let marked = (((other & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | other) & 0x8080_8080_8080_8080
        return marked.trailingZeroBitCount &>> 3
    }

    /// The value of the eight digits, the first (the most significant) in the lowest byte:
    /// pairs, then fours, then the eight combined by a multiply each. Zero bytes below count
    /// as leading zeros, so digits shifted up to the top bytes read as themselves.
    @inlinable @inline(__always)
    package var eightDigitValue: UInt64 {
        // Shifts bind tighter than multiplies in Swift: the products are parenthesised.
        let pairs = ((self & 0x0F0F_0F0F_0F0F_0F0F) &* 2561) &>> 8
        let fours = ((pairs & 0x00FF_00FF_00FF_00FF) &* 6_553_601) &>> 16
        return ((fours & 0x0000_FFFF_0000_FFFF) &* 42_949_672_960_001) &>> 32
    }
}

// MARK: - Short copies

extension UnsafeMutableRawPointer {
    /// Copies `count` bytes from `source` (not overlapping these), as `copyMemory` does: up to
    /// 32 by two to four overlapping word loads and stores, longer ones by `memcpy`. A frame's
    /// pieces (literal heads, ids, method names) are mostly that short, and the call to
    /// `memcpy` cost more than the copy.
    @inlinable @inline(__always)
    package func copyMemoryInline(from source: UnsafeRawPointer, byteCount count: Int) {
        func move<Word: FixedWidthInteger>(_: Word.Type) {
            let size = MemoryLayout<Word>.size
            let first = source.loadUnaligned(as: Word.self), last = source.loadUnaligned(fromByteOffset: count &- size, as: Word.self)
            storeBytes(of: first, as: Word.self)
            storeBytes(of: last, toByteOffset: count &- size, as: Word.self)
        }
        switch count {
        case 16...32:
            let first = source.loadUnaligned(as: (UInt64, UInt64).self)
            let last = source.loadUnaligned(fromByteOffset: count &- 16, as: (UInt64, UInt64).self)
            storeBytes(of: first, as: (UInt64, UInt64).self)
            storeBytes(of: last, toByteOffset: count &- 16, as: (UInt64, UInt64).self)
        case 8..<16: move(UInt64.self)
        case 4..<8: move(UInt32.self)
        case 2..<4: move(UInt16.self)
        case 1: storeBytes(of: source.load(as: UInt8.self), as: UInt8.self)
        case ...0: break
        default: copyMemory(from: source, byteCount: count)
        }
    }
}

// MARK: - Decimal integers

/// Integers in decimal as `String(_:)` writes them (a `-` before a negative one's digits), for
/// the writers of bytes: `JSONWriter`, a forwarded request's and reply's id, a frame's
/// `Content-Length`. Two digits at a time from a table, and the digit count by a few compares
/// rather than a division a digit. Extensions of the standard library's types, which the
/// other modules inline (static functions of an enum of ours stayed calls).
extension Int64 {
    /// How many bytes this takes in decimal, its sign included.
    @inlinable @inline(__always)
    package var decimalCount: Int {
        (self < 0 ? 1 : 0) &+ magnitude.decimalDigitCount
    }
}

extension UInt64 {
    /// How many decimal digits this has (1 for zero).
    @inlinable @inline(__always)
    package var decimalDigitCount: Int {
        var digits = 1
        var rest = self
        if rest >= 10_000_000_000_000_000 {
            rest /= 10_000_000_000_000_000
            digits &+= 16
        }
        if rest >= 100_000_000 {
            rest /= 100_000_000
            digits &+= 8
        }
        if rest >= 10_000 {
            rest /= 10_000
            digits &+= 4
        }
        if rest >= 100 {
            rest /= 100
            digits &+= 2
        }
        return rest >= 10 ? digits &+ 1 : digits
    }
}

extension UnsafeMutableRawPointer {
    /// Writes `value` in decimal into the `count` bytes here; `count` must be its
    /// `decimalCount`.
    @inlinable @inline(__always)
    package func storeDecimal(_ value: Int64, count: Int) {
        var end = count
        var rest = value.magnitude
        let pairs: StaticString = "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
        let table = UnsafeRawPointer(pairs.utf8Start)
        while rest >= 100 {
            let quotient = rest / 100
            end &-= 2
            storeBytes(of: table.loadUnaligned(fromByteOffset: Int(truncatingIfNeeded: rest &- quotient &* 100) &* 2, as: UInt16.self),
                       toByteOffset: end, as: UInt16.self)
            rest = quotient
        }
        if rest >= 10 {
            storeBytes(of: table.loadUnaligned(fromByteOffset: Int(truncatingIfNeeded: rest) &* 2, as: UInt16.self), toByteOffset: end &- 2,
                       as: UInt16.self)
        } else {
            storeBytes(of: UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest), toByteOffset: end &- 1, as: UInt8.self)
        }
        if value < 0 { storeBytes(of: UInt8(ascii: "-"), as: UInt8.self) }
    }
}
