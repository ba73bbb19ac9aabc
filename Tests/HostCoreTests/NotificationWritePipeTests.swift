import Foundation
import JSON
import RPCTestSupport
import Testing

/// A dispatch that changes a subscribed store is answered and notified in one `write(2)` (nearly
/// always), the reply first, on both framings: counted from the server's own `/proc/PID/io` (`syscw`), so the
/// test does not depend on how the client's reads happen to split the bytes.
@Suite("One write per reply and its notification")
struct NotificationWritePipeTests {
    @Test(arguments: ClientFraming.allCases)
    func aReplyAndTheNotificationItOwesLeaveInOneWriteReplyFirst(framing: ClientFraming) async throws {
        let server = try ServerProcess(framing: framing)
        _ = try await server.initialize()
        server.request(1, "store/create", ["feature": "counter"])
        let storeID = try #require(try await server.readMessage()["result"]?["storeId"])
        server.request(2, "store/subscribe", ["storeId": storeID])
        let subscription = try #require(try await server.readMessage()["result"]?["subscription"])

        let dispatches = 20
        let before = try #require(Self.writeCalls(of: server.pid))
        for index in 0..<dispatches {
            let id = JSONValue.integer(Int64(100 + index))
            let action: JSONValue = ["countFieldFocusChanged": .bool(index % 2 == 0)]
            server.request(id, "store/dispatch", ["storeId": storeID, "action": action])
            let reply = try await server.readMessage()
            #expect(reply["id"] == id, "the reply comes first")
            #expect(reply["result"]?["changed"] == true)
            let notification = try await server.readMessage()
            #expect(notification["method"] == "store/didChange")
            #expect(notification["params"]?["subscription"] == subscription)
            #expect(notification["params"]?["version"] == .integer(Int64(index + 1)))
            #expect(notification["params"]?["statePatch"] == [["op": "replace", "path": "/isCountFieldFocused", "value": .bool(index % 2 == 0)]])
        }
        let after = try #require(Self.writeCalls(of: server.pid))
        // Two writes each before the reply waited for its notification; a few still take two when
        // the sender is scheduled late (not yet taken apart), so the bound leaves room for them.
        #expect(after - before <= dispatches + dispatches / 4, "about one write(2) per dispatch, \(after - before) for \(dispatches)")
    }

    /// Write system calls the process made so far (`syscw` in `/proc/PID/io`).
    static func writeCalls(of pid: Int32) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/io", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("syscw:") {
            return Int(line.dropFirst("syscw:".count).trimmingCharacters(in: .whitespaces))
        }
        return nil
    }
}
