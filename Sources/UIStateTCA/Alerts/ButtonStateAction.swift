// MARK: - ButtonStateAction

/// What tapping a button in an alert or dialog does: send an action to the feature, or nothing
/// (`.send(nil)`, which only dismisses).
///
/// ```swift
/// ButtonState(action: .send(.confirmDeletion, animation: .default)) { TextState("Delete") }
/// ```
///
/// The animation is accepted and dropped, as everywhere on a headless host (a `Send` with an
/// animation sends the bare action too): it takes no part in equality, printing or the wire form,
/// so a test need not repeat it to match.
public struct ButtonStateAction<Action> {
    /// The action tapping the button sends, if any.
    public let action: Action?

    /// A button that sends `action` (nothing when `nil`); `animation` is ignored.
    public static func send(_ action: Action?, animation: Animation? = nil) -> Self {
        Self(action: action)
    }

    /// The same button sending `transform(action)` instead.
    public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ButtonStateAction<NewAction> {
        ButtonStateAction<NewAction>(action: transform(action))
    }
}

extension ButtonStateAction: Sendable where Action: Sendable {}
extension ButtonStateAction: Equatable where Action: Equatable {}
extension ButtonStateAction: Hashable where Action: Hashable {}

extension ButtonStateAction: CustomReflectable {
    /// Prints as the call that makes it, `.send(.confirmDeletion)` or `.send(nil)`.
    public var customMirror: Mirror {
        Mirror(self, children: ["send": action as Any], displayStyle: .enum)
    }
}
