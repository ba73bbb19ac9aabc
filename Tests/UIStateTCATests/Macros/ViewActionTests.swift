import UIStateTCA
import XCTest

// `@ViewAction(for:)` as TCA 1.7 writes it: the feature's actions keep what its view sends in a
// `view` case, and the view sends those with `send(_:)`.

@Reducer
struct Composer {
    @ObservableState
    struct State: Equatable, Codable {
        var draft = ""
        var sent: [String] = []
    }

    enum Action: ViewAction, Equatable, Codable {
        case view(View)
        case delegate(Delegate)

        @CasePathable
        enum View: Equatable, Codable {
            case sendButtonTapped
            case clearButtonTapped
        }

        @CasePathable
        enum Delegate: Equatable, Codable {
            case didSend(String)
        }
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .view(.sendButtonTapped):
                state.sent.append(state.draft)
                let draft = state.draft
                state.draft = ""
                return .send(.delegate(.didSend(draft)))
            case .view(.clearButtonTapped):
                state.draft = ""
                return .none
            case .delegate:
                return .none
            }
        }
    }
}

@ViewAction(for: Composer.self)
struct ComposerView: View {
    let store: StoreOf<Composer>

    var body: some View {
        VStack {
            Text(store.draft)
            Button("Send") { send(.sendButtonTapped) }
            Button("Clear") { send(.clearButtonTapped, animation: .default) }
        }
    }
}

extension Composer: HostedFeature {
    static let name = "viewActionComposer"
    static var initialState: State { State(draft: "Hi") }
    static var sampleActions: [Action] { [.view(.sendButtonTapped), .view(.clearButtonTapped)] }
    static func view(store: StoreOf<Composer>) -> some View { ComposerView(store: store) }
}

final class ViewActionTests: XCTestCase {
    func testTappingSendsTheViewCase() {
        let screen = RenderedScreen<Composer>(Composer.State(draft: "Hi"))
        XCTAssertEqual(screen.tap("Send"), [.view(.sendButtonTapped)])
        XCTAssertEqual(screen.tap("Clear"), [.view(.clearButtonTapped)])
    }

    func testATestStoreSendsViewActionsByKeyPath() async {
        let store = TestStore(initialState: Composer.State(draft: "Hi")) { Composer() }
        await store.send(\.view.sendButtonTapped) {
            $0.sent = ["Hi"]
            $0.draft = ""
        }
        await store.receive(\.delegate.didSend, "Hi")
    }

    func testTheViewCaseIsTheProtocolsWitness() {
        XCTAssertEqual(Composer.Action.view(.clearButtonTapped), .view(.clearButtonTapped))
        func wrapped<A: ViewAction>(_ action: A.ViewAction, as _: A.Type) -> A { A.view(action) }
        XCTAssertEqual(wrapped(.sendButtonTapped, as: Composer.Action.self), .view(.sendButtonTapped))
    }
}
