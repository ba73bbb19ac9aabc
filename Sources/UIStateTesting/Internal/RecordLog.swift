import StoreRuntime
import Synchronization

// MARK: - RecordLog

/// Collects what the store's observer hears (on the store's executor) until the test store
/// takes it (on the test's task).
final class RecordLog<State: Sendable, Action: Sendable>: Sendable {
    private let records = Mutex<[StoreRecord<State, Action>]>([])

    func append(_ record: StoreRecord<State, Action>) {
        records.withLock { $0.append(record) }
    }

    /// Removes and returns the records heard so far, in processing order.
    func take() -> [StoreRecord<State, Action>] {
        records.withLock { records in
            defer { records.removeAll() }
            return records
        }
    }
}
