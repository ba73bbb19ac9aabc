import Components
import Scenario
import UIStateProtocol

// MARK: - Scenario steps

// What each step request becomes in a recorded scenario (`StepOperation.scenarioAction()`).
// Selectors are read as the step reads them, so a selector the step accepted is accepted here too.

extension StoreDispatchRequest {
    func scenarioAction() -> StepAction { .send(action) }
}

extension ViewTapRequest {
    func scenarioAction() throws(ViewError) -> StepAction { .tap(.selector(try Selector(json: selector))) }
}

extension ViewInputRequest {
    func scenarioAction() throws(ViewError) -> StepAction { .input(.selector(try Selector(json: selector)), text: text) }
}

extension ViewAppearRequest {
    func scenarioAction() throws(ViewError) -> StepAction { .appear(.selector(try Selector(json: selector))) }
}

extension ViewFocusRequest {
    func scenarioAction() throws(ViewError) -> StepAction {
        switch selector {
        case nil, .null?: .focus(nil)
        case let json?: .focus(.selector(try Selector(json: json)))
        }
    }
}

extension ClockAdvanceRequest {
    func scenarioAction() -> StepAction { .advance(milliseconds: ms) }
}

extension StoreSettleRequest {
    func scenarioAction() -> StepAction { .settle }
}

extension EnvironmentSetRequest {
    func scenarioAction() -> StepAction { .set(environment) }
}
