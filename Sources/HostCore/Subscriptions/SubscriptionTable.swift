// MARK: - SubscriptionTable

/// The host's subscriptions by id; ids (`"sub-<n>"`) are never reused.
struct SubscriptionTable {
    private var byID: [String: Subscription] = [:]
    private var counter = 0

    /// The next unused id.
    mutating func nextID() -> String {
        counter += 1
        return "sub-\(counter)"
    }

    mutating func insert(_ subscription: Subscription) {
        byID[subscription.id] = subscription
    }

    subscript(id: String) -> Subscription? { byID[id] }

    @discardableResult
    mutating func remove(_ id: String) -> Subscription? {
        byID.removeValue(forKey: id)
    }

    /// Removes and returns every subscription to `storeID`.
    mutating func removeAll(for storeID: String) -> [Subscription] {
        let ended = byID.values.filter { $0.storeID == storeID }
        for subscription in ended { byID[subscription.id] = nil }
        return ended
    }
}
