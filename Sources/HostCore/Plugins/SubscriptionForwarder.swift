import Dispatch
import JSON
import UIStateProtocol
import Synchronization
import Transport

// MARK: - SubscriptionForwarder

/// Passes plugins' `store/didChange` on to the client, one subscription at a time, without ever
/// holding up the plugin's reader (which also carries the answers to other requests).
///
/// - **After the reply.** A subscription's notifications are held until the host's reply to the
///   `store/subscribe` that created it has been handed to the output (`release`), so the first
///   one never overtakes the reply that names the subscription. A subscription whose reply
///   failed (cancelled) is dropped, and so are notifications of subscriptions nobody asked for.
/// - **Falling behind.** Each subscription has at most one notification being written; what
///   arrives meanwhile is coalesced into one pending notification (patches concatenated:
///   `baseVersion` of the first, `version` of the last), as the host's own subscriptions do.
///   Only when the pending patches of all subscriptions together pass `maxHeldOperations`
///   does the reader wait (memory stays bounded even for a client that never reads).
/// - **Owed.** From the moment a notification arrives until nothing is held or being written,
///   a subscription holds a debt on the client's connection (`NotificationDebt`), so the
///   client's `shutdown`, `exit` or end of input waits for it as for the host's own.
final class SubscriptionForwarder: Sendable {
    private struct Chain {
        /// The reply to the subscribe went out: notifications may follow.
        var released = false
        var writing = false
        var pending: JSONObject?
        var pendingOperations = 0
        /// Open while a notification is held or being written.
        var owed: NotificationDebt?
        /// `finish` callers waiting for what was held to be written.
        var drained: [CheckedContinuation<Void, Never>] = []
    }

    private struct State {
        var chains: [String: Chain] = [:]
        var sink: NotificationSink?
        var heldOperations = 0
        var readerWaiting = false
    }

    private let state = Mutex(State())
    private let room = DispatchSemaphore(value: 0)
    let maxHeldOperations: Int

    init(maxHeldOperations: Int = 1 << 20) {
        self.maxHeldOperations = maxHeldOperations
    }

    func setSink(_ sink: NotificationSink) {
        state.withLock { $0.sink = sink }
    }

    // MARK: - Lifecycle of a subscription

    /// The plugin answered a `store/subscribe` with `subscription` (called on the reader thread,
    /// before any of its notifications are read): hold them until `release`.
    func expect(_ subscription: String) {
        state.withLock { state in
            if state.chains[subscription] == nil { state.chains[subscription] = Chain() }
        }
    }

    /// The reply naming `subscription` was handed to the output (`succeeded`), or became an
    /// error: start sending, or drop what was held.
    func release(_ subscription: String, succeeded: Bool) {
        guard succeeded else { return end(subscription) }
        let next = state.withLock { state -> (NotificationSink, JSONObject)? in
            guard var chain = state.chains[subscription] else { return nil }
            chain.released = true
            let next = Self.takeNext(&chain, &state)
            state.chains[subscription] = chain
            return next
        }
        if let (sink, params) = next { write(params, of: subscription, to: sink) }
    }

    /// The subscription ended (unsubscribed, or never announced): forget it and what it held.
    func end(_ subscription: String) {
        let (wake, drained, owed) = state.withLock { state -> (Bool, [CheckedContinuation<Void, Never>], NotificationDebt?) in
            guard let chain = state.chains.removeValue(forKey: subscription) else { return (false, [], nil) }
            state.heldOperations -= chain.pendingOperations
            return (Self.shouldWakeReader(&state, limit: maxHeldOperations), chain.drained, chain.owed)
        }
        // Outside the lock: settling may run what waited for it (an exit, a shutdown reply).
        owed?.settle()
        if wake { room.signal() }
        for waiter in drained { waiter.resume() }
    }

