internal import Synchronization

/// A flag set once.
final class AtomicFlag: Sendable {
    private let value = Atomic<Bool>(false)

    /// True the first time only.
    func setOnce() -> Bool {
        !value.exchange(true, ordering: .acquiringAndReleasing)
    }
}
