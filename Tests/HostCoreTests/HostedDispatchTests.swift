import Components
import FeatureKit
import HostCore
import JSON
import StoreRuntime
import Synchronization
import Testing

/// A dispatch enters the feature's own code once, through `PluginFeature.hostedDispatch`, and
/// history is attached through `hostedHistory`: the requirements whose witnesses a release build
/// specialises in the feature's module. A host that called the stepper directly would still
/// answer correctly and lose the specialisation unseen; a feature that counts its entries
/// catches it.
@Suite("A dispatch through the feature's type", .serialized)
struct HostedDispatchTests {
    @Test func aDispatchEntersThroughTheFeaturesRequirementOncePerRequest() async throws {
        let store = try await FeatureDefinition(EntryCounter.self).makeStore(StoreConfiguration())
        let before = EntryCounter.entries.withLock { $0 }
        let report = try await store.dispatch("addTapped")
        _ = try await store.dispatch("addTapped")
        #expect(EntryCounter.entries.withLock { $0 }.dispatches - before.dispatches == 2)
        #expect(report.changed)
        #expect(try await store.state().value == ["count": 2])
        await store.shutDown()
    }

    @Test func historyIsAttachedThroughTheFeaturesRequirementAndRecordsTheDispatch() async throws {
        let before = EntryCounter.entries.withLock { $0 }
        let store = try await FeatureDefinition(EntryCounter.self).makeStore(StoreConfiguration())
        #expect(EntryCounter.entries.withLock { $0 }.histories - before.histories == 1)
        let report = try await store.dispatch("addTapped")
        let page = store.history(from: report.sequences.lowerBound, limit: 10)
        #expect(page.entries.map { $0["action"] } == ["addTapped"])
        await store.shutDown()
    }

    @Test func anActionThatDoesNotDecodeIsRefusedBeforeTheStoreIsTouched() async throws {
        let store = try await FeatureDefinition(EntryCounter.self).makeStore(StoreConfiguration())
        await #expect(throws: ActionDecodingError.self) { _ = try await store.dispatch("subtractTapped") }
        #expect(await store.fingerprint().version == 0)
        await store.shutDown()
    }
}

/// A counter that counts how often the host enters it through each requirement, then does what
/// the defaults do.
struct EntryCounter: Reducer, PluginFeature {
    struct State: Codable, Equatable, Sendable {
        var count = 0
    }

    enum Action: Codable, Equatable, Sendable {
        case addTapped
    }

    struct Entries: Sendable {
        var dispatches = 0
        var histories = 0
    }

    /// Counted across the suite's tests (serialized), each of which reads the difference it made.
    static let entries = Mutex(Entries())

    var body: some Reducer<State, Action> {
        Reduce { state, _ in
            state.count += 1
            return .none
        }
    }

    static let name = "entryCounter"
    static var initialState: State { State() }
    static let sampleActions: [Action] = [.addTapped]

    static func view(_ state: State) -> some Component<Action> {
        Button.titleOnly(title: "Add", action: .addTapped).id("add")
    }

    static func hostedDispatch(_ action: JSONValue, to store: StoreStepper<EntryCounter>) async throws -> StepReport {
        entries.withLock { $0.dispatches += 1 }
        return try await store.dispatch(action)
    }

    static func hostedHistory(of store: Store<EntryCounter>, continuing past: History<State, Action>?) async -> History<State, Action> {
        entries.withLock { $0.histories += 1 }
        return await History.attach(to: store)
    }
}
