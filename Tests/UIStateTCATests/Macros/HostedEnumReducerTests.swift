// What makes a feature hostable is uistate's own (FeatureKit's schemas), so this file looks at it.
import FeatureKit
import JSON
import UIStateTCA
import XCTest

// A TCA 1.8 feature with an `@Reducer` enum destination and stack, hosted: the generated enums
// take the `Codable` a user adds, their schemas derive (the destination's cases from samples, as
// any enum state's that no action carries), and their wire form is TCA's nesting.

@Reducer
struct HostedShelf {
    struct State: Codable, Equatable {
        @PresentationState var destination: Destination.State?
        var path = StackState<Path.State>()
        var titles: [String] = []
    }

    enum Action: Codable, Equatable {
        case addTapped
        case destination(PresentationAction<Destination.Action>)
        case path(StackActionOf<Path>)
    }

    @Reducer
    enum Destination {
        case add(HostedTitleEditor)
        case alert(AlertState<Alert>)

        @CasePathable
        enum Alert: Codable, Equatable {
            case ok
        }
    }

    @Reducer
    enum Path {
        case editor(HostedTitleEditor)
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .addTapped:
                state.destination = .add(HostedTitleEditor.State())
                return .none
            case .destination(.presented(.add(.saveTapped))):
                if case .add(let editor)? = state.destination { state.titles.append(editor.title) }
                state.destination = nil
                return .none
            case .destination, .path:
                return .none
            }
        }
        .ifLet(\.$destination, action: \.destination)
        .forEach(\.path, action: \.path)
    }
}

@Reducer
struct HostedTitleEditor {
    struct State: Codable, Equatable {
        var title = ""
    }

    enum Action: Codable, Equatable {
        case titleChanged(String)
        case saveTapped
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            if case .titleChanged(let title) = action { state.title = title }
            return .none
        }
    }
}

extension HostedShelf.Destination.State: Codable, Equatable {}
extension HostedShelf.Destination.Action: Codable, Equatable {}
extension HostedShelf.Path.State: Codable, Equatable {}
extension HostedShelf.Path.Action: Codable, Equatable {}

/// No action carries a destination's state, so the schema learns its cases from samples, as for
/// any enum state that only the reducer creates.
extension HostedShelf.Destination.State: EnumCaseSamples {
    static var sampleCases: [Self] {
        [
            .add(HostedTitleEditor.State(title: "Dune")),
            .alert(AlertState { TextState("Saved") } actions: { ButtonState(action: .ok) { TextState("OK") } }),
        ]
    }
}

extension HostedShelf: HostedFeature {
    static let name = "shelf"
    static var initialState: State { State() }
    static var sampleActions: [Action] {
        [
            .addTapped,
            .destination(.presented(.add(.titleChanged("Dune")))),
            .destination(.presented(.add(.saveTapped))),
            .destination(.presented(.alert(.ok))),
            .destination(.dismiss),
            .path(.push(id: 0, state: .editor(HostedTitleEditor.State()))),
            .path(.element(id: 0, action: .editor(.saveTapped))),
            .path(.popFrom(id: 0)),
        ]
    }
}

final class HostedEnumReducerTests: XCTestCase {
    func testTheGeneratedEnumsSchemasDerive() {
        XCTAssertNil(JSONSchema.derivationFailure(in: HostedShelf.stateSchema), "\(HostedShelf.stateSchema)")
        XCTAssertNil(JSONSchema.derivationFailure(in: HostedShelf.actionSchema), "\(HostedShelf.actionSchema)")
    }

    func testEverySampleAndAPresentedStateMatchTheSchemas() {
        var presented = HostedShelf.State()
        presented.destination = .add(HostedTitleEditor.State(title: "Dune"))
        presented.path.append(.editor(HostedTitleEditor.State(title: "Emma")))
        XCTAssertEqual(HostedShelf.schemaViolations(states: [HostedShelf.initialState, presented]), [])
    }

    func testADestinationActionTravelsAsTCAsNesting() throws {
        let action = HostedShelf.Action.destination(.presented(.add(.titleChanged("Dune"))))
        XCTAssertEqual(
            try JSONValueEncoder().encode(action),
            ["destination": ["presented": ["add": ["titleChanged": "Dune"]]]]
        )
    }
}
