package import JSON

// MARK: - Steps as files write them

extension ScenarioStep {
    /// The step as a scenario file writes it (protocol/scenario/README.md, "Steps"): the kind
    /// and its value, `text` of an `input`, `"match": "partial"` of a partial `receive`, `label`,
    /// then the state assertion. Where the step came from is not part of it.
    package var json: JSONValue {
        var object = action.members
        if let label { object["label"] = .string(label) }
        if let state {
            for (key, value) in state.members { object[key] = value }
        }
        return .object(object)
    }
}

extension StepAction {
    /// The members a step of this kind begins with.
    var members: JSONObject {
        switch self {
        case .send(let action): ["send": action]
        case .receive(let action, let partial): partial ? ["receive": action, "match": "partial"] : ["receive": action]
        case .tap(let selector): ["tap": selector.json]
        case .input(let selector, let text): ["input": selector.json, "text": .string(text)]
        case .appear(let selector): ["appear": selector.json]
        case .focus(let selector): ["focus": selector?.json ?? .null]
        case .advance(let milliseconds): ["advance": .integer(Int64(milliseconds))]
        case .settle: ["settle": true]
        case .set(let environment): ["set": environment]
        case .replaceState(let state): ["replaceState": state]
        case .relaunch: ["relaunch": true]
        case .expect(let expectation): ["expect": expectation.json]
        }
    }
}
