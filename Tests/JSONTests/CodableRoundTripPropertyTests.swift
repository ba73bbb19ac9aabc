import Foundation
import JSON
import Testing

/// Random values of a type that mixes every case shape survive encode → bytes → parse → decode,
/// and encode to the same bytes again.
@Suite struct CodableRoundTripPropertyTests {
    indirect enum Node: Codable, Equatable, Hashable {
        case leaf
        case number(Int)
        case text(String?)
        case pair(Node, Node)
        case list([Node])
        case labeled(id: Int, child: Node?)
        case record(Record)
        case tagged(Set<Int>, [String: Node])
        case unit(Empty)
    }

    struct Record: Codable, Equatable, Hashable {
        var flag: Bool
        var ratio: Double
        var small: UInt8
        var names: [String]
        var suit: Suit?
        var theme: Theme
    }

    /// SplitMix64: small, seedable, and the same on every platform.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static func randomText(_ rng: inout SeededGenerator) -> String {
        // No NUL: jansson refuses it in object keys, and these strings become dictionary keys.
        let pieces = ["a", "Z", "~", "/", "\"", "\\", "\n", "가", "🙂", "_0", " "]
        return (0..<Int.random(in: 0...4, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
    }

    static func randomNode(_ rng: inout SeededGenerator, depth: Int) -> Node {
        let choice = Int.random(in: 0..<(depth > 3 ? 3 : 9), using: &rng)
        switch choice {
        case 0: return .leaf
        case 1: return .number(Int.random(in: Int.min...Int.max, using: &rng))
        case 2: return .text(Bool.random(using: &rng) ? nil : randomText(&rng))
        case 3: return .pair(randomNode(&rng, depth: depth + 1), randomNode(&rng, depth: depth + 1))
        case 4: return .list((0..<Int.random(in: 0...3, using: &rng)).map { _ in randomNode(&rng, depth: depth + 1) })
        case 5:
            return .labeled(id: Int.random(in: -5...5, using: &rng),
                            child: Bool.random(using: &rng) ? nil : randomNode(&rng, depth: depth + 1))
        case 6:
            return .record(Record(
                flag: Bool.random(using: &rng), ratio: Double.random(in: -1e6...1e6, using: &rng),
                small: UInt8.random(in: 0...255, using: &rng),
                names: (0..<Int.random(in: 0...2, using: &rng)).map { _ in randomText(&rng) },
                suit: [nil, Suit.hearts, .spades].randomElement(using: &rng)!,
                theme: Bool.random(using: &rng) ? .light : .dark))
        case 7:
            let set = Set((0..<Int.random(in: 0...4, using: &rng)).map { _ in Int.random(in: 0...20, using: &rng) })
            let entries = (0..<Int.random(in: 0...3, using: &rng)).map { _ in (randomText(&rng), randomNode(&rng, depth: depth + 1)) }
            return .tagged(set, Dictionary(entries, uniquingKeysWith: { first, _ in first }))
        default: return .unit(Empty())
        }
    }

    @Test func randomValuesRoundTripThroughBytes() throws {
        let seed = UInt64.random(in: 0...UInt64.max)
        var rng = SeededGenerator(state: seed)
        for iteration in 0..<500 {
            let value = Self.randomNode(&rng, depth: 0)
            let bytes: [UInt8], decoded: Node, again: [UInt8]
            do {
                bytes = try JSONValueEncoder().encode(value).serialized()
                decoded = try JSONValueDecoder().decode(Node.self, from: JSONValue(parsing: bytes))
                again = try JSONValueEncoder().encode(decoded).serialized()
            } catch {
                Issue.record("seed \(seed), iteration \(iteration): \(error) for \(value)")
                return
            }
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(decoded == value, "seed \(seed), iteration \(iteration): \(text)")
            #expect(again == bytes, "seed \(seed), iteration \(iteration): \(text)")
            if decoded != value || again != bytes { return }
        }
    }
}
