import Dispatch
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

// MARK: - Gates

/// An effect's wait that ends when the test says so, resumed from a Dispatch thread: outside the
/// store and its clock, like a network reply, but at a moment the test chooses rather than after
/// a wall-clock delay a loaded machine could overrun.
final class Gate: Sendable, Equatable, CustomStringConvertible {
    private let state = Mutex<(open: Bool, waiters: [CheckedContinuation<Void, Never>])>((false, []))

    static func == (lhs: Gate, rhs: Gate) -> Bool { lhs === rhs }
    var description: String { "Gate" }

    /// Suspends until `open()` (at once if it already happened).
    func wait() async {
        await withCheckedContinuation { continuation in
            let isOpen = state.withLock { state in
                if !state.open { state.waiters.append(continuation) }
                return state.open
            }
            if isOpen { continuation.resume() }
        }
    }

    /// Lets every waiter go, now and later.
    func open() {
        let waiters = state.withLock { state in
            state.open = true
            defer { state.waiters = [] }
            return state.waiters
        }
        DispatchQueue.global().async { for waiter in waiters { waiter.resume() } }
    }
}
