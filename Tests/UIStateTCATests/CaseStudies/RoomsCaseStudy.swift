import UIStateTCA
import XCTest

// A meeting-rooms app in the shape of TCA's larger examples: model ids tagged by their type
// (`Tagged<Self, UUID>`), a shared list edited through each row's handle
// (`ForEach(Array(store.$rooms)) { $room in … }`), a form whose bindings are view actions
// (`BindingReducer(action: \.view)`, `$store.name` under `@ViewAction`), rows of a bound
// collection (`ForEach($store.attendees) { $attendee in … }`), a destination that declares its
// own `Action` beside an ignored alert case, and a stack whose screen holds two values.

struct Attendee: Equatable, Identifiable, Codable {
    let id: Tagged<Self, UUID>
    var name = ""
}

struct Room: Equatable, Identifiable, Codable {
    let id: Tagged<Self, UUID>
    var name = ""
    var attendees: IdentifiedArrayOf<Attendee> = []
}

struct Booking: Equatable, Identifiable, Codable {
    let id: Tagged<Self, Int>
    var hour: Int
}

@Reducer
struct RoomForm {
    @ObservableState
    struct State: Equatable, Codable {
        var room: Room
    }

    enum Action: ViewAction, Codable, Equatable {
        case view(View)

        @CasePathable
        enum View: BindableAction, Codable, Equatable {
            case binding(BindingAction<State>)
            case addAttendeeButtonTapped
        }
    }

    @Dependency(\.uuid) var uuid

    var body: some ReducerOf<Self> {
        BindingReducer(action: \.view)
        Reduce { state, action in
            switch action {
            case .view(.addAttendeeButtonTapped):
                state.room.attendees.append(Attendee(id: Attendee.ID(uuid())))
                return .none
            case .view(.binding):
                return .none
            }
        }
    }
}

@ViewAction(for: RoomForm.self)
struct RoomFormView: View {
    @Bindable var store: StoreOf<RoomForm>

    var body: some View {
        Form {
            TextField("Room name", text: $store.room.name)
            ForEach($store.room.attendees) { $attendee in
                TextField("Attendee", text: $attendee.name)
            }
            Button("Add attendee") { send(.addAttendeeButtonTapped) }
        }
    }
}

@Reducer
struct RoomsList {
    @Reducer
    enum Destination {
        case add(RoomForm)
        @ReducerCaseIgnored
        case alert(AlertState<Alert>)

        @CasePathable
        enum Action {
            case add(RoomForm.Action)
            case alert(Alert)
        }

        @CasePathable
        enum Alert: Codable, Equatable {
            case confirmClearing
        }
    }

    @ObservableState
    struct State: Equatable {
        @Presents var destination: Destination.State?
        @Shared(.inMemory("rooms")) var rooms: IdentifiedArrayOf<Room> = []
    }

    enum Action: Equatable {
        case addButtonTapped
        case clearButtonTapped
        case confirmAddButtonTapped
        case destination(PresentationAction<Destination.Action>)
    }

    @Dependency(\.uuid) var uuid

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .addButtonTapped:
                state.destination = .add(RoomForm.State(room: Room(id: Room.ID(uuid()))))
                return .none
            case .clearButtonTapped:
                state.destination = .alert(.clearRooms)
                return .none
            case .confirmAddButtonTapped:
                guard case .add(let form) = state.destination else { return .none }
                state.$rooms.withLock { _ = $0.append(form.room) }
                state.destination = nil
                return .none
            case .destination(.presented(.alert(.confirmClearing))):
                state.$rooms.withLock { $0.removeAll() }
                return .none
            case .destination:
                return .none
            }
        }
        .ifLet(\.$destination, action: \.destination)
    }
}

extension AlertState where Action == RoomsList.Destination.Alert {
    /// Asks before every room is cleared, as TCA apps name their alerts beside the feature.
    static var clearRooms: Self {
        AlertState {
            TextState("Clear every room?")
        } actions: {
            ButtonState(role: .destructive, action: .confirmClearing) { TextState("Clear") }
        }
    }
}

extension RoomsList.Destination.State: Equatable {}
extension RoomsList.Destination.Action: Equatable {}

struct RoomsListView: View {
    @Bindable var store: StoreOf<RoomsList>

    var body: some View {
        List {
            ForEach(Array(store.$rooms)) { $room in
                Text("\(room.name): \(room.attendees.count)")
            }
        }
        .toolbar {
            Button("Add") { store.send(.addButtonTapped) }
            Button("Clear") { store.send(.clearButtonTapped) }
        }
        .sheet(item: $store.scope(\.$destination, action: \.destination).add) { formStore in
            RoomFormView(store: formStore)
        }
        .alert($store.scope(\.$destination, action: \.destination).alert)
    }
}

/// A stack whose second screen is not a feature: it keeps a booking and its room as they are.
@Reducer
struct Rooms {
    @Reducer
    enum Path {
        case form(RoomForm)
        case booking(Booking, room: Room)
    }

    @ObservableState
    struct State: Equatable {
        var path = StackState<Path.State>()
    }

    enum Action {
        case path(StackActionOf<Path>)
        case bookButtonTapped(Room)
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .bookButtonTapped(let room):
                state.path.append(.booking(Booking(id: 1, hour: 9), room: room))
                return .none
            case .path:
                return .none
            }
        }
        .forEach(\.path, action: \.path)
    }
}

