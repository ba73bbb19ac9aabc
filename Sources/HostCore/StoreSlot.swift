import Synchronization

// MARK: - StoreSlot

/// A store id taken when its `store/create` arrived, and the queue that orders requests to it.
///
/// The id and the queue exist before the store has started, so a client that pipelines
/// `store/create` and then a request for the new id gets the second processed after the launch,
/// as with any two requests to one store, instead of −33001 because the create has not finished.
final class StoreSlot: Sendable {
    let id: String
    let feature: String
    /// The number in the id (`counter-3` → 3).
    let number: Int
    let queue = ArrivalQueue()
    private let started = Mutex<HostedStore?>(nil)

    init(feature: String, number: Int) {
        self.id = "\(feature)-\(number)"
        self.feature = feature
        self.number = number
    }

    /// The running store, once its create has started it (and until it is destroyed).
    var hosted: HostedStore? {
        started.withLock { hosted in hosted.flatMap { $0.isDestroyed ? nil : $0 } }
    }

    /// Whether a store ever started in this slot (destroyed or not): its id is then never given back.
    var wasFilled: Bool {
        started.withLock { $0 != nil }
    }

    func fill(_ hosted: HostedStore) {
        started.withLock { $0 = hosted }
    }
}
