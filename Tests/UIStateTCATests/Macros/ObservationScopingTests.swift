import UIStateTCA
import XCTest

// Scoping an observed store as a TCA 1.7 app does: a child by key paths, an optional child with
// `if let`, rows with `ForEach(store.scope(…))`, a destination in `.sheet(item: $store.scope(…))`,
// an alert in `.alert($store.scope(…))` and a stack in `NavigationStack(path: $store.scope(…))`.

private struct Tally: Reducer {
    @ObservableState
    struct State: Equatable, Codable, Identifiable {
        var id: Int
        var count = 0
    }

    @CasePathable
    enum Action: Equatable, Codable {
        case bumpTapped
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.count += 1
        return .none
    }
}

private struct TallyView: View {
    let store: StoreOf<Tally>

    var body: some View {
        Button("Tally \(store.id): \(store.count)") { store.send(.bumpTapped) }
    }
}

private struct Board: Reducer {
    @ObservableState
    struct State: Equatable, Codable {
        var total = Tally.State(id: 0)
        var bonus: Tally.State?
        var rows: IdentifiedArrayOf<Tally.State> = []
        @Presents var destination: Destination.State?
        @Presents var alert: AlertState<Action.Alert>?
        var path = StackState<Tally.State>()
    }

    @CasePathable
    enum Action: Equatable, Codable {
        case total(Tally.Action)
        case bonus(Tally.Action)
        case rows(IdentifiedAction<Int, Tally.Action>)
        case destination(PresentationAction<Destination.Action>)
        case alert(PresentationAction<Alert>)
        case path(StackAction<Tally.State, Tally.Action>)

        @CasePathable
        enum Alert: Equatable, Codable { case resetAll }
    }

    struct Destination: Reducer {
        @ObservableState
        @CasePathable
        @dynamicMemberLookup
        enum State: Equatable, Codable {
            case edit(Tally.State)
            case detail(Tally.State)
        }

        @CasePathable
        enum Action: Equatable, Codable {
            case edit(Tally.Action)
            case detail(Tally.Action)
        }

        var body: some ReducerOf<Self> {
            Scope(state: /State.edit, action: /Action.edit) { Tally() }
            Scope(state: /State.detail, action: /Action.detail) { Tally() }
        }
    }

    var body: some ReducerOf<Self> {
        Scope(state: \.total, action: /Action.total) { Tally() }
        EmptyReducer()
            .ifLet(\.$destination, action: /Action.destination) { Destination() }
            .ifLet(\.$alert, action: /Action.alert)
            .forEach(\.path, action: /Action.path) { Tally() }
    }
}

private struct BoardView: View {
    @Bindable var store: StoreOf<Board>

    var body: some View {
        NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
            VStack {
                TallyView(store: store.scope(state: \.total, action: \.total))
                if let bonusStore = store.scope(state: \.bonus, action: \.bonus) {
                    TallyView(store: bonusStore)
                }
                ForEach(store.scope(state: \.rows, action: \.rows)) { rowStore in
                    TallyView(store: rowStore)
                }
                NavigationLink("Open tally 5", state: Tally.State(id: 5))
            }
            .sheet(item: $store.scope(state: \.destination?.edit, action: \.destination.edit)) { editStore in
                TallyView(store: editStore)
            }
            .navigationDestination(item: $store.scope(state: \.destination?.detail, action: \.destination.detail)) { detailStore in
                TallyView(store: detailStore)
            }
            .alert($store.scope(state: \.alert, action: \.alert))
        } destination: { screenStore in
            VStack {
                TallyView(store: screenStore)
                NavigationLink("Open the next", state: Tally.State(id: screenStore.id + 1))
            }
        }
    }
}

extension Board: HostedFeature {
    static let name = "observedBoard"
    static var initialState: State { State() }
    static var sampleActions: [Action] { [.total(.bumpTapped), .alert(.presented(.resetAll))] }
    static func view(store: StoreOf<Board>) -> some View { BoardView(store: store) }
}

private let resetAlert = AlertState<Board.Action.Alert> {
    TextState("Reset every tally?")
} actions: {
    ButtonState(role: .destructive, action: .resetAll) { TextState("Reset") }
    ButtonState(role: .cancel) { TextState("Keep") }
}

final class ObservationScopingTests: XCTestCase {
    func testAChildStoreReadsAndSendsThroughItsKeyPaths() {
        let screen = RenderedScreen<Board>(Board.State(total: Tally.State(id: 0, count: 4)))
        XCTAssertEqual(screen.tap("Tally 0: 4"), [.total(.bumpTapped)])
        XCTAssertNotNil(screen.sending([.total(.bumpTapped)]).node(.text("Tally 0: 5")))
    }

    func testAnOptionalChildShowsOnlyWhileItIsThere() {
        XCTAssertFalse(RenderedScreen<Board>(Board.State()).contains(.text("Tally 7: 0")))
        let screen = RenderedScreen<Board>(Board.State(bonus: Tally.State(id: 7)))
        XCTAssertEqual(screen.tap("Tally 7: 0"), [.bonus(.bumpTapped)])
    }

