import Foundation
import JSON

/// The JSON engine against the C floor (`benchmarks/c/json_floor.c`), on the same inputs.
enum JSONBench {
    static func run(arguments: [String]) throws {
        guard arguments.count == 2 else {
            throw BenchError.usage("UIStateBench json REQUEST_FILE STATE_FILE")
        }
        let request = try [UInt8](Data(contentsOf: URL(fileURLWithPath: arguments[0])))
        let state = try [UInt8](Data(contentsOf: URL(fileURLWithPath: arguments[1])))

        let small = 200_000
        let smallSeconds = try measure { try roundTrips(request, times: small) }
        report("swift.small_roundtrip", Double(small) / smallSeconds, "msg/s")

        let large = 200
        let largeSeconds = try measure { try roundTrips(state, times: large) }
        report("swift.state_roundtrip", Double(state.count * large) / largeSeconds / 1e6, "MB/s")

        let old = try JSONValue(parsing: state)
        var new = old
        try new.replace("changed", at: JSONPointer(parsing: "/feed/articles/512/author/name"))
        let diffs = 200
        var operations = 0
        let diffSeconds = measure {
            for _ in 0..<diffs { operations += JSONPatch.diff(from: old, to: new).operations.count }
        }
        precondition(operations == diffs, "a one-leaf change must diff to one operation")
        var written = 0
        let serializeSeconds = measure {
            for _ in 0..<diffs { written += old.serialized().count }
        }
        report("swift.state_diff_one_leaf", diffSeconds / Double(diffs) * 1e3, "ms/diff")
        report("swift.state_serialize", serializeSeconds / Double(diffs) * 1e3, "ms/serialize")
        report("swift.diff_vs_serialize", diffSeconds / serializeSeconds, "x")
    }

    private static func roundTrips(_ bytes: [UInt8], times: Int) throws {
        var sink = 0
        for _ in 0..<times {
            sink &+= try JSONValue(parsing: bytes).serialized().count
        }
        if sink == 0 { throw BenchError.usage("unexpected empty output") }
    }
}
