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
private struct ProfileSummary: AnotherView {
    typealias Base = Profile
    static func view(store: StoreOf<ProfileSummary>) -> some View { ProfileSummaryView(store: store) }
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
private struct NicknameBadge: AnotherView {
    typealias Base = Nickname

    struct ViewState: Equatable {
        @BindingViewState var nickname: String
        init(store: BindingViewStore<Nickname.State>) { self._nickname = store.$nickname }
    }

    static func view(store: StoreOf<NicknameBadge>) -> some View {
        let viewStore = ViewStore(store, observe: ViewState.init(store:))
        return TextField("Nickname", text: viewStore.$nickname)
    }
}

final class ViewStateViewTests: XCTestCase {
    func testBindingViewStateFieldsReadTheStateAndSendBindingActionsThroughTheViewAction() {
        var state = Profile.State()
        state.name = "Blob"
        let profile = RenderedScreen<Profile>(state)
        XCTAssertEqual(profile.node(.id("list.0/textField.0"))?.text, "Blob")

        let typed = profile.input("Blob Jr.", into: .type("textField"))
        XCTAssertEqual(typed, [.view(.binding(.set(\.$name, "Blob Jr.")))])
        XCTAssertEqual(profile.sending(typed).state.name, "Blob Jr.")
        let toggled = profile.tap(.type("toggle"))
        XCTAssertEqual(toggled, [.view(.binding(.set(\.$isPublic, true)))])
        XCTAssertTrue(profile.sending(toggled).state.isPublic)
        let saved = profile.tap("Save")
        XCTAssertEqual(saved, [.view(.saveTapped)])
        XCTAssertEqual(profile.sending(saved).state.saveCount, 1)
    }

    func testAViewStateComputedFromBindingFieldsDisablesWhatItSays() {
        let profile = RenderedScreen<Profile>(Profile.State())
        XCTAssertEqual(profile.node(.id("list.0/button.0"))?.isEnabled, false)
        XCTAssertThrowsError(try profile.tree.tap(.text("Save")))
    }

    func testBindingViewStatesCompareByTheirValues() {
        func viewState(name: String) -> ProfileView.ViewState {
            var state = Profile.State()
            state.name = name
            let store = Store(initialState: state) { Profile() }
            return ViewStore(store, observe: ProfileView.ViewState.init, send: Profile.Action.view).state
        }
        XCTAssertEqual(viewState(name: "Blob"), viewState(name: "Blob"))
        XCTAssertNotEqual(viewState(name: "Blob"), viewState(name: "Blob Jr."))
    }

    func testAPlainViewStateWithViewActionsShowsWhatItComputes() {
        var state = Profile.State()
        state.saveCount = 2
        let summary = RenderedScreen<ProfileSummary>(state)
        XCTAssertEqual(summary.node(.id("vstack.0/text.0"))?.text, "Anonymous")
        XCTAssertEqual(summary.node(.id("vstack.0/text.1"))?.text, "Saved 2 times")
        let saved = summary.tap("Save")
        XCTAssertEqual(saved, [.view(.saveTapped)])
        XCTAssertEqual(summary.sending(saved).node(.id("vstack.0/text.1"))?.text, "Saved 3 times")
    }

    func testTheOlderBindingSpellingSendsWhatTheDollarSpellingSends() {
        let nickname = RenderedScreen<Nickname>(Nickname.State())
        let typed = nickname.input("Blobby", into: .type("textField"))
        XCTAssertEqual(typed, [.binding(.set(\.$nickname, "Blobby"))])
        let toggled = nickname.tap(.type("toggle"))
        XCTAssertEqual(toggled, [.binding(.set(\.$isEnabled, false))])
        XCTAssertEqual(nickname.sending(typed + toggled).state, Nickname.State(nickname: "Blobby", isEnabled: false))
    }

    func testAViewStoreObservingABindingViewStoreBindsItsFields() {
        let badge = RenderedScreen<NicknameBadge>(Nickname.State(nickname: "Blob"))
        XCTAssertEqual(badge.node(.id("textField.0"))?.text, "Blob")
        let typed = badge.input("Blob Sr.", into: .type("textField"))
        XCTAssertEqual(typed, [.binding(.set(\.$nickname, "Blob Sr."))])
        XCTAssertEqual(badge.sending(typed).state.nickname, "Blob Sr.")
    }
}
