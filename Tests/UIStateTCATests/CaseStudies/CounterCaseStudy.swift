import UIStateTCA
import XCTest

// "Getting started: a counter", as a TCA 1.3 app writes it: a Form with a section, two buttons
// whose labels are images, and the count between them.

struct BasicCounter: Reducer {
    struct State: Equatable, Codable {
        var count = 0
    }

    enum Action: Equatable, Codable {
        case decrementButtonTapped
        case incrementButtonTapped
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .decrementButtonTapped:
            state.count -= 1
            return .none
        case .incrementButtonTapped:
            state.count += 1
            return .none
        }
    }
}

struct CounterView: View {
    let store: StoreOf<BasicCounter>

    var body: some View {
        WithViewStore(self.store, observe: { $0 }) { viewStore in
            HStack {
                Button {
                    viewStore.send(.decrementButtonTapped)
                } label: {
                    Image(systemName: "minus")
                }

                Text("\(viewStore.count)")
                    .monospacedDigit()

                Button {
                    viewStore.send(.incrementButtonTapped)
                } label: {
                    Image(systemName: "plus")
                }
            }
        }
    }
}

struct CounterDemoView: View {
    let store: StoreOf<BasicCounter>

    var body: some View {
        Form {
            Section {
                Text("This screen demonstrates the basics of the Composable Architecture.")
            }
            Section {
                CounterView(store: self.store)
                    .frame(maxWidth: .infinity)
            }
        }
        .buttonStyle(.borderless)
        .navigationTitle("BasicCounter demo")
    }
}

extension BasicCounter: HostedFeature {
    static let name = "basicCounter"
    static var initialState: State { State() }
    static var sampleActions: [Action] { [.decrementButtonTapped, .incrementButtonTapped] }
    static func view(store: StoreOf<BasicCounter>) -> some View { CounterDemoView(store: store) }
}

final class CounterCaseStudyTests: XCTestCase {
    func testTheScreenShowsTheCountBetweenItsButtons() {
        let screen = RenderedScreen<BasicCounter>(BasicCounter.State(count: 3))
        XCTAssertNotNil(screen.node(.text("3")))
        XCTAssertEqual(screen.node(.label("minus"))?.type, "button", "an image-labelled button is read as its image")
        XCTAssertEqual(screen.node(.type("list"))?.properties["navigationTitle"], "BasicCounter demo")
        XCTAssertEqual(screen.node(.label("plus"))?.properties["buttonStyle"], "borderless")
    }

    func testEachButtonSendsWhatItsClosureSends() {
        let screen = RenderedScreen<BasicCounter>(BasicCounter.State())
        XCTAssertEqual(screen.tap(.label("minus")), [.decrementButtonTapped])
        XCTAssertEqual(screen.tap(.label("plus")), [.incrementButtonTapped])
    }

    func testTheTextIsTheStateTheScreenWasRenderedFrom() {
        XCTAssertTrue(RenderedScreen<BasicCounter>(BasicCounter.State(count: -2)).contains(.text("-2")))
        XCTAssertFalse(RenderedScreen<BasicCounter>(BasicCounter.State(count: -2)).contains(.text("0")))
    }
}
