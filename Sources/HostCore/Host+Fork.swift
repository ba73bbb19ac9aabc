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

    private func build(forkOf source: HostedStore, in slot: StoreSlot) async throws -> StoreForkRequest.Response {
        guard source.store.usesTestClock else { throw HostErrors.notForkable(source.id, reason: "liveClock") }
        let inputs: [any StoreInput]
        switch source.inputs.snapshot() {
        case .success(let logged): inputs = logged
        case .failure(let gap): throw HostErrors.notForkable(source.id, reason: gap.gap.rawValue)
        }
        var creation = source.creation
        creation.storage = nil
        let hosted = try await start(creation, in: slot, forking: source.storage.firstReads)
        do {
            _ = try await launch(hosted)
            for input in inputs {
                try await input.replay(on: hosted, in: self)
            }
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
