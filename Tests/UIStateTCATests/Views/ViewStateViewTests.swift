import UIStateTCA
import XCTest

// View states as TCA 1.3 documents them: `observe: ViewState.init` with `send: { .view($0) }`
// (or `send: Action.view`),
// a view state carrying binding fields (`@BindingViewState`, made from a `BindingViewStore`),
// and `viewStore.binding(\.$name)` beside `viewStore.$name`.

private struct Profile: Reducer {
    struct State: Equatable, Codable {
        @BindingState var name = ""
        @BindingState var isPublic = false
        var saveCount = 0
    }

    enum Action: Equatable, Codable {
        case view(ViewAction)
        case saved

        enum ViewAction: BindableAction, Equatable, Codable {
            case binding(BindingAction<State>)
            case saveTapped
        }
    }

    var body: some ReducerOf<Self> {
        BindingReducer(action: /Action.view)
        Reduce { state, action in
            if case .view(.saveTapped) = action { state.saveCount += 1 }
            return .none
        }
    }
}

/// A view state with binding fields, made from a `BindingViewStore`.
private struct ProfileView: View {
    let store: StoreOf<Profile>

    struct ViewState: Equatable {
        @BindingViewState var name: String
        @BindingViewState var isPublic: Bool
        var isSaveDisabled: Bool

        init(store: BindingViewStore<Profile.State>) {
            self._name = store.$name
            self._isPublic = store.$isPublic
            self.isSaveDisabled = store.name.isEmpty
        }
    }

    var body: some View {
        WithViewStore(store, observe: ViewState.init, send: { .view($0) }) { viewStore in
            Form {
                TextField("Name", text: viewStore.$name)
                Toggle("Public", isOn: viewStore.$isPublic)
                Button("Save") { viewStore.send(.saveTapped) }
                    .disabled(viewStore.isSaveDisabled)
            }
        }
    }
}

extension Profile: HostedFeature {
    static let name = "profile"
    static var initialState: State { State() }
    static func view(store: StoreOf<Profile>) -> some View { ProfileView(store: store) }
    static var sampleActions: [Action] { [.view(.saveTapped), .view(.binding(.set(\.$name, "Blob"))), .saved] }
}

/// A plain view state (`init(state:)`) with view actions embedded by the action's case.
private struct ProfileSummary: Reducer {
    typealias State = Profile.State
    typealias Action = Profile.Action
    var body: some ReducerOf<Self> { Profile() }
}

private struct ProfileSummaryView: View {
    let store: StoreOf<ProfileSummary>

    struct ViewState: Equatable {
        let title: String
        let saveCount: Int

        init(state: Profile.State) {
            title = state.name.isEmpty ? "Anonymous" : state.name
            saveCount = state.saveCount
        }
    }

    var body: some View {
        WithViewStore(store, observe: ViewState.init(state:), send: ProfileSummary.Action.view) { viewStore in
            VStack {
                Text(viewStore.title)
                Text("Saved \(viewStore.saveCount) times")
                Button("Save") { viewStore.send(.saveTapped) }
            }
        }
    }
}

extension ProfileSummary: HostedFeature {
    static let name = "profileSummary"
    static var initialState: State { State() }
    static func view(store: StoreOf<ProfileSummary>) -> some View { ProfileSummaryView(store: store) }
    static var sampleActions: [Action] { Profile.sampleActions }
}

/// A feature whose own actions are bindable: `viewStore.$name` and `viewStore.binding(\.$name)`.
private struct Nickname: Reducer {
    struct State: Equatable, Codable {
        @BindingState var nickname = ""
        @BindingState var isEnabled = true
    }

    enum Action: BindableAction, Equatable, Codable {
        case binding(BindingAction<State>)
    }

    var body: some ReducerOf<Self> { BindingReducer() }
}

extension Nickname: HostedFeature {
    static let name = "nickname"
    static var initialState: State { State() }
    static func view(store: StoreOf<Nickname>) -> some View {
        let viewStore = ViewStore(store, observe: { $0 })
        return VStack {
            TextField("Nickname", text: viewStore.binding(\.$nickname))
            Toggle("Enabled", isOn: viewStore.$isEnabled)
        }
    }
    static var sampleActions: [Action] { [.binding(.set(\.$nickname, "Blob"))] }
}

