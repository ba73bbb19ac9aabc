package import JSON

/// What one step did and what the user saw after it, for reports that show every step (the HTML
/// report). Recorded only when `ReplayOptions.recordsSteps` is on: it costs a state read, a render
/// and an effects listing per step.
package struct StepTrace: Sendable {
    /// 1-based step number; 0 for the launch (`store/create`).
    package var number: Int
    /// `launch`, `send`, `tap`, …
    package var kind: String
    package var label: String?
    /// The step as a request: `{"tap": {"id": "save"}}`, `{"advance": 2000}` …
    package var request: JSONValue
    /// Actions effects sent during the step, in processing order.
    package var received: [JSONValue]
    /// Events (haptics …) the step fired.
    package var events: [JSONValue]
    /// Effects in flight after the step.
    package var effects: [JSONValue]
    /// The state after the step.
    package var state: JSONValue
    /// `- before / + after` lines of the state; empty when the step changed nothing.
    package var stateDiff: String
    /// The rendered tree after the step (its wire JSON); `nil` when it could not be read.
    package var screen: JSONValue?
    /// Whether this is the step the scenario failed at.
    package var failed: Bool
    /// Where the step is written; `nil` for the launch.
    package var location: SourceLocation?

    package init(
        number: Int, kind: String, label: String?, request: JSONValue, received: [JSONValue], events: [JSONValue],
        effects: [JSONValue], state: JSONValue, stateDiff: String, screen: JSONValue?, failed: Bool,
        location: SourceLocation? = nil
    ) {
        self.location = location
        self.number = number
        self.kind = kind
        self.label = label
        self.request = request
        self.received = received
        self.events = events
        self.effects = effects
        self.state = state
        self.stateDiff = stateDiff
        self.screen = screen
        self.failed = failed
    }
}

extension StepAction {
    /// The step in the shape a scenario file writes it, for reports.
    package var requestJSON: JSONValue {
        switch self {
        case .send(let action): ["send": action]
        case .receive(let action, let partial): partial ? ["receive": action, "match": "partial"] : ["receive": action]
        case .tap(let selector): ["tap": selector.json]
        case .input(let selector, let text): ["input": ["selector": selector.json, "text": .string(text)]]
        case .appear(let selector): ["appear": selector.json]
        case .focus(let selector): ["focus": selector?.json ?? .null]
        case .advance(let milliseconds): ["advance": .integer(Int64(milliseconds))]
        case .settle: ["settle": true]
        case .set(let values): ["set": values]
        case .replaceState(let state): ["replaceState": state]
        case .relaunch: ["relaunch": true]
        case .expect(let expectation):
            // The expectation as the file writes it, not just which parts it checks.
            ["expect": expectation.json]
        }
    }
}
