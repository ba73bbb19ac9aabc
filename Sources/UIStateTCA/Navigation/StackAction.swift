// MARK: - StackAction

/// What happens on a navigation stack: a screen's own action, a pop, or a push, as TCA 1.x
/// spells them (`case path(StackAction<Path.State, Path.Action>)`).
///
/// On the wire: `{"element": {"id": 0, "action": …}}`, `{"popFrom": {"id": 0}}`,
/// `{"push": {"id": 1, "state": …}}`.
public enum StackAction<State, Action: Sendable>: Sendable where State: Sendable {
    /// `action` happened on the screen `id`.
    case element(id: StackElementID, action: Action)
    /// The screen `id` and those above it were popped (a back button, a swipe).
    case popFrom(id: StackElementID)
    /// `state` was pushed as the screen `id` (a navigation link).
    case push(id: StackElementID, state: State)
}

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Codable where State: Codable, Action: Codable {}

/// The stack actions of a reducer's state and action.
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action> where R.State: Sendable
