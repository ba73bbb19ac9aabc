import FeatureKit
import Synchronization
import UIStateProtocol

// MARK: - HostedStore

/// A started store as the host keeps it: its id, its feature and the running store. Its queue
/// belongs to its `StoreSlot`.
final class HostedStore: Sendable {
    let id: String
    let feature: String
    let store: any FeatureStore
    /// The temporary directory to remove with the store, when it has one.
    let temporaryStorage: TemporaryStorage?
    /// The requests that made the store's history, for `history/export`: the first of the
    /// store's step observers.
    let recording: StoreRecording
    /// Who hears of each completed step, in the store's turn and in order.
    private let stepObservers: [any StepObserver]
    /// The create request and every input since, for `store/fork`.
    let creation: StoreCreateRequest
    let inputs = StoreInputs()
    /// The store's storage, remembering first reads for forks.
    let storage: ForkableStorage
    private let destroyed = Atomic<Bool>(false)

    init(
        id: String, feature: String, store: any FeatureStore, temporaryStorage: TemporaryStorage?, recording: StoreRecording,
        creation: StoreCreateRequest, storage: ForkableStorage
    ) {
        self.id = id
        self.creation = creation
        self.storage = storage
        self.feature = feature
        self.store = store
        self.temporaryStorage = temporaryStorage
        self.recording = recording
        stepObservers = [recording]
    }

    /// Tells the step observers that `operation` completed with `report`.
    func didStep(_ operation: any StepOperation, report: StepReport) {
        for observer in stepObservers {
            observer.store(self, didStep: operation, report: report)
        }
    }

    /// Set by `store/destroy`; requests still queued behind it answer −33001.
    var isDestroyed: Bool { destroyed.load(ordering: .acquiring) }

    func markDestroyed() { destroyed.store(true, ordering: .releasing) }
}

// MARK: - StoreTurn

/// A request's place in a store's queue, taken when it arrived.
package struct StoreTurn: Sendable {
    let slot: StoreSlot
    let ticket: ArrivalQueue.Ticket

    /// Waits for the turn, runs `body` on the store, and gives the turn to the next request.
    ///
    /// - Throws: −33001 when the store was destroyed meanwhile, or its create failed;
    ///   `CancellationError` when the request was cancelled while it waited; whatever `body` throws.
    func run<T: Sendable>(_ body: (HostedStore) async throws -> T) async throws -> T {
        try await runInSlot { slot in
            guard let hosted = slot.hosted else { throw HostErrors.unknownStore(slot.id) }
            return try await body(hosted)
        }
    }

    /// Waits for the turn and runs `body` whether or not the store has started yet: the turn
    /// of the create that starts it.
    func runInSlot<T: Sendable>(_ body: (StoreSlot) async throws -> T) async throws -> T {
        await slot.queue.wait(for: ticket)
        defer { slot.queue.finish(ticket) }
        try Task.checkCancellation()
        return try await body(slot)
    }
}
