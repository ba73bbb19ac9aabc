// What makes a feature hostable is uistate's own (FeatureKit's schemas), so this file looks at it.
import FeatureKit
import UIStateTCA
import XCTest

// A TCA feature made hostable with `HostedFeature`: its schemas derive from its types and sample
// actions, and every sample and reachable state matches them.

struct Stack: Reducer {
    struct State: Equatable, Codable {
        var path = StackState<Screen.State>()
        @PresentationState var alert: AlertState<Action.Alert>?
        @BindingState var title = ""
    }

    enum Action: BindableAction, Equatable, Codable {
        case binding(BindingAction<State>)
        case path(StackAction<Screen.State, Screen.Action>)
        case pushTapped
        case alert(PresentationAction<Alert>)

        enum Alert: Equatable, Codable { case ok }
    }

    struct Screen: Reducer {
        struct State: Equatable, Codable { var count = 0 }
        enum Action: Equatable, Codable { case increment }

        func reduce(into state: inout State, action: Action) -> Effect<Action> {
            state.count += 1
            return .none
        }
    }

    var body: some ReducerOf<Self> {
        BindingReducer()
        Reduce { state, action in
            switch action {
            case .pushTapped:
                state.path.append(Screen.State())
                state.alert = AlertState { TextState("Pushed") } actions: { ButtonState(action: .ok) { TextState("OK") } }
                return .none
            case .binding, .path, .alert:
                return .none
            }
        }
        .forEach(\.path, action: /Action.path) { Screen() }
        .ifLet(\.$alert, action: /Action.alert)
    }
}

extension Stack: HostedFeature {
    static let name = "stack"
    static var initialState: State { State() }
    static var sampleActions: [Action] {
        [
            .binding(.set(\.$title, "Home")),
            .path(.element(id: 0, action: .increment)),
            .path(.popFrom(id: 0)),
            .path(.push(id: 1, state: Screen.State(count: 2))),
            .pushTapped,
            .alert(.presented(.ok)),
            .alert(.dismiss),
        ]
    }
}

final class HostedFeatureTests: XCTestCase {
    func testSchemasDeriveFromTheTypesAndTheSamples() {
        XCTAssertNil(JSONSchema.derivationFailure(in: Stack.stateSchema), "\(Stack.stateSchema)")
        XCTAssertNil(JSONSchema.derivationFailure(in: Stack.actionSchema), "\(Stack.actionSchema)")
    }

    func testEverySampleAndAReachedStateMatchTheSchemas() {
        var state = Stack.State()
        _ = Stack().reduce(into: &state, action: .pushTapped)
        XCTAssertEqual(state.path.count, 1)
        XCTAssertEqual(Stack.schemaViolations(states: [Stack.initialState, state]), [])
    }

    func testTheDerivedStateSchemaDescribesEachField() {
        let stateSchema = Stack.stateSchema
        XCTAssertEqual(stateSchema["properties"]?["title"], ["type": "string"])
        XCTAssertEqual(stateSchema["properties"]?["path"]?["type"], "array")
    }
}
