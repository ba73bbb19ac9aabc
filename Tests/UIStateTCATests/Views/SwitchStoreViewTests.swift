import UIStateTCA
import XCTest

// A feature whose state is an enum, shown with SwitchStore and CaseLet as TCA 1.3 documents it
// (the content closure switches over the state), and in the older spelling (CaseLet(state:action:)
// and a Default for the cases no CaseLet names).

private struct SignIn: Reducer {
    struct State: Equatable, Codable { var name = "" }
    enum Action: Equatable, Codable { case signInTapped }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

private struct Account: Reducer {
    struct State: Equatable, Codable { var name: String }
    enum Action: Equatable, Codable { case signOutTapped }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

private struct SignInFlow: Reducer {
    enum State: Equatable, Codable {
        case signedOut(SignIn.State)
        case signedIn(Account.State)
        case restoring
    }

    enum Action: Equatable, Codable {
        case signedOut(SignIn.Action)
        case signedIn(Account.Action)
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .signedOut(.signInTapped):
                state = .signedIn(Account.State(name: "Blob"))
                return .none
            case .signedIn(.signOutTapped):
                state = .signedOut(SignIn.State())
                return .none
            }
        }
        .ifCaseLet(/State.signedOut, action: /Action.signedOut) { SignIn() }
        .ifCaseLet(/State.signedIn, action: /Action.signedIn) { Account() }
    }
}

private struct SignInView: View {
    let store: StoreOf<SignIn>
    var body: some View {
        WithViewStore(store, observe: { $0 }) { viewStore in
            Button("Sign in") { viewStore.send(.signInTapped) }
        }
    }
}

private struct AccountView: View {
    let store: StoreOf<Account>
    var body: some View {
        WithViewStore(store, observe: { $0 }) { viewStore in
            VStack {
                Text("Signed in as \(viewStore.name)")
                Button("Sign out") { viewStore.send(.signOutTapped) }
            }
        }
    }
}

/// TCA 1.3's form: the content gets the state and switches over it.
private struct SignInFlowView: View {
    let store: StoreOf<SignInFlow>
    var body: some View {
        SwitchStore(store) { state in
            switch state {
            case .signedOut:
                CaseLet(/SignInFlow.State.signedOut, action: SignInFlow.Action.signedOut) { SignInView(store: $0) }
            case .signedIn:
                CaseLet(/SignInFlow.State.signedIn, action: SignInFlow.Action.signedIn) { store in
                    AccountView(store: store)
                }
            case .restoring:
                Text("Restoring…")
            }
        }
    }
}

extension SignInFlow: HostedFeature {
    static let name = "signInFlow"
    static var initialState: State { .signedOut(SignIn.State()) }
    static func view(store: StoreOf<SignInFlow>) -> some View { SignInFlowView(store: store) }
    static var sampleActions: [Action] { [.signedOut(.signInTapped), .signedIn(.signOutTapped)] }
}

/// The older form: every case's CaseLet in a row, and a Default last.
private struct OlderSignInFlow: AnotherView {
    typealias Base = SignInFlow
    static func view(store: StoreOf<OlderSignInFlow>) -> some View { OlderSignInFlowView(store: store) }
}

private struct OlderSignInFlowView: View {
    let store: StoreOf<OlderSignInFlow>
    var body: some View {
        SwitchStore(store) {
            CaseLet(state: /SignInFlow.State.signedOut, action: SignInFlow.Action.signedOut) { SignInView(store: $0) }
            CaseLet(state: /SignInFlow.State.signedIn, action: SignInFlow.Action.signedIn) { AccountView(store: $0) }
            Default { Text("Restoring…") }
        }
    }
}

/// A CaseLet with no SwitchStore around it.
private struct StrayCase: AnotherView {
    typealias Base = SignInFlow
    static func view(store: StoreOf<StrayCase>) -> some View {
        VStack {
            Text("Above")
            CaseLet(/SignInFlow.State.signedOut, action: SignInFlow.Action.signedOut) { SignInView(store: $0) }
        }
    }
}

