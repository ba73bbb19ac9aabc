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

    /// At most this many slots: a message's other scalars stay fixed bytes.
    package static let maxSlots = 8

    private let bytes: [UInt8]
    /// In order, apart, inside `bytes`, each with the pattern's own value (`Value.integer`).
    private let slots: [(range: Range<Int>, kind: Kind, integer: Int64)]

    /// A shape from a vouched message's bytes and its slots: the ranges of values (a string's
    /// quotes included) of the kinds given, in order, apart. Slots past `maxSlots` are dropped
    /// (their values become fixed bytes). Nil when a slot is out of order or not a value of its
    /// kind (then the message has no shape, and the next is read in full).
    package init?(_ body: UnsafeRawBufferPointer, slots: [(range: Range<Int>, kind: Kind)]) {
        var kept: [(range: Range<Int>, kind: Kind, integer: Int64)] = []
        var end = 0
        for slot in slots.prefix(Self.maxSlots) {
            guard slot.range.lowerBound >= end, slot.range.upperBound <= body.count, !slot.range.isEmpty,
                  let value = Self.value(of: slot.kind, in: body, at: slot.range.lowerBound), value.range == slot.range
            else { return nil }
            kept.append((slot.range, slot.kind, value.integer))
            end = slot.range.upperBound
        }
        bytes = Array(body)
        self.slots = kept
    }

    package var slotCount: Int { slots.count }

    /// Reads `body` as this shape.
    ///
    /// - Returns: whether `body` has this shape; `values` (room for `slotCount`) gets each
    ///   slot's value.
    package func match(_ body: UnsafeRawBufferPointer, values: UnsafeMutableBufferPointer<Value>) -> Bool {
        precondition(values.count >= slots.count, "room for every slot's value")
        return bytes.withUnsafeBytes { pattern in slots.withUnsafeBufferPointer { slots in
            var fixedStart = 0
            var position = 0
            for index in slots.indices {
                let slot = slots[index]
                let fixedCount = slot.range.lowerBound - fixedStart
                guard body.count - position >= fixedCount,
                      Self.equal(body, at: position, pattern, at: fixedStart, count: fixedCount) else { return false }
                position += fixedCount
                fixedStart = slot.range.upperBound
                // A value with the pattern's bytes is the pattern's value (an integer's end is
                // where the next byte is no digit): most slots but the id, and no scan.
                let end = position + slot.range.count
                if end <= body.count, Self.equal(body, at: position, pattern, at: slot.range.lowerBound, count: slot.range.count),
                   end == body.count || !Self.isDigit(body[end]) {
                    values[index] = Value(range: position..<end, integer: slot.integer, shift: end - fixedStart)
                    position = end
                    continue
                }
                guard var value = Self.value(of: slot.kind, in: body, at: position) else { return false }
                position = value.range.upperBound
                value.shift = position - fixedStart
                values[index] = value
            }
            let rest = pattern.count - fixedStart
            return body.count - position == rest && Self.equal(body, at: position, pattern, at: fixedStart, count: rest)
        } }
    }

    /// Where the pattern's byte at `offset` is in a message that matched with `values`:
    /// `offset` outside every slot (or at a slot's end).
    package func position(of offset: Int, values: UnsafeMutableBufferPointer<Value>) -> Int {
        var after = 0
        while after < slots.count, slots[after].range.upperBound <= offset { after += 1 }
        precondition(after == slots.count || offset <= slots[after].range.lowerBound, "a position outside the shape's slots")
        return after == 0 ? offset : offset + values[after - 1].shift
    }

    /// The slot's value at `start`, read as the full scan would read it; nil when it is not one.
    private static func value(of kind: Kind, in body: UnsafeRawBufferPointer, at start: Int) -> Value? {
        var scanner = JSONScanner(bytes: body, at: start)
        switch kind {
        case .integer(let signed):
            guard let number = scanner.integer(signed: signed) else { return nil }
            return Value(range: start..<scanner.position, integer: number)
        case .string(let escapes, let maxCount):
            guard let (contents, escaped) = scanner.string(), escapes || !escaped, contents.count <= maxCount else { return nil }
            return Value(range: start..<scanner.position, integer: 0)
        }
    }

    /// Eight bytes to a comparison (the last eight overlapping the ones before), four, two and
    /// one below eight: the fixed bytes are most of a message. The callers have checked that
    /// both ranges are inside their buffers, so the loop is over raw pointers.
    private static func equal(_ body: UnsafeRawBufferPointer, at start: Int, _ pattern: UnsafeRawBufferPointer, at patternStart: Int,
                              count: Int) -> Bool {
        guard count > 0 else { return true }
        guard let bodyBase = body.baseAddress, let patternBase = pattern.baseAddress,
              start >= 0, patternStart >= 0, count <= body.count - start, count <= pattern.count - patternStart else { return false }
        let left = bodyBase + start, right = patternBase + patternStart
        func same<Word: FixedWidthInteger>(_ offset: Int, _: Word.Type) -> Bool {
            left.loadUnaligned(fromByteOffset: offset, as: Word.self) == right.loadUnaligned(fromByteOffset: offset, as: Word.self)
        }
        guard count >= 8 else {
            var offset = 0
            if count & 4 != 0 {
                guard same(offset, UInt32.self) else { return false }
                offset &+= 4
            }
            if count & 2 != 0 {
                guard same(offset, UInt16.self) else { return false }
                offset &+= 2
            }
            return count & 1 == 0 || same(offset, UInt8.self)
        }
        var offset = 0
        while count &- offset >= 8 {
            guard same(offset, UInt64.self) else { return false }
            offset &+= 8
        }
        return offset == count || same(count &- 8, UInt64.self)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
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
