import UIStateTCA
import XCTest

// Bindings as a TCA 1.7 app writes them: `@Bindable var store` and `$store.name` for a
// `BindableAction` feature (any field of an `@ObservableState`, no `@BindingState`), and
// `$store.query.sending(\.queryChanged)` for a feature with its own actions, before iOS 17 too
// (`@Perception.Bindable`, `WithPerceptionTracking`).

private struct Profile: Reducer {
    @ObservableState
    struct State: Equatable, Codable {
        var name = ""
        var isSubscribed = false
        var greeting = ""
    }

    @CasePathable
    enum Action: BindableAction, Equatable, Codable {
        case saveButtonTapped
        case binding(BindingAction<State>)
    }

    var body: some ReducerOf<Self> {
        BindingReducer()
        Reduce { state, action in
            guard case .binding(\.name) = action else { return .none }
            state.greeting = "Hello, \(state.name)"
            return .none
        }
    }
}

private struct ProfileView: View {
    @Bindable var store: StoreOf<Profile>

    var body: some View {
        Form {
            TextField("Name", text: $store.name)
            Toggle("Subscribed", isOn: $store.isSubscribed)
            Text(store.greeting)
            Button("Save") { store.send(.saveButtonTapped) }
        }
    }
}

extension Profile: HostedFeature {
    static let name = "observedProfile"
    static var initialState: State { State() }
    static var sampleActions: [Action] { [.binding(.set(\.name, "Blob")), .saveButtonTapped] }
    static func view(store: StoreOf<Profile>) -> some View { ProfileView(store: store) }
}

private struct Search: Reducer {
    @ObservableState
    struct State: Equatable, Codable {
        var query = ""
        var filters = Filters()

        struct Filters: Equatable, Codable {
            var onlyFavorites = false
        }
    }

    @CasePathable
    enum Action: Equatable, Codable {
        case queryChanged(String)
        case onlyFavoritesChanged(Bool)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .queryChanged(let query): state.query = query
        case .onlyFavoritesChanged(let isOn): state.filters.onlyFavorites = isOn
        }
        return .none
    }
}

private struct SearchView: View {
    @Perception.Bindable var store: StoreOf<Search>

    var body: some View {
        WithPerceptionTracking {
            VStack {
                TextField("Search", text: $store.query.sending(\.queryChanged))
                Toggle("Favorites", isOn: $store.filters.onlyFavorites.sending(\.onlyFavoritesChanged))
            }
        }
    }
}

extension Search: HostedFeature {
    static let name = "observedSearch"
    static var initialState: State { State() }
    static var sampleActions: [Action] { [.queryChanged("a"), .onlyFavoritesChanged(true)] }
    static func view(store: StoreOf<Search>) -> some View { SearchView(store: store) }
}

private func json(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(value), as: UTF8.self)
}

final class ObservationBindingTests: XCTestCase {
    func testTypingIntoABoundFieldSendsItsBindingAction() {
        let screen = RenderedScreen<Profile>(Profile.State())
        XCTAssertEqual(screen.input("Blob", into: .type("textField")), [.binding(.set(\.name, "Blob"))])
    }

    func testFlippingABoundToggleSendsItsBindingAction() {
        let screen = RenderedScreen<Profile>(Profile.State(isSubscribed: true))
        XCTAssertEqual(screen.tap(.type("toggle")), [.binding(.set(\.isSubscribed, false))])
    }

    func testTheBoundControlsShowTheStateTheScreenWasRenderedFrom() {
        let screen = RenderedScreen<Profile>(Profile.State(name: "Blob")).sending([.binding(.set(\.name, "Blob Jr."))])
        XCTAssertEqual(screen.node(.type("textField"))?.properties["text"], "Blob Jr.")
        XCTAssertNotNil(screen.node(.text("Hello, Blob Jr.")), "`case .binding(\\.name)` ran after the field was set")
    }

    func testAKeyPathPatternMatchesOnlyItsField() {
        let action = BindingAction<Profile.State>.set(\.isSubscribed, true)
        switch action {
        case \.name: XCTFail("\\.name matched a change of isSubscribed")
        case \.isSubscribed: break
        default: XCTFail("\\.isSubscribed did not match")
        }
    }

    func testABindingActionTravelsAsTheFieldsNameAndValue() throws {
        let action = Profile.Action.binding(.set(\.name, "Blob"))
        XCTAssertEqual(try json(BindingAction<Profile.State>.set(\.name, "Blob")), #"{"set":"name","value":"Blob"}"#)
        let decoded = try JSONDecoder().decode(Profile.Action.self, from: Data(try json(action).utf8))
        XCTAssertEqual(decoded, action)
        var state = Profile.State()
        _ = Profile().reduce(into: &state, action: decoded)
        XCTAssertEqual(state.greeting, "Hello, Blob", "the decoded action matches `case .binding(\\.name)`")
    }

    func testDecodingANameThatIsNoFieldIsRefused() {
        let text = #"{"binding":{"_0":{"set":"nickname","value":"B"}}}"#
        XCTAssertThrowsError(try JSONDecoder().decode(Profile.Action.self, from: Data(text.utf8)))
    }

    @MainActor
    func testATestStoreSendsBindingActions() async {
        let store = TestStore(initialState: Profile.State()) { Profile() }
        await store.send(.binding(.set(\.name, "Blob"))) {
            $0.name = "Blob"
            $0.greeting = "Hello, Blob"
        }
        await store.send(.set(\.isSubscribed, true)) { $0.isSubscribed = true }
    }

    func testASendingBindingSendsTheFeaturesOwnAction() {
        let screen = RenderedScreen<Search>(Search.State())
        XCTAssertEqual(screen.input("milk", into: .type("textField")), [.queryChanged("milk")])
        XCTAssertEqual(screen.tap(.type("toggle")), [.onlyFavoritesChanged(true)])
    }
}