extension Rooms.Path.State: Equatable {}

final class RoomsCaseStudyTests: XCTestCase {
    private let lobby = Room(id: Room.ID(UUID(7)), name: "Lobby")

    func testATaggedIdIsItsRawValueOnTheWireAndInComparisons() throws {
        let id = Attendee.ID(UUID(1))
        XCTAssertEqual(id.rawValue, UUID(1))
        XCTAssertLessThan(Booking.ID(1), Booking.ID(2))
        XCTAssertEqual(Booking.ID(integerLiteral: 3), 3)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let encoded = try encoder.encode(Attendee(id: id, name: "Blob"))
        XCTAssertEqual(String(decoding: encoded, as: UTF8.self), #"{"id":"00000000-0000-0000-0000-000000000001","name":"Blob"}"#)
        XCTAssertEqual(try JSONDecoder().decode(Attendee.self, from: encoded), Attendee(id: id, name: "Blob"))
        XCTAssertNotEqual(Room.ID(), Room.ID(), "a fresh id is random")
    }

    @MainActor
    func testTheFormsBindingsAreViewActions() async {
        let store = TestStore(initialState: RoomForm.State(room: lobby)) { RoomForm() }
        await store.send(.view(.binding(.set(\.room.name, "Atrium")))) {
            $0.room.name = "Atrium"
        }
        await store.send(.view(.addAttendeeButtonTapped)) {
            $0.room.attendees = [Attendee(id: Attendee.ID(UUID(0)))]
        }
    }

    func testTypingInTheFormSendsABindingViewActionAndEachRowIsBoundToItsElement() throws {
        var room = lobby
        room.attendees = [Attendee(id: Attendee.ID(UUID(1)), name: "Blob")]
        let screen = RenderedView(RoomForm.State(room: room)) { RoomFormView(store: $0) }
        var named = room
        named.name = "Atrium"
        XCTAssertEqual(
            try screen.input("Atrium", into: .label("Room name")),
            [.view(.binding(.set(\.room, named)))],
            "a binding to a field of a field sets the state's field, as SwiftUI's derived bindings do"
        )
        var renamed = room
        renamed.attendees[0].name = "Blob Jr"
        XCTAssertEqual(
            try screen.input("Blob Jr", into: .label("Attendee")),
            [.view(.binding(.set(\.room, renamed)))],
            "a row's binding writes its element through the form's binding to the room"
        )
        XCTAssertEqual(try screen.tap(.text("Add attendee")), [.view(.addAttendeeButtonTapped)])
    }

    @MainActor
    func testAnAddedRoomLandsInTheSharedList() async {
        let store = TestStore(initialState: RoomsList.State()) { RoomsList() }
        await store.send(.addButtonTapped) {
            $0.destination = .add(RoomForm.State(room: Room(id: Room.ID(UUID(0)))))
        }
        await store.send(.destination(.presented(.add(.view(.binding(.set(\.room.name, "Atrium"))))))) {
            $0.destination = .add(RoomForm.State(room: Room(id: Room.ID(UUID(0)), name: "Atrium")))
        }
        await store.send(.confirmAddButtonTapped) {
            $0.destination = nil
            $0.$rooms.withLock { $0 = [Room(id: Room.ID(UUID(0)), name: "Atrium")] }
        }
    }

    @MainActor
    func testTheIgnoredAlertCaseTakesTheActionTheDestinationDeclares() async {
        var state = RoomsList.State()
        state.rooms = [lobby]
        let store = TestStore(initialState: state) { RoomsList() }
        await store.send(.clearButtonTapped) {
            $0.destination = .alert(.clearRooms)
        }
        await store.send(\.destination.alert.confirmClearing) {
            $0.destination = nil
            $0.$rooms.withLock { $0 = [] }
        }
    }

    func testEachRowOfTheSharedListReadsItsOwnRoomAndTheAlertButtonSendsTheDeclaredAction() throws {
        var state = RoomsList.State()
        state.rooms = [lobby, Room(id: Room.ID(UUID(8)), name: "Atrium", attendees: [Attendee(id: Attendee.ID(UUID(1)))])]
        let screen = RenderedView(state) { RoomsListView(store: $0) }
        XCTAssertNoThrow(try screen.node(.text("Lobby: 0")))
        XCTAssertNoThrow(try screen.node(.text("Atrium: 1")))

        state.destination = .alert(.clearRooms)
        let alerted = RenderedView(state) { RoomsListView(store: $0) }
        XCTAssertEqual(try alerted.tap(text: "Clear", index: 1), [.destination(.presented(.alert(.confirmClearing)))])
    }

    @MainActor
    func testAStackScreenOfTwoValuesIsKeptAsWritten() async {
        let store = TestStore(initialState: Rooms.State()) { Rooms() }
        await store.send(.bookButtonTapped(lobby)) {
            $0.path[id: 0] = .booking(Booking(id: 1, hour: 9), room: self.lobby)
        }
        await store.send(.path(.popFrom(id: 0))) {
            $0.path = StackState()
        }
    }

    func testTheTestsKnowTheyAreTests() {
        XCTAssertTrue(isTesting)
    }
}
