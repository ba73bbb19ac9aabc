import HostCore
import JSON
import Synchronization
import Testing

/// A plugin that dies with a request in flight: its owner learns of the death before the
/// request's waiter does, so whoever the −33006 answer reaches finds the plugin already marked
/// exited (and the next `store/create` restarts it; `scripts/soak.sh` found creates refused
/// twice in a row when the waiter came first).
@Suite struct PluginClientDeathTests {
    @Test func theOwnerHearsOfTheDeathBeforeTheRequestInFlight() async throws {
        let exitedStatus = Mutex<Int32?>(nil)
        let client = try PluginClient(
            path: "/bin/sh", arguments: ["-c", "read request; exit 3"],
            handlers: PluginClient.Handlers(
                name: "dying", notification: { _, _ in },
                exited: { status in exitedStatus.withLock { $0 = status } }))
        let call = client.send("store/create", params: ["feature": "tally"], timed: false)
        let (answer, ownerKnew) = await withCheckedContinuation { continuation in
            _ = call.whenAnswered { result in
                continuation.resume(returning: (result, exitedStatus.withLock { $0 }))
            }
        }
        #expect(ownerKnew == 3, "the waiter was answered before the owner heard the plugin exited")
        guard case .failure(let error) = answer else {
            Issue.record("expected −33006, got \(answer)")
            return
        }
        #expect(error.code.rawValue == -33006)
    }
}
