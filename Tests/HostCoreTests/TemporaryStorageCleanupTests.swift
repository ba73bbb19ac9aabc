import Foundation
import JSON
import RPCTestSupport
import Testing

/// A store created without storage keeps its persisted values in a directory of its own under
/// `/tmp`, named after the host's process id. Nothing of it outlives the host: a host that exits
/// removes the directories of the stores still alive, and one killed outright has its
/// directories removed by the next host that makes one. Foundation's temporary-file paths
/// (`TMPDIR`) are not used at all.
@Suite("A host leaves nothing in /tmp")
struct TemporaryStorageCleanupTests {
    enum Ending: String, CaseIterable, CustomStringConvertible {
        case shutdownThenExit, endOfInput
        var description: String { rawValue }
    }

    @Test(arguments: Ending.allCases)
    func aHostThatEndsRemovesTheStorageOfItsStores(ending: Ending) async throws {
        let temporary = NSTemporaryDirectory() + "uistate-tmpdir-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: temporary) }
        let server = try Self.serve(temporary: temporary)
        _ = try await server.initialize()
        // Each location store saves its onboarding flag at launch; the counter saves nothing.
        for (index, feature) in ["locationDetail", "locationDetail", "counter"].enumerated() {
            server.request(.integer(Int64(index)), "store/create", ["feature": .string(feature)])
            #expect(try await server.readMessage()["result"]?["storeId"] != nil)
        }
        #expect(Self.storageDirectories(of: server.pid).count == 2)
        switch ending {
        case .shutdownThenExit:
            server.request("down", "shutdown")
            #expect(try await server.readMessage()["id"] == "down")
            server.notify("exit")
        case .endOfInput:
            server.closeInput()
        }
        #expect(try await server.waitForExit() == (ending == .shutdownThenExit ? 0 : 1))
        #expect(Self.storageDirectories(of: server.pid) == [])
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary) == [], "left in TMPDIR")
    }

    @Test func aKilledHostsStorageIsRemovedByTheNextHost() async throws {
        let killed = try ServerProcess(framing: .contentLength)
        _ = try await killed.initialize()
        killed.request(1, "store/create", ["feature": "locationDetail"])
        #expect(try await killed.readMessage()["result"]?["storeId"] != nil)
        #expect(Self.storageDirectories(of: killed.pid).count == 1)
        kill(killed.pid, SIGKILL)
        _ = try await killed.waitForExit()

        let next = try ServerProcess(framing: .contentLength)
        _ = try await next.initialize()
        next.request(1, "store/create", ["feature": "locationDetail"])
        #expect(try await next.readMessage()["result"]?["storeId"] != nil)
        #expect(Self.storageDirectories(of: killed.pid) == [])
        #expect(Self.storageDirectories(of: next.pid).count == 1)
    }

    /// `uistate serve` with `TMPDIR` set to `temporary` (`env` execs it, keeping its pid).
    static func serve(temporary: String) throws -> ServerProcess {
        try ServerProcess(framing: .contentLength, arguments: ["TMPDIR=\(temporary)", try UIStateBinary.path(), "serve"],
                          executable: "/usr/bin/env")
    }

    /// The storage directories process `pid` made in `/tmp`.
    static func storageDirectories(of pid: Int32) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/tmp")) ?? []
        return names.filter { $0.hasPrefix("uistate-store-\(pid)-") }.sorted()
    }
}
