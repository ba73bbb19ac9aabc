import UIStateTCA
import XCTest

// A TCA 1.8 screen that switches on `store.case`: a panel of an `@Reducer` enum whose view shows
// the case's feature through its store, and a stack of an `@Reducer enum Path` whose destination
// closure does the same. Rendered and tapped as a host renders it.

@Reducer
struct CaseAdder {
    @ObservableState
    struct State: Codable, Equatable {
        var total = 0
    }

    enum Action: Codable, Equatable {
        case addTapped
    }

    var body: some ReducerOf<Self> {
        Reduce { state, _ in
            state.total += 1
            return .none
        }
    }
}

@Reducer
struct CaseMemo {
    @ObservableState
    struct State: Codable, Equatable {
        var text = ""
    }

    enum Action: Codable, Equatable {
        case clearTapped
    }

    var body: some ReducerOf<Self> {
        Reduce { state, _ in
            state.text = ""
            return .none
        }
    }
}

@Reducer
struct CaseDesk {
    @ObservableState
    struct State: Codable, Equatable {
        var panel: Panel.State = .adder(CaseAdder.State())
        var path = StackState<Path.State>()
    }

    enum Action: Codable, Equatable {
        case panel(Panel.Action)
        case path(StackActionOf<Path>)
    }

    @Reducer
    enum Panel {
        case adder(CaseAdder)
        case memo(CaseMemo)
        @ReducerCaseIgnored
        case banner(String)
        case empty
    }

    @Reducer
    enum Path {
        case adder(CaseAdder)
        case memo(CaseMemo)
    }

    var body: some ReducerOf<Self> {
        Scope(state: \.panel, action: \.panel) { Panel.body }
        EmptyReducer()
            .forEach(\.path, action: \.path)
    }
}

extension CaseDesk.Panel.State: Codable, Equatable {}
extension CaseDesk.Panel.Action: Codable, Equatable {}
extension CaseDesk.Path.State: Codable, Equatable {}
extension CaseDesk.Path.Action: Codable, Equatable {}

struct CaseAdderView: View {
    let store: StoreOf<CaseAdder>

    var body: some View {
        Button("Total \(store.total)") { store.send(.addTapped) }
    }
}

struct CaseMemoView: View {
    let store: StoreOf<CaseMemo>

    var body: some View {
        Button("Clear \(store.text)") { store.send(.clearTapped) }
    }
}

struct CasePanelView: View {
    let store: StoreOf<CaseDesk.Panel>

    var body: some View {
        switch store.case {
        case .adder(let store):
            CaseAdderView(store: store)
        case .memo(let store):
            CaseMemoView(store: store)
        case .banner(let message):
            Text(message)
        case .empty:
            Text("Nothing here")
        }
    }
}

struct CaseDeskView: View {
    @Bindable var store: StoreOf<CaseDesk>

    var body: some View {
        NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
            VStack {
                CasePanelView(store: store.scope(state: \.panel, action: \.panel))
                NavigationLink("Open a memo", state: CaseDesk.Path.State.memo(CaseMemo.State(text: "new")))
            }
        } destination: { store in
            switch store.case {
            case .adder(let store):
                CaseAdderView(store: store)
            case .memo(let store):
                CaseMemoView(store: store)
            }
        }
    }
}

extension CaseDesk: HostedFeature {
    static let name = "caseDesk"
    static var initialState: State { State() }
    static var sampleActions: [Action] { [.panel(.adder(.addTapped)), .panel(.memo(.clearTapped))] }
    static func view(store: StoreOf<CaseDesk>) -> some View { CaseDeskView(store: store) }
}

final class StoreCaseTests: XCTestCase {
    func testAFeatureCaseShowsItsViewAndSendsWrappedInTheCase() {
        let screen = RenderedScreen<CaseDesk>(CaseDesk.State(panel: .adder(CaseAdder.State(total: 3))))
        XCTAssertEqual(screen.tap("Total 3"), [.panel(.adder(.addTapped))])
        XCTAssertNotNil(screen.sending([.panel(.adder(.addTapped))]).node(.text("Total 4")))
        XCTAssertFalse(screen.contains(.text("Nothing here")))
    }

    func testAnotherFeatureCaseShowsItsOwnView() {
        let screen = RenderedScreen<CaseDesk>(CaseDesk.State(panel: .memo(CaseMemo.State(text: "milk"))))
        XCTAssertFalse(screen.contains(.text("Total 0")))
        XCTAssertEqual(screen.tap("Clear milk"), [.panel(.memo(.clearTapped))])
        XCTAssertNotNil(screen.sending([.panel(.memo(.clearTapped))]).node(.text("Clear ")))
    }

    func testAStateOnlyCaseHoldsItsPayloadAndAnEmptyCaseNothing() {
        XCTAssertNotNil(RenderedScreen<CaseDesk>(CaseDesk.State(panel: .banner("Closed today"))).node(.text("Closed today")))
        XCTAssertNotNil(RenderedScreen<CaseDesk>(CaseDesk.State(panel: .empty)).node(.text("Nothing here")))
    }

    func testAStacksScreensSwitchOnTheirCaseAndSendWithTheirId() {
        var path = StackState<CaseDesk.Path.State>()
        path.append(.adder(CaseAdder.State(total: 1)))
        path.append(.memo(CaseMemo.State(text: "eggs")))
        let screen = RenderedScreen<CaseDesk>(CaseDesk.State(panel: .empty, path: path))
        XCTAssertEqual(screen.node(.id("navigationStack.0/navigationDestination/button.0"))?.text, "Total 1", "the screen below, covered")
        XCTAssertEqual(screen.tap("Clear eggs"), [.path(.element(id: path.ids[1], action: .memo(.clearTapped)))])
        XCTAssertEqual(screen.dismiss(.id("navigationStack.0/navigationDestination~2")), [.path(.popFrom(id: path.ids[1]))])
    }

    func testAPushedCaseIsShownByTheDestinationsSwitch() {
        let root = RenderedScreen<CaseDesk>(CaseDesk.State())
        let push = root.tap("Open a memo")
        XCTAssertEqual(push, [.path(.push(id: 0, state: .memo(CaseMemo.State(text: "new"))))])
        XCTAssertEqual(root.sending(push).tap("Clear new"), [.path(.element(id: 0, action: .memo(.clearTapped)))])
    }

    func testAStandaloneStoresCaseStoreRunsTheFeatureInTheParentsState() {
        let store = Store(initialState: CaseDesk.Panel.State.adder(CaseAdder.State())) { CaseDesk.Panel.body }
        guard case .adder(let adder) = store.case else {
            return XCTFail("expected the adder case, got \(store.case)")
        }
        adder.send(.addTapped)
        adder.send(.addTapped)
        XCTAssertEqual(store.state, .adder(CaseAdder.State(total: 2)))
        XCTAssertEqual(adder.total, 2)
    }

    func testTheGeneratedStateIsObservableAndIdentifiedByItsCaseAndFeatureState() {
        let adder = CaseDesk.Panel.State.adder(CaseAdder.State())
        let copy = adder
        XCTAssertTrue((adder as Any) is any ObservableState)
        XCTAssertEqual(adder._$id, copy._$id, "a copy is the same state")
        XCTAssertNotEqual(adder._$id, CaseDesk.Panel.State.adder(CaseAdder.State())._$id, "another feature state")
        XCTAssertNotEqual(CaseDesk.Panel.State.banner("a")._$id, CaseDesk.Panel.State.empty._$id, "another case")
    }
}
