import Components
@testable import Features
import Foundation
import JSON
import UIStateTesting
import Testing

// MARK: - Screens in a given state

typealias Screen = SelectionScreenFeature

/// The relationship screen's launch state, changed by `change`.
func relationshipState(_ change: (inout Screen.State) -> Void = { _ in }) -> Screen.State {
    var state = RelationshipFeature.initialState
    change(&state)
    return state
}

/// The extra-information screen's launch state (multiple up to 3, custom item), changed by `change`.
func extraInfoState(_ change: (inout Screen.State) -> Void = { _ in }) -> Screen.State {
    var state = ExtraInfoFeature.initialState
    change(&state)
    return state
}

/// The interests screen's launch state (multiple up to 20, no custom item), changed by `change`.
func interestsState(_ change: (inout Screen.State) -> Void = { _ in }) -> Screen.State {
    var state = InterestsFeature.initialState
    change(&state)
    return state
}

/// An exhaustive test store of a selection screen starting in `state`.
func makeTestStore(
    _ state: Screen.State,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column
) -> TestStore<SelectionScreenFeature> {
    TestStore(
        initialState: state, reducer: SelectionScreenFeature(),
        fileID: fileID, filePath: filePath, line: line, column: column
    )
}

// MARK: - Rendering

/// Encodes an action in its wire form, for outlines and interaction checks.
func selectableWire(_ action: Screen.Action) -> JSONValue {
    (try? JSONValueEncoder().encode(action)) ?? .null
}

/// The screen's outline with actions.
func selectableOutline(_ state: Screen.State, environment: EnvironmentValues<Screen.Action> = .init()) -> String {
    SelectionScreenView(state: state).render(environment: environment).outline(encodeAction: selectableWire)
}
