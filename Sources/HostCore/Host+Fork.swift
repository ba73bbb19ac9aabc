import JSON
import FeatureKit
package import UIStateProtocol

// MARK: - Forking stores

extension Host {
    /// `store/fork`: a new store whose future is exactly the source's from here on.
    package func fork(_ request: StoreForkRequest) async throws -> StoreForkRequest.Response {
        try await fork(request, turns: try reserveFork(request))
    }

    /// Takes the source's turn and the fork's id as the request arrives, so that requests
    /// pipelined for the fork's id queue behind it, as behind a create.
    ///
    /// - Throws: −33001 for an unknown source (which takes no id).
    func reserveFork(_ request: StoreForkRequest) throws(ResponseError) -> (source: StoreTurn, fork: StoreTurn) {
        let source = try reserve(request.storeId)
        return (source, reserveSlot(feature: source.slot.feature))
    }

    /// Replays the source's inputs into a new store, on the source's turn.
    func fork(_ request: StoreForkRequest, turns: (source: StoreTurn, fork: StoreTurn)) async throws -> StoreForkRequest.Response {
        do {
            return try await turns.source.run { source in
                try await turns.fork.runInSlot { slot in
                    try await build(forkOf: source, in: slot)
                }
            }
        } catch {
            // Whatever failed, nothing is left behind; the id goes back unless a fork started in it.
            if !turns.fork.slot.wasFilled { release(turns.fork.slot) }
            throw error
        }
    }

    /// Starts the fork where the source stands when it can (`FeatureStore.continued`), else
    /// replays the source's inputs into a new store.
    private func build(forkOf source: HostedStore, in slot: StoreSlot) async throws -> StoreForkRequest.Response {
        guard source.store.usesTestClock else { throw HostErrors.notForkable(source.id, reason: "liveClock") }
        let inputs: [any StoreInput]
        switch source.inputs.snapshot() {
        case .success(let logged): inputs = logged
        case .failure(let gap): throw HostErrors.notForkable(source.id, reason: gap.gap.rawValue)
        }
        var creation = source.creation
        creation.storage = nil
        if !options.forksReplay, let hosted = try await startContinuing(source, as: creation, inputs: inputs, in: slot) {
            forkCounts.withLock { $0.continued += 1 }
            return try await reply(forkOf: source, hosted)
        }
        forkCounts.withLock { $0.replayed += 1 }
        let hosted = try await start(creation, in: slot, forking: source.storage.firstReads)
        do {
            _ = try await launch(hosted)
            for input in inputs {
                try await input.replay(on: hosted, in: self)
            }
        } catch {
            await destroy(hosted)
            throw HostErrors.wire(error, storeID: source.id)
        }
        return try await reply(forkOf: source, hosted)
    }

    /// A store started where `source` stands, with its history, recording, inputs and saved
    /// values carried on, in `slot`; nil when the source's store cannot be continued (an effect in
    /// flight that is not a timer the runtime keeps, say), with nothing left behind.
    private func startContinuing(
        _ source: HostedStore, as creation: StoreCreateRequest, inputs: [any StoreInput], in slot: StoreSlot
    ) async throws -> HostedStore? {
        let temporary = TemporaryStorage()
        let storage = ForkableStorage(base: temporary, seed: source.storage.firstReads)
        var configuration = configuration(of: creation)
        configuration.storage = storage
        let store: any FeatureStore
        do {
            try Task.checkCancellation()
            try storage.continueSaves(of: source.storage)
            guard let continued = try await source.store.continued(configuration) else {
                temporary.remove()
                return nil
            }
            store = continued
        } catch {
            temporary.remove()
            throw HostErrors.wire(error, storeID: source.id)
        }
        let hosted = HostedStore(
            id: slot.id, feature: source.feature, store: store, temporaryStorage: temporary, recording: StoreRecording(creation),
            creation: creation, storage: storage
        )
        hosted.recording.continueRecording(of: source.recording)
        hosted.inputs.append(contentsOf: inputs)
        slot.fill(hosted)
        return hosted
    }

    /// The fork's reply: its id, state, version and effects in flight.
    private func reply(forkOf source: HostedStore, _ hosted: HostedStore) async throws -> StoreForkRequest.Response {
        do {
            let (state, version) = try await hosted.store.state()
            return StoreForkRequest.Response(
                storeId: hosted.id, source: source.id, version: version, state: state, effects: await hosted.store.effects()
            )
        } catch {
            await destroy(hosted)
            throw HostErrors.wire(error, storeID: source.id)
        }
    }
}

// MARK: - ForkCounts

/// How forks were made: started where the source stood, or by replaying its inputs (the source
/// had an effect in flight, or per-store clients a checkpoint cannot carry).
package struct ForkCounts: Sendable, Equatable {
    package var continued: Int
    package var replayed: Int

    package init(continued: Int = 0, replayed: Int = 0) {
        self.continued = continued
        self.replayed = replayed
    }
}

extension Host {
    /// How forks were made so far.
    package var forksMade: ForkCounts { forkCounts.withLock { $0 } }
}
