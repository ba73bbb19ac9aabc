import JSON
import FeatureKit
package import UIStateProtocol

// MARK: - Subscriptions

extension Host {
    /// `store/subscribe` in-process: `onChange` receives every `store/didChange`, one at a time
    /// (the next waits until it returns, and changes meanwhile are coalesced).
    package func subscribe(
        _ request: StoreSubscribeRequest,
        onChange: @escaping @Sendable (StoreDidChangeNotification) async -> Void
    ) async throws -> StoreSubscribeRequest.Response {
        let (response, subscription) = try await subscribe(request, turn: try reserve(request.storeId)) { notification, written in
            Task {
                await onChange(notification)
                written()
            }
        }
        subscription.activate()
        return response
    }

    /// Starts a subscription whose turn was reserved when it arrived; it sends nothing until
    /// `activate()` (the reply is out). `owe` opens a debt on the connection the notifications
    /// go to, so that its exit waits for them; `afterReply` delays sending a change a request of
    /// that connection made until its reply is out.
    func subscribe(
        _ request: StoreSubscribeRequest, turn: StoreTurn, owe: @escaping Subscription.Owe = { $0 ?? NotificationDebt() },
        afterReply: @escaping Subscription.AfterReply = { _ in false }, sink: @escaping Subscription.Sink
    ) async throws -> (StoreSubscribeRequest.Response, Subscription) {
        let wantsState = request.state ?? true
        let wantsView = request.view ?? false
        // Checked inside the turn: a turn taken must always be run, or the store's queue stalls.
        return try await turn.run { hosted in
            guard wantsState || wantsView else {
                throw HostErrors.invalidParams("subscribe to the state, the view or both", path: "/state")
            }
            try Task.checkCancellation()
            let id = subscriptions.withLock { $0.nextID() }
            let subscription = Subscription(
                id: id, hosted: hosted, maxPending: options.maxPendingNotifications, owe: owe, afterReply: afterReply, sink: sink
            )
            let (token, snapshot) = await hosted.store.observe(state: wantsState, view: wantsView) { change in
                subscription.receive(change)
            }
            subscription.attach(token: token, snapshot: snapshot)
            subscriptions.withLock { $0.insert(subscription) }
            let response = StoreSubscribeRequest.Response(
                subscription: id, storeId: hosted.id, version: snapshot.version,
                state: snapshot.state, tree: snapshot.tree
            )
            return (response, subscription)
        }
    }

    /// `store/unsubscribe`.
    package func unsubscribe(_ request: StoreUnsubscribeRequest) async throws -> StoreUnsubscribeRequest.Response {
        try await unsubscribe(request, turn: try reserveSubscription(request.subscription))
    }

    /// Takes the subscribed store's turn, so that changes from requests that arrived earlier
    /// are still sent.
    ///
    /// - Throws: −33013 for an unknown or ended subscription.
    func reserveSubscription(_ id: String) throws(ResponseError) -> (Subscription, StoreTurn) {
        guard let subscription = subscriptions.withLock({ $0[id] }) else { throw HostErrors.unknownSubscription(id) }
        do {
            return (subscription, try reserve(subscription.storeID))
        } catch {
            // The store is being destroyed, and its subscriptions with it.
            throw HostErrors.unknownSubscription(id)
        }
    }

    func unsubscribe(
        _ request: StoreUnsubscribeRequest, turn: (Subscription, StoreTurn)
    ) async throws -> StoreUnsubscribeRequest.Response {
        let (subscription, storeTurn) = turn
        do {
            return try await storeTurn.run { hosted in
                guard subscriptions.withLock({ $0.remove(subscription.id) }) != nil else {
                    throw HostErrors.unknownSubscription(subscription.id)
                }
                let (token, version) = subscription.end()
                if let token { await hosted.store.stopObserving(token) }
                return StoreUnsubscribeRequest.Response(subscription: subscription.id, version: version)
            }
        } catch let error as ResponseError where error.code == .unknownStore {
            // The store went away meanwhile, and its subscriptions with it.
            throw HostErrors.unknownSubscription(subscription.id)
        }
    }

    /// Drops a subscription whose reply never reached the client as a success.
    func discard(_ subscription: Subscription) {
        subscriptions.withLock { _ = $0.remove(subscription.id) }
        let (token, _) = subscription.end()
        if let token {
            let store = subscription.hosted.store
            Task { await store.stopObserving(token) }
        }
    }

    /// Ends every subscription to a store being destroyed.
    func endSubscriptions(of hosted: HostedStore) {
        let ended = subscriptions.withLock { $0.removeAll(for: hosted.id) }
        for subscription in ended { subscription.end() }
    }
}
