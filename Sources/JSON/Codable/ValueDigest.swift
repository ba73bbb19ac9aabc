// MARK: - ValueDigest

/// Two 61-bit lanes that stand for a value's canonical bytes (`JSONValueEncoder.canonicalBytes`) within
/// one process, computed from the calls its `encode(to:)` makes, with no bytes written, no tree
/// built and nothing sorted (`DigestEncoder`).
///
/// Those bytes are a function of the calls: which containers were opened on which encoder, with
/// which key type; which key or element each value went to, in which order; each value's type
/// and each primitive's type and bits (`CanonicalEncoder` and the tree encoder it falls back to
/// read nothing else: not the value's memory, only what it encodes; an enum's payload shape,
/// asked of `Mirror`, is a function of its type and case). The digest feeds every call, as
/// words and length-prefixed strings behind a tag, to two lanes of a polynomial hash at points
/// drawn at random per process (`DigestLanes`), so values whose calls differ get the same digest
/// with probability below 2^-100 a pair: two equal digests mean equal canonical bytes. The
/// converse does not hold (a set's or a dictionary's iteration order, `-0.0` and `0.0`): equal
/// bytes may have digests apart, which
/// only costs a lookup that misses. A value whose encoding reads its coding path, which the
/// digest's encoder does not keep, gets none (`of` returns nil), and so does one that throws.
///
/// Only for in-process lookups: the points change each run.
package struct ValueDigest: Hashable, Sendable {
    package let high: UInt64
    package let low: UInt64

    package init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// `value`'s digest, nil when its encoding throws or reads its coding path.
    package static func of<T: Encodable>(_ value: T) -> ValueDigest? {
        let sink = DigestSink()
        sink.add(.root, 0)
        do {
            try DigestEncoder.feed(value, into: sink)
        } catch {
            return nil
        }
        return sink.unusable ? nil : sink.digest
    }

    /// One digest standing for the pair: equal only when both parts are (to 128 bits).
    package func combined(with other: ValueDigest) -> ValueDigest {
        var lanes = DigestLanes()
        lanes.add(high, low, other.high, other.low)
        return lanes.digest
    }

    /// The digest of `words`, for what is not a Swift value (an exploration's other parts).
    package static func of(words: [UInt64]) -> ValueDigest {
        var lanes = DigestLanes()
        lanes.add(UInt64(words.count))
        for word in words { lanes.add(word) }
        return lanes.digest
    }
}

// MARK: - DigestLanes

/// Two evaluations of one polynomial over the field of integers modulo the prime 2^61 − 1, at
/// two points drawn at random once per process: the words fed, each below 2^61 − 1 (a 64-bit
/// word as its two 32-bit halves), are its coefficients, after a leading 1 that tells lengths
/// apart. Two different feeds of at most L coefficients agree in one lane only at the roots of
/// their difference, a nonzero polynomial of degree at most L: for a random point, probability
/// at most L / (2^61 − 1); in both lanes, at most its square (for a thousand-word state about
/// 2^-100 a pair). A multiplication and a few shifts a coefficient, inline.
struct DigestLanes {
    private static let prime: UInt64 = (1 << 61) - 1
    private static let points = (UInt64.random(in: 2 ..< prime), UInt64.random(in: 2 ..< prime))

    private let points = DigestLanes.points
    private var first: UInt64 = 1
    private var second: UInt64 = 1

    /// `(value + coefficient) · point` modulo the prime, for `value` and `coefficient` below it.
    @inline(__always)
    private static func step(_ value: UInt64, _ coefficient: UInt64, _ point: UInt64) -> UInt64 {
        let (high, low) = (value &+ coefficient).multipliedFullWidth(by: point)
        let folded = (low & prime) &+ (low >> 61 | high << 3)
        let reduced = (folded & prime) &+ (folded >> 61)
        return reduced >= prime ? reduced &- prime : reduced
    }

    /// Feeds `coefficient`, which must be below 2^61 − 1 (tags with their ids, lengths, seven
    /// bytes of a string).
    @inline(__always)
    mutating func add(small coefficient: UInt64) {
        first = Self.step(first, coefficient, points.0)
        second = Self.step(second, coefficient, points.1)
    }

    mutating func add(_ word: UInt64) {
        add(small: word >> 32)
        add(small: word & 0xFFFF_FFFF)
    }

    mutating func add(_ word: UInt64, _ next: UInt64) {
        add(word)
        add(next)
    }

    mutating func add(_ word: UInt64, _ next: UInt64, _ third: UInt64, _ fourth: UInt64) {
        add(word, next)
        add(third, fourth)
    }

    /// The bytes of `text` as UTF-8, after their count, seven to a coefficient. Raw bytes, not
    /// `String`'s hash, which calls canonically equivalent strings equal though their bytes (and
    /// so the JSON written) differ.
    mutating func add(string text: String) {
        var text = text
        text.withUTF8 { utf8 in
            add(small: UInt64(utf8.count))
            let raw = UnsafeRawBufferPointer(utf8)
            var index = 0
            while index + 8 <= utf8.count {
                add(small: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x00FF_FFFF_FFFF_FFFF)
                index += 7
            }
            var last: UInt64 = 0
            var shift: UInt64 = 0
            while index < utf8.count {
                last |= UInt64(utf8[index]) << shift
                shift += 8
                index += 1
                if shift == 56 {
                    add(small: last)
                    last = 0
                    shift = 0
                }
            }
            if shift > 0 { add(small: last) }
        }
    }

    var digest: ValueDigest {
        ValueDigest(high: first, low: second)
    }
}
