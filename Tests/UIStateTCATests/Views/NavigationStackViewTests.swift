import UIStateTCA
import XCTest

// Stack-based navigation as TCA 1.3 documents it: a NavigationStackStore over `StackState`, its
// screens chosen with SwitchStore/CaseLet, pushed by NavigationLink(state:) and popped by the
// back button or the screen's `\.dismiss`.

private struct ContactDetail: Reducer {
    struct State: Equatable, Codable { var name: String }
    enum Action: Equatable, Codable { case callTapped }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

private struct ContactEditor: Reducer {
    struct State: Equatable, Codable { var name: String }
    enum Action: Equatable, Codable { case nameChanged(String) }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        if case .nameChanged(let name) = action { state.name = name }
        return .none
    }
}

private struct Contacts: Reducer {
    struct State: Equatable, Codable {
        var names = ["Blob", "Blob Jr."]
        var path = StackState<Path.State>()
    }

    enum Action: Equatable, Codable {
        case path(StackAction<Path.State, Path.Action>)
    }

    struct Path: Reducer {
        enum State: Equatable, Codable {
            case detail(ContactDetail.State)
            case editor(ContactEditor.State)
        }

        enum Action: Equatable, Codable {
            case detail(ContactDetail.Action)
            case editor(ContactEditor.Action)
        }

        var body: some ReducerOf<Self> {
            Scope(state: /State.detail, action: /Action.detail) { ContactDetail() }
            Scope(state: /State.editor, action: /Action.editor) { ContactEditor() }
        }
    }

    var body: some ReducerOf<Self> {
        Reduce { _, _ in .none }
            .forEach(\.path, action: /Action.path) { Path() }
    }
}

private struct ContactDetailView: View {
    let store: StoreOf<ContactDetail>
    @Environment(\.dismiss) var dismiss

    var body: some View {
        WithViewStore(store, observe: { $0 }) { viewStore in
            VStack {
                Text(viewStore.name)
                Button("Call") { viewStore.send(.callTapped) }
                NavigationLink("Edit", state: Contacts.Path.State.editor(ContactEditor.State(name: viewStore.name)))
                Button("Done") { dismiss() }
            }
            .navigationTitle(viewStore.name)
        }
    }
}

private struct ContactEditorView: View {
    let store: StoreOf<ContactEditor>

    var body: some View {
        WithViewStore(store, observe: \.name) { viewStore in
            TextField("Name", text: viewStore.binding(get: { $0 }, send: { .nameChanged($0) }))
        }
    }
}

private struct ContactsView: View {
    let store: StoreOf<Contacts>

    var body: some View {
        NavigationStackStore(store.scope(state: \.path, action: { .path($0) })) {
            WithViewStore(store, observe: \.names) { viewStore in
                List {
                    ForEach(viewStore.state, id: \.self) { name in
                        NavigationLink(name, state: Contacts.Path.State.detail(ContactDetail.State(name: name)))
                    }
                    NavigationLink("Nobody", state: Contacts.Path.State?.none)
                }
                .navigationTitle("Contacts")
            }
        } destination: { state in
            switch state {
            case .detail:
                CaseLet(/Contacts.Path.State.detail, action: Contacts.Path.Action.detail) { ContactDetailView(store: $0) }
            case .editor:
                CaseLet(/Contacts.Path.State.editor, action: Contacts.Path.Action.editor) { ContactEditorView(store: $0) }
            }
        }
    }
}

extension Contacts: HostedFeature {
    static let name = "contacts"
    static var initialState: State { State() }
    static func view(store: StoreOf<Contacts>) -> some View { ContactsView(store: store) }
    static var sampleActions: [Action] { [.path(.popFrom(id: 0))] }
}

/// A stack of one kind of screen, its destination made from each screen's store.
private struct Readers: Reducer {
    struct State: Equatable, Codable {
        var path = StackState<ContactDetail.State>()
    }

    enum Action: Equatable, Codable {
        case path(StackAction<ContactDetail.State, ContactDetail.Action>)
    }

    var body: some ReducerOf<Self> {
        Reduce { _, _ in .none }
            .forEach(\.path, action: /Action.path) { ContactDetail() }
    }
}