/// One case of the enum through IfLetStore, its store scoped with `/State.case`.
private struct SignedInBanner: AnotherView {
    typealias Base = SignInFlow
    static func view(store: StoreOf<SignedInBanner>) -> some View {
        IfLetStore(store.scope(state: /SignInFlow.State.signedIn, action: SignInFlow.Action.signedIn)) {
            AccountView(store: $0)
        } else: {
            Text("Not signed in")
        }
    }
}

final class SwitchStoreViewTests: XCTestCase {
    func testTheStatesCaseChoosesTheCaseLetWhoseStoreSendsTheEnumsAction() {
        let signedOut = RenderedScreen<SignInFlow>(.signedOut(SignIn.State()))
        XCTAssertEqual(signedOut.outline, """
            root #root dynamicTypeSize=large colorScheme=light
              button #button.0 "Sign in" style=plain → tap {"action":{"signedOut":"signInTapped"}}
                text #button.0/text.0 font=body(17) foreground=primaryNormal

            """)

        let signIn = signedOut.tap("Sign in")
        XCTAssertEqual(signIn, [.signedOut(.signInTapped)])
        let signedIn = signedOut.sending(signIn)
        XCTAssertEqual(signedIn.state, .signedIn(Account.State(name: "Blob")))
        XCTAssertEqual(signedIn.node(.id("vstack.0/text.0"))?.text, "Signed in as Blob")
        XCTAssertEqual(signedIn.tap("Sign out"), [.signedIn(.signOutTapped)])
    }

    func testACaseWithoutACaseLetShowsWhatTheSwitchWritesForIt() {
        let screen = RenderedScreen<SignInFlow>(.restoring)
        XCTAssertEqual(screen.tree.root.children.map(\.id), ["text.0"])
        XCTAssertEqual(screen.node(.id("text.0"))?.text, "Restoring…")
    }

    func testTheOlderFormShowsTheMatchingCaseLetAndNotTheDefault() {
        let signedIn = RenderedScreen<OlderSignInFlow>(.signedIn(Account.State(name: "Blob")))
        XCTAssertEqual(signedIn.tree.root.children.map(\.id), ["vstack.0"])
        XCTAssertEqual(signedIn.node(.id("vstack.0/text.0"))?.text, "Signed in as Blob")
        XCTAssertEqual(signedIn.tap("Sign out"), [.signedIn(.signOutTapped)])
        XCTAssertEqual(RenderedScreen<OlderSignInFlow>(.signedOut(SignIn.State())).tap("Sign in"), [.signedOut(.signInTapped)])
    }

    func testTheOlderFormShowsTheDefaultWhenNoCaseLetMatches() {
        let screen = RenderedScreen<OlderSignInFlow>(.restoring)
        XCTAssertEqual(screen.tree.root.children.map(\.id), ["text.0"])
        XCTAssertEqual(screen.node(.id("text.0"))?.text, "Restoring…")
    }

    func testACaseLetOutsideASwitchStoreIsReportedAndDrawsNothing() {
        let reports = LockIsolated<[String]>([])
        let screen = RenderedScreen<StrayCase>(.signedOut(SignIn.State()), reportIssue: { message in
            reports.withValue { $0.append(message) }
        })
        XCTAssertEqual(screen.node(.id("vstack.0"))?.children.map(\.id), ["vstack.0/text.0"])
        XCTAssertEqual(reports.value, ["a CaseLet of SignInFlow.State shows only inside a SwitchStore"])
    }

    func testAStoreScopedToACaseByItsCasePathShowsThatCaseOnly() {
        let signedIn = RenderedScreen<SignedInBanner>(.signedIn(Account.State(name: "Blob")))
        XCTAssertEqual(signedIn.node(.id("vstack.0/text.0"))?.text, "Signed in as Blob")
        let signOut = signedIn.tap("Sign out")
        XCTAssertEqual(signOut, [.signedIn(.signOutTapped)])
        XCTAssertEqual(signedIn.sending(signOut).node(.id("text.0"))?.text, "Not signed in")
    }
}
