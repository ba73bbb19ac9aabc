import Components
@testable import Features
import Foundation
import JSONValue
import StoreTestSupport
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

/// Compares `text` with `Goldens/SelectableItems/<name>.txt`; `UISTATE_RECORD=1` rewrites it.
func assertSelectableItemsGolden(
    _ text: String,
    named name: String,
    filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let url = URL(fileURLWithPath: filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Goldens/SelectableItems/\(name).txt")
    if ProcessInfo.processInfo.environment["UISTATE_RECORD"] == "1" {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        Issue.record("missing golden \(name).txt; run with UISTATE_RECORD=1 to record it", sourceLocation: sourceLocation)
        return
    }
    #expect(text == expected, "golden \(name).txt differs:\n\(text)", sourceLocation: sourceLocation)
}
