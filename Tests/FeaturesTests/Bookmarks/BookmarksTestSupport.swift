import Components
import Foundation
import JSONValue
import StoreRuntime
import Synchronization
import Testing

// MARK: - BookmarksStepStore

/// A small exhaustive test store over `Store` (used by the bookmarks and location tests until
/// the shared `TestStore` lands): every processed action must be sent or received in order,
/// with the state after it described by the test, and nothing may be left in flight at the end.
final class BookmarksStepStore<R: Reducer & SendableMetatype>: Sendable
where R.State: Equatable & Sendable, R.Action: Equatable {
    typealias State = R.State
    typealias Action = R.Action

    let store: Store<R>
    let clock: TestClock
    private let log = BookmarksRecordLog<State, Action>()
    private let progress: Mutex<(consumed: Int, state: State)>

    init(initialState: State, reducer: sending R, configure: (inout Dependencies) throws -> Void = { _ in }) rethrows {
        let clock = TestClock()
        var dependencies = Dependencies.test(clock: clock)
        try configure(&dependencies)
        self.clock = clock
        self.store = Store(initialState: initialState, reducer: reducer, dependencies: dependencies)
        self.progress = Mutex((0, initialState))
    }

    /// Starts recording; call once before the first step.
    func start() async {
        let log = self.log
        await store.addObserver { record in log.records.withLock { $0.append(record) } }
    }

    /// The state the test expects now.
    var state: State { progress.withLock { $0.state } }

    /// Sends `action` from outside; `update` describes how the state changes.
    @discardableResult
    func send(
        _ action: Action,
        _ update: (inout State) -> Void = { _ in },
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> SendResult {
        await settle(sourceLocation: sourceLocation)
        let pending = unconsumed()
        #expect(pending.isEmpty, "actions received but not asserted before sending \(action): \(pending)", sourceLocation: sourceLocation)
        let result = await store.send(action)
        check(action, origin: { $0 == .outside }, update, sourceLocation: sourceLocation)
        return result
    }

    /// Expects the next processed action to be `action`, sent by an effect.
    func receive(
        _ action: Action,
        _ update: (inout State) -> Void = { _ in },
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await settle(sourceLocation: sourceLocation)
        check(action, origin: { if case .effect = $0 { true } else { false } }, update, sourceLocation: sourceLocation)
    }

    /// Moves the test clock.
    func advance(by duration: Duration) async {
        await clock.advance(by: duration)
    }

    /// Expects every processed action asserted and no effect in flight.
    func finish(sourceLocation: SourceLocation = #_sourceLocation) async {
        await settle(sourceLocation: sourceLocation)
        let pending = unconsumed()
        #expect(pending.isEmpty, "actions received but not asserted: \(pending)", sourceLocation: sourceLocation)
        let inFlight = await store.effects
        #expect(inFlight.isEmpty, "effects still in flight: \(inFlight.map(\.action))", sourceLocation: sourceLocation)
        let actual = await store.state
        #expect(actual == state, sourceLocation: sourceLocation)
    }

    /// Expects nothing processed since the last step.
    func expectNothingReceived(sourceLocation: SourceLocation = #_sourceLocation) async {
        await settle(sourceLocation: sourceLocation)
        let pending = unconsumed()
        #expect(pending.isEmpty, "unexpected actions: \(pending)", sourceLocation: sourceLocation)
    }

    // MARK: - Internals

    private func settle(sourceLocation: SourceLocation) async {
        do {
            try await store.settle(timeout: .seconds(5))
        } catch {
            Issue.record("store did not settle: \(error)", sourceLocation: sourceLocation)
        }
    }

    private func unconsumed() -> [Action] {
        let consumed = progress.withLock { $0.consumed }
        return log.records.withLock { Array($0.dropFirst(consumed)) }.compactMap(\.action)
    }

    private func check(
        _ action: Action,
        origin isExpectedOrigin: (ActionOrigin) -> Bool,
        _ update: (inout State) -> Void,
        sourceLocation: SourceLocation
    ) {
        let consumed = progress.withLock { $0.consumed }
        let next = log.records.withLock { $0.count > consumed ? $0[consumed] : nil }
        guard let next, let received = next.action, let origin = next.origin else {
            Issue.record("expected \(action), but nothing was processed", sourceLocation: sourceLocation)
            return
        }
        #expect(received == action, sourceLocation: sourceLocation)
        #expect(isExpectedOrigin(origin), "unexpected origin \(origin) of \(received)", sourceLocation: sourceLocation)
        var expected = progress.withLock { $0.state }
        update(&expected)
        #expect(next.state == expected, "state after \(received) differs", sourceLocation: sourceLocation)
        progress.withLock { $0 = (consumed + 1, next.state) }
    }
}

/// What a store's observer heard, in processing order.
final class BookmarksRecordLog<State: Sendable, Action: Sendable>: Sendable {
    let records = Mutex<[StoreRecord<State, Action>]>([])
}

// MARK: - Rendering and goldens

/// Encodes an action to its wire form for outlines and interactions.
func bookmarksWireForm<Action: Encodable>(_ action: Action) -> JSONValue {
    (try? JSONValueEncoder().encode(action)) ?? .null
}

/// An environment with `size` as its dynamic type size.
func bookmarksEnvironment<Action>(_ size: DynamicTypeSize = .large) -> EnvironmentValues<Action> {
    var environment = EnvironmentValues<Action>()
    environment.dynamicTypeSize = size
    return environment
}

/// Compares `text` with `Goldens/<folder>/<name>.txt`; `UISTATE_RECORD=1` rewrites it.
func bookmarksAssertGolden(
    _ text: String,
    folder: String,
    named name: String,
    filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let url = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Goldens").appendingPathComponent(folder).appendingPathComponent(name + ".txt")
    if ProcessInfo.processInfo.environment["UISTATE_RECORD"] == "1" {
        try text.write(to: url, atomically: true, encoding: .utf8)
        return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        Issue.record("missing golden \(folder)/\(name).txt; run with UISTATE_RECORD=1 to record it", sourceLocation: sourceLocation)
        return
    }
    #expect(text == expected, "golden \(folder)/\(name).txt differs", sourceLocation: sourceLocation)
}

/// Checks a feature's schemas: every sample action encodes, validates and decodes back; the
/// initial state does too.
func bookmarksCheckSchemas<State: Codable & Equatable, Action: Codable & Equatable>(
    initialState: State,
    stateSchema: JSONValue,
    sampleActions: [Action],
    actionSchema: JSONValue,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let encoder = JSONValueEncoder()
    let decoder = JSONValueDecoder()
    for action in sampleActions {
        let wire = try encoder.encode(action)
        let violations = JSONSchemaValidator.violations(of: wire, against: actionSchema)
        #expect(violations.isEmpty, "\(wire.serializedString(.compact)): \(violations)", sourceLocation: sourceLocation)
        #expect(try decoder.decode(Action.self, from: wire) == action, sourceLocation: sourceLocation)
    }
    let wireState = try encoder.encode(initialState)
    let violations = JSONSchemaValidator.violations(of: wireState, against: stateSchema)
    #expect(violations.isEmpty, "\(violations)", sourceLocation: sourceLocation)
    #expect(try decoder.decode(State.self, from: wireState) == initialState, sourceLocation: sourceLocation)
}
