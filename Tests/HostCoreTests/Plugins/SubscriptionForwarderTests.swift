import JSON
@testable import HostCore
import UIStateProtocol
import Synchronization
import Testing

/// How plugins' `store/didChange` reach the client: never before the subscribe reply, never
/// holding up the plugin's reader while the client reads slowly, coalesced without losing a
/// change.
@Suite struct SubscriptionForwarderTests {
    /// A client whose reading the test controls: each notification is "written" only when the
    /// test lets it.
    final class SlowClient: Sendable {
        private struct State {
            var received: [JSONValue] = []
            var gates: [CheckedContinuation<Void, Never>] = []
            var open = false
            var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
        }

        private let state = Mutex(State())

        var sink: NotificationSink {
            NotificationSink { [self] _, params in
                await withCheckedContinuation { continuation in
                    let (open, ready) = state.withLock { state -> (Bool, [CheckedContinuation<Void, Never>]) in
                        state.received.append(params ?? .null)
                        if !state.open { state.gates.append(continuation) }
                        let count = state.received.count
                        let ready = state.waiters.filter { $0.count <= count }.map(\.continuation)
                        state.waiters.removeAll { $0.count <= count }
                        return (state.open, ready)
                    }
                    for waiter in ready { waiter.resume() }
                    if open { continuation.resume() }
                }
            }
        }

        var received: [JSONValue] { state.withLock { $0.received } }

        /// Lets every notification through from now on.
        func open() {
            let gates = state.withLock { state in
                state.open = true
                defer { state.gates = [] }
                return state.gates
            }
            for gate in gates { gate.resume() }
        }

        /// Waits (for an event, not for time) until `count` notifications arrived.
        func waitFor(_ count: Int) async {
            await withCheckedContinuation { continuation in
                let ready = state.withLock { state -> Bool in
                    if state.received.count >= count { return true }
                    state.waiters.append((count, continuation))
                    return false
                }
                if ready { continuation.resume() }
            }
        }
    }

    static func change(_ version: Int64, count: Int64) -> JSONValue {
        ["subscription": "p/sub-1", "storeId": "p/s-1", "baseVersion": .integer(version - 1), "version": .integer(version),
         "statePatch": [["op": "replace", "path": "/count", "value": .integer(count)]]]
    }

    @Test func notificationsWaitForTheSubscribeReply() async {
        let forwarder = SubscriptionForwarder()
        let client = SlowClient()
        client.open()
        forwarder.setSink(client.sink)
        forwarder.expect("p/sub-1")
        forwarder.receive(Self.change(1, count: 1))
        // Handing a notification to the client happens inside `receive`, so this is settled.
        #expect(forwarder.status(of: "p/sub-1")! == (writing: false, pending: true))
        forwarder.release("p/sub-1", succeeded: true)
        await client.waitFor(1)
        #expect(client.received == [Self.change(1, count: 1)])
    }

    @Test func aSubscriptionWhoseReplyFailedOrThatNobodyAskedForIsDropped() async {
        let forwarder = SubscriptionForwarder()
        let client = SlowClient()
        client.open()
        forwarder.setSink(client.sink)
        forwarder.expect("p/sub-1")
        forwarder.receive(Self.change(1, count: 1))
        forwarder.release("p/sub-1", succeeded: false)
        forwarder.receive(Self.change(2, count: 2))
        var other = Self.change(1, count: 1).objectValue ?? [:]
        other["subscription"] = "p/sub-9"
        forwarder.receive(.object(other))
        #expect(forwarder.status(of: "p/sub-1") == nil)
        #expect(forwarder.status(of: "p/sub-9") == nil)
        // A later subscription that is released proves the forwarder went on.
        forwarder.expect("p/sub-2")
        var later = Self.change(1, count: 5).objectValue ?? [:]
        later["subscription"] = "p/sub-2"
        forwarder.receive(.object(later))
        forwarder.release("p/sub-2", succeeded: true)
        await client.waitFor(1)
        #expect(client.received == [.object(later)])
    }

    /// While the client reads nothing, the reader is never held (every `receive` returns) and
    /// the changes coalesce into one notification whose patch reaches the newest state.
    @Test func aSlowClientCoalescesChangesWithoutHoldingTheReader() async throws {
        let forwarder = SubscriptionForwarder()
        let client = SlowClient()
        forwarder.setSink(client.sink)
        forwarder.expect("p/sub-1")
        forwarder.release("p/sub-1", succeeded: true)
        for version in Int64(1)...100 { forwarder.receive(Self.change(version, count: version * 10)) }
        #expect(forwarder.status(of: "p/sub-1")! == (writing: true, pending: true))
        await client.waitFor(1)
        client.open()
        await client.waitFor(2)
        let received = client.received
        #expect(received.count == 2)
        #expect(received[0] == Self.change(1, count: 10))
        #expect(received[1]["baseVersion"] == 1)
        #expect(received[1]["version"] == 100)
        var state: JSONValue = ["count": 0]
        for notification in received {
            state = try JSONPatch(json: try #require(notification["statePatch"])).apply(to: state)
        }
        #expect(state == ["count": 1000])
    }

    @Test func finishReturnsOnceWhatWasSentBeforeIsWritten() async {
        let forwarder = SubscriptionForwarder()
        let client = SlowClient()
        forwarder.setSink(client.sink)
        forwarder.expect("p/sub-1")
        forwarder.release("p/sub-1", succeeded: true)
        forwarder.receive(Self.change(1, count: 1))
        forwarder.receive(Self.change(2, count: 2))
        let finished = Mutex(false)
        let finishing = Task {
            await forwarder.finish("p/sub-1")
            finished.withLock { $0 = true }
        }
        await client.waitFor(1)
        #expect(!finished.withLock { $0 })
        client.open()
        await finishing.value
        #expect(client.received.count == 2)
        forwarder.receive(Self.change(3, count: 3))
        #expect(forwarder.status(of: "p/sub-1") == nil)
    }
}
