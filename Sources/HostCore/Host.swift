public import PluginAPI
import RPCProtocol
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
public final class Host: Sendable {
    /// The features served, in `plugin/list` order (the first of a duplicated name wins).
    public let features: [FeatureDefinition]
    public let options: HostOptions
    let featuresByName: [String: FeatureDefinition]
    /// Orders `store/create`s, so that store ids are numbered in arrival order.
    let creationQueue = ArrivalQueue()
    private let table = Mutex(StoreTable())
    /// Subscriptions by id; a store's end when it is destroyed.
    let subscriptions = Mutex(SubscriptionTable())

    private struct StoreTable {
        var stores: [String: HostedStore] = [:]
        /// Ids in creation order, for `store/list`.
        var order: [String] = []
        /// The last number given per feature; ids are never reused.
        var counters: [String: Int] = [:]
    }

    public init(features: [FeatureDefinition], options: HostOptions = HostOptions()) {
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
        guard let hosted = table.withLock({ $0.stores[storeID] }) else { throw HostErrors.unknownStore(storeID) }
        return StoreTurn(hosted: hosted, ticket: hosted.queue.reserve())
    }

    /// Adds a started store under the next id of its feature, with its first turn reserved.
    func insert(feature: String, store: any FeatureStore, temporaryStorage: TemporaryStorage?) -> StoreTurn {
        table.withLock { table in
            let number = (table.counters[feature] ?? 0) + 1
            table.counters[feature] = number
            let hosted = HostedStore(id: "\(feature)-\(number)", feature: feature, store: store, temporaryStorage: temporaryStorage)
            table.stores[hosted.id] = hosted
            table.order.append(hosted.id)
            return StoreTurn(hosted: hosted, ticket: hosted.queue.reserve())
        }
    }

    /// Forgets a store; requests already queued for it answer −33001.
    func remove(_ hosted: HostedStore) {
        hosted.markDestroyed()
        table.withLock { table in
            table.stores[hosted.id] = nil
            table.order.removeAll { $0 == hosted.id }
        }
    }

    /// The stores in creation order.
    var hostedStores: [HostedStore] {
        table.withLock { table in table.order.compactMap { table.stores[$0] } }
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
