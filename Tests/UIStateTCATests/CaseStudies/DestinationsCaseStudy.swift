import UIStateTCA
import XCTest

// One `@Presents` destination of an `@Reducer` enum, presented three ways: each view modifier
// takes the destination's case by name from `$store.scope(\.$destination, action: \.destination)`,
// as TCA 1.25 spells it.

@Reducer
struct Scoreboard {
    @ObservableState
    struct State: Equatable, Codable {
        var score = 0
    }

    enum Action: Equatable, Codable {
        case pointButtonTapped
    }

    var body: some Reducer<State, Action> {
        Reduce { state, _ in
            state.score += 1
            return .none
        }
    }
}

@Reducer
struct Arena {
    @Reducer
    enum Destination {
        case details(Scoreboard)
        case sheet(Scoreboard)
        case alert(AlertState<Alert>)

        @CasePathable
        enum Alert: Equatable, Codable {
            case resetTapped
        }
    }

    @ObservableState
    struct State: Equatable {
        @Presents var destination: Destination.State?
    }

    enum Action: Equatable {
        case destination(PresentationAction<Destination.Action>)
        case showAlertButtonTapped
        case showDetailsButtonTapped
        case showSheetButtonTapped
    }

    var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .showAlertButtonTapped:
                state.destination = .alert(AlertState {
                    TextState("Reset the score?")
                } actions: {
                    ButtonState(role: .destructive, action: .resetTapped) { TextState("Reset") }
                })
            case .showDetailsButtonTapped:
                state.destination = .details(Scoreboard.State())
            case .showSheetButtonTapped:
                state.destination = .sheet(Scoreboard.State(score: 10))
            case .destination:
                break
            }
            return .none
        }
        .ifLet(\.$destination, action: \.destination)
    }
}

extension Arena.Destination.State: Equatable, Codable {}
extension Arena.Destination.Action: Equatable, Codable {}
extension Arena.State: Codable {}
extension Arena.Action: Codable {}

struct ArenaView: View {
    @Bindable var store: StoreOf<Arena>

    var body: some View {
        VStack {
            Button("Details") { store.send(.showDetailsButtonTapped) }
            Button("Sheet") { store.send(.showSheetButtonTapped) }
            Button("Alert") { store.send(.showAlertButtonTapped) }
        }
        .navigationDestination(item: $store.scope(\.$destination, action: \.destination).details) { store in
            ScoreboardView(store: store)
        }
        .sheet(item: $store.scope(\.$destination, action: \.destination).sheet) { store in
            ScoreboardView(store: store)
        }
        .alert($store.scope(\.$destination, action: \.destination).alert)
    }
}

struct ScoreboardView: View {
    let store: StoreOf<Scoreboard>

    var body: some View {
        Button("Score \(store.score)") { store.send(.pointButtonTapped) }
    }
}

extension Arena: HostedFeature {
    static let name = "arena"
    static var initialState: State { State() }
    static var sampleActions: [Action] { [.showSheetButtonTapped, .destination(.dismiss)] }
    static func view(store: StoreOf<Arena>) -> some View { ArenaView(store: store) }
}

final class DestinationsCaseStudyTests: XCTestCase {
    func testNothingIsPresentedUntilTheStateSaysSo() {
        let screen = RenderedScreen<Arena>(Arena.State())
        XCTAssertFalse(screen.contains(.type("sheet")))
        XCTAssertFalse(screen.contains(.type("alert")))
        XCTAssertFalse(screen.contains(.type("navigationDestination")))
    }

    func testTheSheetCaseIsPresentedAsASheetAndSendsItsActionsThroughTheDestination() {
        let screen = RenderedScreen<Arena>(Arena.State(destination: .sheet(Scoreboard.State(score: 10))))
        XCTAssertNotNil(screen.node(.type("sheet")))
        XCTAssertFalse(screen.contains(.type("navigationDestination")), "only the case the destination is")
        XCTAssertEqual(screen.tap("Score 10"), [.destination(.presented(.sheet(.pointButtonTapped)))])
        XCTAssertEqual(screen.dismiss(.type("sheet")), [.destination(.dismiss)])
    }

    func testTheDetailsCaseIsPushed() {
        let screen = RenderedScreen<Arena>(Arena.State(destination: .details(Scoreboard.State(score: 2))))
        XCTAssertNotNil(screen.node(.type("navigationDestination")))
        XCTAssertEqual(screen.tap("Score 2"), [.destination(.presented(.details(.pointButtonTapped)))])
    }

    func testTheAlertCaseIsAnAlertWhoseButtonSendsItsAction() {
        let shown = RenderedScreen<Arena>(Arena.State()).sending([.showAlertButtonTapped])
        XCTAssertNotNil(shown.node(.text("Reset the score?")))
        XCTAssertEqual(shown.tap("Reset"), [.destination(.presented(.alert(.resetTapped)))])
    }

    @MainActor
    func testTheDestinationsReducerRunsThePresentedCase() async {
        let store = TestStore(initialState: Arena.State()) { Arena() }
        await store.send(.showSheetButtonTapped) {
            $0.destination = .sheet(Scoreboard.State(score: 10))
        }
        await store.send(\.destination.sheet.pointButtonTapped) {
            $0.destination = .sheet(Scoreboard.State(score: 11))
        }
        await store.send(.destination(.dismiss)) {
            $0.destination = nil
        }
    }

    @MainActor
    func testAnAlertButtonClearsTheAlertAsItsActionArrives() async {
        let store = TestStore(initialState: Arena.State()) { Arena() }
        await store.send(.showAlertButtonTapped) {
            $0.destination = .alert(AlertState {
                TextState("Reset the score?")
            } actions: {
                ButtonState(role: .destructive, action: .resetTapped) { TextState("Reset") }
            })
        }
        await store.send(\.destination.alert.resetTapped) {
            $0.destination = nil
        }
    }
}
