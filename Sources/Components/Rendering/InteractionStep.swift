/// One thing an interaction does, in order: an event, an action to send to the store, or a change
/// to state the view keeps itself.
public enum InteractionStep<Action> {
    case event(ViewEvent)
    case action(Action)
    /// A write to state a view keeps outside the store (SwiftUI's `@State`), which the host
    /// applies in its turn among the actions.
    case viewState(ViewStateChange)
}

extension InteractionStep: Sendable where Action: Sendable {}

/// A change a view makes to state it keeps itself (a `@State` flag a button sets), taken from
/// the view's code while it rendered and applied when the interaction happens.
public struct ViewStateChange: Sendable {
    /// What changes, for a reply and the tree's wire form: the view's path and the property.
    public let name: String
    private let write: @Sendable () -> Void

    package init(name: String, write: @escaping @Sendable () -> Void) {
        self.name = name
        self.write = write
    }

    /// Makes the change.
    package func apply() { write() }
}
