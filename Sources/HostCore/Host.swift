package import FeatureKit
import UIStateProtocol
import Synchronization

// MARK: - Host

/// Hosts many stores of many features: the logic behind `uistate serve`, callable in-process
/// (scenarios) and through JSON-RPC (`HostMethods` is a thin layer over it).
///
/// Each store is an actor (its own serial executor) behind a queue of its own, so requests to
/// one store run in the order they arrived and requests to different stores run in parallel.
///
/// ```swift
/// let host = Host(features: BuiltInPlugins.features)
/// let created = try await host.createStore(StoreCreateRequest(feature: "counter"))
/// let step = try await host.dispatch(StoreDispatchRequest(storeId: created.storeId, action: "incrementButtonTapped"))
/// step.version   // 1
/// ```
package final class Host: Sendable {
    /// The features served, in `plugin/list` order (the first of a duplicated name wins).
    package let features: [FeatureDefinition]
    package let options: HostOptions
    let featuresByName: [String: FeatureDefinition]
    private let table = Mutex(StoreTable())
    /// Subscriptions by id; a store's end when it is destroyed.
    let subscriptions = Mutex(SubscriptionTable())
    /// How many forks were started where their source stood, and how many replayed its inputs.
    let forkCounts = Mutex(ForkCounts())

    private struct StoreTable {
        var stores: [String: StoreSlot] = [:]
        /// Ids in creation order, for `store/list`.
        var order: [String] = []
        /// The last number given per feature; ids are never reused.
        var counters: [String: Int] = [:]
    }

    package init(features: [FeatureDefinition], options: HostOptions = HostOptions()) {
        var byName: [String: FeatureDefinition] = [:]
        var unique: [FeatureDefinition] = []
        for feature in features where byName[feature.name] == nil {
            byName[feature.name] = feature
            unique.append(feature)
        }
        self.features = unique
        self.featuresByName = byName
        self.options = options
    }

    // MARK: - The store table

    /// Takes the next place in the store's queue; never waits.
    ///
    /// - Throws: −33001 for an unknown (or destroyed) store.
    func reserve(_ storeID: String) throws(ResponseError) -> StoreTurn {
        let slot = try slot(storeID)
        return StoreTurn(slot: slot, ticket: slot.queue.reserve())
    }

    /// The slot of a store id (started or still being created), whose mailbox orders its requests.
    func slot(_ storeID: String) throws(ResponseError) -> StoreSlot {
        guard let slot = table.withLock({ $0.stores[storeID] }) else { throw HostErrors.unknownStore(storeID) }
        return slot
    }

    /// Takes the next id of `feature` and files its slot, with the create's turn reserved first.
    /// Called as a `store/create` arrives, so ids follow arrival order and later requests for
    /// the id queue behind the launch. An id that named a started store is never given again.
    func reserveSlot(feature: String) -> StoreTurn {
        table.withLock { table in
            let number = (table.counters[feature] ?? 0) + 1
            table.counters[feature] = number
            let slot = StoreSlot(feature: feature, number: number)
            table.stores[slot.id] = slot
            table.order.append(slot.id)
            return StoreTurn(slot: slot, ticket: slot.queue.reserve())
        }
    }

    /// Gives back the id of a create that started nothing, so that a failed create leaves the
    /// numbering as it was (unless a later create has already taken the next number).
    /// Requests already queued for it answer −33001.
    func release(_ slot: StoreSlot) {
        remove(slot.id)
        table.withLock { table in
            if table.counters[slot.feature] == slot.number { table.counters[slot.feature] = slot.number - 1 }
        }
    }

    /// Forgets a store id; requests already queued for it answer −33001.
    func remove(_ storeID: String) {
        let slot = table.withLock { table -> StoreSlot? in
            table.order.removeAll { $0 == storeID }
            return table.stores.removeValue(forKey: storeID)
        }
        slot?.hosted?.markDestroyed()
    }

    /// The started stores in creation order.
    var hostedStores: [HostedStore] {
        table.withLock { table in table.order.compactMap { table.stores[$0] } }.compactMap(\.hosted)
    }

    // MARK: - Tests

    /// State, version and history length of every store, by id: what a failed request must
    /// leave unchanged.
    package func fingerprints() async -> [String: StoreFingerprint] {
        var result: [String: StoreFingerprint] = [:]
        for hosted in hostedStores {
            result[hosted.id] = await hosted.store.fingerprint()
        }
        return result
    }
}
