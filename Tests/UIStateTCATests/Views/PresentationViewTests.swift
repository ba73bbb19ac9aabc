import UIStateTCA
import XCTest

// A shelf that presents a book editor in a sheet from `@PresentationState`, and the cases of a
// destination enum as a sheet, a popover, a full-screen cover, a pushed screen and an alert, as
// TCA 1.3 documents tree-based navigation.

private struct BookEditor: Reducer {
    struct State: Equatable, Codable { var title = "" }
    enum Action: Equatable, Codable {
        case titleChanged(String)
        case saveTapped
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        if case .titleChanged(let title) = action { state.title = title }
        return .none
    }
}

private struct BookEditorView: View {
    let store: StoreOf<BookEditor>
    @Environment(\.dismiss) var dismiss

    var body: some View {
        WithViewStore(store, observe: { $0 }) { viewStore in
            VStack {
                TextField("Title", text: viewStore.binding(get: \.title, send: { .titleChanged($0) }))
                Button("Save") { viewStore.send(.saveTapped) }
                Button("Cancel") { dismiss() }
            }
        }
    }
}

private struct Shelf: Reducer {
    struct State: Equatable, Codable {
        @PresentationState var editor: BookEditor.State?
        @PresentationState var destination: Destination.State?
    }

    enum Action: Equatable, Codable {
        case editor(PresentationAction<BookEditor.Action>)
        case destination(PresentationAction<Destination.Action>)
        case editTapped
    }

    struct Destination: Reducer {
        enum State: Equatable, Codable {
            case add(BookEditor.State)
            case preview(BookEditor.State)
            case cover(BookEditor.State)
            case detail(BookEditor.State)
            case alert(AlertState<Action.Alert>)
        }

        enum Action: Equatable, Codable {
            case add(BookEditor.Action)
            case preview(BookEditor.Action)
            case cover(BookEditor.Action)
            case detail(BookEditor.Action)
            case alert(Alert)

            enum Alert: Equatable, Codable { case confirmDeletion }
        }

        var body: some ReducerOf<Self> {
            Scope(state: /State.add, action: /Action.add) { BookEditor() }
            Scope(state: /State.preview, action: /Action.preview) { BookEditor() }
            Scope(state: /State.cover, action: /Action.cover) { BookEditor() }
            Scope(state: /State.detail, action: /Action.detail) { BookEditor() }
        }
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            if case .editTapped = action { state.editor = BookEditor.State(title: "Dune") }
            return .none
        }
        .ifLet(\.$editor, action: /Action.editor) { BookEditor() }
        .ifLet(\.$destination, action: /Action.destination) { Destination() }
    }
}

private struct ShelfView: View {
    let store: StoreOf<Shelf>

    var body: some View {
        let destination = store.scope(state: \.$destination, action: { .destination($0) })
        WithViewStore(store, observe: { $0 }) { viewStore in
            VStack {
                Button("Edit") { viewStore.send(.editTapped) }
            }
            .sheet(store: store.scope(state: \.$editor, action: { .editor($0) })) { BookEditorView(store: $0) }
            .sheet(store: destination, state: /Shelf.Destination.State.add, action: Shelf.Destination.Action.add) {
                BookEditorView(store: $0)
            }
            .popover(store: destination, state: /Shelf.Destination.State.preview, action: Shelf.Destination.Action.preview) {
                BookEditorView(store: $0)
            }
            .fullScreenCover(store: destination, state: /Shelf.Destination.State.cover, action: Shelf.Destination.Action.cover) {
                BookEditorView(store: $0)
            }
            .navigationDestination(store: destination, state: /Shelf.Destination.State.detail, action: Shelf.Destination.Action.detail) {
                BookEditorView(store: $0)
            }
            .alert(store: destination, state: /Shelf.Destination.State.alert, action: Shelf.Destination.Action.alert)
        }
    }
}

extension Shelf: HostedFeature {
    static let name = "shelf"
    static var initialState: State { State() }
    static func view(store: StoreOf<Shelf>) -> some View { ShelfView(store: store) }
    static var sampleActions: [Action] { [.editTapped, .editor(.dismiss)] }
}

private let deletionAlert = AlertState<Shelf.Destination.Action.Alert> {
    TextState("Delete Dune?")
} actions: {
    ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
    ButtonState(role: .cancel) { TextState("Cancel") }
}

