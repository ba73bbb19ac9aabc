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
///
/// A view may also write the store's own state without an action: a binding to a shared value
/// (`@Binding(store.$settings) var settings`, then `Toggle(isOn: $settings.isOn)`) writes the
/// value the store keeps. Such a change `changesStore`: the host makes it as a change of the
/// store's state, which its version and history count.
public struct ViewStateChange: Sendable {
    /// What changes, for a reply and the tree's wire form: the view's path and the property, or
    /// `shared:KEY` for a shared value of the store.
    public let name: String
    /// Whether the write changes the store's state (a shared value) rather than the view's own.
    package let changesStore: Bool
    private let write: @Sendable () -> Void

    package init(name: String, changesStore: Bool = false, write: @escaping @Sendable () -> Void) {
        self.name = name
        self.changesStore = changesStore
        self.write = write
    }

    /// Makes the change.
    package func apply() { write() }
}
