import JSON
import Testing

/// `JSONScanner`'s verdict on many generated documents against jansson's (`JSONValue(parsing:)`):
/// what the scanner vouches for must parse, and documents inside its subset (ASCII, short
/// numbers, keys without escapes, modest nesting) must be vouched for exactly when they parse,
/// duplicate keys (in objects of any size and depth) refused by both. A seeded generator, so a
/// failure replays.
@Suite struct JSONScannerRandomTests {
    private struct Generator {
        var state: UInt64

        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33) % bound
        }

        /// A key from a small alphabet, so that keys of one object often share length and bytes.
        mutating func key() -> String {
            let letters = Array("abcdefgh")
            return String((0..<(1 + next(9))).map { _ in letters[next(letters.count)] })
        }

        mutating func string() -> String {
            let pieces = ["a", "Z", " ", "~", "0", "\\\"", "\\\\", "\\/", "\\n", "\\t", "\\u0041", "\\u00e9", "{", "]", ",", ":"]
            return "\"" + (0..<next(12)).map { _ in pieces[next(pieces.count)] }.joined() + "\""
        }

        mutating func number() -> String {
            let integer = next(4) == 0 ? "0" : String(1 + next(999_999))
            var text = (next(3) == 0 ? "-" : "") + integer
            if next(4) == 0 { text += "." + String(next(1000)) }
            if next(5) == 0 { text += ["e", "E"][next(2)] + ["", "+", "-"][next(3)] + String(next(99)) }
            return text
        }

        /// A valid document of the scanner's subset: its objects' keys distinct unless
        /// `duplicates`, when some object may repeat one of its keys.
        mutating func value(depth: Int, duplicates: Bool) -> String {
            let kind = depth > 5 ? 2 + next(5) : next(7)
            switch kind {
            case 0:
                var keys: [String] = []
                let count = next(5) == 0 ? 14 + next(8) : next(5)
                while keys.count < count {
                    let key = key()
                    if !keys.contains(key) { keys.append(key) }
                }
                if duplicates, !keys.isEmpty, next(3) == 0 { keys.insert(keys[next(keys.count)], at: next(keys.count + 1)) }
                let members = keys.map { "\"\($0)\"" + space() + ":" + space() + value(depth: depth + 1, duplicates: duplicates) }
                return "{" + space() + members.joined(separator: space() + "," + space()) + space() + "}"
            case 1:
                let elements = (0..<next(5)).map { _ in value(depth: depth + 1, duplicates: duplicates) }
                return "[" + space() + elements.joined(separator: space() + "," + space()) + space() + "]"
            case 2: return string()
            case 3: return number()
            case 4: return ["true", "false", "null"][next(3)]
            default: return string()
            }
        }

        mutating func space() -> String {
            next(4) == 0 ? [" ", "\n", "\t", "\r\n "][next(4)] : ""
        }

        /// A few bytes inserted, removed or replaced (no backslash or byte past ASCII, which put
        /// a document outside the subset without making it invalid).
        mutating func mutated(_ text: String) -> String {
            var bytes = Array(text.utf8)
            let alphabet = Array("{}[],:\"0123456789.eE+-tfnrul aZ".utf8) + [0x01, 0x7F]
            for _ in 0..<(1 + next(3)) {
                let place = next(bytes.count + 1)
                switch next(3) {
                case 0: bytes.insert(alphabet[next(alphabet.count)], at: place)
                case 1: if place < bytes.count { bytes.remove(at: place) }
                default: if place < bytes.count { bytes[place] = alphabet[next(alphabet.count)] }
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    private static func vouches(_ text: String) -> Bool {
        Array(text.utf8).withUnsafeBytes { bytes in
            var scanner = JSONScanner(bytes: bytes)
            return scanner.value(depth: 1) && scanner.atEnd()
        }
    }

    private static func parses(_ text: String) -> Bool {
        (try? JSONValue(parsing: text)) != nil
    }

    @Test func validDocumentsAreVouchedFor() {
        var generator = Generator(state: 0xC0FFEE)
        for _ in 0..<5_000 {
            let text = generator.value(depth: 1, duplicates: false)
            #expect(Self.parses(text), "\(text)")
            #expect(Self.vouches(text), "\(text)")
        }
    }

    @Test func duplicateKeysAreRefusedAsTheParserRefusesThem() {
        var generator = Generator(state: 0xD0B1E)
        var duplicated = 0
        for _ in 0..<5_000 {
            let text = generator.value(depth: 1, duplicates: true)
            let parses = Self.parses(text)
            if !parses { duplicated += 1 }
            #expect(Self.vouches(text) == parses, "\(text)")
        }
        #expect(duplicated > 300)
    }

    /// Keys past the ones kept on the stack: a repeat among them, or of an early one, is found.
    @Test(arguments: [(0, 20), (3, 16), (15, 16), (16, 17), (17, 30), (2, 40)])
    func aRepeatFarIntoALargeObjectIsRefused(first: Int, repeatAt: Int) {
        var keys = (0..<repeatAt).map { "k\($0)" }
        keys.append("k\(first)")
        let text = "{" + keys.map { "\"\($0)\":\($0.count)" }.joined(separator: ",") + "}"
        #expect(!Self.parses(text))
        #expect(!Self.vouches(text))
        let distinct = "{" + (0...repeatAt).map { "\"k\($0)\":[{\"k\($0)\":1,\"a\":{\"k\($0)\":2}}]" }.joined(separator: ",") + "}"
        #expect(Self.vouches(distinct))
    }

    @Test func whatIsVouchedForParses() {
        var generator = Generator(state: 0xBAD5EED)
        var refused = 0
        for _ in 0..<20_000 {
            let text = generator.mutated(generator.value(depth: 1, duplicates: generator.next(4) == 0))
            let vouched = Self.vouches(text)
            if vouched { #expect(Self.parses(text), "\(text)") } else { refused += 1 }
        }
        #expect(refused > 5_000)
    }
}
