import UIStateTesting
import Synchronization

// MARK: - FailureCollector

/// Collects what a test store reports, so tests can check the text of its failures.
final class FailureCollector: Sendable {
    private let items = Mutex<[TestStoreFailure]>([])

    /// The handler to give the test store.
    var handler: @Sendable (TestStoreFailure) -> Void {
        { [self] failure in items.withLock { $0.append(failure) } }
    }

    /// Everything reported so far.
    var all: [TestStoreFailure] { items.withLock { $0 } }

    /// The messages of the failures (not skipped assertions).
    var messages: [String] { all.filter { $0.kind == .failure }.map(\.message) }

    /// The messages of skipped assertions.
    var skipped: [String] { all.filter { $0.kind == .skippedAssertion }.map(\.message) }
}
