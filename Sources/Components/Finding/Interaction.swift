public import JSON

/// What an interaction with a node does: its events and the actions the host sends, in order.
public struct Interaction<Action> {
    /// The node interacted with; `nil` for an unfocus that found no focused field.
    public let nodeID: String?
    public let steps: [InteractionStep<Action>]

    /// The actions to send to the store, in order.
    public var actions: [Action] {
        steps.compactMap { if case .action(let action) = $0 { action } else { nil } }
    }

    /// The events to report (haptics …), in order.
    public var events: [ViewEvent] {
        steps.compactMap { if case .event(let event) = $0 { event } else { nil } }
    }

    /// `{"node": id, "steps": [{"event": …}, {"action": …}]}`
    public func json(encodeAction: (Action) -> JSONValue) -> JSONValue {
        [
            "node": nodeID.map(JSONValue.string) ?? .null,
            "steps": .array(steps.map { $0.json(encodeAction: encodeAction) }),
        ]
    }
}

extension Interaction: Sendable where Action: Sendable {}
