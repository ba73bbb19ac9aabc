import UIStateTesting
import Synchronization

/// Collects test store failures for tests that expect some.
final class Failures: Sendable {
    private let items = Mutex<[TestStoreFailure]>([])

    @Sendable func append(_ failure: TestStoreFailure) {
        items.withLock { $0.append(failure) }
    }

    var messages: [String] { items.withLock { $0.map(\.message) } }
}
