import UIStateTCA
import XCTest

// "Optional state", as a TCA 1.3 app writes it: a child shown with `IfLetStore` while its state is
// there, and a placeholder otherwise.

struct OptionalCounter: Reducer {
    struct State: Equatable, Codable {
        var counter: BasicCounter.State?
    }

    enum Action: Equatable, Codable {
        case counter(BasicCounter.Action)
        case toggleCounterButtonTapped
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .toggleCounterButtonTapped:
                state.counter = state.counter == nil ? BasicCounter.State() : nil
                return .none
            case .counter:
                return .none
            }
        }
        .ifLet(\.counter, action: /Action.counter) {
            BasicCounter()
        }
    }
}

struct OptionalCounterView: View {
    let store: StoreOf<OptionalCounter>

    var body: some View {
        Form {
            Button("Toggle counter state") {
                ViewStore(self.store, observe: { $0 }).send(.toggleCounterButtonTapped)
            }

            IfLetStore(
                self.store.scope(state: \.counter, action: { .counter($0) }),
                then: { store in
                    Text("`CounterState` is non-`nil`")
                    CounterView(store: store)
                },
                else: {
                    Text("`CounterState` is `nil`")
                }
            )
        }
    }
}

extension OptionalCounter: HostedFeature {
    static let name = "optionalCounter"
    static var initialState: State { State() }
    static var sampleActions: [Action] { [.toggleCounterButtonTapped, .counter(.incrementButtonTapped)] }
    static func view(store: StoreOf<OptionalCounter>) -> some View { OptionalCounterView(store: store) }
}

final class OptionalStateCaseStudyTests: XCTestCase {
    func testWithoutStateTheElseContentShows() {
        let screen = RenderedScreen<OptionalCounter>(OptionalCounter.State())
        XCTAssertTrue(screen.contains(.text("`CounterState` is `nil`")))
        XCTAssertFalse(screen.contains(.label("plus")))
        XCTAssertEqual(screen.tap("Toggle counter state"), [.toggleCounterButtonTapped])
    }

    func testWithStateTheChildShowsAndSendsThroughTheScope() {
        let screen = RenderedScreen<OptionalCounter>(OptionalCounter.State(counter: BasicCounter.State(count: 7)))
        XCTAssertTrue(screen.contains(.text("7")))
        XCTAssertEqual(screen.tap(.label("plus")), [.counter(.incrementButtonTapped)])
    }
}
