import UIStateTCA
import XCTest

// Two tabs sharing one persisted count, written in TCA 1.25's spelling: `Scope(\.tab, action:)`
// and `store.scope(\.tab, action:)` without the `state:` label, a `TabView` bound to state, and a
// key named once with `extension SharedKey where Self == AppStorageKey<Int>`.

extension SharedKey where Self == AppStorageKey<Int> {
    static var tallyCount: Self { appStorage("tallyCount") }
}

@Reducer
struct TallyTabs {
    enum Tab: String, Codable, Equatable, Hashable {
        case tally, summary
    }

    @ObservableState
    struct State: Equatable {
        var currentTab = Tab.tally
        var tally = Tally.State()
        var summary = Summary.State()
    }

    enum Action: Equatable {
        case selectTab(Tab)
        case summary(Summary.Action)
        case tally(Tally.Action)
    }

    var body: some Reducer<State, Action> {
        Scope(\.tally, action: \.tally) { Tally() }
        Scope(\.summary, action: \.summary) { Summary() }
        Reduce { state, action in
            if case .selectTab(let tab) = action { state.currentTab = tab }
            return .none
        }
    }

    @Reducer
    struct Tally {
        @ObservableState
        struct State: Equatable {
            @Shared(.tallyCount) var count = 0
        }

        enum Action: Equatable {
            case decrementButtonTapped
            case incrementButtonTapped
        }

        var body: some Reducer<State, Action> {
            Reduce { state, action in
                switch action {
                case .decrementButtonTapped:
                    state.$count.withLock { $0 -= 1 }
                case .incrementButtonTapped:
                    state.$count.withLock { $0 += 1 }
                }
                return .none
            }
        }
    }

    @Reducer
    struct Summary {
        @ObservableState
        struct State: Equatable {
            @Shared(.tallyCount) var count = 0
        }

        enum Action: Equatable {
            case resetButtonTapped
        }

        var body: some Reducer<State, Action> {
            Reduce { state, _ in
                state.$count.withLock { $0 = 0 }
                return .none
            }
        }
    }
}

struct TallyTabsView: View {
    @Bindable var store: StoreOf<TallyTabs>

    var body: some View {
        TabView(selection: $store.currentTab.sending(\.selectTab)) {
            TallyTabView(store: store.scope(\.tally, action: \.tally))
                .tag(TallyTabs.Tab.tally)
                .tabItem { Text("Tally") }

            SummaryTabView(store: store.scope(\.summary, action: \.summary))
                .tag(TallyTabs.Tab.summary)
                .tabItem { Label("Summary", systemImage: "list.bullet") }
        }
    }
}

struct TallyTabView: View {
    let store: StoreOf<TallyTabs.Tally>

    var body: some View {
        HStack {
            Button("−") { store.send(.decrementButtonTapped) }
            Text("Count \(store.count)")
            Button("+") { store.send(.incrementButtonTapped) }
        }
    }
}

struct SummaryTabView: View {
    let store: StoreOf<TallyTabs.Summary>

    var body: some View {
        VStack {
            Text("\(store.count) in all")
            Menu("More") {
                Button("Reset") { store.send(.resetButtonTapped) }
            }
        }
    }
}

extension TallyTabs.State: Codable {
    enum CodingKeys: CodingKey { case currentTab }
    init(from decoder: any Decoder) throws {
        self.init()
        currentTab = try decoder.container(keyedBy: CodingKeys.self).decode(TallyTabs.Tab.self, forKey: .currentTab)
    }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(currentTab, forKey: .currentTab)
    }
}

extension TallyTabs.Action: Codable {}
extension TallyTabs.Tally.Action: Codable {}
extension TallyTabs.Summary.Action: Codable {}

extension TallyTabs: HostedFeature {
    static let name = "tallyTabs"
    static var initialState: State { State() }
    static var sampleActions: [Action] { [.selectTab(.summary), .tally(.incrementButtonTapped), .summary(.resetButtonTapped)] }
    static func view(store: StoreOf<TallyTabs>) -> some View { TallyTabsView(store: store) }
}

@MainActor
final class TabsCaseStudyTests: XCTestCase {
    func testUnlabeledScopesRunEachTabsReducerOnItsState() async {
        let store = TestStore(initialState: TallyTabs.State()) { TallyTabs() }
        await store.send(.tally(.incrementButtonTapped)) {
            $0.tally.$count.withLock { $0 = 1 }
        }
        await store.send(.selectTab(.summary)) {
            $0.currentTab = .summary
        }
        await store.send(.summary(.resetButtonTapped)) {
            $0.summary.$count.withLock { $0 = 0 }
        }
    }

    func testAnExpectationThatWritesASharedValueAssertsAChangeEvenWhenTheValueWasAlreadyThere() async {
        let store = TestStore(initialState: TallyTabs.State()) { TallyTabs() }
        await store.send(.summary(.resetButtonTapped)) {
            $0.summary.$count.withLock { $0 = 0 }
        }
    }

    func testTheTabViewShowsTheSelectedTabAndATabBarOfEveryTab() {
        let screen = RenderedScreen<TallyTabs>(TallyTabs.State())
        XCTAssertNotNil(screen.node(.text("Count 0")))
        XCTAssertFalse(screen.contains(.text("0 in all")), "a tab not selected is not on screen")
        let bar = screen.node(.id("tabView.0/tabBar"))
        XCTAssertEqual(bar?.role.rawValue, "tabBar")
        XCTAssertEqual(bar?.children.map(\.text), ["Tally", "Summary"])
        XCTAssertEqual(bar?.children.map { $0.properties["selected"] }, [true, false])
    }

    func testTappingATabItemSendsTheSelectionAndShowsThatTab() {
        let screen = RenderedScreen<TallyTabs>(TallyTabs.State())
        XCTAssertEqual(screen.tap("Summary"), [.selectTab(.summary)])
        let summary = screen.sending([.selectTab(.summary)])
        XCTAssertNotNil(summary.node(.text("0 in all")))
        XCTAssertFalse(summary.contains(.text("Count 0")), "the tally's screen is gone with its tab")
    }

    func testAMenusButtonsAreEachOneTap() {
        let screen = RenderedScreen<TallyTabs>(TallyTabs.State(currentTab: .summary))
        XCTAssertEqual(screen.node(.text("More"))?.properties["style"], "menu")
        XCTAssertEqual(screen.tap("Reset"), [.summary(.resetButtonTapped)])
    }
}

@MainActor
final class TabsCaseStudyFailureTests: FailureCapturingTestCase {
    func testAClosureThatWritesNothingSharedAndChangesNothingIsStillReported() async {
        let store = TestStore(initialState: TallyTabs.State()) { TallyTabs() }
        await store.send(.summary(.resetButtonTapped)) { _ in }
        XCTAssertEqual(captured.all.count, 1)
        XCTAssertTrue(captured.all.first?.message.contains("Expected state to change, but no change occurred.") ?? false, "\(captured.all.map(\.message))")
    }
}
