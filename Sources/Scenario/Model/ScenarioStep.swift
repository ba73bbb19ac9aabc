import Components
package import JSON

/// One step of a scenario, with where it came from (an included step keeps its own file and the
/// chain of `include` steps that brought it in).
package struct ScenarioStep: Sendable {
    package var action: StepAction
    /// Shown in reports; an include's label prefixes the labels of the steps it brings in.
    package var label: String?
    /// The state assertion written on the step itself (`state`, `partial`, `pointers`, `absent`).
    package var state: StateExpectation?
    package var location: SourceLocation
    /// Outermost first: the `include` steps this step came through.
    package var includedFrom: [SourceLocation]
    /// The file the step is written in, to locate members of the step (an unknown action's).
    package var source: SourceFile?

    package init(
        action: StepAction, label: String? = nil, state: StateExpectation? = nil,
        location: SourceLocation = .inMemory, includedFrom: [SourceLocation] = []
    ) {
        self.action = action
        self.label = label
        self.state = state
        self.location = location
        self.includedFrom = includedFrom
    }
}

/// What a step does.
package enum StepAction: Sendable, Hashable {
    case send(JSONValue)
    /// An action sent by an effect; `partial` matches it as a JSON subset.
    case receive(JSONValue, partial: Bool)
    case tap(StepSelector)
    case input(StepSelector, text: String)
    case appear(StepSelector)
    /// `nil` unfocuses.
    case focus(StepSelector?)
    case advance(milliseconds: Int)
    case settle
    /// Environment values to change.
    case set(JSONValue)
    /// The whole state to put in place of the store's (`store/replaceState`: an edit or an import).
    case replaceState(JSONValue)
    case relaunch
    case expect(Expectation)

    /// The step kind as written in files: `send`, `tap`, …
    package var kind: String {
        switch self {
        case .send: "send"
        case .receive: "receive"
        case .tap: "tap"
        case .input: "input"
        case .appear: "appear"
        case .focus: "focus"
        case .advance: "advance"
        case .settle: "settle"
        case .set: "set"
        case .replaceState: "replaceState"
        case .relaunch: "relaunch"
        case .expect: "expect"
        }
    }

    /// Every kind a file may use, `include` among them (it is expanded while decoding).
    package static let kinds = [
        "send", "receive", "tap", "input", "appear", "focus", "advance", "settle", "set", "replaceState",
        "relaunch", "expect", "include",
    ]

    /// Steps that make the store process actions of their own; in exhaustive mode, received
    /// actions must all be consumed before one of these runs (as TCA's `send` requires).
    package var startsActions: Bool {
        switch self {
        case .send, .tap, .input, .appear, .focus, .set, .replaceState, .relaunch: true
        case .receive, .advance, .settle, .expect: false
        }
    }
}
