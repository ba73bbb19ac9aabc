import Foundation
@testable import JSON
import RPCTestSupport
import Testing

/// `canonicalBytes` writes a value's canonical JSON straight from the value; it must be the very
/// bytes of encoding the value to a tree and serializing it canonically, for every value, since
/// explored states are told apart by them. Values it does not write itself go the tree's way.
@Suite("Canonical bytes written from the value are the tree's canonical bytes")
struct CanonicalBytesTests {
    /// Members declared out of key order, optionals, nested structs and arrays: the direct way.
    struct Row: Encodable {
        var zeta: Int
        var alpha: String
        var mid: Bool?
        var inner: Inner?
    }

    struct Inner: Encodable {
        var b: [Int?]
        var a: UInt8
    }

    /// Every field kind a feature's state holds, enums, sets and dictionaries included (written
    /// by the tree's encoder inside the direct way).
    struct Document: Encodable {
        var title: String
        var count: Int
        var ratio: Double
        var tiny: Float
        var big: UInt64
        var flag: Bool?
        var names: [String]
        var rows: [Row]
        var optionalRow: Row?
        var matrix: [[Int]]
        var node: CodableRoundTripPropertyTests.Node
        var tags: Set<String>
        var byName: [String: Row]
        var byNumber: [Int: Bool]
        var theme: Theme
        var level: Level?
        var empty: Empty
        var json: JSONValue
        var date: Date
        var id: UUID
        var paths: [PathReader]
        var wrapped: Wrapper
    }

