import PluginAPI
import Synchronization

// MARK: - HostedStore

/// A store as the host keeps it: its id, its feature, the running store and the queue that
/// orders requests to it.
final class HostedStore: Sendable {
    let id: String
    let feature: String
    let store: any FeatureStore
    let queue = ArrivalQueue()
    /// The temporary directory to remove with the store, when it has one.
    let temporaryStorage: TemporaryStorage?
    /// The requests that made the store's history, for `history/export`.
    let recording: StoreRecording
    private let destroyed = Atomic<Bool>(false)

    init(id: String, feature: String, store: any FeatureStore, temporaryStorage: TemporaryStorage?, recording: StoreRecording) {
        self.id = id
        self.feature = feature
        self.store = store
        self.temporaryStorage = temporaryStorage
        self.recording = recording
    }

    /// Set by `store/destroy`; requests still queued behind it answer −33001.
    var isDestroyed: Bool { destroyed.load(ordering: .acquiring) }

    func markDestroyed() { destroyed.store(true, ordering: .releasing) }
}

// MARK: - StoreTurn

/// A request's place in a store's queue, taken when it arrived.
package struct StoreTurn: Sendable {
    let hosted: HostedStore
    let ticket: ArrivalQueue.Ticket

    /// Waits for the turn, runs `body` on the store, and gives the turn to the next request.
    ///
    /// - Throws: −33001 when the store was destroyed meanwhile; `CancellationError` when the
    ///   request was cancelled while it waited; whatever `body` throws.
    func run<T: Sendable>(_ body: (HostedStore) async throws -> T) async throws -> T {
        await hosted.queue.wait(for: ticket)
        defer { hosted.queue.finish(ticket) }
        if hosted.isDestroyed { throw HostErrors.unknownStore(hosted.id) }
        try Task.checkCancellation()
        return try await body(hosted)
    }
}
