import Foundation
import JSON
import Testing

/// Random documents must survive parse∘serialize and diff∘apply. Each case prints its seed so a
/// failure can be replayed with `RandomDocuments(seed:)`.
@Suite struct Properties {
    static let seeds: [UInt64] = Array(1...200)

    @Test(arguments: seeds)
    func serializeThenParseGivesTheSameDocument(seed: UInt64) throws {
        var random = RandomDocuments(seed: seed)
        let document = random.value(depth: 0)
        for options in [JSONWriteOptions.compact, .canonical, .pretty] {
            let text = document.serialized(options)
            let parsed = try JSONValue(parsing: text)
            #expect(parsed == document, "seed \(seed), options \(options)")
            #expect(parsed.serialized(options) == text, "seed \(seed)")
        }
    }

    @Test(arguments: seeds)
    func applyingTheDiffGivesTheNewDocument(seed: UInt64) throws {
        var random = RandomDocuments(seed: seed)
        let old = random.value(depth: 0)
        let new = random.mutated(old, depth: 0)
        let patch = JSONPatch.diff(from: old, to: new)
        #expect(try patch.apply(to: old) == new, "seed \(seed): \(patch.json)")
        let reread = try JSONPatch(json: JSONValue(parsing: patch.json.serialized()))
        #expect(reread == patch, "seed \(seed)")
    }

    /// A patch written straight to bytes is its JSON's compact form, whatever its keys hold
    /// (`~` and `/` escaped in pointers, quotes, control characters, non-ASCII).
    @Test(arguments: seeds)
    func aPatchWrittenDirectlyIsItsJSONsBytes(seed: UInt64) {
        var random = RandomDocuments(seed: seed)
        let old = random.value(depth: 0)
        let patch = JSONPatch.diff(from: old, to: random.mutated(old, depth: 0))
        var written: [UInt8] = Array("prefix".utf8)
        patch.write(to: &written)
        #expect(written == Array("prefix".utf8) + patch.json.serialized(), "seed \(seed)")
    }
}

/// A small deterministic generator (SplitMix64) of JSON documents.
struct RandomDocuments {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// Keys may not hold NUL: jansson stores keys as C strings (see `rejectsNulInObjectKeys`).
    mutating func key() -> String {
        string().replacingOccurrences(of: "\u{0}", with: "0")
    }

    mutating func string() -> String {
        let alphabet: [String] = ["a", "b", "~", "/", "\"", "\\", "\n", "\u{0}", "é", "한", "😀", "👩‍👧", " ", "0"]
        return (0..<below(6)).map { _ in alphabet[below(alphabet.count)] }.joined()
    }

    mutating func value(depth: Int) -> JSONValue {
        let kinds = depth > 4 ? 6 : 8
        switch below(kinds) {
        case 0: return .null
        case 1: return .bool(below(2) == 0)
        case 2: return .integer(Int64(bitPattern: next()) >> Int64(below(64)))
        case 3:
            let double = Double(bitPattern: next())
            return .double(double.isFinite ? double : 0.5)
        case 4, 5: return .string(string())
        case 6: return .array((0..<below(5)).map { _ in value(depth: depth + 1) })
        default:
            var object = JSONObject()
            for _ in 0..<below(5) { object[key()] = value(depth: depth + 1) }
            return .object(object)
        }
    }

    mutating func mutated(_ value: JSONValue, depth: Int) -> JSONValue {
        switch value {
        case .array(var elements) where below(4) != 0:
            for _ in 0..<below(3) {
                switch below(3) {
                case 0 where !elements.isEmpty: elements.remove(at: below(elements.count))
                case 1: elements.insert(self.value(depth: depth + 1), at: below(elements.count + 1))
                default:
                    if !elements.isEmpty {
                        let index = below(elements.count)
                        elements[index] = mutated(elements[index], depth: depth + 1)
                    }
                }
            }
            return .array(elements)
        case .object(var object) where below(4) != 0:
            for key in object.keys where below(3) == 0 {
                object[key] = below(2) == 0 ? nil : mutated(object[key] ?? .null, depth: depth + 1)
            }
            if below(2) == 0 { object[key()] = self.value(depth: depth + 1) }
            return .object(object)
        default:
            return below(3) == 0 ? value : self.value(depth: depth)
        }
    }
}
