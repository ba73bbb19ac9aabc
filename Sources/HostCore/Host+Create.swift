import JSON
import FeatureKit
package import UIStateProtocol
import StoreRuntime

// MARK: - Creating stores

extension Host {
    /// `store/create`: starts a store and sends its launch action.
    package func createStore(_ request: StoreCreateRequest) async throws -> StoreCreateRequest.Response {
        try await createStore(request, turn: try reserveCreation(request))
    }

    /// Checks the feature and takes the new store's id and first turn: synchronous, so that it
    /// happens as the request arrives.
    ///
    /// - Throws: −33002 for an unknown feature (which takes no id).
    func reserveCreation(_ request: StoreCreateRequest) throws(ResponseError) -> StoreTurn {
        guard featuresByName[request.feature] != nil else {
            throw HostErrors.unknownFeature(request.feature, available: features.map(\.name))
        }
        return reserveSlot(feature: request.feature)
    }

    /// `store/create` with the new store's first turn taken when it arrived.
    func createStore(_ request: StoreCreateRequest, turn: StoreTurn) async throws -> StoreCreateRequest.Response {
        try await turn.runInSlot { slot in
            let hosted: HostedStore
            do {
                hosted = try await start(request, in: slot)
            } catch {
                // Nothing was started: the id is given back; requests queued for it answer −33001.
                release(slot)
                throw error
            }
            do {
                let (report, state) = try await launch(hosted)
                return StoreCreateRequest.Response(
                    storeId: hosted.id, version: state.version, state: state.value,
                    received: report.received, events: report.events, effects: report.effects, entries: report.entries
                )
            } catch {
                // A store that could not launch (cancelled, timed out) is not left behind.
                await destroy(hosted)
                throw HostErrors.wire(error, storeID: hosted.id)
            }
        }
    }

    /// Sends the launch action and records it for `history/export`.
    func launch(_ hosted: HostedStore) async throws -> (report: StepReport, state: (value: JSONValue, version: Int)) {
        let report = try await hosted.store.launch()
        let state = try await hosted.store.state()
        hosted.recording.recordLaunch(sequences: report.sequences, state: state.value)
        return (report, state)
    }

    /// Checks the request, starts the store and puts it in its slot.
    ///
    /// - Parameter fork: the storage seed of the store being forked; the new store then gets a
    ///   fresh temporary directory whatever the request says.
    func start(_ request: StoreCreateRequest, in slot: StoreSlot, forking seed: [String: [UInt8]?]? = nil) async throws -> HostedStore {
        guard let definition = featuresByName[request.feature] else {
            throw HostErrors.unknownFeature(request.feature, available: features.map(\.name))
        }
        var configuration = configuration(of: request)
        let temporary: TemporaryStorage?
        if seed != nil {
            temporary = TemporaryStorage()
            configuration.storage = temporary
        } else {
            temporary = try storage(for: request, into: &configuration)
        }
        // `storage(for:into:)` always sets one; the fallback only keeps this free of a force unwrap.
        let storage = ForkableStorage(base: configuration.storage ?? TemporaryStorage(), seed: seed ?? [:])
        configuration.storage = storage
        try Task.checkCancellation()
        let store: any FeatureStore
        do {
            store = try await definition.makeStore(configuration)
        } catch {
            throw HostErrors.setupError(error)
        }
        let hosted = HostedStore(
            id: slot.id, feature: definition.name, store: store, temporaryStorage: temporary, recording: StoreRecording(request),
            creation: request, storage: storage
        )
        slot.fill(hosted)
        return hosted
    }

    /// The store `request` asks for, before its storage is chosen.
    func configuration(of request: StoreCreateRequest) -> StoreConfiguration {
        StoreConfiguration(
            initialState: request.initialState,
            environment: request.environment,
            clock: request.dependencies?.clock.map(StoreConfiguration.Clock.init) ?? (options.liveClockByDefault ? .live : .test),
            uuid: request.dependencies?.uuid.map(StoreConfiguration.UUIDs.init) ?? .incrementing,
            start: request.dependencies?.date.map(UIInstant.init),
            seed: request.dependencies?.seed ?? 0,
            presets: (request.dependencies?.presets ?? [:]).sorted { $0.key < $1.key }.map { ($0.key, $0.value) },
            settleTimeout: options.settleTimeout,
            reportsEntries: request.reportEntries ?? false
        )
    }

    /// Picks the storage directory: the request's, else `<--storage-dir>/<feature>`, else a
    /// fresh temporary one (made on first use). Returns the temporary one to remove later.
    private func storage(for request: StoreCreateRequest, into configuration: inout StoreConfiguration) throws -> TemporaryStorage? {
        let directory = request.storage ?? options.storageDirectory.map { $0 + "/" + request.feature }
        guard let directory else {
            let temporary = TemporaryStorage()
            configuration.storage = temporary
            return temporary
        }
        do {
            configuration.storage = try DirectoryStorage(directory: directory)
        } catch {
            throw HostErrors.storageFailed(directory, error)
        }
        return nil
    }

    // MARK: - Destroying and listing

    /// `store/destroy`.
    package func destroyStore(_ request: StoreDestroyRequest) async throws -> StoreDestroyRequest.Response {
        try await run(request)
    }

    /// Forgets `hosted`, cancels its effects and removes its temporary directory.
    func destroy(_ hosted: HostedStore) async {
        remove(hosted.id)
        endSubscriptions(of: hosted)
        await hosted.store.shutDown()
        hosted.temporaryStorage?.remove()
    }

    /// `store/list`.
    package func listStores(_ request: StoreListRequest = StoreListRequest()) -> StoreListRequest.Response {
        StoreListRequest.Response(stores: hostedStores.map { hosted in
            StoreListRequest.Entry(storeId: hosted.id, feature: hosted.feature, clock: hosted.store.usesTestClock ? "test" : "live")
        })
    }

    // MARK: - Catalogue

    /// `plugin/list`.
    package func listPlugins(_ request: PluginListRequest = PluginListRequest()) -> PluginListRequest.Response {
        PluginListRequest.Response(features: features.map(\.json))
    }
}
