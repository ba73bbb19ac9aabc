import Components
import FeatureKit
import JSON
import UIStateTCA
import XCTest

// A feature as TCA apps write it since 1.7: nothing `Codable`, actions not even `Equatable`, and
// a `#Preview` beside its view. Its preview is served all the same: rendered, tapped, its state
// shown as read from its fields, and only JSON actions and states refused.

@Reducer
struct GuestList {
    struct Guest: Equatable, Identifiable {
        let id: Int
        var name: String
        var seat: Seat
    }

    enum Seat: Equatable {
        case unassigned
        case table(Int)
        case standing(reason: String)
    }

    @ObservableState
    struct State: Equatable {
        var guests: IdentifiedArrayOf<Guest> = []
        var draft = ""
        var seatingByTable: [Int: String] = [:]
    }

    enum Action: BindableAction {
        case addGuestButtonTapped
        case binding(BindingAction<State>)
        case seatButtonTapped(Guest.ID, table: Int)
    }

    var body: some Reducer<State, Action> {
        BindingReducer()
        Reduce { state, action in
            switch action {
            case .addGuestButtonTapped:
                state.guests.append(Guest(id: state.guests.count + 1, name: state.draft, seat: .unassigned))
                state.draft = ""
            case .binding:
                break
            case .seatButtonTapped(let id, let table):
                state.guests[id: id]?.seat = .table(table)
                state.seatingByTable[table] = state.guests[id: id]?.name
            }
            return .none
        }
    }
}

struct GuestListView: View {
    @Bindable var store: StoreOf<GuestList>

    var body: some View {
        Form {
            TextField("Name", text: $store.draft)
            Button("Add guest") { store.send(.addGuestButtonTapped) }
            ForEach(store.guests) { guest in
                HStack {
                    Text(guest.name)
                    Button("Seat at 1") { store.send(.seatButtonTapped(guest.id, table: 1)) }
                }
            }
        }
    }
}

#Preview("Guest list") {
    GuestListView(
        store: Store(initialState: GuestList.State(guests: [.init(id: 1, name: "Blob", seat: .standing(reason: "late"))])) {
            GuestList()
        }
    )
}

final class PreviewOfAnyFeatureTests: XCTestCase {
    private func guestList(file: StaticString = #filePath, line: UInt = #line) -> (any PluginFeature.Type)? {
        let feature = Previews.declaredFeatures().first { $0.name == "Guest list" }
        XCTAssertNotNil(feature, "a preview of a feature that is not Codable is served", file: file, line: line)
        return feature
    }

    func testItsScreenRendersAndATapRunsThePreviewsReducer() throws {
        let feature = try XCTUnwrap(guestList())
        func open<F: PluginFeature>(_: F.Type) throws {
            let screen = RenderedScreen<F>(F.initialState)
            XCTAssertTrue(screen.contains(.text("Blob")), screen.outline)
            let seated = screen.sending(screen.tap("Seat at 1"))
            XCTAssertEqual(try JSONValueEncoder().encode(seated.state), [
                "guests": [["id": 1, "name": "Blob", "seat": ["table": 1]]],
                "draft": "",
                "seatingByTable": ["1": "Blob"],
            ])
        }
        try open(feature)
    }

    func testItsStateIsShownAsReadFromItsFields() throws {
        let feature = try XCTUnwrap(guestList())
        func open<F: PluginFeature>(_: F.Type) throws {
            XCTAssertEqual(try JSONValueEncoder().encode(F.initialState), [
                "guests": [["id": 1, "name": "Blob", "seat": ["standing": ["reason": "late"]]]],
                "draft": "",
                "seatingByTable": [:],
            ])
        }
        try open(feature)
    }

    func testWhatATapSendsIsShownAsTheWireFormOfItsAction() throws {
        let feature = try XCTUnwrap(guestList())
        func open<F: PluginFeature>(_: F.Type) {
            let screen = RenderedScreen<F>(F.initialState)
            XCTAssertTrue(screen.outline.contains(#"→ tap {"action":{"seatButtonTapped":{"_0":1,"table":1}}}"#), screen.outline)
            XCTAssertTrue(screen.outline.contains(#"→ tap {"action":"addGuestButtonTapped"}"#), screen.outline)
            let typed = screen.input("Ann", into: .type("textField"))
            XCTAssertEqual(typed.map(ActionCoding.encode), [["binding": ["set": "draft", "value": "Ann"]]])
            XCTAssertEqual(typed, screen.input("Ann", into: .type("textField")), "actions that are not Equatable compare by their wire form")
            XCTAssertNotEqual(typed.first, screen.tap("Add guest").first)
        }
        open(feature)
    }

    func testNoJSONStateOrActionDecodesAndTheSchemasSayWhy() throws {
        let feature = try XCTUnwrap(guestList())
        func open<F: PluginFeature>(_: F.Type) {
            XCTAssertThrowsError(try JSONValueDecoder().decode(F.State.self, from: ["draft": "", "guests": []])) { error in
                XCTAssertTrue("\(error)".contains("GuestList.State is not Decodable"), "\(error)")
            }
            XCTAssertThrowsError(try JSONValueDecoder().decode(F.Action.self, from: "addGuestButtonTapped"))
            XCTAssertEqual(F.actionSchema["not"], [:])
            XCTAssertEqual(F.stateSchema["not"], [:])
            XCTAssertTrue(F.stateSchema["description"]?.stringValue?.contains("is not Codable") == true, "\(F.stateSchema)")
        }
        open(feature)
    }
}
