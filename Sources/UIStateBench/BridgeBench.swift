import Foundation
import JSON

/// Codable decode+encode through the JSONValue bridge against Foundation's `JSONDecoder` +
/// `JSONEncoder`, on the same Swift types (each side reading and writing its own form of them:
/// the wire form for the bridge, Swift's synthesized form for Foundation).
///
/// Run in release: `swift build -c release --product UIStateBench && .build/release/UIStateBench`.
enum BridgeBench {
    // MARK: - Types shaped like a feature's actions and state

    enum DelegateAction: Codable, Equatable {
        case selected([Int])
        case invalidText(String)
    }

    enum RelationAction: Codable, Equatable {
        case delegate(DelegateAction)
        case dismissed
    }

    enum Action: Codable, Equatable {
        case relation(RelationAction)
        case itemTapped(Int)
        case saveButtonTapped
        case profileLoaded(Profile)
    }

    struct Profile: Codable, Equatable {
        var id: Int
        var name: String
        var email: String
        var age: Int
        var score: Double
        var isVerified: Bool
        var tags: [String]
        var nickname: String?
        var followers: Int
        var bio: String
    }

    static let profile = Profile(
        id: 42, name: "Kim Minji", email: "minji@example.com", age: 31, score: 4.75, isVerified: true,
        tags: ["swift", "ui"], nickname: nil, followers: 1280, bio: "가나다라마바사 — building things")

    // MARK: - Running

    /// Runs every case and prints ops/s and the bridge/Foundation ratios.
    static func run() {
        do {
            try run(arguments: [])
        } catch {
            print("BridgeBench failed: \(error)")
        }
    }

    /// Which of the three paths a run measures (all by default).
    private struct Paths {
        var value = true, bytes = true, foundation = true
    }

    /// Runs every case; `arguments` may hold an iteration count (default 200 000), then one case
    /// (`nested`, `struct`, `action`) and one path (`value`, `bytes`, `foundation`) to profile
    /// alone, e.g. `valgrind --tool=callgrind .build/release/UIStateBench bridge 20000 struct value`.
    static func run(arguments: [String]) throws {
        let iterations = arguments.first.flatMap(Int.init) ?? 200_000
        let only = arguments.dropFirst().first
        var paths = Paths()
        if let path = arguments.dropFirst(2).first {
            paths = Paths(value: path == "value", bytes: path == "bytes", foundation: path == "foundation")
        }
        print("bridge benchmark, \(iterations) iterations per case")
        if only == nil || only == "nested" {
            try compare("nested action", Action.relation(.delegate(.selected([1, 2, 3]))), iterations: iterations, paths: paths)
        }
        if only == nil || only == "struct" {
            try compare("10-field struct", profile, iterations: iterations, paths: paths)
        }
        if only == nil || only == "action" {
            try compare("action with struct", Action.profileLoaded(profile), iterations: iterations, paths: paths)
        }
    }

    private static func compare<T: Codable & Equatable>(_ name: String, _ value: T, iterations: Int, paths: Paths = Paths()) throws {
        let json = try JSONValueEncoder().encode(value)
        let bytes = json.serialized()
        let foundationData = try JSONEncoder().encode(value)
        // Every path must reproduce the value, or the figures compare different work.
        guard try JSONValueDecoder().decode(T.self, from: JSONValue(parsing: bytes)) == value,
            try JSONDecoder().decode(T.self, from: foundationData) == value
        else { throw BridgeBenchError.mismatch(name) }

        let decoder = JSONValueDecoder(), encoder = JSONValueEncoder()
        let fromValue = !paths.value ? .nan : try rate(iterations) {
            let decoded = try decoder.decode(T.self, from: json)
            return try encoder.encode(decoded)
        }
        let fromBytes = !paths.bytes ? .nan : try rate(iterations) {
            let decoded = try decoder.decode(T.self, from: JSONValue(parsing: bytes))
            return try encoder.encode(decoded).serialized()
        }
        let foundationDecoder = JSONDecoder(), foundationEncoder = JSONEncoder()
        let foundation = !paths.foundation ? .nan : try rate(iterations) {
            let decoded = try foundationDecoder.decode(T.self, from: foundationData)
            return try foundationEncoder.encode(decoded)
        }
        print("\(name)  wire \(String(decoding: bytes, as: UTF8.self))")
        print("  bridge JSONValue→T→JSONValue  \(format(fromValue)) ops/s  \(ratio(fromValue, foundation))x Foundation")
        print("  bridge bytes→T→bytes          \(format(fromBytes)) ops/s  \(ratio(fromBytes, foundation))x Foundation")
        print("  Foundation Data→T→Data        \(format(foundation)) ops/s")
    }

    /// Operations per second of `body`, after a warm-up of a tenth of the iterations.
    private static func rate<R>(_ iterations: Int, _ body: () throws -> R) throws -> Double {
        for _ in 0..<(iterations / 10) { _ = try body() }
        let clock = ContinuousClock()
        let start = clock.now
        for _ in 0..<iterations { _ = try body() }
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return Double(iterations) / seconds
    }

    private static func format(_ rate: Double) -> String {
        String(format: "%9.0f", rate)
    }

    private static func ratio(_ rate: Double, _ baseline: Double) -> String {
        String(format: "%.1f", rate / baseline)
    }

    private enum BridgeBenchError: Error {
        case mismatch(String)
    }
}
