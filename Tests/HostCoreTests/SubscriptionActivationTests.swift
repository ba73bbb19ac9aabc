import Features
@testable import HostCore
import Synchronization
import Testing
import UIStateProtocol

/// A subscription sends nothing until `activate()` (its reply is out), and a notification follows
/// the reply of the request that made its change. Between the two lies a window: the client can
/// read the subscription's reply and send a request before the host has run `activate()`. A change
/// made in that window is still notified only after its own request's reply is out, whichever of
/// that reply and the activation comes first.
@Suite("A subscription activated after a change a request made")
struct SubscriptionActivationTests {
    /// The hooks a subscription registered to run once "the current request's reply is out", and
    /// the notifications it sent, in order.
    final class Connection: Sendable {
        private let state = Mutex<(hooks: [@Sendable () -> Void], sent: [Int])>(([], []))

        var afterReply: Subscription.AfterReply {
            { hook in self.state.withLock { $0.hooks.append(hook) }; return true }
        }
        var sink: Subscription.Sink {
            { notification, written in
                self.state.withLock { $0.sent.append(notification.version) }
                written()
            }
        }
        var sent: [Int] { state.withLock { $0.sent } }
        var hooksWaiting: Int { state.withLock { $0.hooks.count } }

        /// The request's reply is out: runs what waited for it.
        func replyOut() {
            let hooks = state.withLock { state in
                defer { state.hooks = [] }
                return state.hooks
            }
            for hook in hooks { hook() }
        }
    }

    private func subscribed(_ connection: Connection) async throws -> (Host, Subscription) {
        let host = Host(features: BuiltInPlugins.features)
        let id = try await host.createStore(StoreCreateRequest(feature: "counter")).storeId
        let (_, subscription) = try await host.subscribe(
            StoreSubscribeRequest(storeId: id), turn: try host.reserve(id), afterReply: connection.afterReply, sink: connection.sink
        )
        _ = try await host.dispatch(StoreDispatchRequest(storeId: id, action: ["countFieldFocusChanged": true]))
        return (host, subscription)
    }

    @Test func activatedBeforeTheRequestsReplyIsOutItWaitsForThatReply() async throws {
        let connection = Connection()
        let (_, subscription) = try await subscribed(connection)
        #expect(connection.hooksWaiting == 1, "the change waits for its request's reply")

        subscription.activate()
        #expect(connection.sent == [], "nothing is sent before the reply of the request that made the change")

        connection.replyOut()
        #expect(connection.sent == [1])
    }

    @Test func theRequestsReplyOutBeforeTheActivationItWaitsForTheActivation() async throws {
        let connection = Connection()
        let (_, subscription) = try await subscribed(connection)

        connection.replyOut()
        #expect(connection.sent == [], "nothing is sent before the subscription's reply is out")

        subscription.activate()
        try await waitUntil { connection.sent == [1] }
    }

    /// Polls `condition` until it holds: the activation sends from a task of its own.
    private func waitUntil(_ condition: @escaping @Sendable () -> Bool) async throws {
        for _ in 0..<10_000 where !condition() { try await Task.sleep(for: .milliseconds(1)) }
        #expect(condition(), "not sent after the activation")
    }
}