extension Readers: HostedFeature {
    static let name = "readers"
    static var initialState: State { State() }
    static func view(store: StoreOf<Readers>) -> some View {
        NavigationStackStore(store.scope(state: \.path, action: { .path($0) })) {
            VStack {
                NavigationLink(state: ContactDetail.State(name: "Blob")) { Text("Open Blob") }
                NavigationLink("Open a contact", state: Contacts.Path.State.detail(ContactDetail.State(name: "Blob")))
            }
        } destination: { store in
            ContactDetailView(store: store)
        }
    }
    static var sampleActions: [Action] { [.path(.popFrom(id: 0))] }
}

/// A link outside any NavigationStackStore.
private struct LooseLink: AnotherView {
    typealias Base = Readers
    static func view(store: StoreOf<LooseLink>) -> some View {
        NavigationLink("Open Blob", state: ContactDetail.State(name: "Blob"))
    }
}

/// A screen's link previewed in a plain NavigationStack, with no store's stack around it.
private struct LinkInAPlainStack: AnotherView {
    typealias Base = Readers
    static func view(store: StoreOf<LinkInAPlainStack>) -> some View {
        NavigationStack {
            NavigationLink("Open Blob", state: ContactDetail.State(name: "Blob"))
        }
    }
}

final class NavigationStackViewTests: XCTestCase {
    private let blob = Contacts.Path.State.detail(ContactDetail.State(name: "Blob"))
    private let blobsEditor = Contacts.Path.State.editor(ContactEditor.State(name: "Blob"))

    /// The contacts with Blob's screen pushed by its link.
    private var blobPushed: RenderedScreen<Contacts> {
        let root = RenderedScreen<Contacts>(Contacts.State())
        return root.sending(root.tap("Blob"))
    }

    func testTheRootIsANavigationStackAndALinkPushesItsStateWithTheNextID() {
        let root = RenderedScreen<Contacts>(Contacts.State())
        XCTAssertEqual(root.tree.root.children.map(\.type), ["navigationStack"])
        let push = root.tap("Blob")
        XCTAssertEqual(push, [.path(.push(id: 0, state: blob))])
        let pushed = root.sending(push)
        XCTAssertEqual(pushed.state.path.ids, [0])
        XCTAssertEqual(Array(pushed.state.path), [blob])
    }

    func testAPushedScreenIsANavigationDestinationCoveringTheRoot() {
        let pushed = blobPushed
        XCTAssertEqual(pushed.node(.id("navigationStack.0/navigationDestination"))?.children.map(\.type), ["vstack"])
        XCTAssertEqual(pushed.node(.id("navigationStack.0/navigationDestination/vstack.0/text.0"))?.text, "Blob")
        XCTAssertThrowsError(try pushed.tree.tap(.text("Blob Jr.")), "the root is under the pushed screen")
    }

    func testAPushedScreensActionsAreSentAsItsElementsActions() {
        XCTAssertEqual(blobPushed.tap("Call"), [.path(.element(id: 0, action: .detail(.callTapped)))])
    }

    func testALinkOnAPushedScreenPushesAboveItOntoTheSameStack() {
        let push = blobPushed.tap("Edit")
        XCTAssertEqual(push, [.path(.push(id: 1, state: blobsEditor))])
        let editing = blobPushed.sending(push)
        XCTAssertEqual(editing.state.path.ids, [0, 1])
        XCTAssertEqual(
            editing.tree.root.children.first?.children.map(\.id),
            ["navigationStack.0/list.0", "navigationStack.0/navigationDestination", "navigationStack.0/navigationDestination~2"],
            "each screen is attached to the stack, bottom first, as NavigationStack(path:) attaches them")
        XCTAssertEqual(editing.node(.id("navigationStack.0/navigationDestination~2/textField.0"))?.text, "Blob")

        let typed = editing.input("Blob Sr.", into: .type("textField"))
        XCTAssertEqual(typed, [.path(.element(id: 1, action: .editor(.nameChanged("Blob Sr."))))])
        XCTAssertEqual(editing.sending(typed).state.path[id: 1], .editor(ContactEditor.State(name: "Blob Sr.")))
        XCTAssertThrowsError(try editing.tree.tap(.text("Call")), "the screen below is covered")
    }