    func testEachRowIsAStoreOfItsElementSendingWithItsId() {
        let screen = RenderedScreen<Board>(Board.State(rows: [Tally.State(id: 1), Tally.State(id: 2, count: 3)]))
        XCTAssertEqual(screen.tap("Tally 2: 3"), [.rows(.element(id: 2, action: .bumpTapped))])
        XCTAssertEqual(screen.tap("Tally 1: 0"), [.rows(.element(id: 1, action: .bumpTapped))])
        XCTAssertNotNil(screen.node(.id("navigationStack.0/vstack.0/button[2]")), "a row's nodes take its element's id\n\(screen.outline)")
    }

    func testAPresentedDestinationShowsInASheetAndSendsAsPresented() {
        let screen = RenderedScreen<Board>(Board.State(destination: .edit(Tally.State(id: 9))))
        XCTAssertEqual(screen.node(.type("sheet"))?.children.first?.text, "Tally 9: 0")
        XCTAssertEqual(screen.tap("Tally 9: 0"), [.destination(.presented(.edit(.bumpTapped)))])
        XCTAssertEqual(screen.dismiss(.type("sheet")), [.destination(.dismiss)])
        XCTAssertFalse(RenderedScreen<Board>(Board.State()).contains(.type("sheet")))
    }

    func testAPresentedDetailIsPushedAndPoppingSendsDismiss() {
        let screen = RenderedScreen<Board>(Board.State(destination: .detail(Tally.State(id: 4))))
        XCTAssertFalse(screen.contains(.type("sheet")), "only the detail case is presented")
        XCTAssertEqual(screen.tap("Tally 4: 0"), [.destination(.presented(.detail(.bumpTapped)))])
        XCTAssertEqual(screen.dismiss(.type("navigationDestination")), [.destination(.dismiss)])
    }

    func testAnAlertsButtonsSendTheirActionsAndDismissingSendsDismiss() {
        let screen = RenderedScreen<Board>(Board.State(alert: resetAlert))
        XCTAssertEqual(screen.node(.type("alert"))?.text, "Reset every tally?")
        XCTAssertEqual(screen.tap("Reset"), [.alert(.presented(.resetAll))])
        XCTAssertEqual(screen.tap("Keep"), [.alert(.dismiss)])
        XCTAssertEqual(screen.dismiss(.type("alert")), [.alert(.dismiss)])
    }

    func testAStacksScreensAreItsElementsAndPopSendsPopFrom() {
        var path = StackState<Tally.State>()
        path.append(Tally.State(id: 10))
        path.append(Tally.State(id: 11, count: 2))
        let screen = RenderedScreen<Board>(Board.State(path: path))
        XCTAssertEqual(screen.node(.id("navigationStack.0/navigationDestination/vstack.0"))?.children.first?.text, "Tally 10: 0")
        XCTAssertEqual(screen.node(.id("navigationStack.0/navigationDestination~2/vstack.0"))?.children.first?.text, "Tally 11: 2")
        XCTAssertEqual(screen.tap("Tally 11: 2"), [.path(.element(id: path.ids[1], action: .bumpTapped))])
        XCTAssertEqual(screen.dismiss(.id("navigationStack.0/navigationDestination~2")), [.path(.popFrom(id: path.ids[1]))])
    }

    func testALinkInTheRootOrAScreenPushesWithTheNextId() {
        let root = RenderedScreen<Board>(Board.State())
        let push = root.tap("Open tally 5")
        XCTAssertEqual(push, [.path(.push(id: 0, state: Tally.State(id: 5)))])
        let pushed = root.sending(push)
        XCTAssertEqual(pushed.state.path.ids, [0])
        XCTAssertEqual(pushed.tap("Open the next"), [.path(.push(id: 1, state: Tally.State(id: 6)))])
    }

    func testPresentedStateKeepsItsWireForm() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let state = Board.State(destination: .edit(Tally.State(id: 3)))
        let text = String(decoding: try encoder.encode(state), as: UTF8.self)
        XCTAssertTrue(text.contains(#""alert":null"#), text)
        XCTAssertTrue(text.contains(#""destination":{"edit":{"_0":{"count":0,"id":3}}}"#), text)
        XCTAssertEqual(try JSONDecoder().decode(Board.State.self, from: Data(text.utf8)), state)
    }

    @MainActor
    func testTheReducerRunsThePresentedChildThroughDollarDestination() async {
        let store = TestStore(initialState: Board.State(destination: .edit(Tally.State(id: 3)))) { Board() }
        await store.send(.destination(.presented(.edit(.bumpTapped)))) {
            $0.destination = .edit(Tally.State(id: 3, count: 1))
        }
        await store.send(.destination(.dismiss)) { $0.destination = nil }
    }
}
