import UIStateTCA
import XCTest

// A settings form written as a TCA 1.x feature: bindable fields, a BindingReducer first, an
// `onChange` on one field, and a reducer after it that reacts to binding actions by pattern.

private struct Settings: Reducer {
    struct State: Equatable, Codable {
        @BindingState var displayName = ""
        @BindingState var enableNotifications = false
        @BindingState var digest = Digest.daily
        @BindingState var stepCount = 10
        var sliderValue = 5.0
        var isSaving = false
        var displayNameEdits = 0
        var notificationPrompts = 0
    }

    enum Digest: String, Codable, CaseIterable {
        case daily, weekly
    }

    enum Action: Equatable, BindableAction, Codable {
        case binding(BindingAction<State>)
        case saveButtonTapped
    }

    var body: some ReducerOf<Self> {
        BindingReducer()
            .onChange(of: \.displayName) { _, _ in
                Reduce { state, _ in
                    state.displayNameEdits += 1
                    return .none
                }
            }
        Reduce { state, action in
            switch action {
            case .binding(\.$stepCount):
                state.sliderValue = min(state.sliderValue, Double(state.stepCount))
                return .none
            case .binding(.set(\.$enableNotifications, true)):
                state.notificationPrompts += 1
                return .none
            case .binding:
                return .none
            case .saveButtonTapped:
                state.isSaving = true
                return .none
            }
        }
    }
}

private func reduced(_ state: Settings.State, _ actions: Settings.Action...) -> Settings.State {
    var state = state
    for action in actions {
        _ = Settings().reduce(into: &state, action: action)
    }
    return state
}

private func json(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(value), as: UTF8.self)
}

private func decoded<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
    try JSONDecoder().decode(type, from: Data(text.utf8))
}

final class BindingTests: XCTestCase {
    // MARK: - Applying

    func testABindingActionSetsItsFieldBeforeTheReducersAfterItRun() {
        let state = reduced(Settings.State(), .binding(.set(\.$stepCount, 3)))
        XCTAssertEqual(state.stepCount, 3)
        XCTAssertEqual(state.sliderValue, 3, "the reducer after BindingReducer saw the new step count")
    }

    func testOnlyTheFieldTheActionNamesChanges() {
        let state = reduced(Settings.State(), .binding(.set(\.$displayName, "Blob")))
        var expected = Settings.State()
        expected.displayName = "Blob"
        expected.displayNameEdits = 1
        XCTAssertEqual(state, expected)
    }

    func testOtherActionsPassThroughTheBindingReducer() {
        let state = reduced(Settings.State(), .saveButtonTapped)
        XCTAssertTrue(state.isSaving)
        XCTAssertEqual(state.displayName, "")
    }

    func testOnChangeAfterTheBindingReducerRunsOnlyWhenTheFieldChanged() {
        let state = reduced(
            Settings.State(),
            .binding(.set(\.$displayName, "Blob")),
            .binding(.set(\.$displayName, "Blob")),
            .binding(.set(\.$enableNotifications, true)),
            .binding(.set(\.$displayName, "Blob Jr"))
        )
        XCTAssertEqual(state.displayNameEdits, 2)
    }

    func testTheActionSpellsSetForItsOwnBindingCase() {
        XCTAssertEqual(Settings.Action.set(\.$displayName, "Blob"), .binding(.set(\.$displayName, "Blob")))
    }

    // MARK: - Comparing and matching

    func testBindingActionsAreEqualWhenTheySetTheSameFieldToEqualValues() {
        let blob = BindingAction<Settings.State>.set(\.$displayName, "Blob")
        XCTAssertEqual(blob, .set(\.$displayName, "Blob"))
        XCTAssertNotEqual(blob, .set(\.$displayName, "Blob Jr"))
        XCTAssertNotEqual(BindingAction<Settings.State>.set(\.$stepCount, 1), .set(\.$stepCount, 2))
        XCTAssertNotEqual(
            BindingAction<Settings.State>.set(\.$enableNotifications, true),
            .set(\.$enableNotifications, false)
        )
    }

