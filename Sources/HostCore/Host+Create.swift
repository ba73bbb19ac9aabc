import JSONValue
import PluginAPI
import RPCProtocol
import StorePersistence
import StoreRuntime

// MARK: - Creating stores

extension Host {
    /// `store/create`: starts a store and sends its launch action.
    public func createStore(_ request: StoreCreateRequest) async throws -> StoreCreateRequest.Response {
        try await createStore(request, turn: QueueTurn(creationQueue))
    }

    /// `store/create` with its place in the creation queue taken when it arrived.
    func createStore(_ request: StoreCreateRequest, turn: QueueTurn) async throws -> StoreCreateRequest.Response {
        let launchTurn = try await turn.run { try await start(request) }
        do {
            return try await launchTurn.run { hosted in
                let report = try await hosted.store.launch()
                let state = try await hosted.store.state()
                return StoreCreateRequest.Response(
                    storeId: hosted.id, version: state.version, state: state.value,
                    received: report.received, events: report.events, effects: report.effects
                )
            }
        } catch {
            // A store that could not launch (cancelled, timed out) is not left behind.
            await destroy(launchTurn.hosted)
            throw HostErrors.wire(error, storeID: launchTurn.hosted.id)
        }
    }

    /// Checks the request, starts the store and files it with its launch turn reserved.
    private func start(_ request: StoreCreateRequest) async throws -> StoreTurn {
        guard let definition = featuresByName[request.feature] else {
            throw HostErrors.unknownFeature(request.feature, available: features.map(\.name))
        }
        var configuration = StoreConfiguration(
            initialState: request.initialState,
            environment: request.environment,
            clock: request.dependencies?.clock ?? (options.liveClockByDefault ? .live : .test),
            uuid: request.dependencies?.uuid ?? .incrementing,
            start: request.dependencies?.date.map(UIInstant.init),
            seed: request.dependencies?.seed ?? 0,
            presets: (request.dependencies?.presets ?? [:]).sorted { $0.key < $1.key }.map { ($0.key, $0.value) },
            settleTimeout: options.settleTimeout
        )
        let temporary = try storage(for: request, into: &configuration)
        try Task.checkCancellation()
        let store: any FeatureStore
        do {
            store = try await definition.makeStore(configuration)
        } catch {
            throw HostErrors.setupError(error)
        }
        return insert(feature: definition.name, store: store, temporaryStorage: temporary)
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
    public func destroyStore(_ request: StoreDestroyRequest) async throws -> StoreDestroyRequest.Response {
        try await run(request)
    }

    /// Forgets `hosted`, cancels its effects and removes its temporary directory.
    func destroy(_ hosted: HostedStore) async {
        remove(hosted)
        endSubscriptions(of: hosted)
        await hosted.store.shutDown()
        hosted.temporaryStorage?.remove()
    }

    /// `store/list`.
    public func listStores(_ request: StoreListRequest = StoreListRequest()) -> StoreListRequest.Response {
        StoreListRequest.Response(stores: hostedStores.map { hosted in
            StoreListRequest.Entry(storeId: hosted.id, feature: hosted.feature, clock: hosted.store.usesTestClock ? "test" : "live")
        })
    }

    // MARK: - Catalogue

    /// `plugin/list`.
    public func listPlugins(_ request: PluginListRequest = PluginListRequest()) -> PluginListRequest.Response {
        PluginListRequest.Response(features: features.map(\.json))
    }
}
