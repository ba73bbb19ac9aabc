// MARK: - JSONShape

/// The bytes of a message `JSONScanner` vouched for, kept as the pattern of the next ones: some
/// of its scalar values (strings, integers) are slots free to differ, every other byte is fixed.
///
/// A message with the same fixed bytes and, in each slot, a value of the slot's kind that the
/// scanner vouches for is the same document with other scalars: it parses, its objects have the
/// same keys (none twice, none a reader refuses), its nesting is the same. So it is vouched for
/// by byte compares and a scalar's scan per slot instead of a full scan: what a forwarding
/// reader does with the requests of a client and the answers of a plugin, which come in one
/// layout over and over (only ids, counters and names change). Anything else does not match,
/// and its reader scans it in full as before.
package struct JSONShape: Sendable {
    /// What a slot holds.
    package enum Kind: Equatable, Sendable {
        /// An integer as `JSONScanner.integer(signed:)` reads it (at most 18 digits).
        case integer(signed: Bool)
        /// A string as `JSONScanner.string()` reads it, quotes included; without escapes when
        /// `escapes` is false, and of at most `maxCount` bytes between its quotes.
        case string(escapes: Bool, maxCount: Int)
    }

    /// A slot's value in a message that matched.
    package struct Value {
        /// Where it is in the message (a string's quotes included).
        package var range: Range<Int>
        /// Its value, for an integer slot; 0 for a string.
        package var integer: Int64
        /// How far the message's bytes after it are from the pattern's (`position(of:values:)`).
        var shift = 0
    }

    /// Where a fixed byte of the pattern is in a message that matched (`position(of:values:)`):
    /// its offset in the pattern and the last slot before it, looked up once when the shape is
    /// made rather than per message.
    package struct Anchor: Sendable {
        fileprivate let offset: Int
        /// The index of the last slot that ends at or before `offset`; -1 for none.
        fileprivate let slot: Int
    }

    /// At most this many slots: a message's other scalars stay fixed bytes.
    package static let maxSlots = 8

    private struct Slot {
        let range: Range<Int>
        let kind: Kind
        /// The pattern's own value (`Value.integer`).
        let integer: Int64
    }

    private let bytes: [UInt8]
    /// In order, apart, inside `bytes`.
    private let slots: [Slot]

    /// A shape from a vouched message's bytes and its slots: the ranges of values (a string's
    /// quotes included) of the kinds given, in order, apart. Slots past `maxSlots` are dropped
    /// (their values become fixed bytes). Nil when a slot is out of order or not a value of its
    /// kind (then the message has no shape, and the next is read in full).
    package init?(_ body: UnsafeRawBufferPointer, slots: [(range: Range<Int>, kind: Kind)]) {
        var kept: [Slot] = []
        var end = 0
        for slot in slots.prefix(Self.maxSlots) {
            guard slot.range.lowerBound >= end, slot.range.upperBound <= body.count, !slot.range.isEmpty,
                  let value = Self.value(of: slot.kind, in: body, at: slot.range.lowerBound), value.range == slot.range
            else { return nil }
            kept.append(Slot(range: slot.range, kind: slot.kind, integer: value.integer))
            end = slot.range.upperBound
        }
        bytes = Array(body)
        self.slots = kept
    }

    package var slotCount: Int { slots.count }

    /// Reads `body` as this shape.
    ///
    /// The message is compared with the pattern a word at a time up to the first byte that
    /// differs: every slot before it holds the pattern's value (an integer's next byte is the
    /// same non-digit, so it ends there too). The slot the difference falls in (at its end, for
    /// an integer grown longer) is read afresh, and the compare goes on after it; a difference
    /// in the fixed bytes is no match. A message that differs from the last in its id only
    /// costs two compares and one integer's read.
    ///
    /// - Returns: whether `body` has this shape; `values` (room for `slotCount`) gets each
    ///   slot's value.
    package func match(_ body: UnsafeRawBufferPointer, values: UnsafeMutableBufferPointer<Value>) -> Bool {
        precondition(values.count >= slots.count, "room for every slot's value")
        return bytes.withUnsafeBytes { pattern in slots.withUnsafeBufferPointer { slots in
            guard let bodyBase = body.baseAddress, let patternBase = pattern.baseAddress else { return body.count == pattern.count && slots.isEmpty }
            var bodyAt = 0, patternAt = 0, next = 0
            while true {
                let bodyLeft = body.count &- bodyAt, patternLeft = pattern.count &- patternAt
                let same = Self.commonPrefix(bodyBase + bodyAt, patternBase + patternAt, count: Swift.min(bodyLeft, patternLeft))
                let whole = same == bodyLeft && same == patternLeft
                // The pattern's offset of the first byte that differs (or where one side ends).
                let differs = patternAt &+ same
                let shift = bodyAt &- patternAt
                while next < slots.count, whole || slots[next].range.upperBound < differs {
                    let slot = slots[next]
                    values[next] = Value(range: (slot.range.lowerBound &+ shift)..<(slot.range.upperBound &+ shift), integer: slot.integer,
                                         shift: shift)
                    next &+= 1
                }
                if whole { return true }
                guard next < slots.count, slots[next].range.lowerBound <= differs else { return false }
                let slot = slots[next]
                guard var value = Self.value(of: slot.kind, in: body, at: slot.range.lowerBound &+ shift) else { return false }
                bodyAt = value.range.upperBound
                patternAt = slot.range.upperBound
                value.shift = bodyAt &- patternAt
                values[next] = value
                next &+= 1
            }
        } }
    }

    /// The anchor of the pattern's byte at `offset`: nil when it is inside a slot (a slot's
    /// start or end is outside).
    package func anchor(at offset: Int) -> Anchor? {
        var after = 0
        while after < slots.count, slots[after].range.upperBound <= offset { after += 1 }
        guard after == slots.count || offset <= slots[after].range.lowerBound else { return nil }
        return Anchor(offset: offset, slot: after - 1)
    }

    /// Where the pattern's byte at `anchor` is in a message that matched with `values`.
    package func position(of anchor: Anchor, values: UnsafeMutableBufferPointer<Value>) -> Int {
        anchor.slot < 0 ? anchor.offset : anchor.offset &+ values[anchor.slot].shift
    }

    /// Where the pattern's byte at `offset` is in a message that matched with `values`:
    /// `offset` outside every slot (or at a slot's end).
    package func position(of offset: Int, values: UnsafeMutableBufferPointer<Value>) -> Int {
        guard let anchor = anchor(at: offset) else { preconditionFailure("a position outside the shape's slots") }
        return position(of: anchor, values: values)
    }

    /// The slot's value at `start`, read as the full scan would read it; nil when it is not one.
    @inline(__always)
    private static func value(of kind: Kind, in body: UnsafeRawBufferPointer, at start: Int) -> Value? {
        switch kind {
        case .integer(let signed):
            guard let (number, end) = JSONScanner.integer(in: body, at: start, signed: signed) else { return nil }
            return Value(range: start..<end, integer: number)
        case .string(let escapes, let maxCount):
            var scanner = JSONScanner(bytes: body, at: start)
            guard let (contents, escaped) = scanner.string(), escapes || !escaped, contents.count <= maxCount else { return nil }
            return Value(range: start..<scanner.position, integer: 0)
        }
    }

    /// How many of the `count` bytes at `left` and `right` are the same before the first that
    /// differs: eight to a compare, the first differing byte found from the lowest set bit of
    /// the words' difference (the words read little-endian). The last eight overlap the ones
    /// before, whose bytes are known equal, so the first difference in them is past those.
    @inline(__always)
    static func commonPrefix(_ left: UnsafeRawPointer, _ right: UnsafeRawPointer, count: Int) -> Int {
        func difference(_ offset: Int) -> UInt64 {
            UInt64(littleEndian: left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                ^ right.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        }
        guard count >= 8 else {
            var offset = 0
            while offset < count, left.load(fromByteOffset: offset, as: UInt8.self) == right.load(fromByteOffset: offset, as: UInt8.self) {
                offset &+= 1
            }
            return offset
        }
        // Sixteen bytes to a turn while more than sixteen are left, then one word, then the
        // last eight.
        var offset = 0
        while count &- offset > 16 {
            let first = difference(offset), second = difference(offset &+ 8)
            if first | second != 0 {
                return offset &+ (first != 0 ? first.trailingZeroBitCount : 64 &+ second.trailingZeroBitCount) &>> 3
            }
            offset &+= 16
        }
        if count &- offset > 8 {
            let different = difference(offset)
            if different != 0 { return offset &+ different.trailingZeroBitCount &>> 3 }
        }
        let different = difference(count &- 8)
        return different == 0 ? count : count &- 8 &+ different.trailingZeroBitCount &>> 3
    }

    /// The slot kind of a member's value that a full scan vouched for (`JSONScanner.object`'s
    /// `member`, without whitespace around it): a string (any the scanner reads) or an integer
    /// (no fraction or exponent); nil for anything else, which stays fixed bytes.
    package static func kind(ofValue value: Range<Int>, in body: UnsafeRawBufferPointer) -> Kind? {
        guard !value.isEmpty else { return nil }
        let first = body[value.lowerBound]
        if first == UInt8(ascii: "\"") { return .string(escapes: true, maxCount: .max) }
        guard first == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return nil }
        var position = value.lowerBound + 1
        while position < value.upperBound {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(body[position]) else { return nil }
            position += 1
        }
        return .integer(signed: true)
    }
}