    func testDismissingTheTopScreenPopsIt() {
        let editing = blobPushed.sending(blobPushed.tap("Edit"))
        let pop = editing.dismiss(.id("navigationStack.0/navigationDestination~2"))
        XCTAssertEqual(pop, [.path(.popFrom(id: 1))])
        let popped = editing.sending(pop)
        XCTAssertEqual(popped.state.path.ids, [0])
        XCTAssertFalse(popped.contains(.id("navigationStack.0/navigationDestination~2")))
    }

    func testAScreensDismissEnvironmentPopsIt() {
        let pop = blobPushed.tap("Done")
        XCTAssertEqual(pop, [.path(.popFrom(id: 0))])
        let popped = blobPushed.sending(pop)
        XCTAssertTrue(popped.state.path.isEmpty)
        XCTAssertFalse(popped.contains(.id("navigationStack.0/navigationDestination")))
    }

    func testAPoppedScreensIDGoesToTheNextPushSoPushingAndPoppingReturnsToTheSameState() {
        let popped = blobPushed.sending(blobPushed.tap("Done"))
        XCTAssertEqual(popped.state, Contacts.State())
        XCTAssertEqual(popped.tap("Blob"), [.path(.push(id: 0, state: blob))])
    }

    func testAPushSkipsIDsAlreadyOnTheStack() {
        var state = Contacts.State()
        state.path[id: 4] = blob
        let pushed = RenderedScreen<Contacts>(state)
        let push = pushed.tap("Edit")
        XCTAssertEqual(push, [.path(.push(id: 0, state: blobsEditor))])
        XCTAssertEqual(pushed.sending(push).state.path.ids, [4, 0])

        state.path[id: 0] = blob
        XCTAssertEqual(RenderedScreen<Contacts>(state).tap("Edit", index: 1), [.path(.push(id: 1, state: blobsEditor))])
    }

    func testALinkToNoStateCannotBeTapped() {
        let root = RenderedScreen<Contacts>(Contacts.State())
        XCTAssertEqual(root.node(.text("Nobody"))?.isEnabled, false)
        XCTAssertThrowsError(try root.tree.tap(.text("Nobody")))
    }

    func testADestinationMadeFromEachScreensStore() {
        let root = RenderedScreen<Readers>(Readers.State())
        let push = root.tap("Open Blob")
        XCTAssertEqual(push, [.path(.push(id: 0, state: ContactDetail.State(name: "Blob")))])
        let pushed = root.sending(push)
        XCTAssertEqual(pushed.node(.id("navigationStack.0/navigationDestination/vstack.0/text.0"))?.text, "Blob")
        XCTAssertEqual(pushed.tap("Call"), [.path(.element(id: 0, action: .callTapped))])
    }

    func testALinkToAnotherStacksStateIsReportedAndCannotBeTapped() {
        let reports = LockIsolated<[String]>([])
        let root = RenderedScreen<Readers>(Readers.State(), reportIssue: { message in reports.withValue { $0.append(message) } })
        XCTAssertThrowsError(try root.tree.tap(.text("Open a contact")))
        XCTAssertEqual(reports.value, ["a NavigationLink(state:) of Contacts.Path.State is inside a NavigationStackStore of ContactDetail.State"])
    }

    func testALinkOutsideANavigationStackStoreIsReported() {
        let reports = LockIsolated<[String]>([])
        let screen = RenderedScreen<LooseLink>(LooseLink.State(), reportIssue: { message in reports.withValue { $0.append(message) } })
        XCTAssertEqual(screen.node(.id("button.0"))?.text, "Open Blob")
        XCTAssertEqual(reports.value, ["a NavigationLink(state:) of ContactDetail.State pushes nothing outside a NavigationStackStore"])
    }

    func testALinkInAPlainNavigationStackPushesNothingOfItsOwn() {
        let screen = RenderedScreen<LinkInAPlainStack>(LinkInAPlainStack.State(), reportIssue: { _ in })
        let link = screen.node(.text("Open Blob"))
        XCTAssertEqual(link?.isEnabled, true, screen.outline)
        XCTAssertNil(link?.interactions.tap, "no empty screen pushed as the link's own state: \(screen.outline)")
    }
}
