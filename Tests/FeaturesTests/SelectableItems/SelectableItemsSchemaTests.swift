@testable import Features
import JSON
import Testing

// MARK: - Schemas and the wire form

struct SelectableScreenDescription: Sendable, CustomStringConvertible {
    var name: String
    var initialState: Screen.State
    var stateSchema: JSONValue
    var actionSchema: JSONValue
    var sampleActions: [Screen.Action]
    var description: String { name }
}

let selectableScreens: [SelectableScreenDescription] = [
    SelectableScreenDescription(
        name: RelationshipFeature.name, initialState: RelationshipFeature.initialState,
        stateSchema: RelationshipFeature.stateSchema, actionSchema: RelationshipFeature.actionSchema,
        sampleActions: RelationshipFeature.sampleActions
    ),
    SelectableScreenDescription(
        name: ExtraInfoFeature.name, initialState: ExtraInfoFeature.initialState,
        stateSchema: ExtraInfoFeature.stateSchema, actionSchema: ExtraInfoFeature.actionSchema,
        sampleActions: ExtraInfoFeature.sampleActions
    ),
    SelectableScreenDescription(
        name: InterestsFeature.name, initialState: InterestsFeature.initialState,
        stateSchema: InterestsFeature.stateSchema, actionSchema: InterestsFeature.actionSchema,
        sampleActions: InterestsFeature.sampleActions
    ),
]

@Suite("Selectable items: schemas")
struct SelectableItemsSchemaTests {
    @Test(arguments: selectableScreens)
    func everySampleActionEncodesValidatesAndDecodesBack(_ screen: SelectableScreenDescription) throws {
        for action in screen.sampleActions {
            let wire = try JSONValueEncoder().encode(action)
            let violations = JSONSchemaValidator.violations(of: wire, against: screen.actionSchema)
            #expect(violations.isEmpty, "\(wire): \(violations)")
            #expect(try JSONValueDecoder().decode(Screen.Action.self, from: wire) == action)
        }
    }

    @Test(arguments: selectableScreens)
    func theInitialStateValidatesAndDecodesBack(_ screen: SelectableScreenDescription) throws {
        let wire = try JSONValueEncoder().encode(screen.initialState)
        let violations = JSONSchemaValidator.violations(of: wire, against: screen.stateSchema)
        #expect(violations.isEmpty, "\(violations)")
        #expect(try JSONValueDecoder().decode(Screen.State.self, from: wire) == screen.initialState)
    }

    @Test func everyStateOfTheGoldensValidates() throws {
        let saved = relationshipState {
            $0.selection.customItemPhase = .saved
            $0.selection.customText = "동창"
            $0.selection.customItem?.title = "동창"
            $0.selection.selectedIDs = [5]
            $0.toastMessage = SelectionScreenFeature.tooLongToastMessage
        }
        let wire = try JSONValueEncoder().encode(saved)
        #expect(JSONSchemaValidator.violations(of: wire, against: RelationshipFeature.stateSchema).isEmpty)
        #expect(try JSONValueDecoder().decode(Screen.State.self, from: wire) == saved)
    }

    @Test func sampleActionsCoverEveryCase() {
        let tags = Set(RelationshipFeature.sampleActions.map { selectableWire($0).serializedString(.canonical) }
            .map { $0.prefix(while: { $0 != ":" }) })
        #expect(tags.count >= 3)
        #expect(RelationshipFeature.sampleActions.count == 11)
    }

    @Test func actionsAreExternallyTagged() throws {
        let encoder = JSONValueEncoder()
        #expect(try encoder.encode(Screen.Action.nextButtonTapped) == "nextButtonTapped")
        #expect(try encoder.encode(Screen.Action.selection(.itemTapped(3))) == ["selection": ["itemTapped": 3]])
        #expect(try encoder.encode(Screen.Action.selection(.delegate(.selected([1])))) == ["selection": ["delegate": ["selected": [1]]]])
        #expect(try encoder.encode(Screen.Action.selection(.delegate(.invalidText("가나다라마바사아자차카"))))
            == ["selection": ["delegate": ["invalidText": "가나다라마바사아자차카"]]])
        #expect(try encoder.encode(Screen.Action.selection(.customInputButtonTapped)) == ["selection": "customInputButtonTapped"])
    }

    @Test func schemasRejectWhatIsNotAnAction() {
        for wire: JSONValue in ["itemTapped", ["selection": ["itemTapped": "one"]], ["selection": "saved"], ["nextButtonTapped": [:]]] {
            #expect(!JSONSchemaValidator.violations(of: wire, against: RelationshipFeature.actionSchema).isEmpty, "\(wire)")
        }
    }

    @Test func theRegisteredNamesAndVersions() {
        #expect(selectableScreens.map(\.name) == ["relationship", "extraInfo", "interests"])
        #expect([RelationshipFeature.version, ExtraInfoFeature.version, InterestsFeature.version] == ["1.0.0", "1.0.0", "1.0.0"])
        #expect(RelationshipFeature.launchAction == nil)
        #expect(RelationshipFeature.dependencyKeys.isEmpty)
    }
}
