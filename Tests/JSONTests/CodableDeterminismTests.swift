import Foundation
import JSON
import Transport
import RPCTestSupport
import Testing

/// State encodes to the same bytes in every process, although Swift seeds hashing per process.
@Suite struct CodableDeterminismTests {
    /// Runs the probe executable (built next to this test bundle) with hashing left random.
    func runProbe() async throws -> [String] {
        let probe = try probeURL()
        let result = try await Command([probe.path]).unsettingEnvironment("SWIFT_DETERMINISTIC_HASHING").run()
        #expect(result.status.code == 0)
        return result.output.split(separator: "\n").map(String.init)
    }

    func probeURL() throws -> URL {
        let candidates = [
            Bundle.main.bundleURL,
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
        ].map { $0.appendingPathComponent("EncodingDeterminismProbe") }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            Issue.record("EncodingDeterminismProbe not found at \(candidates.map(\.path)); build it with `swift build`")
            throw CancellationError()
        }
        return found
    }

    /// Where two long texts first differ, with a little context, so a failure stays readable.
    func firstDifference(_ a: String, _ b: String) -> String? {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x != y else { return nil }
        let offset = (0..<min(x.count, y.count)).first { x[$0] != y[$0] } ?? min(x.count, y.count)
        func around(_ bytes: [UInt8]) -> String {
            String(decoding: bytes[max(0, offset - 40)..<min(bytes.count, offset + 40)], as: UTF8.self)
        }
        return "byte \(offset): \(around(x)) ≠ \(around(y))"
    }

    @Test func encodesHashOrderedStateIdenticallyInTwoProcesses() async throws {
        let first = try await runProbe()
        let second = try await runProbe()
        try #require(first.count == 2 && second.count == 2)
        // The probe's sets iterate in different orders, so the test can tell sorting from luck…
        #expect(first[1] != second[1], "hash seeds did not differ between the two processes")
        // …and yet the encodings are byte-identical.
        #expect(firstDifference(first[0], second[0]) == nil)
        #expect(first[0].utf8.count > 50_000)
    }

    @Test func sortsSetElementsAndDictionaryEntriesByCanonicalBytes() throws {
        let encoder = JSONValueEncoder()
        #expect(try encoder.encode(Set(["b", "c", "a"])).serializedString() == #"["a","b","c"]"#)
        #expect(try encoder.encode(["b": 1, "a": 2]).serializedString() == #"{"a":2,"b":1}"#)
        // Int keys arrive as an object whose keys sort as strings.
        #expect(try encoder.encode([10: "x", 2: "y"]).serializedString() == #"{"10":"x","2":"y"}"#)
        // Other keys arrive as [key, value, …], sorted pairwise by the key's bytes.
        #expect(try encoder.encode([Suit.spades: 1, .hearts: 2]).serializedString() == #"["hearts",2,"spades",1]"#)
        #expect(try encoder.encode(Set([Suit.spades, .hearts])).serializedString() == #"["hearts","spades"]"#)
    }
}
