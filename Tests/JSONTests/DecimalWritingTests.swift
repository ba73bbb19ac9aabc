import JSON
import Testing

/// Integers written in decimal by the bytes writers (`Int64.decimalCount`,
/// `UnsafeMutableRawPointer.storeDecimal`, `JSONWriter`): as `String(_:)` writes them, at every
/// width's edges.
@Suite struct DecimalWritingTests {
    /// 0, each power of ten and its neighbours, the ends of `Int64`, and all of them negated.
    private static let edges: [Int64] = {
        var values: [Int64] = [0, 1, 2, 5, Int64.max, Int64.max - 1, Int64.min, Int64.min + 1]
        var power: Int64 = 1
        for _ in 0...18 {
            values += [power - 1, power, power + 1, power * 2 - 1, power * 5]
            if power <= Int64.max / 10 { power *= 10 }
        }
        return values + values.filter { $0 != Int64.min }.map { -$0 }
    }()

    private static func stored(_ value: Int64) -> String {
        let count = value.decimalCount
        // A guard byte past the end: nothing is written beyond the count.
        var bytes = [UInt8](repeating: UInt8(ascii: "#"), count: count + 1)
        bytes.withUnsafeMutableBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            base.storeDecimal(value, count: count)
        }
        #expect(bytes.last == UInt8(ascii: "#"), "wrote past \(value)'s \(count) bytes")
        return String(decoding: bytes.dropLast(), as: UTF8.self)
    }

    @Test(arguments: edges)
    func writtenAsStringWritesIt(_ value: Int64) {
        #expect(value.decimalCount == String(value).utf8.count, "\(value)")
        #expect(Self.stored(value) == String(value))
        #expect(JSONValue.integer(value).serializedString() == String(value))
    }

    @Test func digitCountsOfEveryUnsignedWidth() {
        var power: UInt64 = 1
        for digits in 1...20 {
            #expect(power.decimalDigitCount == digits, "\(power)")
            if digits > 1 { #expect((power - 1).decimalDigitCount == digits - 1, "\(power - 1)") }
            if digits < 20 { power *= 10 }
        }
        #expect(UInt64.max.decimalDigitCount == 20)
        #expect(UInt64(0).decimalDigitCount == 1)
    }

    /// Seeded random values of every width: written as `String(_:)` writes them.
    @Test func randomValuesOfEveryWidth() {
        var state: UInt64 = 0xDEC1
        for _ in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let value = Int64(bitPattern: state) >> (state % 63)
            #expect(Self.stored(value) == String(value))
            #expect(JSONValue.integer(value).serializedString() == String(value))
        }
    }
}
