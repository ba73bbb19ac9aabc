import Foundation
import Transport
import RPCTestSupport
import StoreRuntime
import Testing

// MARK: - Killing a writer mid-write

/// A writer killed with SIGKILL at random moments never leaves a torn file: after every kill
/// the file holds a whole value, and the newest one the writer committed (or the one after, if
/// the kill came between the rename and the report).
@Test func aWriterKilledAtRandomMomentsAlwaysLeavesAWholeCommittedValue() async throws {
    let probe = try probeURL()
    // 220 child processes waited on in turn: off the cooperative pool (see `runBlocking`).
    try await runBlocking { try killWritersRepeatedly(probe: probe) }
}

private func killWritersRepeatedly(probe: URL) throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/value"
    var generator = SystemRandomNumberGenerator()
    var fileValue: Int?
    var runsThatCommitted = 0

    for run in 0..<220 {
        let start = run * 1_000_000
        let process = try Command([probe.path, path, String(start)]).standardInput(.null).spawn()
        defer { FileDescriptorIO.close(process.standardOutput) }
        // Kill while it writes: after its first committed value (process start-up would
        // otherwise swallow most short delays), at a random moment within the next 5 ms.
        var printed: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while !printed.contains(UInt8(ascii: "\n")) {
            let count = FileDescriptorIO.read(process.standardOutput, into: &chunk)
            if count <= 0 { break }
            printed += chunk[..<count]
        }
        usleep(UInt32.random(in: 0...5_000, using: &generator))
        process.kill()
        #expect(process.waitForExit().signal == SIGKILL)
        while true {
            let count = FileDescriptorIO.read(process.standardOutput, into: &chunk)
            if count <= 0 { break }
            printed += chunk[..<count]
        }

        let reported = String(decoding: printed, as: UTF8.self)
            .split(separator: "\n").compactMap { Int($0) }.last
        guard let bytes = try AtomicFile.read(path) else {
            #expect(reported == nil && fileValue == nil, "the file vanished after run \(run)")
            continue
        }
        let value = try #require(wholeValue(bytes), "run \(run) left a torn file: \(bytes.prefix(40))…")
        if let reported {
            runsThatCommitted += 1
            #expect(value == reported || value == reported + 1, "run \(run) reported \(reported) but the file holds \(value)")
        } else {
            #expect(value == fileValue || value == start + 1, "run \(run) reported nothing but the file holds \(value)")
        }
        fileValue = value
    }
    #expect(runsThatCommitted == 220, "only \(runsThatCommitted) of 220 runs committed a value")
    // Temporary files of the killed writers are cleaned up on the next open.
    _ = try DirectoryStorage(directory: directory)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["value"])
}

/// The number a probe value holds if it is whole, else `nil`.
private func wholeValue(_ bytes: [UInt8]) -> Int? {
    let text = String(decoding: bytes, as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count == 4, lines[3].isEmpty, lines[0].hasPrefix("value "),
          let number = Int(lines[0].dropFirst(6)),
          lines[1] == String(repeating: "x", count: number % 4096),
          lines[2] == "end \(number)" else { return nil }
    return number
}

/// The probe executable, built next to the test bundle.
private func probeURL() throws -> URL {
    let candidates = [
        Bundle.main.bundleURL,
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
    ].map { $0.appendingPathComponent("PersistenceKillProbe") }
    guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
        Issue.record("PersistenceKillProbe not found at \(candidates.map(\.path)); build it with `swift build --build-tests`")
        throw CancellationError()
    }
    return found
}