/// A view store made directly from a `BindingViewStore`, without `WithViewStore`.
private struct NicknameBadge: Reducer {
    typealias State = Nickname.State
    typealias Action = Nickname.Action
    var body: some ReducerOf<Self> { Nickname() }
}

extension NicknameBadge: HostedFeature {
    struct ViewState: Equatable {
        @BindingViewState var nickname: String
        init(store: BindingViewStore<Nickname.State>) { self._nickname = store.$nickname }
    }

    static let name = "nicknameBadge"
    static var initialState: State { State() }
    static func view(store: StoreOf<NicknameBadge>) -> some View {
        let viewStore = ViewStore(store, observe: ViewState.init(store:))
        return TextField("Nickname", text: viewStore.$nickname)
    }
    static var sampleActions: [Action] { Nickname.sampleActions }
}

final class ViewStateViewTests: XCTestCase {
    func testBindingViewStateFieldsReadTheStateAndSendBindingActionsThroughTheViewAction() throws {
        var state = Profile.State()
        state.name = "Blob"
        let screen = ScreenDriver<Profile>(state)
        XCTAssertEqual(try screen.node("list.0/textField.0").text, "Blob")

        XCTAssertEqual(try screen.input(.type("textField"), "Blob Jr."), [.view(.binding(.set(\.$name, "Blob Jr.")))])
        XCTAssertEqual(screen.state.name, "Blob Jr.")
        XCTAssertEqual(try screen.tap(.type("toggle")), [.view(.binding(.set(\.$isPublic, true)))])
        XCTAssertTrue(screen.state.isPublic)
        XCTAssertEqual(try screen.tap(.text("Save")), [.view(.saveTapped)])
        XCTAssertEqual(screen.state.saveCount, 1)
    }

    func testAViewStateComputedFromBindingFieldsDisablesWhatItSays() throws {
        let screen = ScreenDriver<Profile>(Profile.State())
        XCTAssertFalse(try screen.node("list.0/button.0").isEnabled)
        XCTAssertThrowsError(try screen.tap(.text("Save")))
    }

    func testBindingViewStatesCompareByTheirValues() {
        let screen = ScreenDriver<Profile>(Profile.State())
        let made = { (name: String) -> ProfileView.ViewState in
            var state = Profile.State()
            state.name = name
            let viewStore = ViewStore(Store.rendering(state), observe: ProfileView.ViewState.init, send: { Profile.Action.view($0) })
            return viewStore.state
        }
        XCTAssertEqual(made("Blob"), made("Blob"))
        XCTAssertNotEqual(made("Blob"), made("Blob Jr."))
        XCTAssertEqual(screen.sent, [])
    }

    func testAPlainViewStateWithViewActionsShowsWhatItComputes() throws {
        var state = Profile.State()
        state.saveCount = 2
        let screen = ScreenDriver<ProfileSummary>(state)
        XCTAssertEqual(try screen.node("vstack.0/text.0").text, "Anonymous")
        XCTAssertEqual(try screen.node("vstack.0/text.1").text, "Saved 2 times")
        XCTAssertEqual(try screen.tap(.text("Save")), [.view(.saveTapped)])
        XCTAssertEqual(try screen.node("vstack.0/text.1").text, "Saved 3 times")
    }

    func testTheOlderBindingSpellingSendsWhatTheDollarSpellingSends() throws {
        let screen = ScreenDriver<Nickname>(Nickname.State())
        XCTAssertEqual(try screen.input(.type("textField"), "Blobby"), [.binding(.set(\.$nickname, "Blobby"))])
        XCTAssertEqual(try screen.tap(.type("toggle")), [.binding(.set(\.$isEnabled, false))])
        XCTAssertEqual(screen.state, Nickname.State(nickname: "Blobby", isEnabled: false))
    }

    func testAViewStoreObservingABindingViewStoreBindsItsFields() throws {
        let screen = ScreenDriver<NicknameBadge>(Nickname.State(nickname: "Blob"))
        XCTAssertEqual(try screen.node("textField.0").text, "Blob")
        XCTAssertEqual(try screen.input(.type("textField"), "Blob Sr."), [.binding(.set(\.$nickname, "Blob Sr."))])
        XCTAssertEqual(screen.state.nickname, "Blob Sr.")
    }
}