    /// Encodes as its coding path: the path must read the same both ways.
    struct PathReader: Encodable {
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(encoder.codingPath.map(\.stringValue).joined(separator: "/"))
        }
    }

    /// A struct written through a single-value container, with an enum payload holding a path.
    struct Wrapper: Encodable {
        var inner: WrappedCase
        init(_ inner: WrappedCase) { self.inner = inner }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(inner)
        }
    }

    enum WrappedCase: Encodable {
        case plain
        case reading(PathReader, Row)
    }

    static func randomRow(_ rng: inout CodableRoundTripPropertyTests.SeededGenerator) -> Row {
        Row(
            zeta: Int.random(in: Int.min...Int.max, using: &rng), alpha: CodableRoundTripPropertyTests.randomText(&rng),
            mid: [nil, true, false].randomElement(using: &rng)!,
            inner: Bool.random(using: &rng) ? nil : Inner(
                b: (0..<Int.random(in: 0...3, using: &rng)).map { _ in Bool.random(using: &rng) ? nil : Int.random(in: -9...9, using: &rng) },
                a: UInt8.random(in: 0...255, using: &rng)
            )
        )
    }

    static func randomDocument(_ rng: inout CodableRoundTripPropertyTests.SeededGenerator) -> Document {
        let text = { (rng: inout CodableRoundTripPropertyTests.SeededGenerator) in CodableRoundTripPropertyTests.randomText(&rng) }
        return Document(
            title: text(&rng), count: Int.random(in: Int.min...Int.max, using: &rng),
            ratio: [0, -0.0, 0.1, 1e300, -2.5e-8, Double.random(in: -1e6...1e6, using: &rng)].randomElement(using: &rng)!,
            tiny: [0.1, 3, -1e-3].randomElement(using: &rng)!, big: UInt64.random(in: 0...UInt64(Int64.max), using: &rng),
            flag: [nil, true, false].randomElement(using: &rng)!,
            names: (0..<Int.random(in: 0...3, using: &rng)).map { _ in text(&rng) },
            rows: (0..<Int.random(in: 0...3, using: &rng)).map { _ in randomRow(&rng) },
            optionalRow: Bool.random(using: &rng) ? nil : randomRow(&rng),
            matrix: (0..<Int.random(in: 0...2, using: &rng)).map { _ in (0..<Int.random(in: 0...2, using: &rng)).map { _ in Int.random(in: -3...3, using: &rng) } },
            node: CodableRoundTripPropertyTests.randomNode(&rng, depth: 1),
            tags: Set((0..<Int.random(in: 0...3, using: &rng)).map { _ in text(&rng) }),
            byName: Dictionary((0..<Int.random(in: 0...3, using: &rng)).map { _ in (text(&rng), randomRow(&rng)) }, uniquingKeysWith: { a, _ in a }),
            byNumber: Dictionary((0..<Int.random(in: 0...3, using: &rng)).map { _ in (Int.random(in: -5...5, using: &rng), Bool.random(using: &rng)) }, uniquingKeysWith: { a, _ in a }),
            theme: Bool.random(using: &rng) ? .light : .dark, level: [nil, Level.low, .high].randomElement(using: &rng)!,
            empty: Empty(),
            json: [.null, ["b": 1, "a": [true, "x"]], "text", 2.5].randomElement(using: &rng)!,
            date: Date(timeIntervalSince1970: Double(Int.random(in: 0...2_000_000_000, using: &rng)) / 1000),
            id: UUID(uuidString: "00000000-0000-0000-0000-00000000000\(Int.random(in: 0...9, using: &rng))")!,
            paths: (0..<Int.random(in: 0...2, using: &rng)).map { _ in PathReader() },
            wrapped: Wrapper(Bool.random(using: &rng) ? .plain : .reading(PathReader(), randomRow(&rng)))
        )
    }

    static func treeBytes<T: Encodable>(_ value: T) throws -> [UInt8] {
        try JSONValueEncoder().encode(value).serialized(.canonical)
    }

    @Test func randomStatesAreWrittenDirectlyToTheTreesBytes() async throws {
        let seed = UInt64.random(in: 0...UInt64.max)
        // 500 documents encoded three ways: a second of CPU in a debug build, off the pool.
        let mismatch = try await runBlocking { () throws -> String? in
            var rng = CodableRoundTripPropertyTests.SeededGenerator(state: seed)
            for iteration in 0..<500 {
                let document = Self.randomDocument(&rng)
                let expected = try Self.treeBytes(document)
                // The direct way was taken, not the fallback.
                guard let direct = CanonicalEncoder.bytes(of: document) else {
                    return "seed \(seed), iteration \(iteration): the direct way fell back"
                }
                if direct != expected {
                    return "seed \(seed), iteration \(iteration)\n- \(String(decoding: expected, as: UTF8.self))\n+ \(String(decoding: direct, as: UTF8.self))"
                }
                if try JSONValueEncoder().canonicalBytes(document) != expected {
                    return "seed \(seed), iteration \(iteration): canonicalBytes differs from the direct bytes"
                }
            }
            return nil
        }
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    @Test func codingPathsReadTheSameBothWays() throws {
        var rng = CodableRoundTripPropertyTests.SeededGenerator(state: 7)
        var document = Self.randomDocument(&rng)
        document.paths = [PathReader(), PathReader()]
        document.wrapped = Wrapper(.reading(PathReader(), Row(zeta: 1, alpha: "a", mid: nil, inner: nil)))
        let bytes = try #require(CanonicalEncoder.bytes(of: document))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("\"paths\":[\"paths/0\",\"paths/1\"]"))
        #expect(text.contains("\"wrapped\":{\"reading\":[\"wrapped/reading/0\","))
        #expect(bytes == (try Self.treeBytes(document)))
    }

    // MARK: - What the direct way leaves to the tree

    /// A payload in a nested container, as a hand-written `encode(to:)` may do.
    struct Nested: Encodable {
        enum Keys: String, CodingKey { case outer, list, b, a }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            var outer = container.nestedContainer(keyedBy: Keys.self, forKey: .outer)
            try outer.encode(2, forKey: .b)
            try outer.encode(1, forKey: .a)
            var list = container.nestedUnkeyedContainer(forKey: .list)
            try list.encode("x")
        }
    }

    /// The same key twice, one after the other or apart: the tree keeps the last value.
    struct Twice: Encodable {
        enum Keys: String, CodingKey { case k, j }
        var apart = false
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(1, forKey: .k)
            if apart { try container.encode(0, forKey: .j) }
            try container.encode(2, forKey: .k)
        }
    }

    /// Keys outside plain ASCII or needing escapes.
    struct OddKeys: Encodable {
        enum Keys: String, CodingKey { case accented = "é", spaced = "a b", plain = "a", quoted = "q\"" }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            for key in [Keys.accented, .spaced, .plain, .quoted] { try container.encode(key.rawValue, forKey: key) }
        }
    }

    /// A super encoder, a second container, a single value written twice.
    struct Unusual: Encodable {
        enum Keys: String, CodingKey { case base, more }
        let kind: Int
        func encode(to encoder: any Encoder) throws {
            switch kind {
            case 0:
                var container = encoder.container(keyedBy: Keys.self)
                try container.encode(1, forKey: .more)
                try 5.encode(to: container.superEncoder(forKey: .base))
            case 1:
                var first = encoder.container(keyedBy: Keys.self)
                try first.encode(1, forKey: .more)
                var second = encoder.container(keyedBy: Keys.self)
                try second.encode(2, forKey: .base)
            default:
                var container = encoder.singleValueContainer()
                try container.encode(1)
                try container.encode("replaced")
            }
        }
    }

    /// Encodes nothing at all: an empty object, both ways.
    struct Silent: Encodable {
        func encode(to encoder: any Encoder) throws {}
    }

    @Test func whatTheDirectWayDoesNotWriteGoesTheTreesWay() throws {
        let unusual: [any Encodable] = [Nested(), Twice(), Twice(apart: true), OddKeys(), Unusual(kind: 0), Unusual(kind: 1), Unusual(kind: 2), [Twice()]]
        for value in unusual {
            #expect(CanonicalEncoder.bytes(of: value) == nil, "\(value)")
            #expect(try JSONValueEncoder().canonicalBytes(value) == (try Self.treeBytes(value)), "\(value)")
        }
        #expect(try JSONValueEncoder().canonicalBytes(Twice()) == Array("{\"k\":2}".utf8))
        #expect(try JSONValueEncoder().canonicalBytes(Twice(apart: true)) == Array("{\"j\":0,\"k\":2}".utf8))
        #expect(CanonicalEncoder.bytes(of: Silent()) == Array("{}".utf8))
        #expect(CanonicalEncoder.bytes(of: [Silent()]) == (try Self.treeBytes([Silent()])))
    }

    @Test func aValueTheTreeRefusesIsRefusedWithTheSameError() {
        var rng = CodableRoundTripPropertyTests.SeededGenerator(state: 7)
        var row = Self.randomDocument(&rng)
        row.ratio = .nan
        #expect(CanonicalEncoder.bytes(of: row) == nil)
        #expect(throws: JSONEncodingError(path: "/ratio", message: "non-finite number nan has no JSON form")) {
            try JSONValueEncoder().canonicalBytes(row)
        }
    }
}
