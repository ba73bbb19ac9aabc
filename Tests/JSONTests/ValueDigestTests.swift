@testable import JSON
import RPCTestSupport
import Testing

/// A value's digest stands for its canonical bytes: exploration finds a state it reached before
/// by its digest alone, so two values with one digest must have the same bytes, and values that
/// differ anywhere, however deep, must get different digests.
@Suite("A value's digest tells apart what its canonical bytes tell apart")
struct ValueDigestTests {
    typealias Document = CanonicalBytesTests.Document

    /// A random document with nothing that reads its coding path (which gets no digest).
    static func randomDocument(_ rng: inout CodableRoundTripPropertyTests.SeededGenerator) -> Document {
        var document = CanonicalBytesTests.randomDocument(&rng)
        document.paths = []
        document.wrapped = CanonicalBytesTests.Wrapper(.plain)
        return document
    }

    @Test func randomValuesWithOneDigestHaveOneCanonicalEncoding() async throws {
        let seed = UInt64.random(in: 0...UInt64.max)
        // 400 documents, each encoded and digested twice: off the pool.
        let mismatch = try await runBlocking { () throws -> String? in
            var rng = CodableRoundTripPropertyTests.SeededGenerator(state: seed)
            var bytesByDigest: [ValueDigest: [UInt8]] = [:]
            for iteration in 0..<400 {
                let document = Self.randomDocument(&rng)
                let bytes = try JSONValueEncoder().canonicalBytes(document)
                guard let digest = ValueDigest.of(document) else { return "seed \(seed), iteration \(iteration): no digest" }
                if ValueDigest.of(document) != digest { return "seed \(seed), iteration \(iteration): digested again, another digest" }
                if let earlier = bytesByDigest.updateValue(bytes, forKey: digest), earlier != bytes {
                    return "seed \(seed), iteration \(iteration): one digest for\n- \(String(decoding: earlier, as: UTF8.self))\n+ \(String(decoding: bytes, as: UTF8.self))"
                }
            }
            return bytesByDigest.count < 390 ? "seed \(seed): only \(bytesByDigest.count) distinct digests" : nil
        }
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    @Test func valuesDifferingInOneNestedFieldGetDifferentDigests() throws {
        var rng = CodableRoundTripPropertyTests.SeededGenerator(state: 11)
        var document = Self.randomDocument(&rng)
        document.rows = [CanonicalBytesTests.Row(zeta: 1, alpha: "ab", mid: nil, inner: .init(b: [1, nil], a: 7))]
        document.optionalRow = CanonicalBytesTests.Row(zeta: 2, alpha: "c", mid: true, inner: nil)
        var variants: [Document] = [document]
        for change in [
            { (d: inout Document) in d.rows[0].inner?.a = 8 },
            { (d: inout Document) in d.rows[0].inner?.b = [nil, 1] },
            { (d: inout Document) in d.rows[0].inner?.b = [1] },
            { (d: inout Document) in d.rows[0].mid = false },
            { (d: inout Document) in d.rows[0].inner = nil },
            // The same characters split differently between two strings.
            { (d: inout Document) in
                d.rows[0].alpha = "a"
                d.optionalRow?.alpha = "bc"
            },
            { (d: inout Document) in d.optionalRow = nil },
            { (d: inout Document) in d.matrix = [[1], [2]] },
            { (d: inout Document) in d.matrix = [[1, 2]] },
            { (d: inout Document) in d.level = d.level == .low ? .high : .low },
            { (d: inout Document) in d.theme = d.theme == .light ? .dark : .light },
            { (d: inout Document) in d.ratio = d.ratio == 0.5 ? 0.25 : 0.5 },
            { (d: inout Document) in d.count = d.count &+ 1 },
        ] {
            var variant = document
            change(&variant)
            variants.append(variant)
        }
        let digests = variants.map(ValueDigest.of)
        #expect(ValueDigest.of(document) == digests[0])
        #expect(digests.allSatisfy { $0 != nil })
        #expect(Set(digests).count == variants.count)
        let bytes = try variants.map { try JSONValueEncoder().canonicalBytes($0) }
        #expect(Set(bytes).count == variants.count)
    }

    @Test func aValueReadingItsCodingPathGetsNoDigest() {
        var rng = CodableRoundTripPropertyTests.SeededGenerator(state: 3)
        var document = Self.randomDocument(&rng)
        #expect(ValueDigest.of(document) != nil)
        document.paths = [CanonicalBytesTests.PathReader()]
        #expect(ValueDigest.of(document) == nil)
    }
}
