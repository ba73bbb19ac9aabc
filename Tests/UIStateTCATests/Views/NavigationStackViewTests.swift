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
private struct LooseLink: Reducer {
    typealias State = Readers.State
    typealias Action = Readers.Action
    var body: some ReducerOf<Self> { Readers() }
}

extension LooseLink: HostedFeature {
    static let name = "looseLink"
    static var initialState: State { State() }
    static func view(store: StoreOf<LooseLink>) -> some View {
        NavigationLink("Open Blob", state: ContactDetail.State(name: "Blob"))
    }
    static var sampleActions: [Action] { Readers.sampleActions }
}

final class NavigationStackViewTests: XCTestCase {
    private let blob = Contacts.Path.State.detail(ContactDetail.State(name: "Blob"))

    func testTheRootIsANavigationStackAndALinkPushesItsStateWithTheNextID() throws {
        let screen = ScreenDriver<Contacts>(Contacts.State())
        XCTAssertEqual(screen.tree.root.children.map(\.type), ["navigationStack"])
        XCTAssertEqual(try screen.tap(.text("Blob")), [.path(.push(id: 0, state: blob))])
        XCTAssertEqual(screen.state.path.ids, [0])
        XCTAssertEqual(Array(screen.state.path), [blob])
    }

    func testAPushedScreenIsANavigationDestinationCoveringTheRoot() throws {
        let screen = ScreenDriver<Contacts>(Contacts.State())
        try screen.tap(.text("Blob Jr."))
        let pushed = try screen.node("navigationStack.0/navigationDestination")
        XCTAssertEqual(pushed.children.map(\.type), ["vstack"])
        XCTAssertEqual(try screen.node("navigationStack.0/navigationDestination/vstack.0/text.0").text, "Blob Jr.")
        XCTAssertThrowsError(try screen.tap(.text("Blob")), "the root is under the pushed screen")
    }

    func testAPushedScreensActionsAreSentAsItsElementsActions() throws {
        let screen = ScreenDriver<Contacts>(Contacts.State())
        try screen.tap(.text("Blob"))
        XCTAssertEqual(try screen.tap(.text("Call")), [.path(.element(id: 0, action: .detail(.callTapped)))])
    }

    func testALinkOnAPushedScreenPushesOntoTheSameStackAboveIt() throws {
        let screen = ScreenDriver<Contacts>(Contacts.State())
        try screen.tap(.text("Blob"))
        let editor = Contacts.Path.State.editor(ContactEditor.State(name: "Blob"))
        XCTAssertEqual(try screen.tap(.text("Edit")), [.path(.push(id: 1, state: editor))])
        XCTAssertEqual(screen.state.path.ids, [0, 1])

        let field = Pick.type("textField")
        XCTAssertEqual(
            screen.tree.node(id: "navigationStack.0/navigationDestination/navigationDestination/textField.0")?.text, "Blob")
        XCTAssertEqual(try screen.input(field, "Blob Sr."), [.path(.element(id: 1, action: .editor(.nameChanged("Blob Sr."))))])
        XCTAssertEqual(screen.state.path[id: 1], .editor(ContactEditor.State(name: "Blob Sr.")))
        XCTAssertThrowsError(try screen.tap(.text("Call")), "the screen below is covered")
    }

    func testDismissingTheTopScreenPopsIt() throws {
        let screen = ScreenDriver<Contacts>(Contacts.State())
        try screen.tap(.text("Blob"))
        try screen.tap(.text("Edit"))
        XCTAssertEqual(
            try screen.dismiss(.id("navigationStack.0/navigationDestination/navigationDestination")),
            [.path(.popFrom(id: 1))])
        XCTAssertEqual(screen.state.path.ids, [0])
        XCTAssertNil(screen.tree.node(id: "navigationStack.0/navigationDestination/navigationDestination"))
    }

    func testAScreensDismissEnvironmentPopsIt() throws {
        let screen = ScreenDriver<Contacts>(Contacts.State())
        try screen.tap(.text("Blob"))
        XCTAssertEqual(try screen.tap(.text("Done")), [.path(.popFrom(id: 0))])
        XCTAssertTrue(screen.state.path.isEmpty)
        XCTAssertNil(screen.tree.node(id: "navigationStack.0/navigationDestination"))
    }

    func testAPoppedScreensIDGoesToTheNextPushSoPushingAndPoppingReturnsToTheSameState() throws {
        let screen = ScreenDriver<Contacts>(Contacts.State())
        try screen.tap(.text("Blob"))
        try screen.tap(.text("Done"))
        XCTAssertEqual(screen.state, Contacts.State())
        XCTAssertEqual(try screen.tap(.text("Blob")), [.path(.push(id: 0, state: blob))])
    }

    func testAPushSkipsIDsAlreadyOnTheStack() throws {
        var state = Contacts.State()
        state.path[id: 4] = blob
        let screen = ScreenDriver<Contacts>(state)
        XCTAssertEqual(
            try screen.tap(.text("Edit")),
            [.path(.push(id: 0, state: .editor(ContactEditor.State(name: "Blob"))))])
        XCTAssertEqual(screen.state.path.ids, [4, 0])
    }

    func testALinkToNoStateCannotBeTapped() throws {
        let screen = ScreenDriver<Contacts>(Contacts.State())
        XCTAssertThrowsError(try screen.tap(.text("Nobody")))
        XCTAssertEqual(screen.sent, [])
    }

    func testADestinationMadeFromEachScreensStore() throws {
        let screen = ScreenDriver<Readers>(Readers.State())
        XCTAssertEqual(try screen.tap(.text("Open Blob")), [.path(.push(id: 0, state: ContactDetail.State(name: "Blob")))])
        XCTAssertEqual(try screen.node("navigationStack.0/navigationDestination/vstack.0/text.0").text, "Blob")
        XCTAssertEqual(try screen.tap(.text("Call")), [.path(.element(id: 0, action: .callTapped))])
    }

    func testALinkToAnotherStacksStateIsReportedAndCannotBeTapped() throws {
        let reports = LockIsolated<[String]>([])
        let screen = ScreenDriver<Readers>(Readers.State(), reportIssue: { message in reports.withValue { $0.append(message) } })
        XCTAssertThrowsError(try screen.tap(.text("Open a contact")))
        XCTAssertEqual(reports.value, ["a NavigationLink(state:) of Contacts.Path.State is inside a NavigationStackStore of ContactDetail.State"])
    }

    func testALinkOutsideANavigationStackStoreIsReported() throws {
        let reports = LockIsolated<[String]>([])
        let screen = ScreenDriver<LooseLink>(LooseLink.State(), reportIssue: { message in reports.withValue { $0.append(message) } })
        XCTAssertEqual(try screen.node("button.0").text, "Open Blob")
        XCTAssertEqual(reports.value, ["a NavigationLink(state:) of ContactDetail.State pushes nothing outside a NavigationStackStore"])
    }
}