final class PresentationViewTests: XCTestCase {
    func testASheetOfAStoreShowsThePresentedStateAndItsViewSendsPresentedActions() {
        let shelf = RenderedScreen<Shelf>(Shelf.State())
        XCTAssertEqual(shelf.node(.id("vstack.0"))?.children.map(\.type), ["button"])

        let editing = shelf.sending(shelf.tap("Edit"))
        XCTAssertEqual(editing.node(.id("vstack.0/sheet"))?.children.map(\.type), ["vstack"])
        XCTAssertEqual(editing.node(.id("vstack.0/sheet/vstack.0/textField.0"))?.text, "Dune")

        let typed = editing.input("Dune Messiah", into: .type("textField"))
        XCTAssertEqual(typed, [.editor(.presented(.titleChanged("Dune Messiah")))])
        XCTAssertEqual(editing.sending(typed).state.editor, BookEditor.State(title: "Dune Messiah"))
        XCTAssertEqual(editing.tap("Save"), [.editor(.presented(.saveTapped))])
    }

    func testDismissingASheetOfAStoreSendsDismissWhichClearsTheState() {
        let editing = RenderedScreen<Shelf>(Shelf.State(editor: BookEditor.State(title: "Dune")))
        let dismissal = editing.dismiss(.id("vstack.0/sheet"))
        XCTAssertEqual(dismissal, [.editor(.dismiss)])
        let dismissed = editing.sending(dismissal)
        XCTAssertNil(dismissed.state.editor)
        XCTAssertFalse(dismissed.contains(.id("vstack.0/sheet")))
    }

    func testThePresentedViewsDismissEnvironmentSendsDismiss() {
        let editing = RenderedScreen<Shelf>(Shelf.State(editor: BookEditor.State(title: "Dune")))
        XCTAssertEqual(editing.tap("Cancel"), [.editor(.dismiss)])
    }

    func testTheScreenUnderASheetIsCovered() {
        let editing = RenderedScreen<Shelf>(Shelf.State(editor: BookEditor.State(title: "Dune")))
        XCTAssertThrowsError(try editing.tree.tap(.text("Edit")))
        XCTAssertNotNil(editing.node(.id("vstack.0/button.0"))?.coveredBy)
    }

    func testEachDestinationCaseShowsInItsOwnPresentation() {
        let cases: [(Shelf.Destination.State, String)] = [
            (.add(BookEditor.State()), "sheet"),
            (.preview(BookEditor.State()), "sheet"),
            (.cover(BookEditor.State()), "fullScreenCover"),
            (.detail(BookEditor.State()), "navigationDestination"),
        ]
        for (destination, kind) in cases {
            let screen = RenderedScreen<Shelf>(Shelf.State(destination: destination))
            let presented = screen.node(.id("vstack.0"))?.children.filter { $0.type != "button" }
            XCTAssertEqual(presented?.map(\.id), ["vstack.0/" + kind], "\(destination)")
        }
    }

    func testADestinationCasesViewSendsItsActionsInsideTheDestination() {
        let adding = RenderedScreen<Shelf>(Shelf.State(destination: .add(BookEditor.State())))
        let typed = adding.input("Emma", into: .type("textField"))
        XCTAssertEqual(typed, [.destination(.presented(.add(.titleChanged("Emma"))))])
        XCTAssertEqual(adding.sending(typed).state.destination, .add(BookEditor.State(title: "Emma")))
        let dismissal = adding.dismiss(.id("vstack.0/sheet"))
        XCTAssertEqual(dismissal, [.destination(.dismiss)])
        XCTAssertNil(adding.sending(dismissal).state.destination)
    }

    func testAPushedDestinationPopsWithDismiss() {
        let detail = RenderedScreen<Shelf>(Shelf.State(destination: .detail(BookEditor.State(title: "Emma"))))
        XCTAssertEqual(detail.node(.id("vstack.0/navigationDestination/vstack.0/textField.0"))?.text, "Emma")
        XCTAssertEqual(detail.tap("Save"), [.destination(.presented(.detail(.saveTapped)))])
        XCTAssertEqual(detail.dismiss(.id("vstack.0/navigationDestination")), [.destination(.dismiss)])
    }

    func testAnAlertCaseOfADestinationSendsItsButtonsActionsInsideTheDestination() {
        let alerting = RenderedScreen<Shelf>(Shelf.State(destination: .alert(deletionAlert)))
        XCTAssertEqual(alerting.node(.id("vstack.0/alert"))?.text, "Delete Dune?")
        XCTAssertEqual(alerting.tap("Delete"), [.destination(.presented(.alert(.confirmDeletion)))])
    }

    func testAnAlertCasesCancelButtonAndDismissSendDismiss() {
        let alerting = RenderedScreen<Shelf>(Shelf.State(destination: .alert(deletionAlert)))
        XCTAssertEqual(alerting.tap("Cancel"), [.destination(.dismiss)])
        XCTAssertEqual(alerting.dismiss(.id("vstack.0/alert")), [.destination(.dismiss)])
    }
}
