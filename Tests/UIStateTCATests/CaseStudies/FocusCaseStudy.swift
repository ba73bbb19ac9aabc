import UIStateTCA
import XCTest

// "Focus state", as a TCA 1.3 app writes it: the focused field lives in the feature's state and
// is bound to the view's @FocusState with `.bind(_:to:)`.

struct FocusDemo: Reducer {
    struct State: Equatable, Codable {
        @BindingState var focusedField: Field?
        @BindingState var password = ""
        @BindingState var username = ""

        enum Field: String, Hashable, Codable {
            case username, password
        }
    }

    enum Action: BindableAction, Equatable, Codable {
        case binding(BindingAction<State>)
        case signInButtonTapped
    }

    var body: some ReducerOf<Self> {
        BindingReducer()
        Reduce { state, action in
            switch action {
            case .binding:
                return .none
            case .signInButtonTapped:
                if state.username.isEmpty {
                    state.focusedField = .username
                } else if state.password.isEmpty {
                    state.focusedField = .password
                }
                return .none
            }
        }
    }
}

struct FocusDemoView: View {
    let store: StoreOf<FocusDemo>
    @FocusState var focusedField: FocusDemo.State.Field?

    var body: some View {
        WithViewStore(self.store, observe: { $0 }) { viewStore in
            VStack {
                TextField("Username", text: viewStore.$username)
                    .focused(self.$focusedField, equals: .username)
                SecureField("Password", text: viewStore.$password)
                    .focused(self.$focusedField, equals: .password)
                Button("Sign In") { viewStore.send(.signInButtonTapped) }
            }
            .bind(viewStore.$focusedField, to: self.$focusedField)
        }
    }
}

extension FocusDemo: HostedFeature {
    static let name = "focusDemo"
    static var initialState: State { State() }
    static var sampleActions: [Action] {
        [.binding(.set(\.$focusedField, .username)), .binding(.set(\.$username, "a")), .binding(.set(\.$password, "b")), .signInButtonTapped]
    }
    static func view(store: StoreOf<FocusDemo>) -> some View { FocusDemoView(store: store) }
}

final class FocusCaseStudyTests: XCTestCase {
    func testTheFieldTheStateNamesIsFocused() {
        let screen = RenderedScreen<FocusDemo>(FocusDemo.State(focusedField: .password))
        XCTAssertEqual(screen.node(.label("Password"))?.properties["focused"], true)
        XCTAssertEqual(screen.node(.label("Username"))?.properties["focused"], false)
    }

    func testFocusingAFieldSendsTheBindingActionForIt() throws {
        let screen = RenderedScreen<FocusDemo>(FocusDemo.State())
        let focused = try screen.tree.focus(.label("Username"))
        XCTAssertEqual(focused.actions, [.binding(.set(\.$focusedField, .username))])
    }

    func testTypingIntoAnUnfocusedFieldFocusesItThroughTheStateFirst() {
        let screen = RenderedScreen<FocusDemo>(FocusDemo.State())
        XCTAssertEqual(
            screen.input("blob", into: .label("Username")),
            [.binding(.set(\.$focusedField, .username)), .binding(.set(\.$username, "blob"))])
    }
}