    /// The subscription was ended by the plugin's answer to `store/unsubscribe`: returns once
    /// every notification it sent before that answer has been written, so nothing for it
    /// follows the host's reply; then forgets it.
    func finish(_ subscription: String) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let done = state.withLock { state -> Bool in
                guard var chain = state.chains[subscription] else { return true }
                guard chain.released, chain.writing || chain.pending != nil else { return true }
                chain.drained.append(continuation)
                state.chains[subscription] = chain
                return false
            }
            if done { continuation.resume() }
        }
        end(subscription)
    }

    // MARK: - Notifications

    /// A `store/didChange` from a plugin, its ids already prefixed. Called on the plugin's
    /// reader thread; returns at once unless `maxHeldOperations` is reached.
    func receive(_ params: JSONValue?) {
        guard case .object(let object)? = params, let subscription = object["subscription"]?.stringValue else { return }
        let operations = Self.operationCount(object)
        let (next, mustWait) = state.withLock { state -> ((NotificationSink, JSONObject)?, Bool) in
            guard var chain = state.chains[subscription] else { return (nil, false) }
            chain.pending = chain.pending.map { Self.merge($0, then: object) } ?? object
            if chain.owed == nil { chain.owed = state.sink?.owe() }
            chain.pendingOperations += operations
            state.heldOperations += operations
            let next = Self.takeNext(&chain, &state)
            state.chains[subscription] = chain
            let mustWait = state.heldOperations > maxHeldOperations
            if mustWait { state.readerWaiting = true }
            return (next, mustWait)
        }
        if let (sink, params) = next { write(params, of: subscription, to: sink) }
        guard mustWait else { return }
        // The reader's batch (`OutputBatch`) may hold replies back: not while it waits.
        OutputBatch.flush()
        room.wait()
    }

    private func write(_ params: JSONObject, of subscription: String, to sink: NotificationSink) {
        sink.send(StoreDidChangeNotification.method, params: .object(params)) { [self] in written(subscription) }
    }

    private func written(_ subscription: String) {
        let (next, wake, drained, paid) = state.withLock {
            state -> ((NotificationSink, JSONObject)?, Bool, [CheckedContinuation<Void, Never>], NotificationDebt?) in
            guard var chain = state.chains[subscription] else { return (nil, false, [], nil) }
            chain.writing = false
            let next = Self.takeNext(&chain, &state)
            var drained: [CheckedContinuation<Void, Never>] = []
            if next == nil {
                drained = chain.drained
                chain.drained = []
            }
            let paid = next == nil ? chain.owed.take() : nil
            state.chains[subscription] = chain
            return (next, Self.shouldWakeReader(&state, limit: maxHeldOperations), drained, paid)
        }
        paid?.settle()
        if wake { room.signal() }
        if let (sink, params) = next { write(params, of: subscription, to: sink) }
        for waiter in drained { waiter.resume() }
    }

    /// The pending notification to write now, if the chain may write one.
    private static func takeNext(_ chain: inout Chain, _ state: inout State) -> (NotificationSink, JSONObject)? {
        guard chain.released, !chain.writing, let pending = chain.pending, let sink = state.sink else { return nil }
        chain.pending = nil
        state.heldOperations -= chain.pendingOperations
        chain.pendingOperations = 0
        chain.writing = true
        return (sink, pending)
    }

    /// Whether the waiting reader may go on: held patches fell to half the limit.
    private static func shouldWakeReader(_ state: inout State, limit: Int) -> Bool {
        guard state.readerWaiting, state.heldOperations <= limit / 2 else { return false }
        state.readerWaiting = false
        return true
    }

    /// Whether a notification of `subscription` has been handed to the client and not yet
    /// written (`writing`), and whether one is held (`pending`): what tests check, synchronously.
    func status(of subscription: String) -> (writing: Bool, pending: Bool)? {
        state.withLock { state in state.chains[subscription].map { ($0.writing, $0.pending != nil) } }
    }

    // MARK: - Coalescing

    /// One notification doing what `first` then `second` do: applying the concatenated
    /// patches in order is applying one after the other.
    static func merge(_ first: JSONObject, then second: JSONObject) -> JSONObject {
        var merged = second
        merged["baseVersion"] = first["baseVersion"] ?? second["baseVersion"]
        for key in ["statePatch", "treePatch"] {
            if case .array(let earlier)? = first[key], case .array(let later)? = second[key] {
                merged[key] = .array(earlier + later)
            }
        }
        return merged
    }

    private static func operationCount(_ object: JSONObject) -> Int {
        1 + (object["statePatch"]?.arrayValue?.count ?? 0) + (object["treePatch"]?.arrayValue?.count ?? 0)
    }
}
