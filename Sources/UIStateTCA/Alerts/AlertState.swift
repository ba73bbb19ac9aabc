// MARK: - AlertState

/// An alert held in state: a title, an optional message and buttons whose actions come back to
/// the feature.
///
/// ```swift
/// state.alert = AlertState {
///     TextState("Delete \(item.name)?")
/// } actions: {
///     ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
///     ButtonState(role: .cancel) { TextState("Cancel") }
/// } message: {
///     TextState("This cannot be undone.")
/// }
/// ```
///
/// Each alert gets an `id` of its own, as in TCA, which takes no part in equality, hashing,
/// printing or the wire form, so an alert a test builds equals the one the reducer built.
public struct AlertState<Action>: Identifiable {
    let identity: Uncompared<UUID>
    /// The alert's title.
    public var title: TextState
    /// The text under the title, if any.
    public var message: TextState?
    /// The buttons, in order.
    public var buttons: [ButtonState<Action>]

    init(id: UUID = UUID(), content: DialogContent<Action>) {
        self.identity = Uncompared(id)
        self.title = content.title
        self.message = content.message
        self.buttons = content.buttons
    }

    /// An alert titled `title()`, with the buttons `actions` builds (none: the system shows an
    /// OK button that only dismisses) and the message `message` gives, if any.
    public init(
        title: () -> TextState,
        @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
        message: (() -> TextState)? = nil
    ) {
        self.init(content: DialogContent(title: title, actions: actions, message: message))
    }

    /// The alert's own identity, which SwiftUI's `alert(item:)` needs; never compared.
    public var id: UUID { identity.value }

    var content: DialogContent<Action> {
        DialogContent(title: title, message: message, buttons: buttons)
    }

    /// The same alert (same id) whose buttons send `transform(action)`, to embed a child's alert
    /// in a parent's actions.
    public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> AlertState<NewAction> {
        AlertState<NewAction>(id: id, content: content.map(transform))
    }
}

// MARK: - Older spellings

extension AlertState {
    /// An alert with these buttons; TCA 1.x deprecates this for `init(title:actions:message:)`.
    public init(title: TextState, message: TextState? = nil, buttons: [ButtonState<Action>]) {
        self.init(content: DialogContent(title: title, message: message, buttons: buttons))
    }

    /// An alert with one button, or the system's OK button when `dismissButton` is `nil`; TCA 1.x
    /// deprecates this for `init(title:actions:message:)`.
    public init(title: TextState, message: TextState? = nil, dismissButton: ButtonState<Action>? = nil) {
        self.init(title: title, message: message, buttons: dismissButton.map { [$0] } ?? [])
    }

    /// An alert with two buttons; TCA 1.x deprecates this for `init(title:actions:message:)`.
    public init(title: TextState, message: TextState? = nil, primaryButton: ButtonState<Action>, secondaryButton: ButtonState<Action>) {
        self.init(title: title, message: message, buttons: [primaryButton, secondaryButton])
    }
}

// MARK: - Conformances

extension AlertState: Sendable where Action: Sendable {}
extension AlertState: Equatable where Action: Equatable {}
extension AlertState: Hashable where Action: Hashable {}

extension AlertState: CustomReflectable {
    /// Prints title, message and buttons, never the id (which differs between equal alerts).
    public var customMirror: Mirror {
        Mirror(self, children: content.mirrorChildren, displayStyle: .struct)
    }
}

// MARK: - Wire form

/// An alert travels as `{"title": …, "message": …, "buttons": [...]}`: the texts in
/// `TextState`'s form, `message` left out when there is none, the buttons in `ButtonState`'s
/// (`{"role": "destructive", "action": …, "label": "Delete"}`). For example:
///
/// ```json
/// {"title": "Delete?", "message": "This cannot be undone.",
///  "buttons": [{"role": "destructive", "action": "confirmDeletion", "label": "Delete"},
///              {"role": "cancel", "label": "Cancel"}]}
/// ```
///
/// (the action as uistate's host writes actions; Foundation's `JSONEncoder` writes the same case
/// as `{"confirmDeletion": {}}`). The id is not sent: a decoded alert gets a new one.
extension AlertState: Encodable where Action: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: DialogCodingKeys.self)
        try content.encode(into: &container)
    }
}

extension AlertState: Decodable where Action: Decodable {
    public init(from decoder: any Decoder) throws {
        self.init(content: try DialogContent(from: decoder.container(keyedBy: DialogCodingKeys.self)))
    }
}
