import JSON
import Testing

/// `JSONScanner` reads a string's bytes eight at a time: the word test must count the bytes
/// before the first that is not printable ASCII other than `"` and `\`, exactly.
@Suite struct JSONScannerWordTests {
    private static func isPlain(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte <= 0x7E && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
    }

    private static func word(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
    }

    /// Every byte value in every place of a word of plain bytes, and beside each neighbour that
    /// could carry a borrow or a carry into it.
    @Test func eachByteInEachPlaceIsJudgedAsAlone() {
        for place in 0..<8 {
            for value in 0...255 {
                for filler in [UInt8(ascii: "a"), 0x20, 0x7E, UInt8(ascii: "!"), UInt8(ascii: "]")] {
                    var bytes = [UInt8](repeating: filler, count: 8)
                    bytes[place] = UInt8(value)
                    #expect(JSONScanner.plainPrefix(Self.word(bytes)) == (Self.isPlain(UInt8(value)) ? 8 : place), "byte \(value) at \(place) among \(filler)")
                }
            }
        }
    }

    /// Words of random bytes drawn mostly from the edges of the plain range (a seeded generator,
    /// so a failure replays).
    @Test func randomWordsAreJudgedByteByByte() {
        let edges: [UInt8] = [0x00, 0x01, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7E, 0x7F, 0x80, 0x81, 0xFE, 0xFF, 0x41]
        var state: UInt64 = 0x5EED
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        for _ in 0..<50_000 {
            let bytes = (0..<8).map { _ in next() % 4 == 0 ? UInt8(truncatingIfNeeded: next()) : edges[next() % edges.count] }
            #expect(JSONScanner.plainPrefix(Self.word(bytes)) == (bytes.firstIndex { !Self.isPlain($0) } ?? 8), "\(bytes)")
        }
    }
}
