import JSONValue
import Scenario
import Synchronization

/// Collects what a store's observer reports, on the store's executor, for the session to take
/// after each call. Mutex-guarded: the observer runs on the store's executor, `take` on the
/// session's task.
final class RecordBuffer: Sendable {
    private let entries = Mutex<(records: [SessionRecord], events: [JSONValue])>(([], []))

    func append(_ record: SessionRecord, events: [JSONValue]) {
        entries.withLock {
            $0.records.append(record)
            $0.events += events
        }
    }

    func appendEvent(_ event: JSONValue) {
        entries.withLock { $0.events.append(event) }
    }

    /// Everything collected since the last take.
    func take() -> SessionOutcome {
        entries.withLock { entries in
            defer { entries = ([], []) }
            return SessionOutcome(records: entries.records, events: entries.events)
        }
    }
}
