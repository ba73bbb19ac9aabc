import UIStateTCA
import XCTest

// An alert with no buttons that act (`AlertState<Never>`) as one case of a destination, as TCA's
// onboarding case study writes it: its action case holds `Never`, and the feature builds without
// a warning (the build checks that none of our sources warns).

@Reducer
enum SavedNotice {
    case confirmation(AlertState<Never>)
    case editor(Navigation.Editor)
}

extension SavedNotice.State: Equatable {}

final class NeverAlertCaseTests: XCTestCase {
    func testTheActionCaseOfAnAlertWithoutActionsMatchesNoAction() {
        let action = SavedNotice.Action.editor(.textChanged("Milk"))
        XCTAssertNil(action[case: \.confirmation])
        XCTAssertEqual(action[case: \.editor], .textChanged("Milk"))
    }

    func testItsStateCaseHoldsTheAlert() {
        let state = SavedNotice.State.confirmation(AlertState { TextState("Saved") })
        XCTAssertEqual(state.confirmation?.title, TextState("Saved"))
        XCTAssertNil(state.editor)
    }
}
