import FeatureKit
import UIStateTCA
import XCTest

// `@ObservableState` as a TCA 1.7 app writes it: a view reads the store's state directly
// (`store.count`) and sends to the store itself, and the state still synthesises Equatable,
// Hashable and Codable from its declared fields alone.

private struct ObservedCounter: Reducer {
    @ObservableState
    struct State: Equatable, Hashable, Codable {
        var count = 0
        var title = "Counter"
        @ObservationStateIgnored var taps = 0
    }

    @CasePathable
    enum Action: Equatable, Codable {
        case decrementButtonTapped
        case incrementButtonTapped
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.count += action == .incrementButtonTapped ? 1 : -1
        state.taps += 1
        return .none
    }
}

private struct ObservedCounterView: View {
    let store: StoreOf<ObservedCounter>

    var body: some View {
        Form {
            Text(store.title)
            HStack {
                Button("−") { store.send(.decrementButtonTapped) }
                Text("\(store.count)")
                Button("+") { store.send(.incrementButtonTapped) }
            }
            Text("\(store.state.taps) taps")
        }
    }
}

extension ObservedCounter: HostedFeature {
    static let name = "observedCounter"
    static var initialState: State { State() }
    static var sampleActions: [Action] { [.decrementButtonTapped, .incrementButtonTapped] }
    static func view(store: StoreOf<ObservedCounter>) -> some View { ObservedCounterView(store: store) }
}

// An enum state, as a destination or a screen switched over.
@ObservableState
private enum Screen: Equatable {
    case counter(ObservedCounter.State)
    case other(ObservedCounter.State)
    case empty
}

final class ObservableStateTests: XCTestCase {
    func testTheViewReadsTheStoresStateDirectly() {
        let screen = RenderedScreen<ObservedCounter>(ObservedCounter.State(count: 3, title: "Tally", taps: 5))
        XCTAssertNotNil(screen.node(.text("Tally")))
        XCTAssertNotNil(screen.node(.text("3")))
        XCTAssertNotNil(screen.node(.text("5 taps")))
    }

    func testEachButtonSendsWhatItsClosureSendsToTheStore() {
        let screen = RenderedScreen<ObservedCounter>(ObservedCounter.State())
        XCTAssertEqual(screen.tap("−"), [.decrementButtonTapped])
        XCTAssertEqual(screen.tap("+"), [.incrementButtonTapped])
        XCTAssertNotNil(screen.sending([.incrementButtonTapped, .incrementButtonTapped]).node(.text("2")))
    }

    func testStatesWithTheSameFieldsAreEqualAndHashAlikeWhateverTheirIdentity() {
        let one = ObservedCounter.State(count: 1)
        let other = ObservedCounter.State(count: 1)
        XCTAssertNotEqual(one._$id, other._$id, "each value made has its own identity")
        XCTAssertEqual(one, other)
        XCTAssertEqual(Set([one, other]).count, 1)
        XCTAssertNotEqual(one, ObservedCounter.State(count: 2))
    }

    func testACopyAndAChangeInPlaceKeepTheIdentity() {
        var state = ObservedCounter.State()
        let copy = state
        state.count += 1
        XCTAssertEqual(state._$id, copy._$id)
        XCTAssertNotEqual(state, copy)
    }

    func testTheWireFormIsTheDeclaredFieldsAndDecodesWithoutTheRegistrar() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let encoded = String(decoding: try encoder.encode(ObservedCounter.State(count: 2, taps: 1)), as: UTF8.self)
        XCTAssertEqual(encoded, #"{"count":2,"taps":1,"title":"Counter"}"#)
        let decoded = try JSONDecoder().decode(ObservedCounter.State.self, from: Data(#"{"count":4,"taps":0,"title":"x"}"#.utf8))
        XCTAssertEqual(decoded, ObservedCounter.State(count: 4, title: "x"))
    }

    func testTheHostedSchemaNamesOnlyTheDeclaredFields() {
        let schema = ObservedCounter.stateSchema
        XCTAssertNil(JSONSchema.derivationFailure(in: schema), "\(schema)")
        XCTAssertEqual(schema["properties"]?["count"], ["type": "integer"])
        XCTAssertNil(schema["properties"]?["_$observationRegistrar"], "\(schema)")
        XCTAssertEqual(ObservedCounter.schemaViolations(states: [ObservedCounter.State(count: 9)]), [])
    }

    @MainActor
    func testATestStoreAssertsOnTheDeclaredFields() async {
        let store = TestStore(initialState: ObservedCounter.State()) { ObservedCounter() }
        await store.send(.incrementButtonTapped) {
            $0.count = 1
            $0.taps = 1
        }
        await store.send(.decrementButtonTapped) {
            $0 = ObservedCounter.State(count: 0, taps: 2)
        }
    }

    func testAnEnumStatesIdentityIsItsCaseAndItsPayloads() {
        let counter = ObservedCounter.State(count: 1)
        XCTAssertEqual(Screen.counter(counter)._$id, Screen.counter(counter)._$id)
        XCTAssertNotEqual(Screen.counter(counter)._$id, Screen.other(counter)._$id)
        XCTAssertNotEqual(Screen.counter(counter)._$id, Screen.counter(ObservedCounter.State(count: 1))._$id)
        XCTAssertEqual(Screen.empty._$id, Screen.empty._$id)
        XCTAssertEqual(Screen.counter(counter), Screen.counter(ObservedCounter.State(count: 1)))
    }
}