    func testAKeyPathPatternMatchesItsFieldWhateverTheValue() {
        func field(of action: Settings.Action) -> String {
            switch action {
            case .binding(\.$displayName): return "displayName"
            case .binding(\.$stepCount): return "stepCount"
            case .binding: return "another field"
            case .saveButtonTapped: return "not a binding"
            }
        }
        XCTAssertEqual(field(of: .binding(.set(\.$displayName, "x"))), "displayName")
        XCTAssertEqual(field(of: .binding(.set(\.$stepCount, 4))), "stepCount")
        XCTAssertEqual(field(of: .binding(.set(\.$digest, .weekly))), "another field")
        XCTAssertEqual(field(of: .saveButtonTapped), "not a binding")
    }

    func testAValuePatternMatchesOnlyThatValue() {
        XCTAssertEqual(reduced(Settings.State(), .binding(.set(\.$enableNotifications, true))).notificationPrompts, 1)
        XCTAssertEqual(reduced(Settings.State(), .binding(.set(\.$enableNotifications, false))).notificationPrompts, 0)
    }

    func testABindingActionDescribesItselfByFieldAndValue() throws {
        XCTAssertEqual(String(describing: BindingAction<Settings.State>.set(\.$displayName, "Blob")), #".set(displayName, "Blob")"#)
        let decodedAction = try decoded(BindingAction<Settings.State>.self, #"{"set":"stepCount","value":4}"#)
        XCTAssertEqual(String(describing: decodedAction), ".set(stepCount, 4)")
    }

    func testBindingStateComparesAndDescribesItselfAsItsValue() {
        var one = Settings.State()
        var other = Settings.State()
        one.$displayName = BindingState(wrappedValue: "Blob")
        other.displayName = "Blob"
        XCTAssertEqual(one, other)
        XCTAssertEqual(one.$displayName.wrappedValue, "Blob")
        XCTAssertEqual(String(describing: one.$stepCount), "10")
    }

    // MARK: - The wire form

    func testABindingActionEncodesAsTheFieldNameAndTheValue() throws {
        XCTAssertEqual(
            try json(BindingAction<Settings.State>.set(\.$displayName, "Blob")),
            #"{"set":"displayName","value":"Blob"}"#
        )
        XCTAssertEqual(
            try json(BindingAction<Settings.State>.set(\.$digest, .weekly)),
            #"{"set":"digest","value":"weekly"}"#
        )
    }

    func testTheStateEncodesABindingFieldAsItsPlainValue() throws {
        var state = Settings.State()
        state.displayName = "Blob"
        let text = try json(state)
        XCTAssertTrue(text.contains(#""displayName":"Blob""#), text)
        XCTAssertEqual(try decoded(Settings.State.self, text), state)
    }

    func testADecodedActionEqualsMatchesAndAppliesAsTheOneWrittenInCode() throws {
        let action = try decoded(Settings.Action.self, #"{"binding":{"_0":{"set":"stepCount","value":2}}}"#)
        XCTAssertEqual(action, .binding(.set(\.$stepCount, 2)))
        XCTAssertNotEqual(action, .binding(.set(\.$stepCount, 3)))
        let state = reduced(Settings.State(), action)
        XCTAssertEqual(state.stepCount, 2)
        XCTAssertEqual(state.sliderValue, 2, "`case .binding(\\.$stepCount)` matched the decoded action")
    }

    func testAnActionRoundTripsThroughItsWireForm() throws {
        let actions: [Settings.Action] = [
            .binding(.set(\.$displayName, "Blob")),
            .binding(.set(\.$enableNotifications, true)),
            .binding(.set(\.$digest, .weekly)),
            .saveButtonTapped,
        ]
        for action in actions {
            let decodedAction = try decoded(Settings.Action.self, try json(action))
            XCTAssertEqual(decodedAction, action)
            XCTAssertEqual(try json(decodedAction), try json(action))
        }
    }

    func testDecodingANameThatIsNoFieldSaysWhichNamesAreBindingFields() throws {
        XCTAssertThrowsError(try decoded(BindingAction<Settings.State>.self, #"{"set":"nmae","value":"x"}"#)) { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(context.codingPath.map(\.stringValue), ["set"])
            XCTAssertTrue(context.debugDescription.contains(#""nmae" is not a binding field of Settings.State"#), context.debugDescription)
            XCTAssertTrue(
                context.debugDescription.contains(#""displayName", "enableNotifications", "digest", "stepCount""#),
                context.debugDescription
            )
        }
    }

    func testDecodingAFieldWithoutBindingStateIsRefused() throws {
        XCTAssertThrowsError(try decoded(BindingAction<Settings.State>.self, #"{"set":"isSaving","value":true}"#)) { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(context.debugDescription.contains("not a @BindingState one"), context.debugDescription)
        }
    }

    func testDecodingAValueOfTheWrongTypeFailsAtTheValue() throws {
        XCTAssertThrowsError(try decoded(BindingAction<Settings.State>.self, #"{"set":"stepCount","value":"ten"}"#)) { error in
            guard case DecodingError.typeMismatch(_, let context) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(context.codingPath.map(\.stringValue), ["value"])
        }
    }
}

// MARK: - Finding a field's name

/// A field Swift cannot describe (a closure) sits before the binding fields.
private struct Labelled: Codable, Equatable {
    var format: @Sendable (Int) -> String = { "\($0)" }
    @BindingState var title = ""
    @BindingState var subtitle = ""

    enum CodingKeys: String, CodingKey {
        case title, subtitle
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.title == rhs.title && lhs.subtitle == rhs.subtitle
    }
}

/// A state that cannot be decoded from empty values (a string enum that is not `CaseIterable`),
/// with two binding fields of one type, so nothing but a value of the state tells them apart.
private struct Ticket: Reducer {
    struct State: Equatable, Codable {
        @BindingState var title = ""
        @BindingState var assignee = ""
        var priority = Priority.normal
    }

    enum Priority: String, Codable {
        case normal, urgent
    }

    enum Action: Equatable, BindableAction, Codable {
        case binding(BindingAction<State>)
    }

    var body: some ReducerOf<Self> {
        BindingReducer()
    }
}

final class BindingFieldNameTests: XCTestCase {
    func testFieldsAfterOneSwiftCannotDescribeAreStillBindingFields() throws {
        let action = try decoded(BindingAction<Labelled>.self, #"{"set":"subtitle","value":"Sub"}"#)
        XCTAssertEqual(action, .set(\.$subtitle, "Sub"))
        XCTAssertEqual(try json(BindingAction<Labelled>.set(\.$subtitle, "Sub")), #"{"set":"subtitle","value":"Sub"}"#)
    }

    func testAFieldIsNamedOnceAReducerHasSeenAStateItCouldNotBuild() throws {
        XCTAssertThrowsError(try json(BindingAction<Ticket.State>.set(\.$assignee, "Blob"))) { error in
            guard case EncodingError.invalidValue(_, let context) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(context.debugDescription.contains("cannot name the field"), context.debugDescription)
        }
        var state = Ticket.State()
        _ = Ticket().reduce(into: &state, action: .binding(.set(\.$title, "Crash on launch")))
        XCTAssertEqual(state.title, "Crash on launch")
        XCTAssertEqual(try json(BindingAction<Ticket.State>.set(\.$assignee, "Blob")), #"{"set":"assignee","value":"Blob"}"#)
        XCTAssertEqual(try json(BindingAction<Ticket.State>.set(\.$title, "x")), #"{"set":"title","value":"x"}"#)
    }
}
