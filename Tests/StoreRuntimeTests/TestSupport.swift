import StoreRuntime
import Synchronization

// MARK: - Records

/// Collects what a store's observer hears, for assertions.
final class Records<State: Sendable, Action: Sendable>: Sendable {
    private let items = Mutex<[StoreRecord<State, Action>]>([])

    func append(_ record: StoreRecord<State, Action>) {
        items.withLock { $0.append(record) }
    }

    /// Everything heard so far, in processing order.
    var all: [StoreRecord<State, Action>] {
        items.withLock { $0 }
    }

    /// The actions heard so far.
    var actions: [Action] {
        all.compactMap(\.action)
    }

    /// The actions effects sent, in processing order.
    var effectActions: [Action] {
        all.compactMap { record in
            if case .effect? = record.origin { record.action } else { nil }
        }
    }
}

extension Store {
    /// Starts recording what observers hear.
    func record() -> Records<State, Action> {
        let records = Records<State, Action>()
        addObserver { records.append($0) }
        return records
    }
}

/// A thread-safe flag and counter box for reducers that must observe themselves.
final class Probe: Sendable {
    private let state = Mutex<(inside: Bool, violations: Int, calls: Int)>((false, 0, 0))

    func enter() {
        state.withLock { state in
            if state.inside { state.violations += 1 }
            state.inside = true
            state.calls += 1
        }
    }

    func leave() {
        state.withLock { $0.inside = false }
    }

    var violations: Int { state.withLock { $0.violations } }
    var calls: Int { state.withLock { $0.calls } }
}
