import JSONValue

// MARK: - RecordableRequest

/// A store request a scenario can replay: recorded as the step it becomes, for `history/export`.
protocol RecordableRequest {
    /// The scenario step, without its state assertion: `{"send": action}`, `{"tap": selector}` …
    var scenarioStep: JSONValue { get }
}

extension StoreDispatchRequest: RecordableRequest {
    var scenarioStep: JSONValue { ["send": action] }
}

extension ViewTapRequest: RecordableRequest {
    var scenarioStep: JSONValue { ["tap": selector] }
}

extension ViewInputRequest: RecordableRequest {
    var scenarioStep: JSONValue { ["input": selector, "text": .string(text)] }
}

extension ViewAppearRequest: RecordableRequest {
    var scenarioStep: JSONValue { ["appear": selector] }
}

extension ViewFocusRequest: RecordableRequest {
    var scenarioStep: JSONValue { ["focus": selector ?? .null] }
}

extension ClockAdvanceRequest: RecordableRequest {
    var scenarioStep: JSONValue { ["advance": .integer(Int64(ms))] }
}

extension StoreSettleRequest: RecordableRequest {
    var scenarioStep: JSONValue { ["settle": true] }
}

extension EnvironmentSetRequest: RecordableRequest {
    var scenarioStep: JSONValue { ["set": environment] }
}
