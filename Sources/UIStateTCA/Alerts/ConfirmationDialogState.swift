// MARK: - ConfirmationDialogState

/// A confirmation dialog (an action sheet) held in state: like `AlertState`, with a choice of
/// whether the title shows.
///
/// ```swift
/// state.confirmationDialog = ConfirmationDialogState(titleVisibility: .visible) {
///     TextState("Share")
/// } actions: {
///     ButtonState(action: .copyLink) { TextState("Copy link") }
///     ButtonState(role: .cancel) { TextState("Cancel") }
/// }
/// ```
///
/// Its `id` takes no part in equality, hashing, printing or the wire form, as an alert's.
public struct ConfirmationDialogState<Action>: Identifiable {
    let identity: Uncompared<UUID>
    /// Whether the title is shown.
    public var titleVisibility: ConfirmationDialogStateTitleVisibility
    /// The dialog's title.
    public var title: TextState
    /// The text under the title, if any.
    public var message: TextState?
    /// The buttons, in order.
    public var buttons: [ButtonState<Action>]

    init(id: UUID = UUID(), titleVisibility: ConfirmationDialogStateTitleVisibility, content: DialogContent<Action>) {
        self.identity = Uncompared(id)
        self.titleVisibility = titleVisibility
        self.title = content.title
        self.message = content.message
        self.buttons = content.buttons
    }

    /// A dialog titled `title()` (shown as `titleVisibility` says), with the buttons `actions`
    /// builds and the message `message` gives, if any.
    public init(
        titleVisibility: ConfirmationDialogStateTitleVisibility = .automatic,
        title: () -> TextState,
        @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
        message: (() -> TextState)? = nil
    ) {
        self.init(titleVisibility: titleVisibility, content: DialogContent(title: title, actions: actions, message: message))
    }

    /// A dialog with these buttons; TCA 1.x deprecates this for
    /// `init(titleVisibility:title:actions:message:)`.
    public init(
        title: TextState,
        titleVisibility: ConfirmationDialogStateTitleVisibility = .automatic,
        message: TextState? = nil,
        buttons: [ButtonState<Action>] = []
    ) {
        self.init(titleVisibility: titleVisibility, content: DialogContent(title: title, message: message, buttons: buttons))
    }

    /// The dialog's own identity, which SwiftUI needs; never compared.
    public var id: UUID { identity.value }

    var content: DialogContent<Action> {
        DialogContent(title: title, message: message, buttons: buttons)
    }

    /// The same dialog (same id) whose buttons send `transform(action)`.
    public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ConfirmationDialogState<NewAction> {
        ConfirmationDialogState<NewAction>(id: id, titleVisibility: titleVisibility, content: content.map(transform))
    }
}

// MARK: - Conformances

extension ConfirmationDialogState: Sendable where Action: Sendable {}
extension ConfirmationDialogState: Equatable where Action: Equatable {}
extension ConfirmationDialogState: Hashable where Action: Hashable {}

extension ConfirmationDialogState: CustomReflectable {
    /// Prints the title's visibility, title, message and buttons, never the id.
    public var customMirror: Mirror {
        Mirror(self, children: [(label: "titleVisibility", value: titleVisibility)] + content.mirrorChildren, displayStyle: .struct)
    }
}

// MARK: - Wire form

/// A dialog travels as an alert does (see `AlertState`), with `"titleVisibility"`:
/// `{"titleVisibility": "visible", "title": "Share", "buttons": [...]}`. It is always written;
/// a dialog decoded without it is `.automatic`.
extension ConfirmationDialogState: Encodable where Action: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: DialogCodingKeys.self)
        try container.encode(titleVisibility, forKey: .titleVisibility)
        try content.encode(into: &container)
    }
}

extension ConfirmationDialogState: Decodable where Action: Decodable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: DialogCodingKeys.self)
        self.init(
            titleVisibility: try container.decodeIfPresent(ConfirmationDialogStateTitleVisibility.self, forKey: .titleVisibility) ?? .automatic,
            content: try DialogContent(from: container)
        )
    }
}
