import JSON
import Testing

/// `JSONScanner.integer(signed:)` reads eight bytes at a time where there are eight: it must
/// read what a digit-by-digit reading reads, wherever the digits sit and whatever follows them.
@Suite struct JSONScannerIntegerTests {
    /// The digit-by-digit reading: at most 18 digits, no leading zero, no digit after them.
    private static func expected(_ bytes: [UInt8], at start: Int, signed: Bool) -> (value: Int64, end: Int)? {
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        var position = start
        let negative = signed && position < bytes.count && bytes[position] == UInt8(ascii: "-")
        if negative { position += 1 }
        let first = position
        var value: Int64 = 0
        while position < bytes.count, isDigit(bytes[position]), position - first < 18 {
            value = value * 10 + Int64(bytes[position] - UInt8(ascii: "0"))
            position += 1
        }
        let digits = position - first
        guard digits > 0, !(digits > 1 && bytes[first] == UInt8(ascii: "0")), position == bytes.count || !isDigit(bytes[position]) else { return nil }
        return (negative ? -value : value, position)
    }

    private static func read(_ bytes: [UInt8], at start: Int, signed: Bool) -> (value: Int64, end: Int)? {
        bytes.withUnsafeBytes { body in
            var scanner = JSONScanner(bytes: body, at: start)
            guard let value = scanner.integer(signed: signed) else {
                #expect(scanner.position == start, "nothing read when no integer")
                return nil
            }
            return (value, scanner.position)
        }
    }

    private static func check(_ bytes: [UInt8], at start: Int) {
        for signed in [false, true] {
            let read = read(bytes, at: start, signed: signed), expected = expected(bytes, at: start, signed: signed)
            #expect(read?.value == expected?.value && read?.end == expected?.end,
                    "\(String(decoding: bytes, as: UTF8.self).debugDescription) at \(start), signed \(signed)")
        }
    }

    /// Every count of digits from 1 to 20, at each offset in a word, with a sign or not, a
    /// leading zero or not, followed by each kind of byte or by the end of the bytes.
    @Test func everyWidthWhereverItSits() {
        for digits in 1...20 {
            for lead in ["", "-", "0", "-0"] {
                for after in ["", ",", "}", " ", "x", "/", ":", "\u{7F}", "5", ".5", "e1"] {
                    for offset in 0..<9 {
                        let number = String((0..<digits).map { Character(String(($0 * 7 + 3) % 10)) })
                        let text = String(repeating: "[", count: offset) + lead + number + after
                        Self.check(Array(text.utf8), at: offset)
                    }
                }
            }
        }
    }

    /// Each byte value in each place of a word after a run of digits: the word test judges each
    /// byte alone (no borrow or carry from a neighbour).
    @Test func eachByteAfterEachRunOfDigits() {
        for run in 0...8 {
            for value in 0...255 {
                var bytes = Array("98765432109876".utf8)
                if run < bytes.count { bytes[run] = UInt8(value) }
                Self.check(bytes, at: 0)
                #expect(bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }.leadingDigitBytes
                    == Swift.min(8, bytes.firstIndex { !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ?? 8))
            }
        }
    }

    /// Seeded random runs of digits and other bytes.
    @Test func randomBytes() {
        var state: UInt64 = 0x1A7E
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33) % bound
        }
        let pieces = Array("0123456789-0123456789,}. e".utf8) + [0x00, 0x2F, 0x3A, 0xFF]
        for _ in 0..<50_000 {
            let bytes = (0..<next(24)).map { _ in pieces[next(pieces.count)] }
            Self.check(bytes, at: bytes.isEmpty ? 0 : next(bytes.count))
        }
    }
}
