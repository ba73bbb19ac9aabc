/// One thing an interaction does, in order: an event, or an action to send to the store.
public enum InteractionStep<Action> {
    case event(ViewEvent)
    case action(Action)
}

extension InteractionStep: Sendable where Action: Sendable {}
