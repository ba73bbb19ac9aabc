import Foundation
import JSON
import Testing

/// Primitives and the Foundation types whose wire form the bridge fixes, and what it refuses to
/// encode.
@Suite struct CodableValueTests {
    func encoded<T: Encodable>(_ value: T) throws -> JSONValue {
        try JSONValueEncoder().encode(value)
    }

    func decoded<T: Decodable>(_ type: T.Type, _ value: JSONValue) throws -> T {
        try JSONValueDecoder().decode(type, from: value)
    }

    @Test func encodesIntegersExactlyAndFloatsByTheirShortestForm() throws {
        #expect(try encoded(Int64.max) == .integer(.max))
        #expect(try encoded(UInt64(Int64.max)) == .integer(.max))
        #expect(try encoded(Int8.min) == .integer(-128))
        #expect(try encoded(Float(0.1)).serializedString() == "0.1")
        #expect(try encoded(0.1).serializedString() == "0.1")
        #expect(try encoded([UInt16(7)]) == [7])
    }

    @Test func decodesIntegersFromExactlyIntegralDoublesOnly() throws {
        #expect(try decoded(Int.self, .double(3.0)) == 3)
        #expect(try decoded(UInt8.self, .double(255)) == 255)
        #expect(throws: JSONDecodingError(path: "", message: "expected integer, found number 3.5")) {
            try decoded(Int.self, .double(3.5))
        }
    }

    @Test func decodesFloatingPointFromIntegers() throws {
        #expect(try decoded(Double.self, 3) == 3.0)
        #expect(try decoded(Float.self, 3) == 3.0)
        #expect(try decoded([Double].self, [1, 2.5]) == [1, 2.5])
    }

    @Test func refusesToEncodeWhatHasNoExactJSONForm() throws {
        struct Reading: Encodable { var value: Double; var count: UInt64 = 0 }
        #expect(throws: JSONEncodingError(path: "/value", message: "non-finite number nan has no JSON form")) {
            try encoded(Reading(value: .nan))
        }
        #expect(throws: JSONEncodingError(path: "/1", message: "non-finite number inf has no JSON form")) {
            try encoded([1, Float.infinity])
        }
        #expect(throws: JSONEncodingError(path: "/count", message: "value 18446744073709551615 does not fit in Int64")) {
            try encoded(Reading(value: 1, count: .max))
        }
        #expect(throws: JSONEncodingError(path: "/action/itemTapped", message: "non-finite number -inf has no JSON form")) {
            try encoded(["action": Measured.itemTapped(-.infinity)])
        }
    }

    enum Measured: Encodable { case itemTapped(Double) }

    // MARK: - Foundation types

    @Test func writesDatesAsISO8601UTCWithMillisecondsWhenPresent() throws {
        #expect(try encoded(Date(timeIntervalSince1970: 1_767_225_600)) == "2026-01-01T00:00:00Z")
        #expect(try encoded(Date(timeIntervalSince1970: 1_767_225_600.25)) == "2026-01-01T00:00:00.250Z")
        #expect(try encoded(Date(timeIntervalSince1970: 0.0004)) == "1970-01-01T00:00:00Z")
        #expect(try encoded(Date(timeIntervalSince1970: -0.001)) == "1969-12-31T23:59:59.999Z")
        #expect(try encoded(Date(timeIntervalSince1970: 951_782_400)) == "2000-02-29T00:00:00Z")
        #expect(throws: JSONEncodingError(path: "", message: "date 1000000000000000.0 is outside the years 0000…9999")) {
            try encoded(Date(timeIntervalSince1970: 1e15))
        }
    }

    @Test func readsISO8601DatesWithFractionsAndOffsets() throws {
        let start = Date(timeIntervalSince1970: 1_767_225_600)
        #expect(try decoded(Date.self, "2026-01-01T00:00:00Z") == start)
        #expect(try decoded(Date.self, "2026-01-01T00:00:00.5Z") == start + 0.5)
        #expect(try decoded(Date.self, "2026-01-01T00:00:00.123Z") == Date(timeIntervalSince1970: 1_767_225_600.123))
        #expect(try decoded(Date.self, "2026-01-01T09:00:00+09:00") == start)
        #expect(try decoded(Date.self, "2025-12-31T19:30:00-04:30") == start)
        for bad in ["2026-13-01T00:00:00Z", "2026-02-29T00:00:00Z", "2026-01-01 00:00:00Z", "2026-01-01T00:00:00", "x"] {
            #expect(throws: JSONDecodingError(path: "", message: "expected ISO 8601 date, found string \"\(bad)\"")) {
                try decoded(Date.self, .string(bad))
            }
        }
    }

    @Test func roundTripsDatesAtMillisecondPrecision() throws {
        for milliseconds in [0, 1, 999, 1_767_225_600_123, -62_167_219_200_000, 253_402_300_799_999] as [Int64] {
            let date = Date(timeIntervalSince1970: Double(milliseconds) / 1000)
            #expect(try decoded(Date.self, encoded(date)) == date, "\(milliseconds)")
        }
    }

    @Test func writesUUIDURLAndDataAsStrings() throws {
        let id = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(try encoded(id) == "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        #expect(try decoded(UUID.self, "e621e1f8-c36c-495a-93fc-0c247a3e6e5f") == id)
        let url = try #require(URL(string: "https://example.com/a?b=c"))
        #expect(try encoded(url) == "https://example.com/a?b=c")
        #expect(try decoded(URL.self, "https://example.com/a?b=c") == url)
        #expect(try encoded(Data([0, 1, 255])) == "AAH/")
        #expect(try decoded(Data.self, "AAH/") == Data([0, 1, 255]))
        #expect(throws: JSONDecodingError(path: "/0", message: #"expected UUID, found string "nope""#)) {
            try decoded([UUID].self, ["nope"])
        }
        #expect(throws: JSONDecodingError(path: "", message: #"expected base64 data, found string "!""#)) {
            try decoded(Data.self, "!")
        }
    }

    @Test func encodesFoundationTypesInsideContainersAndAsDictionaryKeys() throws {
        struct Visit: Codable, Equatable { var at: Date; var id: UUID; var link: URL? }
        let id = UUID(uuidString: "00000000-0000-4000-8000-000000000001")!
        let visit = Visit(at: Date(timeIntervalSince1970: 1_767_225_600), id: id, link: nil)
        #expect(try encoded(visit) == ["at": "2026-01-01T00:00:00Z", "id": "00000000-0000-4000-8000-000000000001"])
        #expect(try decoded(Visit.self, encoded(visit)) == visit)
        #expect(try encoded([id: 1]) == ["00000000-0000-4000-8000-000000000001", 1])
    }

    // MARK: - Conveniences and user info

    @Test func offersConveniencesOnJSONValue() throws {
        let json = try JSONValue(encoding: Action.itemTapped(3))
        #expect(json == ["itemTapped": 3])
        #expect(try json.decode() as Action == .itemTapped(3))
        #expect(try json.decode(Action.self) == .itemTapped(3))
    }

    @Test func passesUserInfoToCodableImplementations() throws {
        let key = try #require(CodingUserInfoKey(rawValue: "prefix"))
        struct Tagged: Codable, Equatable {
            var name: String
            init(name: String) { self.name = name }
            init(from decoder: any Decoder) throws {
                name = (decoder.userInfo[CodingUserInfoKey(rawValue: "prefix")!] as? String ?? "") + (try String(from: decoder))
            }
            func encode(to encoder: any Encoder) throws {
                try ((encoder.userInfo[CodingUserInfoKey(rawValue: "prefix")!] as? String ?? "") + name).encode(to: encoder)
            }
        }
        var encoder = JSONValueEncoder()
        encoder.userInfo[key] = "e-"
        var decoder = JSONValueDecoder()
        decoder.userInfo[key] = "d-"
        #expect(try encoder.encode([Tagged(name: "x")]) == ["e-x"])
        #expect(try decoder.decode([Tagged].self, from: ["x"]) == [Tagged(name: "d-x")])
    }

    @Test func reportsCodingPathsToCodableImplementations() throws {
        struct Spy: Codable {
            static let paths = PathLog()
            init() {}
            init(from decoder: any Decoder) throws { Self.paths.add(decoder.codingPath.map(\.stringValue)) }
            func encode(to encoder: any Encoder) throws {
                Self.paths.add(encoder.codingPath.map(\.stringValue))
                var container = encoder.singleValueContainer()
                try container.encodeNil()
            }
        }
        _ = try encoded(["a": [Spy(), Spy()]])
        _ = try decoded([String: [Spy]].self, ["a": [nil, nil]])
        #expect(Spy.paths.all == [["a", "0"], ["a", "1"], ["a", "0"], ["a", "1"]])
    }
}

/// A test-only log of coding paths, locked because Swift Testing may run tests in parallel.
final class PathLog: @unchecked Sendable {
    // Every access to `entries` goes through `lock`.
    private let lock = NSLock()
    private var entries: [[String]] = []
    func add(_ path: [String]) { lock.withLock { entries.append(path) } }
    var all: [[String]] { lock.withLock { entries } }
}
