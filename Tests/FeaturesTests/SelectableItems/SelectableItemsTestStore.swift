import StoreRuntime
import Synchronization
import Testing

// MARK: - SelectableItemsTestStore

/// A small exhaustive test store over `Store`, shaped like the project's `TestStore` (send with
/// the expected change, receive every effect-sent action in order, advance the test clock,
/// finish with nothing left), used until that one is merged into this branch.
final class SelectableItemsTestStore<R: Reducer & SendableMetatype>
where R.State: Equatable & Sendable, R.Action: Equatable {
    typealias State = R.State
    typealias Action = R.Action

    let store: Store<R>
    private let log = RecordLog<State, Action>()
    private var isObserving = false
    private var seen = 0
    /// The state the test expects now.
    private(set) var state: State
    /// Effect-sent actions not yet asserted, with the state after each.
    private var received: [(action: Action, state: State)] = []

    init(initialState: State, reducer: sending R) {
        state = initialState
        store = Store(initialState: initialState, reducer: reducer)
    }

    /// Sends `action`; `update` turns the expected state before it into the state after it.
    func send(
        _ action: Action,
        _ update: (inout State) -> Void = { _ in },
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await observe()
        if !received.isEmpty {
            Issue.record("must receive \(received.map(\.action)) before sending \(action)", sourceLocation: sourceLocation)
        }
        await store.send(action)
        let records = takeRecords()
        guard let first = records.first, first.action == action else {
            Issue.record("the store did not process \(action)", sourceLocation: sourceLocation)
            return
        }
        update(&state)
        expectState(first.state, after: "\(action)", sourceLocation: sourceLocation)
        state = first.state
        collect(records.dropFirst())
    }

    /// Asserts that the next effect-sent action is `action`, and the state it leaves.
    func receive(
        _ action: Action,
        _ update: (inout State) -> Void = { _ in },
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await observe()
        collect(takeRecords()[...])
        guard !received.isEmpty else {
            Issue.record("expected to receive \(action), but no action was received", sourceLocation: sourceLocation)
            return
        }
        let next = received.removeFirst()
        #expect(next.action == action, "received an unexpected action", sourceLocation: sourceLocation)
        update(&state)
        expectState(next.state, after: "receiving \(action)", sourceLocation: sourceLocation)
        state = next.state
    }

    /// Moves the test clock forward and lets due effects run.
    ///
    /// Actions received earlier must be asserted first, so that a test states what happened
    /// before each step of time.
    func advance(by duration: Duration, sourceLocation: SourceLocation = #_sourceLocation) async {
        await observe()
        collect(takeRecords()[...])
        if !received.isEmpty {
            Issue.record("must receive \(received.map(\.action)) before advancing the clock", sourceLocation: sourceLocation)
        }
        await store.dependencies.testClock?.advance(by: duration)
        do {
            try await store.settle(timeout: .seconds(2))
        } catch {
            Issue.record("store did not settle: \(error)", sourceLocation: sourceLocation)
        }
        collect(takeRecords()[...])
    }

    /// Fails if received actions were not asserted or effects are still in flight.
    func finish(sourceLocation: SourceLocation = #_sourceLocation) async {
        await observe()
        collect(takeRecords()[...])
        #expect(received.isEmpty, "received actions not asserted: \(received.map(\.action))", sourceLocation: sourceLocation)
        let inFlight = await store.effects
        #expect(inFlight.isEmpty, "effects still in flight: \(inFlight.map(\.id))", sourceLocation: sourceLocation)
    }

    // MARK: - Bookkeeping

    private func observe() async {
        guard !isObserving else { return }
        isObserving = true
        let log = log
        await store.addObserver { log.append($0) }
    }

    private func takeRecords() -> [StoreRecord<State, Action>] {
        let all = log.all
        defer { seen = all.count }
        return Array(all[seen...])
    }

    private func collect(_ records: ArraySlice<StoreRecord<State, Action>>) {
        for record in records {
            guard let action = record.action else { continue }
            received.append((action, record.state))
        }
    }

    private func expectState(_ actual: State, after what: String, sourceLocation: SourceLocation) {
        guard actual != state else { return }
        Issue.record(
            "state after \(what) differs:\n- expected: \(state)\n+ actual:   \(actual)",
            sourceLocation: sourceLocation
        )
    }
}

/// Records an observer hears, in order.
final class RecordLog<State: Sendable, Action: Sendable>: Sendable {
    private let records = Mutex<[StoreRecord<State, Action>]>([])

    func append(_ record: StoreRecord<State, Action>) {
        records.withLock { $0.append(record) }
    }

    var all: [StoreRecord<State, Action>] {
        records.withLock { $0 }
    }
}
