import JSONValue
import UIStateProtocol

// MARK: - Scenario steps

// What each step request becomes in a recorded scenario (`StepOperation.scenarioStep`).

extension StoreDispatchRequest {
    var scenarioStep: JSONValue { ["send": action] }
}

extension ViewTapRequest {
    var scenarioStep: JSONValue { ["tap": selector] }
}

extension ViewInputRequest {
    var scenarioStep: JSONValue { ["input": selector, "text": .string(text)] }
}

extension ViewAppearRequest {
    var scenarioStep: JSONValue { ["appear": selector] }
}

extension ViewFocusRequest {
    var scenarioStep: JSONValue { ["focus": selector ?? .null] }
}

extension ClockAdvanceRequest {
    var scenarioStep: JSONValue { ["advance": .integer(Int64(ms))] }
}

extension StoreSettleRequest {
    var scenarioStep: JSONValue { ["settle": true] }
}

extension EnvironmentSetRequest {
    var scenarioStep: JSONValue { ["set": environment] }
}
