import UIStateTCA
import XCTest

// Rows of counters, as a TCA 1.3 app writes a list: `ForEachStore` with `.onDelete`, a sheet the
// view shows from its own `@State`, a pushed detail screen and a sheet that dismisses itself.

struct Rows: Reducer {
    struct State: Equatable, Codable {
        var rows: IdentifiedArrayOf<Row> = []
    }

    struct Row: Equatable, Codable, Identifiable {
        let id: Int
        var counter = BasicCounter.State()
    }

    enum Action: Equatable, Codable {
        case row(id: Int, action: BasicCounter.Action)
        case delete(IndexSet)
        case addButtonTapped
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .addButtonTapped:
                state.rows.append(Row(id: (state.rows.last?.id ?? 0) + 1))
                return .none
            case let .delete(offsets):
                state.rows.remove(atOffsets: offsets)
                return .none
            case .row:
                return .none
            }
        }
        .forEach(\.rows, action: /Action.row(id:action:)) {
            Scope(state: \.counter, action: /.self) { BasicCounter() }
        }
    }
}

struct RowsView: View {
    let store: StoreOf<Rows>
    @State private var isShowingHelp = false

    var body: some View {
        NavigationView {
            List {
                ForEachStore(self.store.scope(state: { $0.rows }, action: { .row(id: $0, action: $1) })) { rowStore in
                    WithViewStore(rowStore, observe: { $0 }) { viewStore in
                        NavigationLink(destination: RowDetailView(count: viewStore.counter.count)) {
                            Text("Row \(viewStore.id): \(viewStore.counter.count)")
                        }
                    }
                }
                .onDelete { offsets in ViewStore(self.store, observe: { $0 }).send(.delete(offsets)) }
            }
            .navigationTitle("Rows")
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button("Add") { ViewStore(self.store, observe: { $0 }).send(.addButtonTapped) }
                }
                ToolbarItem(placement: .navigationBarLeading) {
                    Button("Help") { self.isShowingHelp = true }
                }
            }
            .sheet(isPresented: self.$isShowingHelp) {
                HelpView()
            }
        }
    }
}

struct RowDetailView: View {
    let count: Int
    var body: some View {
        Text("Count is \(count)").navigationTitle("Detail")
    }
}

struct HelpView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Swipe a row to delete it.")
            Button("Done") { self.dismiss() }
        }
    }
}

extension Rows.Row {
    typealias ID = Int
}

extension Rows: HostedFeature {
    static let name = "rows"
    static var initialState: State { State() }
    static var sampleActions: [Action] { [.row(id: 1, action: .incrementButtonTapped), .delete([0]), .addButtonTapped] }
    static func view(store: StoreOf<Rows>) -> some View { RowsView(store: store) }
}

final class RowsCaseStudyTests: XCTestCase {
    private let twoRows = Rows.State(rows: [Rows.Row(id: 1), Rows.Row(id: 2, counter: BasicCounter.State(count: 5))])

    func testEachRowTakesItsIDFromItsElement() {
        let screen = RenderedScreen<Rows>(twoRows)
        XCTAssertEqual(screen.node(.text("Row 2: 5"))?.type, "button", "a navigation link is a button")
        XCTAssertEqual(screen.node(.text("Row 2: 5"))?.properties["style"], "navigationLink")
        XCTAssertTrue(screen.outline.contains("[2]"), "row ids carry the element's id:\n\(screen.outline)")
    }

    func testDeletingARowSendsItsOffset() {
        let screen = RenderedScreen<Rows>(twoRows)
        XCTAssertEqual(screen.tap("Delete", index: 0), [.delete([0])])
        XCTAssertEqual(screen.tap("Delete", index: 1), [.delete([1])])
        XCTAssertFalse(screen.contains(text: "Delete", index: 2), "one delete button per row")
    }

    func testTheToolbarButtonSendsItsAction() {
        XCTAssertEqual(RenderedScreen<Rows>(twoRows).tap("Add"), [.addButtonTapped])
    }

    func testAViewStateButtonSendsNothingToTheStoreAndWritesTheViewsState() throws {
        let screen = RenderedScreen<Rows>(twoRows)
        XCTAssertFalse(screen.contains(.type("sheet")))
        let help = try screen.tree.tap(.text("Help"))
        XCTAssertEqual(help.actions, [])
        XCTAssertEqual(help.steps.count, 1, "one write of @State")

        let shown = screen.after(help)
        XCTAssertNotNil(shown.node(.text("Swipe a row to delete it.")), "the sheet shows once the write is applied")
        let done = try shown.tree.tap(.text("Done"))
        XCTAssertEqual(done.actions, [], "the sheet's dismiss writes the view's state back")
        XCTAssertFalse(shown.after(done).contains(.type("sheet")))
    }

    func testALinkPushesItsDestinationAsViewState() throws {
        let screen = RenderedScreen<Rows>(twoRows)
        let pushed = screen.after(try screen.tree.tap(.text("Row 2: 5")))
        XCTAssertEqual(pushed.node(.text("Count is 5"))?.properties["navigationTitle"], "Detail")
        XCTAssertEqual(pushed.node(.type("navigationDestination"))?.coveredBy, nil)
        XCTAssertThrowsError(try pushed.tree.tap(.text("Add")), "the pushed screen covers the list and its toolbar")
        let popped = pushed.after(try pushed.tree.dismiss(.type("navigationDestination")))
        XCTAssertFalse(popped.contains(.type("navigationDestination")))
    }
}
