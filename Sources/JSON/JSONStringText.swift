/// The text between a JSON string literal's quotes, judged by the rules jansson applies when it
/// parses one (with `JSON_ALLOW_NUL`, as every parse here does).
package enum JSONStringText {
    /// What a valid literal's text decodes to: its length in bytes, and how many columns the text
    /// as written spans (jansson counts a column per character, not per byte).
    package struct Measure: Sendable, Equatable {
        package var bytes: Int
        package var columns: Int
    }

    /// Measures `text` (without its quotes), or nil when jansson would refuse it: a raw control
    /// character or quote, an unknown escape, a `\u` without four hex digits or with an unpaired
    /// surrogate, invalid UTF-8.
    package static func decodedLength(of text: UnsafeRawBufferPointer) -> Measure? {
        var measure = Measure(bytes: 0, columns: 0)
        var index = 0
        while index < text.count {
            let byte = text[index]
            switch byte {
            case 0x00..<0x20, UInt8(ascii: "\""):
                return nil
            case UInt8(ascii: "\\"):
                guard index + 1 < text.count else { return nil }
                let escape = text[index + 1]
                if escape == UInt8(ascii: "u") {
                    guard let (scalar, length) = unicodeEscape(in: text, at: index) else { return nil }
                    measure.bytes += scalar < 0x80 ? 1 : scalar < 0x800 ? 2 : scalar < 0x10000 ? 3 : 4
                    measure.columns += length
                    index += length
                    continue
                }
                guard "\"\\/bfnrt".utf8.contains(escape) else { return nil }
                measure.bytes += 1
                measure.columns += 2
                index += 2
            case 0x00..<0x80:
                measure.bytes += 1
                measure.columns += 1
                index += 1
            default:
                guard let length = utf8SequenceLength(in: text, at: index) else { return nil }
                measure.bytes += length
                measure.columns += 1
                index += length
            }
        }
        return measure
    }

    /// The scalar a `\uXXXX` (or a surrogate pair of them) at `index` stands for, and the escape's
    /// length in bytes.
    private static func unicodeEscape(in text: UnsafeRawBufferPointer, at index: Int) -> (UInt32, Int)? {
        guard let first = hexQuad(in: text, at: index + 2) else { return nil }
        switch first {
        case 0xD800...0xDBFF:
            guard index + 7 < text.count, text[index + 6] == UInt8(ascii: "\\"), text[index + 7] == UInt8(ascii: "u"),
                  let second = hexQuad(in: text, at: index + 8), (0xDC00...0xDFFF).contains(second) else { return nil }
            return (0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00), 12)
        case 0xDC00...0xDFFF:
            return nil
        default:
            return (first, 6)
        }
    }

    private static func hexQuad(in text: UnsafeRawBufferPointer, at start: Int) -> UInt32? {
        guard start + 4 <= text.count else { return nil }
        var value: UInt32 = 0
        for byte in text[start..<(start + 4)] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// The length of the well-formed UTF-8 sequence at `index` (no overlong forms, surrogates or
    /// scalars past U+10FFFF), or nil.
    private static func utf8SequenceLength(in text: UnsafeRawBufferPointer, at index: Int) -> Int? {
        let lead = text[index]
        let length: Int
        var scalar: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; scalar = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; scalar = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; scalar = UInt32(lead & 0x07)
        default: return nil
        }
        guard index + length <= text.count else { return nil }
        for offset in 1..<length {
            let byte = text[index + offset]
            guard byte & 0xC0 == 0x80 else { return nil }
            scalar = scalar << 6 | UInt32(byte & 0x3F)
        }
        switch length {
        case 3 where scalar < 0x800 || (0xD800...0xDFFF).contains(scalar): return nil
        case 4 where scalar < 0x10000 || scalar > 0x10FFFF: return nil
        default: return length
        }
    }
}
