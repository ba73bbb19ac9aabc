// MARK: - ButtonState

/// A button of an alert or a confirmation dialog, held in state: its label, its role, and the
/// action tapping it sends.
///
/// ```swift
/// ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
/// ButtonState(role: .cancel) { TextState("Cancel") }
/// ```
///
/// Each button gets an `id` of its own, as in TCA, which takes no part in equality, hashing,
/// printing or the wire form: two buttons built alike are equal.
public struct ButtonState<Action>: Identifiable {
    let identity: Uncompared<UUID>
    /// What tapping the button does.
    public let action: ButtonStateAction<Action>
    /// The button's text.
    public let label: TextState
    /// How the button is drawn: `nil` for an ordinary one.
    public let role: ButtonStateRole?

    init(id: UUID = UUID(), role: ButtonStateRole?, action: ButtonStateAction<Action>, label: TextState) {
        self.identity = Uncompared(id)
        self.role = role
        self.action = action
        self.label = label
    }

    /// A button labelled `label()` that does `action` when tapped (by default only dismisses).
    public init(role: ButtonStateRole? = nil, action: ButtonStateAction<Action> = .send(nil), label: () -> TextState) {
        self.init(role: role, action: action, label: label())
    }

    /// A button labelled `label()` that sends `action` when tapped.
    public init(role: ButtonStateRole? = nil, action: Action, label: () -> TextState) {
        self.init(role: role, action: .send(action), label: label())
    }

    /// The button's own identity, which SwiftUI lists need; never compared.
    public var id: UUID { identity.value }

    /// Runs `perform` with the action the button sends (`nil` when it only dismisses), as a view
    /// does when the button is tapped.
    public func withAction(_ perform: (Action?) -> Void) {
        perform(action.action)
    }

    /// Runs `perform` with the action the button sends (`nil` when it only dismisses).
    public func withAction(_ perform: (Action?) async -> Void) async {
        await perform(action.action)
    }

    /// The same button (same id, label and role) sending `transform(action)` instead.
    public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ButtonState<NewAction> {
        ButtonState<NewAction>(id: id, role: role, action: action.map(transform), label: label)
    }
}

// MARK: - Older spellings

extension ButtonState {
    /// A cancel button; TCA 1.x deprecates this for `ButtonState(role: .cancel, action:label:)`.
    public static func cancel(_ label: TextState, action: ButtonStateAction<Action> = .send(nil)) -> Self {
        Self(role: .cancel, action: action, label: label)
    }

    /// An ordinary button; TCA 1.x deprecates this for `ButtonState(action:label:)`.
    public static func `default`(_ label: TextState, action: ButtonStateAction<Action> = .send(nil)) -> Self {
        Self(role: nil, action: action, label: label)
    }

    /// A destructive button; TCA 1.x deprecates this for `ButtonState(role: .destructive, …)`.
    public static func destructive(_ label: TextState, action: ButtonStateAction<Action> = .send(nil)) -> Self {
        Self(role: .destructive, action: action, label: label)
    }
}

// MARK: - Conformances

extension ButtonState: Sendable where Action: Sendable {}

extension ButtonState: Equatable where Action: Equatable {}
extension ButtonState: Hashable where Action: Hashable {}

extension ButtonState: CustomReflectable {
    /// Prints its role, action and label, never its id (which differs between equal buttons).
    public var customMirror: Mirror {
        Mirror(self, children: ["role": role as Any, "action": action, "label": label], displayStyle: .struct)
    }
}
